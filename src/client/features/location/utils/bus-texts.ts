import { t } from '@shared/i18n/learner/location';
import { isStalePosition } from '@shared/rules/bus-position';
import type { BusOperationStatus } from '@shared/schemas/location';

export const NO_POSITION_TEXT = t('age.none');
export const POSITION_DELAY_NOTE = t('delayNote');

/** 「n秒前更新」 under a minute, else 「n分前更新」; a stale fix says so in words, not only in grey. */
export function ageText(bus: Pick<BusOperationStatus, 'ageSeconds' | 'isStale'>): string {
  if (bus.ageSeconds === null) return NO_POSITION_TEXT;
  const age =
    bus.ageSeconds < 60
      ? t('age.seconds', { count: bus.ageSeconds })
      : t('age.minutes', { count: Math.floor(bus.ageSeconds / 60) });
  return bus.isStale ? t('age.stale', { age }) : age;
}

/** The bus's state in words: what the list announces when it changes. */
export function stateText(
  bus: Pick<BusOperationStatus, 'ageSeconds' | 'isStale' | 'isMoving' | 'distanceFromHome'>,
): string {
  if (bus.ageSeconds === null) return NO_POSITION_TEXT;
  if (bus.isStale) return t('states.stale');
  if (bus.isMoving) return t('states.moving');
  // not moving with a fix: within 100 m of the learner's stop (SPEC.md §2), or no usable coordinates
  return bus.distanceFromHome !== null ? t('states.nearStop') : t('states.unknown');
}

/** 「1.2km」 or 「350m」 */
export function distanceText(metres: number): string {
  return metres >= 1000 ? `${(metres / 1000).toFixed(1)}km` : `${metres}m`;
}

/**
 * A run as the learner knows it: 「北部方面 1便」. A school's run names usually carry their course
 * already (runs/plan-runs.ts); the course is put in front only when the name lacks it.
 */
export function busTitle(bus: Pick<BusOperationStatus, 'homenName' | 'binNm'>): string {
  return bus.binNm.startsWith(bus.homenName) ? bus.binNm : `${bus.homenName} ${bus.binNm}`;
}

/**
 * The bus as it stands `elapsedSeconds` after its answer arrived: the fix has aged meanwhile, and
 * turns stale on the phone too, so a page that cannot reach the server never shows an old age as
 * fresh.
 */
export function agedBy<T extends Pick<BusOperationStatus, 'ageSeconds' | 'isStale'>>(
  bus: T,
  elapsedSeconds: number,
): T {
  if (bus.ageSeconds === null || elapsedSeconds <= 0) return bus;
  const ageSeconds = bus.ageSeconds + elapsedSeconds;
  return { ...bus, ageSeconds, isStale: bus.isStale || isStalePosition(ageSeconds) };
}

/** The learner's own stop of a run, named by what they do there: board (to school) or get off (from school). */
export function ownStopWord(bus: Pick<BusOperationStatus, 'upDown'>): string {
  return bus.upDown === 1 ? t('markers.ownStopUp') : t('markers.ownStopDown');
}
