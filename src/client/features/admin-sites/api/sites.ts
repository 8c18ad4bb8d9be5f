import { adminApi } from '@shared/api/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SaveSiteRequest } from '@shared/schemas/admin-sites';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export function useSites() {
  return useQuery({ queryKey: queryKeys.admin.sites, queryFn: () => call(adminApi.getSites, {}) });
}

export const saveSite = (body: SaveSiteRequest) => call(adminApi.saveSite, body);

export const deleteSite = (site: string) => call(adminApi.deleteSite, { site });

/** The days a learner would be offered now (Japan date and time), for the menu preview's booking form. */
export function useBookableDaysNow(date: string, time: string) {
  return useQuery({
    queryKey: queryKeys.admin.calendar.preview(date, time),
    queryFn: () => call(adminApi.previewBookableDays, { date, time }),
    placeholderData: keepPreviousData,
  });
}
