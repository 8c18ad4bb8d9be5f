import { t } from '@shared/i18n/console/vehicles';
import { isStalePosition } from '@shared/rules/bus-position';
import type { LatestFix, LiveRun, LiveVehicle } from '@shared/schemas/admin-vehicles';
import { DIRECTION_NAME } from '@client/lib/labels';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How old a fix is, for staff: seconds, minutes, hours or days ago. Unlike the learner's list,
 * where a fix is at most a run's length old, a parked vehicle's last fix may be from yesterday.
 */
export function fixAgeLabel(ageSeconds: number): string {
  if (ageSeconds < MINUTE) return t('age.seconds', { count: ageSeconds });
  if (ageSeconds < HOUR) return t('age.minutes', { count: Math.floor(ageSeconds / MINUTE) });
  if (ageSeconds < DAY) return t('age.hours', { count: Math.floor(ageSeconds / HOUR) });
  return t('age.days', { count: Math.floor(ageSeconds / DAY) });
}

/**
 * How a fix arrived and how precise it is (issue 27 §3): 「ドライバー画面・精度 約12 m」, the
 * accuracy rounded to whole metres and left out when the phone sent none.
 */
export function fixSourceLabel(fix: Pick<LatestFix, 'source' | 'accuracy'>): string {
  const source = t(`source.${fix.source}`);
  if (fix.accuracy === null) return source;
  return `${source}${t('live.separator')}${t('source.accuracy', { metres: Math.round(fix.accuracy) })}`;
}

/** 「北部方面 1便（往路 08:12–08:50）」: a run's name carries its course (runs/plan-runs.ts). */
export function liveRunLabel(run: Omit<LiveRun, 'delayMinutes'>): string {
  return t('runLabel', {
    run: run.binName,
    direction: DIRECTION_NAME[run.upDown],
    start: run.start,
    end: run.end,
  });
}

/** Under this many minutes either way a run keeps time (the delay is reckoned to whole minutes). */
export const ON_TIME_MINUTES = 2;

/** 「5分遅れ」, 「3分早い」 or 「定刻」 of a run being driven; null when it was not reckoned from a fresh fix. */
export function delayLabel(delayMinutes: number | null): string | null {
  if (delayMinutes === null) return null;
  if (delayMinutes >= ON_TIME_MINUTES) return t('live.late', { minutes: delayMinutes });
  if (delayMinutes <= -ON_TIME_MINUTES) return t('live.early', { minutes: -delayMinutes });
  return t('live.onTime');
}

/** 「18.5 km/h」 or null when the phone sent no speed */
export function speedLabel(speedKmh: number | null): string | null {
  return speedKmh === null ? null : `${speedKmh.toFixed(1)} km/h`;
}

/** The vehicle `elapsedSeconds` after its answer arrived: its fix aged meanwhile, stale past 180 s. */
export function agedVehicle(vehicle: LiveVehicle, elapsedSeconds: number): LiveVehicle {
  if (!vehicle.latest || elapsedSeconds <= 0) return vehicle;
  const ageSeconds = vehicle.latest.ageSeconds + elapsedSeconds;
  return {
    ...vehicle,
    latest: { ...vehicle.latest, ageSeconds },
    isStale: vehicle.isStale || isStalePosition(ageSeconds),
  };
}
