import { useState } from 'react';
import { t } from '@shared/i18n/console/vehicles';
import { t as tShell } from '@shared/i18n/console/shell';
import type { StaffVehicle, VehicleAssignments } from '@shared/schemas/admin-vehicles';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { Loading } from '@client/components/ui/Loading';
import { groupByCourse } from '@client/lib/group-by-course';
import { rideDateLabel } from '@client/lib/labels';
import { useVehicles } from '../api/vehicles';
import { useAssignmentDrafts } from '../hooks/use-assignment-drafts';
import { AssignmentTable, warningText } from './AssignmentTable';

const NONE = '';

/** The day's table, its drafts and their saving: one per date (keyed by it), so a new date starts clean. */
export function AssignmentDay({ day }: { day: VehicleAssignments }) {
  const vehicles = useVehicles();
  if (vehicles.isPending) return <Loading screen />;
  if (vehicles.isError) return <AdminQueryProblem error={vehicles.error} />;
  return <AssignmentEditor day={day} vehicles={vehicles.data} />;
}

function AssignmentEditor({ day, vehicles }: { day: VehicleAssignments; vehicles: StaffVehicle[] }) {
  const drafts = useAssignmentDrafts(day, vehicles);
  const { changed, offered, save } = drafts;
  const courses = groupByCourse(day.runs);
  const inService = vehicles
    .filter((v) => v.retiredAt === null)
    .sort((a, b) => a.name.localeCompare(b.name, 'ja', { numeric: true }));
  const [course, setCourse] = useState(courses[0]?.homenCd ?? NONE);
  const [courseVehicle, setCourseVehicle] = useState(inService[0]?.vehicleCd ?? NONE);
  const asking = drafts.asking ?? [];

  return (
    <>
      <ActionOutcome done={save.done} problem={save.problem} />
      {!day.editable && <p className="alert alert-info">{t('assignments.pastDay')}</p>}
      {day.runs.length === 0 ? (
        <p className="empty">{tShell('noRuns')}</p>
      ) : (
        <>
          {day.editable && (
            <>
              <div className="admin-toolbar" role="group" aria-label={t('assignments.actions')}>
                <button
                  type="button"
                  className="button button-small"
                  aria-disabled={offered === 0}
                  onClick={drafts.takeLastWeek}
                >
                  {t('assignments.sameAsLastWeek', { date: rideDateLabel(day.previousDate) })}
                  {offered > 0 && t('assignments.runCount', { count: offered })}
                </button>
                <span className="toolbar-gap" />
                <button
                  type="button"
                  className="button button-small"
                  aria-disabled={changed.length === 0 || save.busy}
                  onClick={drafts.discard}
                >
                  {t('assignments.discard')}
                </button>
                <button
                  type="button"
                  className="button button-primary"
                  aria-disabled={changed.length === 0 || save.busy}
                  onClick={drafts.saveChanged}
                >
                  {save.busy
                    ? t('assignments.sending')
                    : t('assignments.save') +
                      (changed.length > 0 ? t('assignments.runCount', { count: changed.length }) : '')}
                </button>
              </div>
              <div
                className="admin-toolbar assignment-bulk"
                role="group"
                aria-label={t('assignments.courseGroup')}
              >
                <div className="field">
                  <label htmlFor="assign-course">{t('assignments.course')}</label>
                  <select id="assign-course" value={course} onChange={(e) => setCourse(e.target.value)}>
                    {courses.map((c) => (
                      <option key={c.homenCd} value={c.homenCd}>
                        {c.courseName}
                        {t('assignments.runCount', { count: c.runs.length })}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor="assign-course-vehicle">{t('assignments.courseVehicle')}</label>
                  <select
                    id="assign-course-vehicle"
                    value={courseVehicle}
                    onChange={(e) => setCourseVehicle(e.target.value)}
                  >
                    <option value={NONE}>{t('assignments.unassigned')}</option>
                    {inService.map((v) => (
                      <option key={v.vehicleCd} value={v.vehicleCd}>
                        {t('assignments.vehicle', { name: v.name, code: v.vehicleCd })}
                      </option>
                    ))}
                  </select>
                </div>
                <button
                  type="button"
                  className="button button-small"
                  aria-disabled={save.busy}
                  onClick={() => drafts.assignCourse(course, courseVehicle === NONE ? null : courseVehicle)}
                >
                  {t('assignments.assignCourse')}
                </button>
              </div>
            </>
          )}
          <p className="hint">{t('assignments.hint')}</p>
          <AssignmentTable
            runs={day.runs}
            vehicles={vehicles}
            drafts={drafts.drafts}
            warnings={drafts.warnings}
            editable={day.editable && !save.busy}
            onChange={drafts.choose}
          />
          <ConfirmDialog
            open={drafts.asking !== null}
            title={t('assignments.confirm.title')}
            text={t('assignments.confirm.text', {
              count: asking.length,
              list: asking
                .map((w) => {
                  const run = day.runs.find((r) => r.runId === w.runId);
                  return run
                    ? t('assignments.confirm.item', {
                        run: `${run.courseName} ${run.binName}`,
                        warning: warningText(w, run, day.runs),
                      })
                    : w.binCd;
                })
                .join(t('assignments.confirm.separator')),
            })}
            confirmLabel={t('assignments.confirm.save')}
            cancelLabel={t('assignments.confirm.back')}
            onConfirm={drafts.confirmSave}
            onCancel={drafts.cancelSave}
          />
        </>
      )}
    </>
  );
}
