import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FixPlanResult } from '@shared/schemas/admin-plan';
import { japanDateKey, japanInstant } from '@shared/rules/japan-time';
import { buildApp } from '@server/app';
import { chunked } from '@server/db/chunked';
import { openDatabase, type Database } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import {
  busRunStops,
  busRuns,
  jobs,
  learners,
  outboxMails,
  planFixes,
  reservations,
  schools,
} from '@server/db/schema';
import { seedDemo } from '@server/demo/seed';
import { DELIVER_MAIL_JOB } from '@server/domain/mail/outbox';
import { consoleSession } from './console-session';
import { benchSettings, postgresReachable } from './deadline-rush';

/**
 * Fixing the plan of a busy day (issue 11 acceptance): the demo's second business day emptied and
 * refilled to 60 runs with 10 learners each (600 bookings, 600 learners with an address, at every
 * stop of their runs), then `Admin/FixPlan` through the app (`inject`: routing, session, the one
 * transaction — freeze 600 rides, queue 600 mails with their delivery jobs, the audit entry — and
 * the presenter; no network). The first fix is undone and timed again for a median; then a re-fix
 * with nothing changed, and one after a run moved.
 */
const RUNS = 60;
const RIDERS_PER_RUN = 10;
const FIRST_FIX_ROUNDS = 5;
const REFIX_CALLS = 20;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The day's runs topped up to RUNS (copies with their stops), the demo's bookings replaced by RIDERS_PER_RUN each. */
async function fillDay(database: Database, schoolId: number, date: string): Promise<number[]> {
  const db = database.db;
  await db.delete(reservations).where(and(eq(reservations.schoolId, schoolId), eq(reservations.date, date)));
  const runs = await db
    .select()
    .from(busRuns)
    .where(and(eq(busRuns.schoolId, schoolId), eq(busRuns.date, date)))
    .orderBy(asc(busRuns.id));
  for (let i = 0; runs.length + i < RUNS; i++) {
    const { id: modelId, ...model } = runs[i % runs.length]!;
    const [copy] = await db
      .insert(busRuns)
      .values({ ...model, binCd: `X${String(i).padStart(4, '0')}` })
      .returning();
    const stopsOfModel = await db.select().from(busRunStops).where(eq(busRunStops.runId, modelId));
    await db.insert(busRunStops).values(stopsOfModel.map((s) => ({ ...s, runId: copy!.id })));
  }
  const all = await db
    .select()
    .from(busRuns)
    .where(and(eq(busRuns.schoolId, schoolId), eq(busRuns.date, date)))
    .orderBy(asc(busRuns.id));
  const [model] = await db.select({ passwordHash: learners.passwordHash }).from(learners).limit(1);
  let n = 0;
  for (const run of all) {
    const runStops = await db.select().from(busRunStops).where(eq(busRunStops.runId, run.id));
    const riders = await db
      .insert(learners)
      .values(
        Array.from({ length: RIDERS_PER_RUN }, () => ({
          schoolId,
          seitoNo: String(4_000_000 + n++),
          name: `確定 ${n}`,
          furigana: `かくてい ${n}`,
          mailAddress: `fix${n}@example.jp`,
          passwordHash: model!.passwordHash,
        })),
      )
      .returning({ id: learners.id });
    await db.insert(reservations).values(
      riders.map((r, i) => ({
        schoolId,
        learnerId: r.id,
        runId: run.id,
        date,
        upDown: run.upDown,
        jgn: run.jgn,
        stopId: runStops[i % runStops.length]!.stopId,
      })),
    );
    await db
      .update(busRuns)
      .set({ seats: 40, bookedSeats: RIDERS_PER_RUN, bookedChildSeats: 0, bookedBicycles: 0 })
      .where(eq(busRuns.id, run.id));
  }
  return all.map((r) => r.id);
}

/** Back to "never fixed": no plan_fixes row, no frozen times, none of the fix's mails or their jobs. */
async function undoFix(database: Database, schoolId: number, date: string): Promise<void> {
  const db = database.db;
  await db.delete(planFixes).where(and(eq(planFixes.schoolId, schoolId), eq(planFixes.date, date)));
  await db
    .update(reservations)
    .set({ fixedMinutes: null, fixedAt: null })
    .where(and(eq(reservations.schoolId, schoolId), eq(reservations.date, date)));
  const mails = await db.select({ id: outboxMails.id }).from(outboxMails);
  for (const part of chunked(mails.map((m) => `mail:${m.id}`))) {
    await db.delete(jobs).where(and(eq(jobs.kind, DELIVER_MAIL_JOB), inArray(jobs.dedupeKey, part)));
  }
  await db.delete(outboxMails).where(eq(outboxMails.schoolId, schoolId));
}

