import { t } from '@shared/i18n/console/run-messages';
import { formatShortDate, formatTime } from '@shared/rules/japan-time';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { Loading } from '@client/components/ui/Loading';
import { useRunMessages } from '../api/run-messages';

const at = (iso: string) => `${formatShortDate(new Date(iso))} ${formatTime(new Date(iso))}`;

/** What was sent to a run's riders, newest first: when, which kind, the text, by whom, to how many. */
export function RunMessageHistory({ runId }: { runId: number }) {
  const list = useRunMessages(runId);
  if (list.isPending) return <Loading cards={1} />;
  if (list.isError) return <AdminQueryProblem error={list.error} title={t('history.title')} />;
  if (list.data.length === 0) return <p className="hint">{t('history.empty')}</p>;
  return (
    <table className="admin-table run-message-history">
      <caption className="visually-hidden">{t('history.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('history.sentAt')}</th>
          <th scope="col">{t('history.kind')}</th>
          <th scope="col">{t('history.body')}</th>
          <th scope="col">{t('history.staff')}</th>
          <th scope="col">{t('history.recipients')}</th>
        </tr>
      </thead>
      <tbody>
        {list.data.map((m) => (
          <tr key={m.messageId}>
            <td>{at(m.sentAt)}</td>
            <td>{t(`kind.${m.kind}`)}</td>
            <td className="run-message-history-body">{m.body}</td>
            <td>{m.staffLoginId}</td>
            <td>{t('history.count', { count: m.recipients, mailed: m.mailed })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
