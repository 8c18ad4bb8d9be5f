import type { BoardingState } from '../constants';

/**
 * What the console shows of a booked rider on a day (issue 27 §5): 乗車 (boarded), 不在 (absent,
 * a no-show), 乗りません (the learner said 「今日は乗りません」) or 未確認 (nothing known yet).
 */
export const RIDER_MARKS = ['boarded', 'absent', 'notRiding', 'unconfirmed'] as const;
export type RiderMark = (typeof RIDER_MARKS)[number];

/**
 * The one mark of a rider, from the driver's last tap and the learner's own word:
 * - a 乗車 tap wins over everything: the driver saw the learner get on, so a learner who said
 *   乗りません and came after all rode (the fact on the bus beats the intention given before);
 * - 乗りません wins over 不在 and 未確認: the learner told the school in time, so an 不在 tap on them
 *   confirms it and is no unannounced no-show, and an untapped one is not "unknown";
 * - else the tap (不在), or 未確認 without one (or after an undo).
 */
export function riderMark(boarding: BoardingState, notRiding: boolean): RiderMark {
  if (boarding === 'boarded') return 'boarded';
  if (notRiding) return 'notRiding';
  return boarding;
}

export type MarkCounts = Record<RiderMark, number>;

/** Riders per mark, all four named (0 when none). */
export function countMarks(marks: Iterable<RiderMark>): MarkCounts {
  const counts: MarkCounts = { boarded: 0, absent: 0, notRiding: 0, unconfirmed: 0 };
  for (const mark of marks) counts[mark]++;
  return counts;
}
