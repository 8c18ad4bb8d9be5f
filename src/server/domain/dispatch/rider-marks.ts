import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { BoardingState } from '@shared/constants';
import { countMarks, riderMark, type MarkCounts, type RiderMark } from '@shared/rules/rider-mark';
import type { Db } from '@server/db/client';
import { reservations, rideBoardings } from '@server/db/schema';

export interface RiderBoarding {
  runId: number;
  /** the driver's last tap, 'unconfirmed' without one */
  boarding: BoardingState;
  /** the learner said 「今日は乗りません」 */
  notRiding: boolean;
  mark: RiderMark;
}

/**
 * What is known of each active booking of the runs (issue 27 §5): the driver's tap and the
 * learner's 乗りません, read fresh on every call — a learner's word shows on the next read.
 */
export async function riderBoardings(db: Db, runIds: number[]): Promise<Map<number, RiderBoarding>> {
  if (runIds.length === 0) return new Map();
  const rows = await db
    .select({
      reservationId: reservations.id,
      runId: reservations.runId,
      notRidingAt: reservations.notRidingAt,
      state: rideBoardings.state,
    })
    .from(reservations)
    .leftJoin(rideBoardings, eq(rideBoardings.reservationId, reservations.id))
    .where(and(inArray(reservations.runId, runIds), isNull(reservations.cancelledAt)));
  return new Map(
    rows.map((r) => {
      const boarding = r.state ?? 'unconfirmed';
      const notRiding = r.notRidingAt !== null;
      return [r.reservationId, { runId: r.runId, boarding, notRiding, mark: riderMark(boarding, notRiding) }];
    }),
  );
}

/** The riders of each run per mark (a run without an active booking is absent from the map). */
export function marksPerRun(boardings: Map<number, RiderBoarding>): Map<number, MarkCounts> {
  const perRun = new Map<number, RiderMark[]>();
  for (const b of boardings.values()) perRun.set(b.runId, [...(perRun.get(b.runId) ?? []), b.mark]);
  return new Map([...perRun].map(([runId, marks]) => [runId, countMarks(marks)]));
}
