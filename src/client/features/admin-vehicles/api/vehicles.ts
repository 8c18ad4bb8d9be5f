import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AddedDevice,
  LivePositions,
  SaveVehicleRequest,
  StaffVehicle,
  VehicleAssignment,
  VehicleAssignments,
  VehicleDevice,
} from '@shared/schemas/admin-vehicles';
import { callData } from '@client/lib/api-client';

export const vehiclesKey = ['admin', 'vehicles'];

export function useVehicles() {
  return useQuery({ queryKey: vehiclesKey, queryFn: () => callData<StaffVehicle[]>('Admin/GetVehicles') });
}

export const saveVehicle = (body: SaveVehicleRequest) => callData<StaffVehicle>('Admin/SaveVehicle', body);

export const addDevice = (vehicleId: number) => callData<AddedDevice>('Admin/AddDevice', { vehicleId });

export const revokeDevice = (id: number) => callData<VehicleDevice>('Admin/RevokeDevice', { id });

export const assignmentsKey = (date: string | null) => ['admin', 'vehicle-assignments', date ?? 'today'];

/** The runs of a date with their vehicles; without a date, the server's today (Japan time). */
export function useVehicleAssignments(date: string | null) {
  return useQuery({
    queryKey: assignmentsKey(date),
    queryFn: () => callData<VehicleAssignments>('Admin/GetVehicleAssignments', date === null ? {} : { date }),
    placeholderData: keepPreviousData,
  });
}

export const assignVehicle = (date: string, binCd: string, vehicleCd: string | null) =>
  callData<VehicleAssignment>('Admin/AssignVehicle', { date, binCd, vehicleCd });

/** How often the live map asks again: vehicles report every 5–10 s, learners see a 20 s refresh. */
export const LIVE_REFRESH_MS = 10_000;

export const livePositionsKey = ['admin', 'live-positions'];

/** The live map's data, refreshed while the console is visible (paused when hidden, like the learner's list). */
export function useLivePositions() {
  return useQuery({
    queryKey: livePositionsKey,
    // a missed refresh is said on the screen (StaleDataNote), not by the global alert
    queryFn: () => callData<LivePositions>('Admin/GetLivePositions', {}, { quietWhenUnanswered: true }),
    refetchInterval: LIVE_REFRESH_MS,
  });
}
