import { t } from '@shared/i18n/learner/menu';
import { formatShortDate, formatTime } from '@shared/rules/japan-time';
import { DirectionChip } from '@client/components/ui/DirectionChip';
import { rideDateLabel } from '@client/lib/labels';
import { useRunMessages } from '../api/get-run-messages';

/**
 * The school's messages about the learner's own rides (issue 26 §3: 遅延, 運休, 乗車地点変更),
 * newest first, for the top of the menu; nothing at all while there are none. The message is the
 * school's text, shown as text.
 */
export function RunMessageNotices({ headingId }: { headingId: string }) {
  const messages = useRunMessages();
  if (!messages.data || messages.data.length === 0) return null;
  return (
    <section className="card run-message-notices" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('runMessages.title')}</h2>
      <ul>
        {messages.data.map((m) => {
          const sent = new Date(m.sentAt);
          return (
            <li key={m.messageId} className={`run-message-notice run-message-${m.kind}`}>
              <p className="run-message-notice-head">
                <span className="run-message-kind">{t(`runMessages.kind.${m.kind}`)}</span>{' '}
                <DirectionChip upDown={m.upDown} />{' '}
                {t('runMessages.ride', { date: rideDateLabel(m.date), bus: m.binName, time: m.planStart })}
              </p>
              <p className="run-message-notice-body">{m.body}</p>
              <p className="run-message-notice-sent">
                <time dateTime={m.sentAt}>
                  {t('runMessages.sentAt', { date: formatShortDate(sent), time: formatTime(sent) })}
                </time>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
