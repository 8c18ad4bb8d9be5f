import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { learners } from '@server/db/schema';
import { postgresReachable } from './databases';
import { DEMO, signedInClient, useTestServer } from './harness';
import { aPoint, pointCall } from './bus-stop-reg-fixtures';

/**
 * A PostgreSQL connection lost while a request holds it (a restart, a failover, the
 * idle-in-transaction time-out ending a paused process's session) fails that request; it must not
 * end the process, whose pool would otherwise emit an 'error' nobody listens to.
 */
describe.skipIf(!postgresReachable)('PostgreSQL: a connection lost inside a request', () => {
  const server = useTestServer('postgres');

  it('fails that request and the server goes on answering', async () => {
    const s = server();
    const { seitoNo, password } = DEMO.load(71);
    const learner = await signedInClient(s, seitoNo, password);
    const learnerId = await s.recNoOf(seitoNo);

    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // another session holds the learner's row, so the registration waits inside its transaction
    const holder = s.db.transaction(async (tx) => {
      await tx.execute(sql`select id from ${learners} where id = ${learnerId} for update`);
      await held;
    });
    const waiting = pointCall(learner, 'BusStopRegister', { busStopCategory: '02', busStop: aPoint() });
    await expect
      .poll(async () => {
        const result = await s.db.execute(
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
      })
      .toBe(1);
    await s.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    const answer = await waiting;
    release();
    await holder;

    expect(answer.status).toBeGreaterThanOrEqual(500);
    const next = await pointCall(learner, 'getBusStopCategory', {});
    expect(next.status).toBe(200);
    expect(next.body.status).toBe(true);
  });
});
