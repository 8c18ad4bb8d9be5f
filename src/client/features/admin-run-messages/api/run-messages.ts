import { adminApi } from '@shared/api/admin';
import { useQuery } from '@tanstack/react-query';
import type { SendRunMessageRequest } from '@shared/schemas/run-messages';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export function useRunMessages(runId: number) {
  return useQuery({
    queryKey: queryKeys.admin.runMessages(runId),
    queryFn: () => call(adminApi.listRunMessages, { runId }),
  });
}

export const sendRunMessage = (body: SendRunMessageRequest) => call(adminApi.sendRunMessage, body);
