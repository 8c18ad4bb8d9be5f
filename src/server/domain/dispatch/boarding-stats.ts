import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import { addDays, isShortRange, japanDateKey } from '@shared/rules/japan-time';
import { riderMark, type RiderMark } from '@shared/rules/rider-mark';
import {
  BOARDING_STATS_DEFAULT_DAYS,
  BOARDING_STATS_MAX_DAYS,
  type BoardingCounts,
  type BoardingLearner,
  type BoardingRun,
  type BoardingStats,
} from '@shared/schemas/admin-boarding';
import type { Db } from '@server/db/client';
import { busRuns, courses, learners, reservations, rideBoardings } from '@server/db/schema';
import { BusinessError } from '@server/domain/business-error';

const noCounts = (): BoardingCounts => ({ booked: 0, boarded: 0, absent: 0, notRiding: 0, unconfirmed: 0 });

function add(counts: BoardingCounts, mark: RiderMark): void {
  counts.booked++;
  counts[mark]++;
}

/** The entry of `key` in `map`, made by `create` the first time. */
function entry<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}

/**
 * Boarding statistics of a school over a period (issue 27 §5): every active booking of a run on
 * those days counted once by its mark (shared/rules/rider-mark.ts), per day, per learner (only
 * those with a 不在 or 乗りません: the staff's list to talk to, never a penalty — PRODUCT.md) and
 * per run of the pattern (its binCd on every day). A period out of order or longer than
 * {@link BOARDING_STATS_MAX_DAYS} days is refused (812). Without dates, the last four weeks up
 * to today at `now` (Japan time).
 */
export async function loadBoardingStats(
  db: Db,
  input: { schoolId: number; from?: string; to?: string; now: Date },
): Promise<BoardingStats> {
  const { schoolId } = input;
  const to = input.to ?? japanDateKey(input.now);
  const from = input.from ?? addDays(to, 1 - BOARDING_STATS_DEFAULT_DAYS);
  if (!isShortRange(from, to, BOARDING_STATS_MAX_DAYS))
    throw BusinessError.of('error', 812, { days: String(BOARDING_STATS_MAX_DAYS) });
  const rows = await db
    .select({
      date: busRuns.date,
      binCd: busRuns.binCd,
      binName: busRuns.binName,
      upDown: busRuns.upDown,
      homenCd: courses.homenCd,
      courseName: courses.name,
      learnerId: learners.id,
      seitoNo: learners.seitoNo,
      name: learners.name,
      furigana: learners.furigana,
      notRidingAt: reservations.notRidingAt,
      state: rideBoardings.state,
    })
    .from(reservations)
    .innerJoin(busRuns, eq(busRuns.id, reservations.runId))
    .innerJoin(courses, eq(courses.id, busRuns.courseId))
    .innerJoin(learners, eq(learners.id, reservations.learnerId))
    .leftJoin(rideBoardings, eq(rideBoardings.reservationId, reservations.id))
    .where(
      and(
        eq(busRuns.schoolId, schoolId),
        gte(busRuns.date, from),
        lte(busRuns.date, to),
        isNull(reservations.cancelledAt),
      ),
    )
    .orderBy(asc(busRuns.date));

  const totals = noCounts();
  const days = new Map<string, BoardingCounts>();
  const perLearner = new Map<number, BoardingLearner>();
  const perRun = new Map<string, BoardingRun & { homenCd: string }>();
  for (const r of rows) {
    const mark = riderMark(r.state ?? 'unconfirmed', r.notRidingAt !== null);
    add(totals, mark);
    add(entry(days, r.date, noCounts), mark);
    add(
      entry(perLearner, r.learnerId, () => ({
        learnerId: r.learnerId,
        seitoNo: r.seitoNo,
        name: r.name,
        furigana: r.furigana,
        ...noCounts(),
      })),
      mark,
    );
    add(
      entry(perRun, `${r.homenCd}|${r.binCd}`, () => ({
        binCd: r.binCd,
        binName: r.binName,
        courseName: r.courseName,
        homenCd: r.homenCd,
        upDown: r.upDown === 2 ? 2 : 1,
        ...noCounts(),
      })),
      mark,
    );
  }
  return {
    from,
    to,
    totals,
    days: [...days].map(([date, counts]) => ({ date, ...counts })),
    learners: [...perLearner.values()]
      .filter((l) => l.absent + l.notRiding > 0)
      .sort((a, b) => b.absent - a.absent || b.notRiding - a.notRiding || a.seitoNo.localeCompare(b.seitoNo)),
    runs: [...perRun.values()]
      .sort(
        (a, b) => a.homenCd.localeCompare(b.homenCd) || a.upDown - b.upDown || a.binCd.localeCompare(b.binCd),
      )
      .map(({ homenCd: _homenCd, ...run }) => run),
  };
}
