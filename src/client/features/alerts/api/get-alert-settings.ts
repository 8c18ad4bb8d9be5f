import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationApi } from '@shared/api/notification';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export const alertSettingsQuery = queryOptions({
  queryKey: queryKeys.alertSettings,
  queryFn: () => call(notificationApi.getAlertSettings, {}),
});

export function useAlertSettings() {
  return useQuery(alertSettingsQuery);
}
