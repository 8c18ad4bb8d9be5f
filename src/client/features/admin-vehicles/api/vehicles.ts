import { adminApi } from '@shared/api/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AssignVehiclesRequest, SaveVehicleRequest } from '@shared/schemas/admin-vehicles';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export function useVehicles() {
  return useQuery({ queryKey: queryKeys.admin.vehicles, queryFn: () => call(adminApi.getVehicles, {}) });
}

export const saveVehicle = (body: SaveVehicleRequest) => call(adminApi.saveVehicle, body);

export const addDevice = (vehicleId: number) => call(adminApi.addDevice, { vehicleId });

export const revokeDevice = (id: number) => call(adminApi.revokeDevice, { id });

/** A one-time code signing the device's phone in to the driver page (issue 27 §1). */
export const issueDriverSignIn = (deviceId: number) => call(adminApi.issueDriverSignIn, { deviceId });

/** The runs of a date with their vehicles; without a date, the server's today (Japan time). */
export function useVehicleAssignments(date: string | null) {
  return useQuery({
    queryKey: queryKeys.admin.assignments.of(date),
    queryFn: () => call(adminApi.getVehicleAssignments, date === null ? {} : { date }),
    placeholderData: keepPreviousData,
  });
}

/** How often the live map asks again: vehicles report every 5–10 s, learners see a 20 s refresh. */
export const LIVE_REFRESH_MS = 10_000;

/** The live map's data, refreshed while the console is visible (paused when hidden, like the learner's list). */
export function useLivePositions() {
  return useQuery({
    queryKey: queryKeys.admin.livePositions,
    // a missed refresh is said on the screen (StaleDataNote), not by the global alert
    queryFn: () => call(adminApi.getLivePositions, {}, { quietWhenUnanswered: true }),
    refetchInterval: LIVE_REFRESH_MS,
  });
}

/** Several runs of one date at once, all or nothing; with warnings refused (807–809) unless confirm. */
export const assignVehicles = (body: AssignVehiclesRequest) => call(adminApi.assignVehicles, body);
