import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { IMPORT_KINDS } from '@shared/schemas/admin-imports';
import type { LoginResponse } from '@shared/schemas/auth';
import type { TravelPlan } from '@shared/schemas/reservation';
import { createClient } from './harness';
import { runOperatorCli } from './operator-cli';
import { startServer, type ServerProcess } from './server-process';
import { freePort, startSmtpListener, type SmtpListener } from './smtp-listener';

const SCHOOL = 'kita';
const SAMPLES = path.resolve('docs/samples');
/** The kinds a school imports before its first booking, in order; the calendar file is the ninth and optional. */
const SETUP_KINDS = IMPORT_KINDS.filter((kind) => kind !== 'calendar');

/**
 * Issue 24's acceptance: from an empty production database, `npm run school -- create`, then the
 * eight kinds of docs/samples imported in order with `npm run import` — a learner from the learners
 * file signs up and books, and GetKyosyuReservation answers the lessons file's lessons. The sample
 * files of the docs are what is imported, so the docs' samples cannot drift from what works.
 */
describe('npm run import: a school set up from its files alone (issue 24)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-import-cli-'));
  let env: Record<string, string> = { DATA_DIR: dataDir };
  let server: ServerProcess | undefined;
  let smtp: SmtpListener | undefined;
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited(10_000);
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const importCli = (args: string[]) => runOperatorCli('import', ['--service', SCHOOL, ...args], '', env);

  it('school create, then each sample file: a dry run changes nothing, the import adds every line', async () => {
    smtp = await startSmtpListener();
    const port = await freePort();
    env = {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      SESSION_SECRET: 'import-cli-test-session-secret-of-32-chars-or-more',
      PUBLIC_URL: `http://127.0.0.1:${port}/bus/ankyo/`,
      SMTP_URL: smtp.url,
    };
    const created = await runOperatorCli(
      'school',
      ['create', SCHOOL, '--name', '北自動車学校', '--admin', 'boss', '--digits', '7'],
      'first-admin-password\n',
      env,
    );
    expect(created.code, created.output).toBe(0);
    for (const kind of SETUP_KINDS) {
      const file = path.join(SAMPLES, `${kind}.csv`);
      const dry = await importCli([kind, file, '--dry-run']);
      expect(dry.code, dry.output).toBe(0);
      expect(dry.output).toContain('Dry run: nothing was changed.');
      const done = await importCli([kind, file]);
      expect(done.code, done.output).toBe(0);
      expect(done.output).toMatch(/added [1-9]\d*, changed 0, unchanged 0, removed 0/);
      expect(done.output).toContain('Imported.');
    }
    // each kind's no-op re-import is in its API test; here once, as the operator would see it
    const again = await importCli(['lessons', path.join(SAMPLES, 'lessons.csv')]);
    expect(again.output).toMatch(/added 0, changed 0, unchanged 3, removed 0/);
  }, 300_000);

  it('a bad file names its line and column, exits 2 and changes nothing; a wrong kind or school says how', async () => {
    const bad = path.join(dataDir, 'bad-lessons.csv');
    fs.writeFileSync(bad, '教習生番号,日付,時限,種別\n2600001,2027/1/14,1,技能\n2600001,2027/1/14,7,技能\n');
    const refused = await importCli(['lessons', bad]);
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('line 3 時限: 時限「7」は時間割にありません');
    expect(refused.output).toContain('1 problem(s): nothing was changed.');
    const usage = await importCli(['students', bad]);
    expect(usage.code).toBe(1);
    expect(usage.output).toContain('Usage: npm run import');
    const unknown = await runOperatorCli('import', ['--service', 'nowhere', 'lessons', bad], '', env);
    expect(unknown.output).toContain('No school "nowhere"');
  }, 120_000);

  it('a learner of the file signs up and books; GetKyosyuReservation answers the imported lessons', async () => {
    server = await startServer(dataDir, env, 60_000);
    const learner = createClient(server.baseUrl);
    await learner.init();
    const signUp = await learner.post('User/SignUp', {
      serviceCode: SCHOOL,
      site: '1',
      seitoNo: '2600001',
      furiganaFamily: 'さとう',
      furiganaGiven: 'はなこ',
      mobileNumber: '09012345678',
      birthDate: '2008-04-01',
      privacyConsent: true,
    });
    expect(signUp.body.status, signUp.text).toBe(true);
    // the file marked 2600003 退所: no sign-up
    const withdrawn = await learner.post('User/SignUp', {
      serviceCode: SCHOOL,
      site: '1',
      seitoNo: '2600003',
      furiganaFamily: 'たかはし',
      furiganaGiven: 'けん',
      mobileNumber: '09012345679',
      birthDate: '2005-07-07',
      privacyConsent: true,
    });
    expect(withdrawn.body.error?.code).toBe(955);
    const login = await learner.post<LoginResponse>('Auth/Login', {
      serviceCode: SCHOOL,
      site: '1',
      seitoNo: '2600001',
      password: '0401',
    });
    expect(login.body.status, login.text).toBe(true);

    const lessons = await learner.post('Reservation/GetKyosyuReservation', {
      fromDate: '2027-01-12',
      toDate: '2027-01-13',
    });
    expect(lessons.body.data).toEqual([
      { date: '2027-01-12', jgn: 1, gino: true, gakka: false },
      { date: '2027-01-12', jgn: 3, gino: false, gakka: true },
    ]);

    // the first bookable day with a run of course 01 to school at 柏座二丁目 (0002)
    const days = await learner.post<{ date: string }[]>('Reservation/GetReservationDays', {
      serviceCode: SCHOOL,
    });
    expect(days.body.status, days.text).toBe(true);
    const first = days.body.data![0]!.date;
    const last = days.body.data!.at(-1)!.date;
    const plan = await learner.post<TravelPlan>('Reservation/GetTravelTime', {
      fromDate: first,
      toDate: last,
      upDown: 1,
      busStopCd: '0002',
    });
    expect(plan.body.status, plan.text).toBe(true);
    const bookable = plan.body
      .data!.days.flatMap((day) => day.cells.flatMap((cell) => cell.trips.map((trip) => ({ day, trip }))))
      .find(({ trip }) => trip.isNetReservation && !trip.isBusLimit);
    expect(bookable, plan.text).toBeDefined();
    const saved = await learner.post('Reservation/SaveReservation', {
      date: bookable!.day.date,
      upDown: 1,
      binCd: bookable!.trip.binCd,
      busStopCd: '0002',
    });
    expect(saved.body.status, saved.text).toBe(true);
  }, 120_000);
});
