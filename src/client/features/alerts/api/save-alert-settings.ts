import { useQueryClient } from '@tanstack/react-query';
import { notificationApi } from '@shared/api/notification';
import type { AlertSwitches } from '@shared/schemas/learner-alerts';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { useSinglePressMutation } from '@client/lib/use-single-press-mutation';

/** The switches a save sends: the reminder's is left out where the form does not show it. */
export type SavedSwitches = Omit<AlertSwitches, 'bookingReminder'> & { bookingReminder?: boolean };

/** Saves the learner's switches; the answer is the screen's new state. */
export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useSinglePressMutation(
    async (switches: SavedSwitches) => {
      const settings = await call(notificationApi.saveAlertSettings, switches);
      queryClient.setQueryData(queryKeys.alertSettings, settings);
      return settings;
    },
    () => queryClient.invalidateQueries({ queryKey: queryKeys.alertSettings }),
  );
}
