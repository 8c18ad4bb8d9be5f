import { t } from '@shared/i18n/console/vehicles';
import type { AssignmentWarning, StaffVehicle, VehicleAssignment } from '@shared/schemas/admin-vehicles';
import { groupByCourse } from '@client/lib/group-by-course';
import { DIRECTION_NAME } from '@client/lib/labels';

/** A draft choice per run (binCd): a vehicle code, or null for none. */
export type AssignmentDrafts = ReadonlyMap<string, string | null>;

interface Props {
  runs: VehicleAssignment[];
  vehicles: StaffVehicle[];
  drafts: AssignmentDrafts;
  /** what the changed runs would raise (shared/rules/assignment-checks), shown on both runs of an overlap */
  warnings: readonly AssignmentWarning[];
  editable: boolean;
  onChange: (binCd: string, vehicleCd: string | null) => void;
}

const NONE = '';

/** The vehicle a run will have once saved: the draft when there is one, else the one in effect. */
export const shownVehicle = (run: VehicleAssignment, drafts: AssignmentDrafts) =>
  drafts.has(run.binCd) ? (drafts.get(run.binCd) ?? null) : run.vehicleCd;

function vehicleName(vehicles: StaffVehicle[], vehicleCd: string | null): string {
  if (vehicleCd === null) return t('assignments.unassigned');
  const vehicle = vehicles.find((v) => v.vehicleCd === vehicleCd);
  return vehicle ? t('assignments.vehicle', { name: vehicle.name, code: vehicle.vehicleCd }) : vehicleCd;
}

/** A warning as the row of `run` words it: an overlap names the other run of the pair. */
export function warningText(
  warning: AssignmentWarning,
  run: VehicleAssignment,
  runs: readonly VehicleAssignment[],
): string {
  if (warning.kind === 'capacity')
    return t('assignments.warningCapacity', { seats: warning.seats, riders: warning.riders });
  const otherId = warning.runId === run.runId ? warning.otherRunId : warning.runId;
  const other = runs.find((r) => r.runId === otherId);
  return t('assignments.warningOverlap', {
    run: other ? `${other.courseName} ${other.binName}` : warning.otherBinCd,
    start: other?.planStart ?? '',
    end: other?.planEnd ?? '',
  });
}

/** The warnings concerning a run: its own, and the overlaps another run names it in. */
export const warningsOfRun = (warnings: readonly AssignmentWarning[], run: VehicleAssignment) =>
  warnings.filter((w) => w.runId === run.runId || (w.kind === 'overlap' && w.otherRunId === run.runId));

function stateOf(run: VehicleAssignment, drafts: AssignmentDrafts) {
  if (drafts.has(run.binCd) && drafts.get(run.binCd) !== run.vehicleCd)
    return <span className="admin-badge admin-badge-warning">{t('assignments.unsaved')}</span>;
  return run.chosen ? (
    <span className="admin-badge admin-badge-ok">{t('assignments.assigned')}</span>
  ) : (
    <span className="admin-badge admin-badge-muted">{t('assignments.asTimetabled')}</span>
  );
}

/** The runs of a day by course, with a vehicle choice each and last week's vehicle beside it. */
export function AssignmentTable({ runs, vehicles, drafts, warnings, editable, onChange }: Props) {
  const inService = vehicles
    .filter((v) => v.retiredAt === null)
    .sort((a, b) => a.name.localeCompare(b.name, 'ja', { numeric: true }));
  return groupByCourse(runs).map((course) => (
    <section key={course.homenCd} className="admin-panel" aria-labelledby={`assign-course-${course.homenCd}`}>
      <h2 id={`assign-course-${course.homenCd}`}>{course.courseName}</h2>
      <table className="admin-table assignment-table">
        <thead>
          <tr>
            <th scope="col">{t('assignments.columns.run')}</th>
            <th scope="col">{t('assignments.columns.times')}</th>
            <th scope="col">{t('assignments.columns.riders')}</th>
            <th scope="col">{t('assignments.columns.vehicle')}</th>
            <th scope="col">{t('assignments.columns.lastWeek')}</th>
            <th scope="col">{t('assignments.columns.state')}</th>
          </tr>
        </thead>
        <tbody>
          {course.runs.map((run) => {
            const current = shownVehicle(run, drafts);
            const unknown = current !== null && !inService.some((v) => v.vehicleCd === current);
            const id = `vehicle-${run.binCd}`;
            const mine = warningsOfRun(warnings, run);
            return (
              <tr
                key={run.binCd}
                className={
                  mine.length > 0
                    ? 'assignment-warned'
                    : drafts.has(run.binCd)
                      ? 'assignment-changed'
                      : undefined
                }
              >
                <th scope="row">
                  {run.binName}
                  <span className="live-code">{DIRECTION_NAME[run.upDown]}</span>
                </th>
                <td className="nowrap">
                  {run.planStart}–{run.planEnd}
                </td>
                <td className="nowrap">{t('assignments.riderCount', { count: run.riders })}</td>
                <td>
                  <label htmlFor={id} className="visually-hidden">
                    {t('assignments.vehicleOf', { run: run.binName, direction: DIRECTION_NAME[run.upDown] })}
                  </label>
                  <select
                    id={id}
                    value={current ?? NONE}
                    disabled={!editable}
                    onChange={(e) => onChange(run.binCd, e.target.value === NONE ? null : e.target.value)}
                  >
                    <option value={NONE}>{t('assignments.unassigned')}</option>
                    {unknown && (
                      <option value={current}>{t('assignments.unknownVehicle', { code: current })}</option>
                    )}
                    {inService.map((v) => (
                      <option key={v.vehicleCd} value={v.vehicleCd}>
                        {t('assignments.vehicle', { name: v.name, code: v.vehicleCd })}
                      </option>
                    ))}
                  </select>
                  {mine.length > 0 && (
                    <ul
                      className="assignment-warnings"
                      aria-label={t('assignments.warningsOf', { run: run.binName })}
                    >
                      {mine.map((w) => (
                        <li key={`${w.kind}-${w.runId}-${w.kind === 'overlap' ? w.otherRunId : ''}`}>
                          {warningText(w, run, runs)}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td>{run.previous ? vehicleName(vehicles, run.previous.vehicleCd) : '—'}</td>
                <td className="nowrap">{stateOf(run, drafts)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  ));
}
