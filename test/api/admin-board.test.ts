import { and, eq, isNull } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { expect, it } from 'vitest';
import { parseCsv, UTF8_BOM } from '@shared/rules/csv';
import { readExcelTextCell } from '@shared/rules/excel-text';
import { japanDateKey } from '@shared/rules/japan-time';
import type { CsvFile, DayBoard, DayManifests, RunManifest } from '@shared/schemas/admin-board';
import { busRuns, learners, reservations, stops, vehicles } from '@server/db/schema';
import { MANIFEST_CSV_HEADERS } from '@server/domain/dispatch/manifest-csv';
import { describeEachDatabase } from './databases';
import { DEMO, signedInClient, useTestServer } from './harness';
import { otherSchoolAdmin, staffClient } from './admin-fixtures';
import { bookableDates, expectOk, runsOn, setRunCapacity } from './reservation-fixtures';

/** The text of a CSV answer, as Excel would decode it. */
/** The first run of the board's day with riders, its manifest and its first rider. */
async function firstBookedRun(admin: Awaited<ReturnType<typeof staffClient>>) {
  const board = expectOk(await admin.post<DayBoard>('Admin/GetDayBoard', {}));
  const run = board.runs.find((r) => r.riders > 0)!;
  const manifest = expectOk(await admin.post<RunManifest>('Admin/GetRunManifest', { runId: run.runId }));
  return { board, run, manifest, rider: manifest.stops.flatMap((stop) => stop.riders)[0]! };
}

const csvText = (file: CsvFile) => {
  const bytes = Buffer.from(file.contentBase64, 'base64');
  return file.mimeType.includes('shift_jis') ? iconv.decode(bytes, 'cp932') : bytes.toString('utf8');
};

