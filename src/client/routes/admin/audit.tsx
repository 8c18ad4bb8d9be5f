import { t } from '@shared/i18n/console/audit';
import { AUDIT_PAGE_SIZE } from '@shared/schemas/admin-audit';
import { Loading } from '@client/components/ui/Loading';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { LoadMoreButton } from '@client/components/layouts/admin/LoadMoreButton';
import { AuditFilterForm } from '@client/features/admin-audit/components/AuditFilterForm';
import { AuditTable } from '@client/features/admin-audit/components/AuditTable';
import { useAuditLogScreen } from '@client/features/admin-audit/hooks/use-audit-log';

/**
 * 操作履歴 (issue 10 §5, issue 26 §7): every staff action, who and when, before → after in words;
 * filtered by date, staff, learner, action and run.
 */
export default function AdminAudit() {
  const { log, entries, runId, runName, clearRun, forbidden, draft, setDraft, apply } = useAuditLogScreen();
  if (forbidden) {
    return (
      <section>
        <AdminQueryProblem error={log.error} title={t('title')} />
      </section>
    );
  }
  return (
    <section>
      <h1 className="page-title">{t('title')}</h1>
      <AuditFilterForm
        draft={draft}
        onChange={setDraft}
        onApply={apply}
        run={runId ? { runId, name: runName } : undefined}
        onClearRun={clearRun}
      />
      {log.isPending ? (
        <Loading />
      ) : log.isError ? (
        <AdminQueryProblem error={log.error} />
      ) : entries.length === 0 ? (
        <p className="empty" role="status">
          {t('empty')}
        </p>
      ) : (
        <>
          <AuditTable entries={entries} />
          <LoadMoreButton list={log} pageSize={AUDIT_PAGE_SIZE} />
        </>
      )}
    </section>
  );
}
