import { t } from '@shared/i18n/console/board';
import { isStalePosition } from '@shared/rules/bus-position';
import type { BoardRun } from '@shared/schemas/admin-board';

const STATE_CLASS = {
  before: 'admin-badge admin-badge-muted',
  running: 'admin-badge admin-badge-ok',
  ended: 'admin-badge',
} as const;

/** A run of today on the road: 運行前 / 運行中 / 運行終了, its delay once known, a stale position's age. */
export function RunOperation({ run }: { run: BoardRun }) {
  if (!run.state) return null;
  const age = run.positionAgeSeconds ?? null;
  return (
    <span className="board-operation">
      <span className={STATE_CLASS[run.state]}>{t(`runStates.${run.state}`)}</span>
      {run.delayMinutes != null &&
        (run.delayMinutes > 0 ? (
          <span className="board-delay">{t('delay', { minutes: run.delayMinutes })}</span>
        ) : (
          <span className="hint">{t('onTime')}</span>
        ))}
      {run.state === 'running' && age !== null && isStalePosition(age) && (
        <span className="hint">{t('positionAge', { minutes: Math.floor(age / 60) })}</span>
      )}
    </span>
  );
}
