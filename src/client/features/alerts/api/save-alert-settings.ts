import { useQueryClient } from '@tanstack/react-query';
import { notificationApi } from '@shared/api/notification';
import type { AlertSwitches } from '@shared/schemas/learner-alerts';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { useSinglePressMutation } from '@client/lib/use-single-press-mutation';

/** Saves the learner's switches; the answer is the screen's new state. */
export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useSinglePressMutation(
    async (switches: AlertSwitches) => {
      const settings = await call(notificationApi.saveAlertSettings, switches);
      queryClient.setQueryData(queryKeys.alertSettings, settings);
      return settings;
    },
    () => queryClient.invalidateQueries({ queryKey: queryKeys.alertSettings }),
  );
}