describeEachDatabase('Staff console: the day board, manifests and CSV (issue 10 §2)', (kind) => {
  const server = useTestServer(kind);

  it('opens on today at 10:00 on a business day; its 明日 is the first day learners may book', async () => {
    const s = server();
    const learner = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
    const [first] = await bookableDates(learner);
    const board = expectOk(await (await staffClient(s)).post<DayBoard>('Admin/GetDayBoard', {}));
    expect(board.date).toBe(japanDateKey(s.clock.now()));
    expect(board.today).toBe(board.date);
    expect(board.tomorrow).toBe(first!.date);
    expect(board.isBusinessDay).toBe(true);
    expect(board.previousBusinessDay < board.date && board.date < board.nextBusinessDay).toBe(true);
  });

  it('lists every run of the day with what the database holds booked, by course, direction and time', async () => {
    const s = server();
    const admin = await staffClient(s);
    const board = expectOk(await admin.post<DayBoard>('Admin/GetDayBoard', {}));
    const rows = await runsOn(s, board.date);
    expect(board.runs).toHaveLength(rows.length);
    for (const run of board.runs) {
      const row = rows.find((r) => r.id === run.runId)!;
      expect(run.seats).toEqual({ booked: row.bookedSeats, capacity: row.seats });
      expect(run.childSeats).toEqual({ booked: row.bookedChildSeats, capacity: row.childSeats });
      expect(run.bicycles).toEqual({ booked: row.bookedBicycles, capacity: row.bicycles });
      const active = await s.db
        .select()
        .from(reservations)
        .where(and(eq(reservations.runId, row.id), isNull(reservations.cancelledAt)));
      expect(run.riders).toBe(active.length);
    }
    const order = board.runs.map((r) => `${r.homenCd}|${r.upDown}|${r.planStart}`);
    expect(order).toEqual([...order].sort());
    expect(board.runs.some((r) => r.riders > 0)).toBe(true);
  });

  it('marks a run full at capacity of any kind and nearly full from 80 %', async () => {
    const s = server();
    const admin = await staffClient(s);
    const date = expectOk(await admin.post<DayBoard>('Admin/GetDayBoard', {})).date;
    const [a, b, c] = await runsOn(s, date);
    await setRunCapacity(s, a!.id, { seats: 10, bookedSeats: 7, childSeats: 0, bicycles: 0 });
    await setRunCapacity(s, b!.id, { seats: 10, bookedSeats: 8, childSeats: 0, bicycles: 0 });
    await setRunCapacity(s, c!.id, {
      seats: 10,
      bookedSeats: 1,
      childSeats: 1,
      bookedChildSeats: 1,
      bicycles: 0,
    });
    const board = expectOk(await admin.post<DayBoard>('Admin/GetDayBoard', { date }));
    const load = (id: number) => board.runs.find((r) => r.runId === id)!.load;
    expect([load(a!.id), load(b!.id), load(c!.id)]).toEqual(['open', 'nearlyFull', 'full']);
  });

  it("a run's manifest lists exactly its active bookings at their stops, with the learners' details", async () => {
    const s = server();
    const admin = await staffClient(s);
    const board = expectOk(await admin.post<DayBoard>('Admin/GetDayBoard', {}));
    const run = board.runs.find((r) => r.riders > 0)!;
    const manifest = expectOk(await admin.post<RunManifest>('Admin/GetRunManifest', { runId: run.runId }));
    const riders = manifest.stops.flatMap((stop) => stop.riders.map((r) => ({ ...r, stopId: stop.stopId })));
    const active = await s.db
      .select({
        id: reservations.id,
        stopId: reservations.stopId,
        seitoNo: learners.seitoNo,
        furigana: learners.furigana,
      })
      .from(reservations)
      .innerJoin(learners, eq(learners.id, reservations.learnerId))
      .where(and(eq(reservations.runId, run.runId), isNull(reservations.cancelledAt)));
    expect(riders.map((r) => [r.reservationId, r.stopId, r.seitoNo, r.furigana]).sort()).toEqual(
      active.map((r) => [r.id, r.stopId, r.seitoNo, r.furigana]).sort(),
    );
    const times = manifest.stops.map((stop) => stop.planTime);
    expect(times).toEqual([...times].sort());
  });

  it('a cancelled booking leaves the manifest', async () => {
    const s = server();
    const admin = await staffClient(s);
    const { run, rider: gone } = await firstBookedRun(admin);
    await s.db
      .update(reservations)
      .set({ cancelledAt: s.clock.now() })
      .where(eq(reservations.id, gone.reservationId));
    const after = expectOk(await admin.post<RunManifest>('Admin/GetRunManifest', { runId: run.runId }));
    const ids = after.stops.flatMap((stop) => stop.riders.map((r) => r.reservationId));
    expect(ids).not.toContain(gone.reservationId);
  });

  it("another school's staff get 403 for the demo's runs, and see none of them", async () => {
    const s = server();
    const board = expectOk(await (await staffClient(s)).post<DayBoard>('Admin/GetDayBoard', {}));
    const other = await otherSchoolAdmin(s);
    const runId = board.runs[0]!.runId;
    expect((await other.post('Admin/GetRunManifest', { runId })).status).toBe(403);
    expect((await other.post('Admin/GetDayManifests', { date: board.date, runId })).status).toBe(403);
    expect((await other.post('Admin/ExportManifestCsv', { date: board.date, runId })).status).toBe(403);
    const theirs = expectOk(await other.post<DayBoard>('Admin/GetDayBoard', { date: board.date }));
    expect(theirs.runs).toEqual([]);
  });

  it('refuses a malformed date with 400', async () => {
    const admin = await staffClient(server());
    for (const date of ['2026-02-30', 'tomorrow', '2026-1-1']) {
      expect((await admin.post('Admin/GetDayBoard', { date })).status).toBe(400);
    }
  });

  it("the day's CSV opens in Excel (BOM, CRLF, Japanese headers) and parses back to the manifests' rows", async () => {
    const s = server();
    const admin = await staffClient(s);
    const date = expectOk(await admin.post<DayBoard>('Admin/GetDayBoard', {})).date;
    const day = expectOk(await admin.post<DayManifests>('Admin/GetDayManifests', { date }));
    const file = expectOk(await admin.post<CsvFile>('Admin/ExportManifestCsv', { date }));
    expect(file.fileName).toBe(`送迎名簿_${date}.csv`);
    expect(file.mimeType).toBe('text/csv; charset=utf-8');
    const text = csvText(file);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const [headers, ...rows] = parseCsv(text).map((row) => row.map(readExcelTextCell));
    expect(headers).toEqual([...MANIFEST_CSV_HEADERS]);
    const expected = day.manifests.flatMap(({ run, stops }) =>
      stops.flatMap((stop) =>
        stop.riders.map((r) => [run.binCd, stop.name, r.seitoNo, r.furigana, String(r.passenger)]),
      ),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.map((r) => [r[3], r[7], r[8], r[10], r[12]])).toEqual(expected);
    expect(rows.every((r) => r[0] === date && r.length === MANIFEST_CSV_HEADERS.length)).toBe(true);
  });

  it("one run's CSV is named after it and holds only its riders; a name starting with = is not a formula", async () => {
    const s = server();
    const admin = await staffClient(s);
    const { board, run, rider } = await firstBookedRun(admin);
    await s.db.update(learners).set({ name: '=HYPERLINK("x")' }).where(eq(learners.id, rider.learnerId));
    const file = expectOk(
      await admin.post<CsvFile>('Admin/ExportManifestCsv', { date: board.date, runId: run.runId }),
    );
    expect(file.fileName).toBe(`送迎名簿_${board.date}_${run.binCd}.csv`);
    const rows = parseCsv(csvText(file)).slice(1);
    expect(rows).toHaveLength(run.riders);
    // the text itself, as the value of a formula whose string doubles its quotes: shown, never run
    expect(rows.find((r) => r[8] === `="${rider.seitoNo}"`)?.[9]).toBe(`="=HYPERLINK(""x"")"`);
  });

  it('student and phone numbers with leading zeros stay text in Excel, in UTF-8 and in Shift_JIS', async () => {
    const s = server();
    const admin = await staffClient(s);
    const { board, run, manifest, rider } = await firstBookedRun(admin);
    await s.db
      .update(learners)
      .set({ seitoNo: '0012345', mobileNumber: '09012345678', name: '𠮷田 花子' })
      .where(eq(learners.id, rider.learnerId));
    const body = { date: board.date, runId: run.runId };
    const utf8 = expectOk(
      await admin.post<CsvFile>('Admin/ExportManifestCsv', { ...body, encoding: 'utf-8-bom' }),
    );
    const sjis = expectOk(
      await admin.post<CsvFile>('Admin/ExportManifestCsv', { ...body, encoding: 'shift_jis' }),
    );
    expect([utf8.mimeType, utf8.substituted]).toEqual(['text/csv; charset=utf-8', 0]);
    expect(sjis.mimeType).toBe('text/csv; charset=shift_jis');
    expect(sjis.fileName).toBe(`送迎名簿_${board.date}_${run.binCd}_SJIS.csv`);
    // Shift_JIS has no BOM, and its bytes are no UTF-8
    const sjisBytes = Buffer.from(sjis.contentBase64, 'base64');
    expect(sjisBytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(sjisBytes)).toThrow();
    for (const file of [utf8, sjis]) {
      const raw = parseCsv(csvText(file));
      const row = raw.find((r) => r[8] === '="0012345"')!;
      expect(row[11]).toBe('="09012345678"');
      const shown = row.map(readExcelTextCell);
      expect([shown[8], shown[11]]).toEqual(['0012345', '09012345678']);
      // the demo's stop codes (0001…) keep their zeros too
      const stop = manifest.stops.find((st) => st.riders.some((r) => r.learnerId === rider.learnerId))!;
      expect(stop.busStopCd).toMatch(/^0/);
      expect(shown[19]).toBe(stop.busStopCd);
      expect(raw[0]).toEqual([...MANIFEST_CSV_HEADERS]);
    }
    // 𠮷 is outside CP932: written as 〓 and counted, the rest of the name kept
    expect(sjis.substituted).toBe(1);
    expect(parseCsv(csvText(sjis)).find((r) => r[8] === '="0012345"')![9]).toBe('〓田 花子');
    expect(parseCsv(csvText(utf8)).find((r) => r[8] === '="0012345"')![9]).toBe('𠮷田 花子');
  });

  it('an unknown encoding is refused with 400', async () => {
    const admin = await staffClient(server());
    const date = expectOk(await admin.post<DayBoard>('Admin/GetDayBoard', {})).date;
    expect((await admin.post('Admin/ExportManifestCsv', { date, encoding: 'latin1' })).status).toBe(400);
  });

  it("a manifest names the run's vehicle and driver, and a learner's own point with its address", async () => {
    const s = server();
    const admin = await staffClient(s);
    const board = expectOk(await admin.post<DayBoard>('Admin/GetDayBoard', {}));
    const run = board.runs.find((r) => r.riders > 0)!;
    const [vehicle] = await s.db.select().from(vehicles).limit(1);
    await s.db.update(vehicles).set({ driverName: '佐藤 一郎' }).where(eq(vehicles.id, vehicle!.id));
    await s.db.update(busRuns).set({ vehicleCd: vehicle!.vehicleCd }).where(eq(busRuns.id, run.runId));
    const before = expectOk(await admin.post<RunManifest>('Admin/GetRunManifest', { runId: run.runId }));
    const rider = before.stops.flatMap((stop) => stop.riders)[0]!;
    const [own] = await s.db
      .insert(stops)
      .values({
        schoolId: vehicle!.schoolId,
        busStopCd: 'T-OWN-1',
        name: '自宅',
        displayName: '自宅',
        address: '埼玉県上尾市原市1-2-3',
        areaCd: 'Z',
        latitude: 35.99,
        longitude: 139.6,
        ownerLearnerId: rider.learnerId,
      })
      .returning({ id: stops.id });
    await s.db.update(reservations).set({ stopId: own!.id }).where(eq(reservations.id, rider.reservationId));
    const manifest = expectOk(await admin.post<RunManifest>('Admin/GetRunManifest', { runId: run.runId }));
    expect(manifest.run.vehicle).toEqual({
      vehicleCd: vehicle!.vehicleCd,
      name: vehicle!.name,
      seats: vehicle!.seats,
      driverName: '佐藤 一郎',
    });
    const stop = manifest.stops.find((st) => st.stopId === own!.id)!;
    expect([stop.ownPoint, stop.address, stop.riders[0]!.ownPoint]).toEqual([
      true,
      '埼玉県上尾市原市1-2-3',
      true,
    ]);
    expect(manifest.stops.filter((st) => st.stopId !== own!.id).every((st) => !st.ownPoint)).toBe(true);
    const file = expectOk(
      await admin.post<CsvFile>('Admin/ExportManifestCsv', { date: board.date, runId: run.runId }),
    );
    const rows = parseCsv(csvText(file)).map((row) => row.map(readExcelTextCell));
    const row = rows.find((r) => r[8] === rider.seitoNo)!;
    // then the rider's boarding: nothing tapped, nothing said (issue 27 §5)
    expect(row.slice(16)).toEqual([
      '埼玉県上尾市原市1-2-3',
      vehicle!.name,
      '佐藤 一郎',
      'T-OWN-1',
      '未確認',
      '',
    ]);
    expect(rows.slice(1).every((r) => r[16] === '' || r[15] !== '')).toBe(true);
  });
});
