import { t } from '@shared/i18n/console/plan';
import { formatShortDate, formatTime } from '@shared/rules/japan-time';
import type { FixPlanResult, LearnerMail, PlanPreview, RideChange } from '@shared/schemas/admin-plan';
import { rideDateLabel } from '@client/lib/labels';

/** A ride against the last fix, in the school's words, with the badge colour it wears. */
export const CHANGE_LABELS: Record<
  RideChange,
  { text: string; tone: 'ok' | 'warning' | 'danger' | 'muted' }
> = {
  new: { text: t('changes.new'), tone: 'ok' },
  changed: { text: t('changes.changed'), tone: 'warning' },
  unchanged: { text: t('changes.unchanged'), tone: 'muted' },
  gone: { text: t('changes.gone'), tone: 'danger' },
};

/** The mail a learner gets if the plan is fixed now. */
export const MAIL_LABELS: Record<LearnerMail, string> = {
  rideTimes: t('learnerMail.rideTimes'),
  changes: t('learnerMail.changes'),
  none: t('learnerMail.none'),
  noAddress: t('learnerMail.noAddress'),
};

/** 'MM月DD日(ddd) HH:MM' of an ISO instant, in Japan time. */
export const instantText = (iso: string) => `${formatShortDate(new Date(iso))} ${formatTime(new Date(iso))}`;

/** What the fix button would do, said before it is pressed. */
export function fixSummary(plan: PlanPreview): string {
  const { rideTimes, changes } = plan.mails;
  if (rideTimes + changes === 0) return t('mails.none');
  const who = [
    rideTimes > 0 ? t('mails.rideTimes', { count: rideTimes }) : '',
    changes > 0 ? t('mails.changes', { count: changes }) : '',
  ]
    .filter(Boolean)
    .join(t('mails.separator'));
  return t('mails.toSend', { who });
}

/** What a fix did: the date fixed and the mails queued, which wait for the plan release when it is still to come (PRODUCT.md §4). */
export function fixedText(date: string, result: FixPlanResult): string {
  const sent = result.mails.rideTimes + result.mails.changes;
  const when =
    new Date(result.mailsFrom) > new Date(result.fixedAt)
      ? t('fix.atRelease', { at: instantText(result.mailsFrom) })
      : '';
  return (
    t('fix.done', { date: rideDateLabel(date) }) +
    (sent > 0
      ? t('fix.mailsQueued', {
          count: sent,
          rideTimes: result.mails.rideTimes,
          changes: result.mails.changes,
          when,
        })
      : t('fix.noMails'))
  );
}
