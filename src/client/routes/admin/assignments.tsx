import { t } from '@shared/i18n/console/vehicles';
import { t as tShell } from '@shared/i18n/console/shell';
import { addDays } from '@shared/rules/japan-time';
import { Loading } from '@client/components/ui/Loading';
import { AdminDateField } from '@client/components/layouts/admin/AdminDateField';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { useAddressDate } from '@client/components/layouts/admin/use-address-date';
import { adminAssignmentsHref } from '@client/config/paths';
import { useVehicleAssignments } from '@client/features/admin-vehicles/api/vehicles';
import { AssignmentDay } from '@client/features/admin-vehicles/components/AssignmentDay';
import { rideDateLabel } from '@client/lib/labels';
import '@client/styles/admin-vehicles.css';

/** 車両の割り当て (issue 13 §4): which vehicle drives each run of a day, defaulting from last week. */
export default function AdminAssignments() {
  const { requested, goTo } = useAddressDate(adminAssignmentsHref);
  const query = useVehicleAssignments(requested);
  const day = query.isPlaceholderData ? undefined : query.data;

  return (
    <section>
      <h1 className="page-title">{t('assignments.title', { date: day ? rideDateLabel(day.date) : '' })}</h1>
      <div className="admin-toolbar" role="group" aria-label={t('assignments.dateGroup')}>
        <button
          type="button"
          className="button button-small"
          disabled={!day}
          onClick={() => day && goTo(addDays(day.date, -1))}
        >
          {tShell('dateField.previousDay')}
        </button>
        <AdminDateField
          id="assignment-date"
          value={requested ?? query.data?.date ?? ''}
          onCommit={(date) => goTo(date, { replace: true })}
        />
        <button
          type="button"
          className="button button-small"
          disabled={!day}
          onClick={() => day && goTo(addDays(day.date, 1))}
        >
          {tShell('dateField.nextDay')}
        </button>
      </div>
      {query.isError ? (
        <AdminQueryProblem error={query.error} />
      ) : !day ? (
        <Loading screen />
      ) : (
        <AssignmentDay key={day.date} day={day} />
      )}
    </section>
  );
}
