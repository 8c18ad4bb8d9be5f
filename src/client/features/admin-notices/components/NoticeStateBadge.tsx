import type { NoticeState } from '@shared/schemas/admin-notices';

const BADGES: Record<NoticeState, { text: string; className: string }> = {
  scheduled: { text: '掲載予定', className: 'admin-badge admin-badge-warning' },
  showing: { text: '掲載中', className: 'admin-badge admin-badge-ok' },
  ended: { text: '掲載終了', className: 'admin-badge admin-badge-muted' },
  withdrawn: { text: '取り下げ', className: 'admin-badge admin-badge-danger' },
};

export function NoticeStateBadge({ state }: { state: NoticeState }) {
  const badge = BADGES[state];
  return <span className={badge.className}>{badge.text}</span>;
}
