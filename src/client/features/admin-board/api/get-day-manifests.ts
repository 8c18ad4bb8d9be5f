import { useQuery } from '@tanstack/react-query';
import type { DayManifests } from '@shared/schemas/admin-board';
import { callData } from '@client/lib/api-client';

/** Every run's manifest of a day, or one run's (the print view). */
export function useDayManifests(date: string | null, runId?: number) {
  return useQuery({
    queryKey: ['admin', 'day-manifests', date, runId ?? null],
    queryFn: () => callData<DayManifests>('Admin/GetDayManifests', runId ? { date, runId } : { date }),
    enabled: date !== null,
  });
}
