import { useState } from 'react';
import { t } from '@shared/i18n/console/vehicles';
import { assignmentWarnings } from '@shared/rules/assignment-checks';
import { clockMinutes } from '@shared/rules/clock-time';
import {
  ASSIGNMENT_WARNING_CODES,
  type AssignmentWarning,
  type AssignmentWarningsData,
  type StaffVehicle,
  type VehicleAssignments,
} from '@shared/schemas/admin-vehicles';
import { BusinessFailure } from '@client/lib/api-client';
import { failureText } from '@client/lib/refusal-text';
import { queryKeys } from '@client/lib/query-keys';
import { useStaffAction } from '@client/lib/use-staff-action';
import { assignVehicles } from '../api/vehicles';
import { shownVehicle } from '../components/AssignmentTable';

/** The warnings a refusal carries when the server found some the screen had not (bookings meanwhile). */
function refusedWarnings(error: unknown): AssignmentWarning[] | null {
  if (!(error instanceof BusinessFailure)) return null;
  if (!(ASSIGNMENT_WARNING_CODES as readonly number[]).includes(Number(error.error.code))) return null;
  return (error.error.data as AssignmentWarningsData | null)?.warnings ?? null;
}

/**
 * A day's vehicle choices before they are saved (one per date, so a new date starts clean): the
 * runs changed, the bulk choices (last week's vehicles for the whole day, one vehicle for a whole
 * course), the warnings the changed runs would raise (the server's own rule, shared), and saving
 * them all at once — asked first when there are warnings, then sent with confirm.
 */
export function useAssignmentDrafts(day: VehicleAssignments, vehicles: readonly StaffVehicle[]) {
  const [drafts, setDrafts] = useState<Map<string, string | null>>(new Map());
  /** the warnings staff are asked to confirm; null: not asking */
  const [asking, setAsking] = useState<AssignmentWarning[] | null>(null);
  // every key holding this date (its own, and 'today' when it is today), and the vehicles: a
  // refusal may come from a vehicle retired meanwhile, which the choices must then leave out
  const save = useStaffAction({
    invalidates: [queryKeys.admin.assignments.all, queryKeys.admin.vehicles],
    problemText: (error) => (refusedWarnings(error) ? null : failureText(error)),
    onError: (error) => setAsking(refusedWarnings(error)),
  });
  const changed = day.runs.filter((r) => drafts.has(r.binCd) && drafts.get(r.binCd) !== r.vehicleCd);
  const lastWeek = day.runs.filter((r) => r.previous && r.previous.vehicleCd !== shownVehicle(r, drafts));
  const warnings = assignmentWarnings(
    day.runs.map((r) => ({
      runId: r.runId,
      binCd: r.binCd,
      startMinutes: clockMinutes(r.planStart) ?? 0,
      endMinutes: clockMinutes(r.planEnd) ?? 0,
      riders: r.riders,
      vehicleCd: shownVehicle(r, drafts),
    })),
    new Map(vehicles.map((v) => [v.vehicleCd, v.seats])),
    new Set(changed.map((r) => r.runId)),
  );

  const send = (confirm: boolean) => {
    setAsking(null);
    if (changed.length === 0) return;
    const assignments = changed.map((r) => ({ runId: r.runId, vehicleCd: drafts.get(r.binCd) ?? null }));
    void save.run(
      () => assignVehicles({ date: day.date, assignments, confirm }),
      // once the lists are read again: the saved drafts go
      (result) => {
        setDrafts(new Map());
        return result.changed === 0
          ? t('assignments.savedNothing')
          : t('assignments.saved', { count: result.changed });
      },
    );
  };

  const set = (choices: Iterable<[string, string | null]>) =>
    setDrafts((current) => {
      const next = new Map(current);
      for (const [binCd, vehicleCd] of choices) next.set(binCd, vehicleCd);
      return next;
    });

  return {
    drafts,
    changed,
    /** runs 「前週と同じにする」 would change */
    offered: lastWeek.length,
    warnings,
    asking,
    save,
    saveChanged: () => {
      if (changed.length === 0) return;
      if (warnings.length > 0) setAsking(warnings);
      else send(false);
    },
    confirmSave: () => send(true),
    cancelSave: () => setAsking(null),
    choose: (binCd: string, vehicleCd: string | null) => set([[binCd, vehicleCd]]),
    takeLastWeek: () => set(lastWeek.map((r) => [r.binCd, r.previous!.vehicleCd])),
    assignCourse: (homenCd: string, vehicleCd: string | null) =>
      set(day.runs.filter((r) => r.homenCd === homenCd).map((r) => [r.binCd, vehicleCd])),
    discard: () => {
      if (changed.length === 0) return;
      setDrafts(new Map());
      save.clear();
    },
  };
}
