import { t } from '@shared/i18n/console/points';
import { formatShortDate, formatTime } from '@shared/rules/japan-time';

/** A distance as staff read it: metres below a kilometre, else kilometres to one decimal. */
export const distanceText = (metres: number) =>
  metres < 1000 ? `${metres} m` : `${(metres / 1000).toFixed(1)} km`;

/** 'MM月DD日(ddd) HH:MM' of an ISO instant, or — for none. */
export const instantText = (iso: string | null) =>
  iso ? `${formatShortDate(new Date(iso))} ${formatTime(new Date(iso))}` : '—';

/** What a point is called on this screen: the learner's name for it, else its address. */
export const pointLabel = (point: { name: string; address: string }) =>
  point.name || point.address || t('unnamed');
