import { useState } from 'react';
import { t } from '@shared/i18n/console/vehicles';
import type { VehicleAssignments } from '@shared/schemas/admin-vehicles';
import { failureText } from '@client/lib/refusal-text';
import { queryKeys } from '@client/lib/query-keys';
import { ActionProblem, useStaffAction } from '@client/lib/use-staff-action';
import { assignVehicle } from '../api/vehicles';
import { shownVehicle, type AssignmentDrafts } from '../components/AssignmentTable';

/** The drafts that would give each run nobody chose yet last week's vehicle. */
function previousWeekDrafts(day: VehicleAssignments, drafts: AssignmentDrafts): Map<string, string | null> {
  const next = new Map(drafts);
  for (const run of day.runs) {
    if (!run.chosen && run.previous && run.previous.vehicleCd !== run.vehicleCd)
      next.set(run.binCd, run.previous.vehicleCd);
  }
  return next;
}

/**
 * A day's vehicle choices before they are saved (one per date, so a new date starts clean): the
 * runs changed, last week's vehicles offered for the runs nobody chose yet, and saving them.
 */
export function useAssignmentDrafts(day: VehicleAssignments) {
  const [drafts, setDrafts] = useState<Map<string, string | null>>(new Map());
  // every key holding this date (its own, and 'today' when it is today), and the vehicles: a
  // refusal may come from a vehicle retired meanwhile, which the choices must then leave out
  const save = useStaffAction({
    invalidates: [queryKeys.admin.assignments.all, queryKeys.admin.vehicles],
  });
  const changed = day.runs.filter((r) => drafts.has(r.binCd) && drafts.get(r.binCd) !== r.vehicleCd);
  const offered = day.runs.filter(
    (r) => !r.chosen && r.previous && r.previous.vehicleCd !== shownVehicle(r, drafts),
  ).length;

  const saveChanged = () => {
    if (changed.length === 0) return;
    void save.run(
      async () => {
        const refused = new Map<string, string>();
        // one run at a time, each its own audited change: a refusal names its run and the rest still land
        for (const run of changed) {
          try {
            await assignVehicle(day.date, run.binCd, drafts.get(run.binCd) ?? null);
          } catch (error) {
            const problem = failureText(error) ?? t('assignments.notSent');
            refused.set(run.binCd, t('assignments.refusedRun', { run: run.binName, problem }));
          }
        }
        return { saved: changed.length - refused.size, refused };
      },
      // once the lists are read again: the saved runs' drafts go, the refused ones stay to try again
      ({ saved, refused }) => {
        setDrafts((current) => {
          const rest = new Map(current);
          for (const run of changed) if (!refused.has(run.binCd)) rest.delete(run.binCd);
          return rest;
        });
        if (refused.size === 0) return t('assignments.saved', { count: saved });
        throw new ActionProblem(
          `${t('assignments.someRefused', { count: saved })}\n${[...refused.values()].join('\n')}`,
        );
      },
    );
  };

  return {
    drafts,
    changed,
    offered,
    save,
    saveChanged,
    choose: (binCd: string, vehicleCd: string | null) =>
      setDrafts((current) => new Map(current).set(binCd, vehicleCd)),
    takeLastWeek: () => {
      if (offered > 0) setDrafts(previousWeekDrafts(day, drafts));
    },
    discard: () => {
      if (changed.length === 0) return;
      setDrafts(new Map());
      save.clear();
    },
  };
}
