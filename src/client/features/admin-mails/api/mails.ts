import { adminApi } from '@shared/api/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { StaffMail } from '@shared/schemas/admin-mails';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** The school's outbox under a state filter, 50 mails a page, more on request. */
export function useMails(status: StaffMail['status'] | undefined) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.mails.of(status ?? 'all'),
    queryFn: ({ pageParam }) =>
      call(adminApi.listMails, pageParam ? { status, beforeId: pageParam } : { status }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextBeforeId ?? undefined,
  });
}

export const retryMail = (mailId: number) => call(adminApi.retryMail, { mailId });
