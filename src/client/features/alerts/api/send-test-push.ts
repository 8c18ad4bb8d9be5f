import { useQueryClient } from '@tanstack/react-query';
import { notificationApi } from '@shared/api/notification';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { useSinglePressMutation } from '@client/lib/use-single-press-mutation';

/** 「テスト通知を送る」: the count of browsers may change (gone ones are dropped), so the settings are fetched again. */
export function useSendTestPush() {
  const queryClient = useQueryClient();
  return useSinglePressMutation(
    () => call(notificationApi.sendTestPush, {}),
    () => queryClient.invalidateQueries({ queryKey: queryKeys.alertSettings }),
  );
}
