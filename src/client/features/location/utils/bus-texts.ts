import { t } from '@shared/i18n/learner/location';
import { isStalePosition } from '@shared/rules/bus-position';
import type { BusOperationStatus } from '@shared/schemas/location';
import { placeTerm } from '@client/lib/labels';

export const POSITION_DELAY_NOTE = t('delayNote');

/** 「n秒前更新」 under a minute, else 「n分前更新」; a stale fix says so in words, not only in grey. */
export function ageText(ageSeconds: number, isStale: boolean): string {
  const age =
    ageSeconds < 60
      ? t('age.seconds', { count: ageSeconds })
      : t('age.minutes', { count: Math.floor(ageSeconds / 60) });
  return isStale ? t('age.stale', { age }) : age;
}

/**
 * Where a running bus is, in words: moving, near the learner's stop, its fix grown old, or — inside
 * the run's hours — no fix yet (the phone has not reported; said so, not as a fault).
 */
export function positionText(
  bus: Pick<BusOperationStatus, 'ageSeconds' | 'isStale' | 'isMoving' | 'distanceFromHome' | 'upDown'>,
): string {
  if (bus.ageSeconds === null) return t('states.notArrived');
  if (bus.isStale) return t('states.stale');
  if (bus.isMoving) return t('states.moving');
  // not moving with a fix: within 100 m of the learner's stop (SPEC.md §2), or no usable coordinates
  return bus.distanceFromHome !== null
    ? t('states.nearStop', { place: placeTerm(bus.upDown) })
    : t('states.unknown');
}

/** 「運行前」 with 「17:12発予定」 beside it, 「運行中」 or 「運行終了」 (shared/rules/run-state.ts). */
export function runStateLabel(bus: Pick<BusOperationStatus, 'runState'>): string {
  return t(`runStates.${bus.runState}`);
}

/** The planned start a bus not yet out sets off at: 「17:12発予定」. */
export function plannedStartText(bus: Pick<BusOperationStatus, 'planStartTime'>): string {
  return t('plannedStart', { time: bus.planStartTime });
}

/**
 * The bus's state in one line, what the live region announces when it changes and the map page
 * shows: 「運行前 17:12発予定」, 「運行中・移動中」, 「運行終了」.
 */
export function stateText(
  bus: Pick<
    BusOperationStatus,
    'runState' | 'planStartTime' | 'ageSeconds' | 'isStale' | 'isMoving' | 'distanceFromHome' | 'upDown'
  >,
): string {
  if (bus.runState === 'before') return `${runStateLabel(bus)} ${plannedStartText(bus)}`;
  if (bus.runState === 'ended') return runStateLabel(bus);
  return t('runningWith', { state: runStateLabel(bus), position: positionText(bus) });
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

/** A delay below this is on time for a learner: the ETA rounds to minutes and buses wait at stops. */
export const SHOWN_DELAY_MINUTES = 2;

/**
 * 「あと約8分」 to the learner's stop, 「約5分遅れ」 beside it when the bus runs that late, or null
 * when the server gave no ETA (not the learner's ride, no fresh position, stop passed) or the
 * position has turned stale since — then the screen says what it says of a stale bus.
 * `elapsedSeconds` since the answer are taken off, so the minutes keep counting down offline.
 */
export function etaText(
  bus: Pick<BusOperationStatus, 'etaMinutes' | 'delayMinutes' | 'isStale'>,
  elapsedSeconds: number,
): string | null {
  if (bus.etaMinutes === null || bus.isStale) return null;
  const minutes = Math.max(0, bus.etaMinutes - Math.floor(Math.max(0, elapsedSeconds) / 60));
  const eta = minutes === 0 ? t('eta.soon') : t('eta.minutes', { minutes });
  return bus.delayMinutes !== null && bus.delayMinutes >= SHOWN_DELAY_MINUTES
    ? t('eta.withLate', { eta, late: t('eta.late', { minutes: bus.delayMinutes }) })
    : eta;
}
