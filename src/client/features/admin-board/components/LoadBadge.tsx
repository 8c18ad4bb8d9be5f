import { t } from '@shared/i18n/console/board';
import type { RunLoad } from '@shared/schemas/admin-board';

const BADGES: Record<RunLoad, { text: string; className: string } | null> = {
  cancelled: { text: t('load.cancelled'), className: 'admin-badge admin-badge-danger' },
  full: { text: t('load.full'), className: 'admin-badge admin-badge-danger' },
  nearlyFull: { text: t('load.nearlyFull'), className: 'admin-badge admin-badge-warning' },
  open: null,
};

/** 運休 / 満席 / 残りわずか in words, not colour alone. */
export function LoadBadge({ load }: { load: RunLoad }) {
  const badge = BADGES[load];
  return badge ? <span className={badge.className}>{badge.text}</span> : null;
}
