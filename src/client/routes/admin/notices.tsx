import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatLongDate, formatTime } from '@shared/rules/japan-time';
import type { StaffNotice } from '@shared/schemas/admin-notices';
import { Loading } from '@client/components/ui/Loading';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { paths } from '@client/config/paths';
import { useSchoolNotices, withdrawNotice } from '@client/features/admin-notices/api/notices';
import { NoticeForm, type NoticeDraft } from '@client/features/admin-notices/components/NoticeForm';
import { NoticeStateBadge } from '@client/features/admin-notices/components/NoticeStateBadge';
import { NoticeDetail } from '@client/features/notices/components/NoticeDetail';
import { NoticeList } from '@client/features/notices/components/NoticeList';
import { useStaffUser } from '@client/features/staff-auth/api/get-staff-user';
import { focusOnMount } from '@client/lib/focus-on-mount';
import { failureText } from '@client/lib/refusal-text';
import '@client/styles/admin-notices.css';
import { queryKeys } from '@client/lib/query-keys';

const when = (iso: string | null) =>
  iso ? `${formatLongDate(new Date(iso))} ${formatTime(new Date(iso))}` : '—';

/** The learners' own notice components, in a phone-wide and a desktop-wide frame. */
function LearnerPreview({ draft }: { draft: NoticeDraft }) {
  const notice = {
    noticeId: 0,
    noticeStartDateTime: draft.startAt,
    subject: draft.subject,
    body: draft.body,
  };
  return (
    <div className="notice-preview-frames">
      <figure className="preview-frame preview-sp">
        <figcaption>スマートフォン（メニューと詳細）</figcaption>
        <NoticeList notices={[notice]} hrefFor={() => paths.admin.notices} />
        <NoticeDetail notice={notice} />
      </figure>
      <figure className="preview-frame preview-pc">
        <figcaption>パソコン（メニューと詳細）</figcaption>
        <NoticeList notices={[notice]} hrefFor={() => paths.admin.notices} dateFormat="long" />
        <NoticeDetail notice={notice} />
      </figure>
    </div>
  );
}

/** お知らせ (issue 10 §4): what learners see on their menus, scheduled and withdrawn by the school. */
export default function AdminNotices() {
  const notices = useSchoolNotices();
  const me = useStaffUser();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<StaffNotice | 'new' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const canWrite = me.data?.role === 'admin';
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.notices });
  const withdraw = async (notice: StaffNotice) => {
    if (!window.confirm(`「${notice.subject}」を取り下げますか。教習生の画面からすぐに消えます。`)) return;
    setProblem(null);
    try {
      await withdrawNotice(notice.id);
      setDone(`「${notice.subject}」を取り下げました。`);
      await refresh();
    } catch (error) {
      setProblem(failureText(error));
    }
  };

  if (notices.isPending) return <Loading screen />;
  if (notices.isError) return <AdminQueryProblem error={notices.error} title="お知らせ" />;
  return (
    <section>
      <h1 className="page-title">お知らせ</h1>
      {done && (
        <p key={done} ref={focusOnMount} tabIndex={-1} role="status" className="status-banner">
          {done}
        </p>
      )}
      {problem && (
        <p role="alert" className="alert alert-error">
          {problem}
        </p>
      )}
      {editing ? (
        <NoticeForm
          key={editing === 'new' ? 'new' : editing.id}
          notice={editing === 'new' ? null : editing}
          preview={(draft) => <LearnerPreview draft={draft} />}
          onSaved={(saved) => {
            setEditing(null);
            setDone(`「${saved.subject}」を保存しました。`);
            void refresh();
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        canWrite && (
          <div className="admin-toolbar">
            <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
              新しいお知らせ
            </button>
          </div>
        )
      )}
      {notices.data.length === 0 ? (
        <p className="empty">お知らせはまだありません。</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">状態</th>
              <th scope="col">件名</th>
              <th scope="col">掲載開始</th>
              <th scope="col">掲載終了</th>
              {canWrite && <th scope="col">操作</th>}
            </tr>
          </thead>
          <tbody>
            {notices.data.map((n) => (
              <tr key={n.id}>
                <td>
                  <NoticeStateBadge state={n.state} />
                </td>
                <th scope="row">{n.subject}</th>
                <td className="nowrap">{when(n.startAt)}</td>
                <td className="nowrap">{when(n.withdrawnAt ?? n.endAt)}</td>
                {canWrite && (
                  <td className="nowrap">
                    {n.state !== 'withdrawn' && (
                      <>
                        <button type="button" className="button button-small" onClick={() => setEditing(n)}>
                          編集<span className="visually-hidden">：{n.subject}</span>
                        </button>{' '}
                        <button
                          type="button"
                          className="button button-small"
                          onClick={() => void withdraw(n)}
                        >
                          取り下げ<span className="visually-hidden">：{n.subject}</span>
                        </button>
                      </>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
