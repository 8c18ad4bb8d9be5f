import { useInfiniteQuery } from '@tanstack/react-query';
import type { MailPage, StaffMail } from '@shared/schemas/admin-mails';
import { callData } from '@client/lib/api-client';

export const mailsKey = ['admin', 'mails'] as const;

/** The school's outbox under a state filter, 50 mails a page, more on request. */
export function useMails(status: StaffMail['status'] | undefined) {
  return useInfiniteQuery({
    queryKey: [...mailsKey, status ?? 'all'],
    queryFn: ({ pageParam }) =>
      callData<MailPage>('Admin/ListMails', pageParam ? { status, beforeId: pageParam } : { status }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextBeforeId ?? undefined,
  });
}

export const retryMail = (mailId: number) => callData<Record<string, never>>('Admin/RetryMail', { mailId });
