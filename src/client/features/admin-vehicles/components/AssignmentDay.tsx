import { t } from '@shared/i18n/console/vehicles';
import { t as tShell } from '@shared/i18n/console/shell';
import type { VehicleAssignments } from '@shared/schemas/admin-vehicles';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { Loading } from '@client/components/ui/Loading';
import { rideDateLabel } from '@client/lib/labels';
import { useVehicles } from '../api/vehicles';
import { useAssignmentDrafts } from '../hooks/use-assignment-drafts';
import { AssignmentTable } from './AssignmentTable';

/** The day's table, its drafts and their saving: one per date (keyed by it), so a new date starts clean. */
export function AssignmentDay({ day }: { day: VehicleAssignments }) {
  const vehicles = useVehicles();
  const { drafts, changed, offered, save, saveChanged, choose, takeLastWeek, discard } =
    useAssignmentDrafts(day);

  if (vehicles.isPending) return <Loading screen />;
  if (vehicles.isError) return <AdminQueryProblem error={vehicles.error} />;
  return (
    <>
      <ActionOutcome done={save.done} problem={save.problem} />
      {!day.editable && <p className="alert alert-info">{t('assignments.pastDay')}</p>}
      {day.runs.length === 0 ? (
        <p className="empty">{tShell('noRuns')}</p>
      ) : (
        <>
          {day.editable && (
            <div className="admin-toolbar" role="group" aria-label={t('assignments.actions')}>
              <button
                type="button"
                className="button button-small"
                aria-disabled={offered === 0}
                onClick={takeLastWeek}
              >
                {t('assignments.sameAsLastWeek', { date: rideDateLabel(day.previousDate) })}
                {offered > 0 && t('assignments.runCount', { count: offered })}
              </button>
              <span className="toolbar-gap" />
              <button
                type="button"
                className="button button-small"
                aria-disabled={changed.length === 0 || save.busy}
                onClick={discard}
              >
                {t('assignments.discard')}
              </button>
              <button
                type="button"
                className="button button-primary"
                aria-disabled={changed.length === 0 || save.busy}
                onClick={saveChanged}
              >
                {save.busy
                  ? t('assignments.sending')
                  : t('assignments.save') +
                    (changed.length > 0 ? t('assignments.runCount', { count: changed.length }) : '')}
              </button>
            </div>
          )}
          <p className="hint">{t('assignments.hint')}</p>
          <AssignmentTable
            runs={day.runs}
            vehicles={vehicles.data}
            drafts={drafts}
            editable={day.editable && !save.busy}
            onChange={choose}
          />
        </>
      )}
    </>
  );
}
