import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@shared/i18n/messages';
import { MAIL_PAGE_SIZE, MAIL_STATES, type StaffMail } from '@shared/schemas/admin-mails';
import { formatLongDate, formatTime } from '@shared/rules/japan-time';
import { LoadMoreButton } from '@client/components/layouts/admin/LoadMoreButton';
import { Loading } from '@client/components/ui/Loading';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { adminLearnerHref } from '@client/config/paths';
import { retryMail, useMails } from '@client/features/admin-mails/api/mails';
import { useStaffUser } from '@client/features/staff-auth/api/get-staff-user';
import { failureText } from '@client/lib/refusal-text';
import { queryKeys } from '@client/lib/query-keys';

const STATE_BADGES: Record<StaffMail['status'], string> = {
  pending: 'admin-badge-warning',
  sending: 'admin-badge-warning',
  sent: 'admin-badge-ok',
  failed: 'admin-badge-danger',
};

const at = (iso: string) => `${formatLongDate(new Date(iso))} ${formatTime(new Date(iso))}`;

/** メール送信状況 (issue 11 §1): what went out, what waits, what failed for good — and, for admins, send a failed one again. */
export default function AdminMails() {
  const [status, setStatus] = useState<StaffMail['status'] | undefined>(undefined);
  const mails = useMails(status);
  const me = useStaffUser();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const retry = async (mail: StaffMail) => {
    setBusy(mail.id);
    setOutcome(null);
    try {
      await retryMail(mail.id);
      setOutcome({ ok: true, text: `「${mail.subject}」（${mail.toAddress}）を再送待ちにしました。` });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.mails.all });
    } catch (error) {
      setOutcome({ ok: false, text: failureText(error) ?? '再送できませんでした。' });
    } finally {
      setBusy(null);
    }
  };
  const pages = mails.data?.pages ?? [];
  const list = pages.flatMap((page) => page.mails);
  const failedCount = pages[0]?.failedCount ?? 0;
  return (
    <section>
      <h1 className="page-title">メール送信状況</h1>
      {failedCount > 0 && (
        <p className="alert alert-error">
          送信に失敗したメールが {failedCount}{' '}
          件あります。メールサーバーの設定を確認してから再送してください。
        </p>
      )}
      <div className="admin-toolbar">
        <div className="field">
          <label htmlFor="mail-status">状態</label>
          <select
            id="mail-status"
            value={status ?? ''}
            onChange={(e) => setStatus((e.target.value || undefined) as StaffMail['status'] | undefined)}
          >
            <option value="">すべて</option>
            {MAIL_STATES.map((s) => (
              <option key={s} value={s}>
                {messages.mail.states[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {outcome && (
        <p
          className={outcome.ok ? 'alert alert-info' : 'alert alert-error'}
          role={outcome.ok ? 'status' : 'alert'}
        >
          {outcome.text}
        </p>
      )}
      {mails.isPending ? (
        <Loading />
      ) : mails.isError ? (
        <AdminQueryProblem error={mails.error} />
      ) : list.length === 0 ? (
        <p className="empty" role="status">
          該当するメールはありません。
        </p>
      ) : (
        <>
          <table className="admin-table mail-table">
            <thead>
              <tr>
                <th scope="col">作成日時</th>
                <th scope="col">件名</th>
                <th scope="col">宛先</th>
                <th scope="col">教習生</th>
                <th scope="col">状態</th>
                <th scope="col" className="number">
                  試行
                </th>
                <th scope="col">送信日時・エラー</th>
              </tr>
            </thead>
            <tbody>
              {list.map((mail) => (
                <tr key={mail.id}>
                  <td className="nowrap">{at(mail.createdAt)}</td>
                  <th scope="row">
                    <details>
                      <summary>{mail.subject}</summary>
                      <pre className="mail-body">{mail.body}</pre>
                    </details>
                  </th>
                  <td className="mail-address">{mail.toAddress}</td>
                  <td>
                    {mail.learner ? (
                      <Link to={adminLearnerHref(mail.learner.learnerId)}>
                        {mail.learner.seitoNo} {mail.learner.name}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>
                    <span className={`admin-badge ${STATE_BADGES[mail.status]}`}>
                      {messages.mail.states[mail.status]}
                    </span>
                  </td>
                  <td className="number">{mail.attempts}</td>
                  <td>
                    {mail.sentAt ? at(mail.sentAt) : (mail.lastError ?? '—')}
                    {mail.status === 'failed' && me.data?.role === 'admin' && (
                      <p>
                        <button
                          type="button"
                          className="button button-small"
                          disabled={busy === mail.id}
                          onClick={() => void retry(mail)}
                        >
                          再送する
                        </button>
                      </p>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <LoadMoreButton list={mails} pageSize={MAIL_PAGE_SIZE} />
        </>
      )}
    </section>
  );
}
