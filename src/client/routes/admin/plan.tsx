import { Link } from 'react-router';
import { t } from '@shared/i18n/console/plan';
import { t as tShell } from '@shared/i18n/console/shell';
import { Loading } from '@client/components/ui/Loading';
import { AdminDateField } from '@client/components/layouts/admin/AdminDateField';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { useAddressDate } from '@client/components/layouts/admin/use-address-date';
import { adminBoardHref, adminPlanHref } from '@client/config/paths';
import { PlanFixPanel } from '@client/features/admin-plan/components/PlanFixPanel';
import { PlanRides } from '@client/features/admin-plan/components/PlanRides';
import { usePlanFix } from '@client/features/admin-plan/hooks/use-plan-fix';
import { rideDateLabel } from '@client/lib/labels';
import '@client/styles/admin-plan.css';

/** 送迎予定の確定 (issue 11 §5): after the cut-off, check every ride, enter missing times, fix and mail. */
export default function AdminPlan() {
  const { requested, goTo } = useAddressDate(adminPlanHref);
  const { plan, fix, fixDay } = usePlanFix(requested);
  // another date: the last fix's outcome was about the one left
  const changeDate = (date: string, options?: { replace?: boolean }) => {
    if (!date) return;
    fix.clear();
    goTo(date, options);
  };

  if (plan.isPending) return <Loading screen />;
  if (plan.isError) return <AdminQueryProblem error={plan.error} title={t('screenTitle')} />;
  const day = plan.data;
  return (
    <section>
      <h1 className="page-title">{t('title', { date: rideDateLabel(day.date) })}</h1>
      <div className="admin-toolbar" role="group" aria-label={t('dateGroup')}>
        <button
          type="button"
          className="button button-small"
          onClick={() => changeDate(day.previousBusinessDay)}
        >
          {tShell('dateField.previousBusinessDay')}
        </button>
        <AdminDateField
          id="plan-date"
          value={day.date}
          onCommit={(date) => changeDate(date, { replace: true })}
        />
        <button type="button" className="button button-small" onClick={() => changeDate(day.nextBusinessDay)}>
          {tShell('dateField.nextBusinessDay')}
        </button>
        <span className="toolbar-gap" />
        <Link className="button button-small" to={adminBoardHref(day.date)}>
          {t('toBoard')}
        </Link>
      </div>
      <PlanFixPanel day={day} fix={fix} onFix={() => fixDay(day)} />
      <PlanRides day={day} />
    </section>
  );
}
