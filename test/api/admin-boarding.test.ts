import { and, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { beforeAll, expect, it } from 'vitest';
import type { BoardingState } from '@shared/constants';
import { messageFor } from '@shared/i18n/messages';
import { parseCsv, UTF8_BOM } from '@shared/rules/csv';
import { readExcelTextCell } from '@shared/rules/excel-text';
import { addDays } from '@shared/rules/japan-time';
import type { BoardingStats } from '@shared/schemas/admin-boarding';
import type {
  CsvFile,
  DayBoard,
  DayManifests,
  ManifestRider,
  RunManifest,
} from '@shared/schemas/admin-board';
import { busRuns, learners, reservations, rideBoardings } from '@server/db/schema';
import { MANIFEST_CSV_HEADERS } from '@server/domain/dispatch/manifest-csv';
import { describeEachDatabase } from './databases';
import { MINUTE, type TestServer, useTestServer } from './harness';
import { addStaff, otherSchoolAdmin, staffClient } from './admin-fixtures';
import { expectOk, expectRefusal } from './reservation-fixtures';

/** The text of a CSV answer, as Excel would decode it. */
const csvText = (file: CsvFile) => {
  const bytes = Buffer.from(file.contentBase64, 'base64');
  return file.mimeType.includes('shift_jis') ? iconv.decode(bytes, 'cp932') : bytes.toString('utf8');
};
const csvRows = (file: CsvFile) => parseCsv(csvText(file)).map((row) => row.map(readExcelTextCell));

type Rider = ManifestRider & { runId: number };

/** What the driver's phone would have stored for a rider (the tap endpoint is the driver page's). */
async function tap(s: TestServer, rider: Rider, state: BoardingState) {
  const now = s.clock.now();
  await s.db
    .insert(rideBoardings)
    .values({
      reservationId: rider.reservationId,
      schoolId: s.schoolId,
      runId: rider.runId,
      state,
      tappedAt: now,
      recordedAt: now,
    })
    .onConflictDoUpdate({ target: rideBoardings.reservationId, set: { state, tappedAt: now } });
}

/** What the learner's 「今日は乗りません」 leaves in the database. */
async function sayNotRiding(s: TestServer, rider: Rider) {
  await s.db
    .update(reservations)
    .set({ notRidingAt: s.clock.now() })
    .where(eq(reservations.id, rider.reservationId));
}

describeEachDatabase('Boarding on the console: marks, counts, statistics (issue 27 §5)', (kind) => {
  const server = useTestServer(kind);
  let today: string;
  /** today's bookings, the first of each learner */
  let riders: Rider[];
  let todaysBookings: number;
  /** the riders the fixture marked, and the mark each must show */
  let boarded: Rider, absent: Rider, notRiding: Rider, cameAnyway: Rider, toldAndAbsent: Rider;

  beforeAll(async () => {
    const s = server();
    const admin = await staffClient(s);
    today = expectOk(await admin.post<DayBoard>('Admin/GetDayBoard', {})).date;
    const day = expectOk(await admin.post<DayManifests>('Admin/GetDayManifests', { date: today }));
    const all = day.manifests.flatMap(({ run, stops }) =>
      stops.flatMap((stop) => stop.riders.map((r) => ({ ...r, runId: run.runId }))),
    );
    expect(all.every((r) => r.boarding === 'unconfirmed' && !r.notRiding)).toBe(true);
    // one booking per learner, so each learner's numbers follow from one mark
    riders = all.filter((r, i) => all.findIndex((x) => x.learnerId === r.learnerId) === i);
    expect(riders.length).toBeGreaterThanOrEqual(8);
    [boarded, absent, notRiding, cameAnyway, toldAndAbsent] = riders as [Rider, Rider, Rider, Rider, Rider];
    todaysBookings = all.length;
    await tap(s, boarded, 'boarded');
    await tap(s, absent, 'absent');
    await sayNotRiding(s, notRiding);
    await sayNotRiding(s, cameAnyway);
    await tap(s, cameAnyway, 'boarded');
    await sayNotRiding(s, toldAndAbsent);
    await tap(s, toldAndAbsent, 'absent');
  });

  it("a run's manifest and the day's carry each rider's tap and 乗りません as stored", async () => {
    const s = server();
    const admin = await staffClient(s);
    const day = expectOk(await admin.post<DayManifests>('Admin/GetDayManifests', { date: today }));
    const shown = new Map<number, ManifestRider>(
      day.manifests.flatMap(({ stops }) =>
        stops.flatMap((stop) => stop.riders.map((r) => [r.reservationId, r])),
      ),
    );
    const state = (r: Rider) => {
      const rider = shown.get(r.reservationId)!;
      return [rider.boarding, rider.notRiding];
    };
    expect(state(boarded)).toEqual(['boarded', false]);
    expect(state(absent)).toEqual(['absent', false]);
    expect(state(notRiding)).toEqual(['unconfirmed', true]);
    expect(state(cameAnyway)).toEqual(['boarded', true]);
    expect(state(toldAndAbsent)).toEqual(['absent', true]);
    expect(state(riders[5]!)).toEqual(['unconfirmed', false]);
    const one = expectOk(await admin.post<RunManifest>('Admin/GetRunManifest', { runId: notRiding.runId }));
    const rider = one.stops
      .flatMap((stop) => stop.riders)
      .find((r) => r.reservationId === notRiding.reservationId);
    expect(rider).toMatchObject({ boarding: 'unconfirmed', notRiding: true });
  });

  it("the board counts each run's riders per mark, and a learner's 乗りません shows on the very next read", async () => {
    const s = server();
    const admin = await staffClient(s);
    const expected = (runId: number) => {
      const marks = { boarded: 0, absent: 0, notRiding: 0, unconfirmed: 0 };
      const all = riders.filter((x) => x.runId === runId);
      for (const r of all) {
        if (r === boarded || r === cameAnyway) marks.boarded++;
        else if (r === absent) marks.absent++;
        else if (r === notRiding || r === toldAndAbsent) marks.notRiding++;
        else marks.unconfirmed++;
      }
      return marks;
    };
    const untapped = async (runId: number) => {
      const rows = await s.db
        .select({ id: reservations.id })
        .from(reservations)
        .where(and(eq(reservations.runId, runId), isNull(reservations.cancelledAt)));
      return rows.length;
    };
    const board = expectOk(await admin.post<DayBoard>('Admin/GetDayBoard', { date: today }));
    for (const run of board.runs) {
      const marks = expected(run.runId);
      // a learner's second booking of the day is untapped too
      marks.unconfirmed += (await untapped(run.runId)) - riders.filter((x) => x.runId === run.runId).length;
      expect(run.marks).toEqual(marks);
      expect(run.marks.boarded + run.marks.absent + run.marks.notRiding + run.marks.unconfirmed).toBe(
        run.riders,
      );
    }
    const late = riders[5]!;
    const before = board.runs.find((r) => r.runId === late.runId)!.marks;
    await sayNotRiding(s, late);
    try {
      const next = expectOk(await admin.post<DayBoard>('Admin/GetDayBoard', { date: today }));
      expect(next.runs.find((r) => r.runId === late.runId)!.marks).toEqual({
        ...before,
        notRiding: before.notRiding + 1,
        unconfirmed: before.unconfirmed - 1,
      });
    } finally {
      await s.db
        .update(reservations)
        .set({ notRidingAt: null })
        .where(eq(reservations.id, late.reservationId));
    }
  });

  it("the manifest CSV says each rider's mark and whether they said 乗りません, in UTF-8 and in Shift_JIS", async () => {
    const s = server();
    const admin = await staffClient(s);
    const headers = [...MANIFEST_CSV_HEADERS];
    expect(headers.slice(-2)).toEqual(['乗車状況', '乗りません連絡']);
    for (const encoding of ['utf-8-bom', 'shift_jis'] as const) {
      const file = expectOk(await admin.post<CsvFile>('Admin/ExportManifestCsv', { date: today, encoding }));
      if (encoding === 'utf-8-bom') expect(csvText(file).startsWith(UTF8_BOM)).toBe(true);
      const [head, ...rows] = csvRows(file);
      expect(head).toEqual(headers);
      const byReservation = async (r: Rider) => {
        const [run] = await s.db
          .select({ binCd: busRuns.binCd })
          .from(busRuns)
          .where(eq(busRuns.id, r.runId));
        return rows.find((row) => row[8] === r.seitoNo && row[3] === run!.binCd)!.slice(-2);
      };
      expect(await byReservation(boarded)).toEqual(['乗車', '']);
      expect(await byReservation(absent)).toEqual(['不在', '']);
      expect(await byReservation(notRiding)).toEqual(['乗りません', '○']);
      expect(await byReservation(cameAnyway)).toEqual(['乗車', '○']);
      expect(await byReservation(toldAndAbsent)).toEqual(['乗りません', '○']);
      expect(await byReservation(riders[5]!)).toEqual(['未確認', '']);
    }
  });

  it('the statistics count every active booking of the period once, per day, per learner and per run', async () => {
    const s = server();
    const admin = await staffClient(s);
    const from = addDays(today, -3);
    const to = addDays(today, 3);
    // a cancelled booking is not booked: cancel one more rider of today
    const cancelled = riders[6]!;
    await s.db
      .update(reservations)
      .set({ cancelledAt: s.clock.now() })
      .where(eq(reservations.id, cancelled.reservationId));
    try {
      const stats = expectOk(await admin.post<BoardingStats>('Admin/GetBoardingStats', { from, to }));
      expect([stats.from, stats.to]).toEqual([from, to]);
      const active = await s.db
        .select({ date: busRuns.date, id: reservations.id })
        .from(reservations)
        .innerJoin(busRuns, eq(busRuns.id, reservations.runId))
        .where(
          and(
            eq(busRuns.schoolId, s.schoolId),
            gte(busRuns.date, from),
            lte(busRuns.date, to),
            isNull(reservations.cancelledAt),
          ),
        );
      expect(stats.totals.booked).toBe(active.length);
      const dates = [...new Set(active.map((r) => r.date))].sort();
      expect(stats.days.map((d) => d.date)).toEqual(dates);
      for (const day of stats.days) {
        expect(day.booked).toBe(active.filter((r) => r.date === day.date).length);
        expect(day.boarded + day.absent + day.notRiding + day.unconfirmed).toBe(day.booked);
      }
      const todays = stats.days.find((d) => d.date === today)!;
      expect([todays.boarded, todays.absent, todays.notRiding]).toEqual([2, 1, 2]);
      expect(todays.booked).toBe(todaysBookings - 1);
      expect(stats.totals).toMatchObject({ boarded: 2, absent: 1, notRiding: 2 });

      // per learner: only those with 不在 or 乗りません, most 不在 first
      const learnerOf = async (r: Rider) =>
        (
          await s.db
            .select({ id: reservations.learnerId })
            .from(reservations)
            .where(eq(reservations.id, r.reservationId))
        )[0]!.id;
      const ids = await Promise.all([absent, notRiding, toldAndAbsent].map(learnerOf));
      expect(new Set(stats.learners.map((l) => l.learnerId))).toEqual(new Set(ids));
      expect(stats.learners[0]!.learnerId).toBe(ids[0]);
      expect(stats.learners[0]).toMatchObject({ seitoNo: absent.seitoNo, name: absent.name, absent: 1 });
      const mine = await s.db
        .select({ id: reservations.id })
        .from(reservations)
        .innerJoin(busRuns, eq(busRuns.id, reservations.runId))
        .where(
          and(
            eq(reservations.learnerId, ids[0]!),
            gte(busRuns.date, from),
            lte(busRuns.date, to),
            isNull(reservations.cancelledAt),
          ),
        );
      expect(stats.learners[0]!.booked).toBe(mine.length);

      // per run of the pattern: the run codes of the period, each booking once
      expect(stats.runs.reduce((n, r) => n + r.booked, 0)).toBe(active.length);
      const [tapped] = await s.db
        .select({ binCd: busRuns.binCd })
        .from(busRuns)
        .where(eq(busRuns.id, absent.runId));
      expect(stats.runs.find((r) => r.binCd === tapped!.binCd)!.absent).toBeGreaterThanOrEqual(1);
      expect(stats.runs.reduce((n, r) => n + r.absent, 0)).toBe(1);
    } finally {
      await s.db
        .update(reservations)
        .set({ cancelledAt: null })
        .where(eq(reservations.id, cancelled.reservationId));
    }
  });

  it('the statistics CSV holds the same numbers, in UTF-8 with BOM and in Shift_JIS', async () => {
    const s = server();
    const admin = await staffClient(s);
    const period = { from: today, to: today };
    const stats = expectOk(await admin.post<BoardingStats>('Admin/GetBoardingStats', period));
    const [learner] = await s.db
      .select({ id: learners.id, name: learners.name })
      .from(learners)
      .innerJoin(reservations, eq(reservations.learnerId, learners.id))
      .where(eq(reservations.id, absent.reservationId));
    await s.db.update(learners).set({ name: '𠮷田 花子' }).where(eq(learners.id, learner!.id));
    try {
      const utf8 = expectOk(await admin.post<CsvFile>('Admin/ExportBoardingStatsCsv', period));
      expect(utf8.fileName).toBe(`乗車実績_${today}_${today}.csv`);
      expect(csvText(utf8).startsWith(UTF8_BOM)).toBe(true);
      const rows = csvRows(utf8);
      expect(rows[0]).toEqual(['日別']);
      expect(rows[1]).toEqual(['日付', '予約', '乗車', '不在', '乗りません', '未確認']);
      const t = stats.totals;
      expect(rows[2]).toEqual([
        today,
        ...[t.booked, t.boarded, t.absent, t.notRiding, t.unconfirmed].map(String),
      ]);
      const learnerRow = rows.find((r) => r[0] === absent.seitoNo)!;
      // 学生番号, 氏名, 予約, 乗車, 不在, 乗りません, 未確認
      expect(learnerRow[1]).toBe('𠮷田 花子');
      expect(learnerRow.slice(3, 6)).toEqual(['0', '1', '0']);
      const sjis = expectOk(
        await admin.post<CsvFile>('Admin/ExportBoardingStatsCsv', { ...period, encoding: 'shift_jis' }),
      );
      expect([sjis.fileName, sjis.mimeType, sjis.substituted]).toEqual([
        `乗車実績_${today}_${today}_SJIS.csv`,
        'text/csv; charset=shift_jis',
        1,
      ]);
      const sjisRows = csvRows(sjis);
      expect(sjisRows.find((r) => r[0] === absent.seitoNo)![1]).toBe('〓田 花子');
      expect(sjisRows.filter((r) => r[0] !== absent.seitoNo)).toEqual(
        rows.filter((r) => r[0] !== absent.seitoNo),
      );
    } finally {
      await s.db.update(learners).set({ name: learner!.name }).where(eq(learners.id, learner!.id));
    }
  });

  it('a period out of order or longer than 93 days is refused with 812; 93 days are fine', async () => {
    const s = server();
    const admin = await staffClient(s);
    const text = messageFor('error', 812, { days: '93' });
    expectRefusal(
      await admin.post('Admin/GetBoardingStats', { from: today, to: addDays(today, -1) }),
      812,
      text,
    );
    expectRefusal(
      await admin.post('Admin/GetBoardingStats', { from: addDays(today, -93), to: today }),
      812,
      text,
    );
    expectRefusal(
      await admin.post('Admin/ExportBoardingStatsCsv', { from: addDays(today, -93), to: today }),
      812,
      text,
    );
    expectOk(await admin.post('Admin/GetBoardingStats', { from: addDays(today, -92), to: today }));
    expect((await admin.post('Admin/GetBoardingStats', { from: '2026-02-30', to: today })).status).toBe(400);
    // without dates: the last four weeks up to today by the server's clock
    const fallback = expectOk(await admin.post<BoardingStats>('Admin/GetBoardingStats', {}));
    expect([fallback.from, fallback.to]).toEqual([addDays(today, -27), today]);
  });

  it('dispatchers read the marks and the statistics as admins do', async () => {
    const s = server();
    const dispatcher = await staffClient(s, await addStaff(s, 'dispatcher'));
    const stats = expectOk(
      await dispatcher.post<BoardingStats>('Admin/GetBoardingStats', { from: today, to: today }),
    );
    expect(stats.totals).toMatchObject({ boarded: 2, absent: 1, notRiding: 2 });
    expectOk(await dispatcher.post('Admin/ExportBoardingStatsCsv', { from: today, to: today }));
    const board = expectOk(await dispatcher.post<DayBoard>('Admin/GetDayBoard', { date: today }));
    expect(board.runs.find((r) => r.runId === absent.runId)!.marks.absent).toBe(1);
  });

  it("another school's staff see none of these bookings, taps nor learners", async () => {
    const s = server();
    const other = await otherSchoolAdmin(s);
    const stats = expectOk(
      await other.post<BoardingStats>('Admin/GetBoardingStats', { from: today, to: today }),
    );
    expect(stats).toMatchObject({ days: [], learners: [], runs: [] });
    expect(stats.totals).toEqual({ booked: 0, boarded: 0, absent: 0, notRiding: 0, unconfirmed: 0 });
    const file = expectOk(
      await other.post<CsvFile>('Admin/ExportBoardingStatsCsv', { from: today, to: today }),
    );
    expect(csvText(file)).not.toContain(absent.seitoNo);
    expect((await other.post('Admin/GetRunManifest', { runId: absent.runId })).status).toBe(403);
  });

  it('a tap recorded later than the board was read shows on its next read (no cache)', async () => {
    const s = server();
    const admin = await staffClient(s);
    const rider = riders[7]!;
    const marksOf = async () =>
      expectOk(await admin.post<DayBoard>('Admin/GetDayBoard', { date: today })).runs.find(
        (r) => r.runId === rider.runId,
      )!.marks;
    const before = await marksOf();
    s.clock.advance(MINUTE);
    await tap(s, rider, 'boarded');
    try {
      expect(await marksOf()).toMatchObject({
        boarded: before.boarded + 1,
        unconfirmed: before.unconfirmed - 1,
      });
    } finally {
      await s.db.delete(rideBoardings).where(inArray(rideBoardings.reservationId, [rider.reservationId]));
    }
  });
});
