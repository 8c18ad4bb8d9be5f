import { useState, type FormEvent } from 'react';
import { formatLongDate, formatTime } from '@shared/rules/japan-time';
import { AUDIT_PAGE_SIZE } from '@shared/schemas/admin-audit';
import { LoadMoreButton } from '@client/components/layouts/admin/LoadMoreButton';
import { Loading } from '@client/components/ui/Loading';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { TransportFailure } from '@client/lib/api-client';
import { useAuditLog, useStaffList, type AuditFilters } from '@client/features/admin-audit/api/audit';
import {
  ACTION_LABELS,
  TARGET_LABELS,
  changeLines,
} from '@client/features/admin-audit/components/audit-labels';

/** 操作履歴 (issue 10 §5): every staff action, who and when, before → after; filtered by date, staff, learner. */
export default function AdminAudit() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [draft, setDraft] = useState({ fromDate: '', toDate: '', staffId: '', seitoNo: '' });
  const staff = useStaffList();
  const log = useAuditLog(filters);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({
      fromDate: draft.fromDate || undefined,
      toDate: draft.toDate || undefined,
      staffId: draft.staffId ? Number(draft.staffId) : undefined,
      seitoNo: draft.seitoNo.trim() || undefined,
    });
  };
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  // a role that may not read the log (a dispatcher by URL) sees the refusal, not filters that cannot work
  if (log.error instanceof TransportFailure && log.error.status === 403) {
    return (
      <section>
        <AdminQueryProblem error={log.error} title="操作履歴" />
      </section>
    );
  }
  return (
    <section>
      <h1 className="page-title">操作履歴</h1>
      <form className="admin-toolbar" onSubmit={apply} aria-label="絞り込み">
        <div className="field">
          <label htmlFor="audit-from">期間（から）</label>
          <input
            id="audit-from"
            type="date"
            value={draft.fromDate}
            onChange={(e) => setDraft({ ...draft, fromDate: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="audit-to">期間（まで）</label>
          <input
            id="audit-to"
            type="date"
            value={draft.toDate}
            onChange={(e) => setDraft({ ...draft, toDate: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="audit-staff">担当者</label>
          <select
            id="audit-staff"
            value={draft.staffId}
            onChange={(e) => setDraft({ ...draft, staffId: e.target.value })}
          >
            <option value="">すべて</option>
            {staff.data?.map((m) => (
              <option key={m.staffId} value={m.staffId}>
                {m.name}（{m.loginId}）
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-learner">教習生の学生番号</label>
          <input
            id="audit-learner"
            value={draft.seitoNo}
            maxLength={32}
            onChange={(e) => setDraft({ ...draft, seitoNo: e.target.value })}
          />
        </div>
        <button type="submit" className="button button-primary">
          絞り込む
        </button>
      </form>
      {log.isPending ? (
        <Loading />
      ) : log.isError ? (
        <AdminQueryProblem error={log.error} />
      ) : entries.length === 0 ? (
        <p className="empty" role="status">
          該当する操作はありません。
        </p>
      ) : (
        <>
          <table className="admin-table audit-table">
            <thead>
              <tr>
                <th scope="col">日時</th>
                <th scope="col">担当者</th>
                <th scope="col">操作</th>
                <th scope="col">対象</th>
                <th scope="col">教習生</th>
                <th scope="col">理由</th>
                <th scope="col">変更前 → 変更後</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td className="nowrap">
                    {formatLongDate(new Date(e.at))} {formatTime(new Date(e.at))}
                  </td>
                  <td>{e.staffName ?? e.staffLoginId}</td>
                  <th scope="row">{ACTION_LABELS[e.action] ?? e.action}</th>
                  <td className="nowrap">
                    {TARGET_LABELS[e.targetType] ?? e.targetType} #{e.targetId}
                  </td>
                  <td>{e.learner ? `${e.learner.seitoNo} ${e.learner.name}` : '—'}</td>
                  <td>{e.reason ?? '—'}</td>
                  <td>
                    <ul className="audit-changes">
                      {changeLines(e.before, e.after).map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <LoadMoreButton list={log} pageSize={AUDIT_PAGE_SIZE} />
        </>
      )}
    </section>
  );
}
