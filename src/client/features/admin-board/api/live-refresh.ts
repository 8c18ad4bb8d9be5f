import type { BoardRun } from '@shared/schemas/admin-board';
import { BOARD_REFRESH_MS } from './get-day-board';

/**
 * How often a manifest reads itself again (issue 27 §5: boarding shows live while runs are on
 * the road): as the board does while any of its runs is 運行中, else not at all.
 */
export function whileRunning(runs: Pick<BoardRun, 'state'>[]): number | false {
  return runs.some((run) => run.state === 'running') ? BOARD_REFRESH_MS : false;
}
