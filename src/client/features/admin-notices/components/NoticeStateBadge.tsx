import { t } from '@shared/i18n/console/notices';
import type { NoticeState } from '@shared/schemas/admin-notices';

const BADGES: Record<NoticeState, { text: string; className: string }> = {
  scheduled: { text: t('states.scheduled'), className: 'admin-badge admin-badge-warning' },
  showing: { text: t('states.showing'), className: 'admin-badge admin-badge-ok' },
  ended: { text: t('states.ended'), className: 'admin-badge admin-badge-muted' },
  withdrawn: { text: t('states.withdrawn'), className: 'admin-badge admin-badge-danger' },
};

export function NoticeStateBadge({ state }: { state: NoticeState }) {
  const badge = BADGES[state];
  return <span className={badge.className}>{badge.text}</span>;
}
