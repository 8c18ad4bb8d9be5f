import { t } from '@shared/i18n/console/alerts';
import { t as tShell } from '@shared/i18n/console/shell';
import { addDays } from '@shared/rules/japan-time';
import { ALERT_PAGE_SIZE } from '@shared/schemas/admin-alerts';
import { Loading } from '@client/components/ui/Loading';
import { AdminDateField } from '@client/components/layouts/admin/AdminDateField';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { LoadMoreButton } from '@client/components/layouts/admin/LoadMoreButton';
import { useAddressDate } from '@client/components/layouts/admin/use-address-date';
import { adminAlertsHref } from '@client/config/paths';
import { AlertFilters } from '@client/features/admin-alerts/components/AlertFilters';
import { AlertSummary } from '@client/features/admin-alerts/components/AlertSummary';
import { AlertsTable } from '@client/features/admin-alerts/components/AlertsTable';
import { useAlertList } from '@client/features/admin-alerts/hooks/use-alert-list';
import { rideDateLabel } from '@client/lib/labels';

/** 通知履歴 (issue 28 §4): what was sent to whom and when, how it went, and why it failed. */
export default function AdminAlerts() {
  const { requested, goTo } = useAddressDate(adminAlertsHref);
  const { kind, setKind, status, setStatus, seitoNo, setSeitoNo, alerts, list, first } =
    useAlertList(requested);
  const date = requested ?? first?.date ?? null;
  return (
    <section>
      <h1 className="page-title">
        {t('title')}
        {date && ` ${rideDateLabel(date)}`}
      </h1>
      <p className="hint">{t('intro')}</p>
      <div className="admin-toolbar" role="group" aria-label={tShell('dateField.label')}>
        <button
          type="button"
          className="button button-small"
          disabled={!date}
          onClick={() => date && goTo(addDays(date, -1))}
        >
          {tShell('dateField.previousDay')}
        </button>
        <AdminDateField id="alert-date" value={date ?? ''} onCommit={(d) => goTo(d, { replace: true })} />
        <button
          type="button"
          className="button button-small"
          disabled={!date}
          onClick={() => date && goTo(addDays(date, 1))}
        >
          {tShell('dateField.nextDay')}
        </button>
      </div>
      {first && <AlertSummary page={first} />}
      <AlertFilters
        kind={kind}
        status={status}
        seitoNo={seitoNo}
        onKind={setKind}
        onStatus={setStatus}
        onSeitoNo={setSeitoNo}
      />
      {alerts.isPending ? (
        <Loading />
      ) : alerts.isError ? (
        <AdminQueryProblem error={alerts.error} />
      ) : list.length === 0 ? (
        <p className="empty" role="status">
          {t('empty')}
        </p>
      ) : (
        <>
          <AlertsTable alerts={list} />
          <LoadMoreButton list={alerts} pageSize={ALERT_PAGE_SIZE} />
        </>
      )}
    </section>
  );
}
