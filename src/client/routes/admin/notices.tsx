import { t } from '@shared/i18n/console/notices';
import { Loading } from '@client/components/ui/Loading';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { paths } from '@client/config/paths';
import { useSchoolNotices } from '@client/features/admin-notices/api/notices';
import { NoticeForm, type NoticeDraft } from '@client/features/admin-notices/components/NoticeForm';
import { NoticesTable } from '@client/features/admin-notices/components/NoticesTable';
import { useNoticeEditing } from '@client/features/admin-notices/hooks/use-notice-editing';
import { NoticeDetail } from '@client/features/notices/components/NoticeDetail';
import { NoticeList } from '@client/features/notices/components/NoticeList';
import { useStaffUser } from '@client/features/staff-auth/api/get-staff-user';
import '@client/styles/admin-notices.css';

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
        <figcaption>{t('preview.phone')}</figcaption>
        <NoticeList notices={[notice]} hrefFor={() => paths.admin.notices} />
        <NoticeDetail notice={notice} />
      </figure>
      <figure className="preview-frame preview-pc">
        <figcaption>{t('preview.desktop')}</figcaption>
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
  const { action, editing, edit, saved, cancelEditing, withdraw } = useNoticeEditing();
  const canWrite = me.data?.role === 'admin';

  if (notices.isPending) return <Loading screen />;
  if (notices.isError) return <AdminQueryProblem error={notices.error} title={t('title')} />;
  return (
    <section>
      <h1 className="page-title">{t('title')}</h1>
      <ActionOutcome done={action.done} problem={action.problem} />
      {editing ? (
        <NoticeForm
          key={editing === 'new' ? 'new' : editing.id}
          notice={editing === 'new' ? null : editing}
          preview={(draft) => <LearnerPreview draft={draft} />}
          onSaved={saved}
          onCancel={cancelEditing}
        />
      ) : (
        canWrite && (
          <div className="admin-toolbar">
            <button type="button" className="button button-primary" onClick={() => edit('new')}>
              {t('create')}
            </button>
          </div>
        )
      )}
      {notices.data.length === 0 ? (
        <p className="empty">{t('none')}</p>
      ) : (
        <NoticesTable notices={notices.data} canWrite={canWrite} onEdit={edit} onWithdraw={withdraw} />
      )}
    </section>
  );
}
