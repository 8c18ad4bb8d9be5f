import { t } from '@shared/i18n/console/vehicles';
import type { StaffVehicle, VehicleAssignment } from '@shared/schemas/admin-vehicles';
import { groupByCourse } from '@client/lib/group-by-course';
import { DIRECTION_NAME } from '@client/lib/labels';

/** A draft choice per run (binCd): a vehicle code, or null for none. */
export type AssignmentDrafts = ReadonlyMap<string, string | null>;

interface Props {
  runs: VehicleAssignment[];
  vehicles: StaffVehicle[];
  drafts: AssignmentDrafts;
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
export function AssignmentTable({ runs, vehicles, drafts, editable, onChange }: Props) {
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
            return (
              <tr key={run.binCd} className={drafts.has(run.binCd) ? 'assignment-changed' : undefined}>
                <th scope="row">
                  {run.binName}
                  <span className="live-code">{DIRECTION_NAME[run.upDown]}</span>
                </th>
                <td className="nowrap">
                  {run.planStart}–{run.planEnd}
                </td>
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