async function fixOn(kind: 'pglite' | 'postgres'): Promise<string> {
  const { provisioned, env, secrets, hasher, clock } = await benchSettings(kind, 'warn');
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  let app: FastifyInstance | undefined;
  try {
    await runMigrations(database);
    const seededAt = clock();
    await seedDemo(database.db, hasher, seededAt);
    const [school] = await database.db.select().from(schools).where(eq(schools.serviceCode, 'demo'));
    // the second business day with runs: the first one is the demo's fixed day
    const dates = await database.db
      .selectDistinct({ date: busRuns.date })
      .from(busRuns)
      .where(and(eq(busRuns.schoolId, school!.id), gt(busRuns.date, japanDateKey(seededAt))))
      .orderBy(asc(busRuns.date))
      .limit(2);
    const date = dates[1]!.date;
    const runIds = await fillDay(database, school!.id, date);
    // 23:00 the evening before: past the cut-off, so the plan may be fixed
    const fixingAt = new Date(japanInstant(date, 0).getTime() - 60 * 60_000);
    const offset = fixingAt.getTime() - Date.now();
    app = await buildApp({
      env,
      database,
      secrets,
      hasher,
      clock: () => new Date(Date.now() + offset),
      logger: false,
    });
    const session = await consoleSession(app);
    const fix = async (): Promise<{ ms: number; result: FixPlanResult }> => {
      const started = performance.now();
      const result = await session.call<FixPlanResult>('Admin/FixPlan', { date });
      return { ms: performance.now() - started, result };
    };

    const firsts: number[] = [];
    let first: FixPlanResult | undefined;
    for (let round = 0; round < FIRST_FIX_ROUNDS; round++) {
      if (round > 0) await undoFix(database, school!.id, date);
      const done = await fix();
      firsts.push(done.ms);
      first = done.result;
    }
    const queued = await database.db.select({ id: outboxMails.id }).from(outboxMails);
    if (queued.length !== first!.mails.rideTimes)
      throw new Error('the outbox does not hold one mail per learner');

    const again: number[] = [];
    for (let i = 0; i < REFIX_CALLS; i++) {
      const done = await fix();
      if (done.result.mails.rideTimes + done.result.mails.changes > 0)
        throw new Error('a re-fix mailed again');
      again.push(done.ms);
    }
    const moved = await database.db.select().from(busRunStops).where(eq(busRunStops.runId, runIds[0]!));
    for (const stop of moved) {
      await database.db
        .update(busRunStops)
        .set({ planMinutes: stop.planMinutes + 5 })
        .where(and(eq(busRunStops.runId, stop.runId), eq(busRunStops.stopId, stop.stopId)));
    }
    const change = await fix();

    const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    return (
      `  ${label.padEnd(10)} ${RUNS} runs, ${RUNS * RIDERS_PER_RUN} bookings: first fix (${first!.ridesUpdated} rides frozen, ` +
      `${first!.mails.rideTimes} mails queued) median ${median(firsts).toFixed(0)} ms of ${FIRST_FIX_ROUNDS}; ` +
      `re-fix with nothing changed p50 ${median(again).toFixed(1)} ms; ` +
      `re-fix after one run moved (${change.result.mails.changes} change mails) ${change.ms.toFixed(1)} ms`
    );
  } finally {
    await app?.close();
    await database.close();
    await provisioned?.drop();
  }
}

/** Prints the fix-plan figures on PGlite and, when it answers, PostgreSQL. */
export async function reportFixPlan(): Promise<void> {
  console.log(
    `\nFixing the plan of a ${RUNS}-run, ${RUNS * RIDERS_PER_RUN}-booking day, server time (inject)`,
  );
  console.log(await fixOn('pglite'));
  if (await postgresReachable()) console.log(await fixOn('postgres'));
  else console.log('  PostgreSQL NOT RUN: not reachable at TEST_DATABASE_URL');
}

if (import.meta.url === `file://${process.argv[1]}`) await reportFixPlan();
