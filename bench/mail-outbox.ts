import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { schools } from '@server/db/schema';
import { enqueueMails } from '@server/domain/mail/outbox';
import { rideTimesMail } from '@server/domain/mail/templates';
import { createMailTransport } from '@server/domain/mail/transport';
import { createJobRunner, JOB_CONCURRENCY } from '@server/queue';
import { deliverMailJob } from '@server/jobs/deliver-mail';

import { benchSettings, postgresReachable } from './deadline-rush';

/**
 * The outbox's delivery rate (issue 11): 300 ride-time mails written in one transaction, then
 * delivered by one process's job runner with the server's concurrency to an SMTP listener on loopback
 * that accepts and counts them; mails per second from the first claim to the last acceptance.
 */
const MAILS = 300;
const quiet = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

async function countingListener() {
  let accepted = 0;
  let onCount: (() => void) | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // no reverse DNS of the client: this network has no resolver to ask
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        accepted++;
        onCount?.();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    reached: (n: number) =>
      new Promise<void>((resolve) => {
        onCount = () => accepted >= n && resolve();
        onCount();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function rateOn(kind: 'pglite' | 'postgres'): Promise<string> {
  const { provisioned, env, clock } = await benchSettings(kind, 'warn');
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const listener = await countingListener();
  const transport = createMailTransport(listener.url, false);
  try {
    await runMigrations(database);
    const [school] = await database.db
      .insert(schools)
      .values({
        serviceCode: 'bench',
        name: 'みどり自動車学校',
        mailAddress: 'info@midori-ds.example.jp',
        latitude: 36,
        longitude: 139.5,
      })
      .returning({ id: schools.id });
    const mail = (n: number) => ({
      schoolId: school!.id,
      learnerId: null,
      kind: 'ride-times',
      to: `learner${n}@example.jp`,
      ...rideTimesMail({
        school: { schoolName: 'みどり自動車学校', phoneNumber: '048-000-0000' },
        greetingName: `ふか ${n}`,
        dateText: '2026年11月25日(水)',
        rides: [{ direction: '往路（学校行き）', time: '08:12', place: '上尾駅東口', bus: '上尾1便' }],
      }),
    });
    await database.db.transaction((tx) =>
      enqueueMails(
        tx,
        clock(),
        Array.from({ length: MAILS }, (_, n) => mail(n)),
      ),
    );
    const runner = createJobRunner({
      db: database.db,
      definitions: [deliverMailJob(transport)],
      log: quiet,
      now: clock,
      concurrency: JOB_CONCURRENCY,
    });
    const started = performance.now();
    runner.start();
    await listener.reached(MAILS);
    const seconds = (performance.now() - started) / 1000;
    await runner.stop();
    return `${kind.padEnd(10)} ${MAILS} mails in ${seconds.toFixed(1)} s = ${(MAILS / seconds).toFixed(0)} mails/s`;
  } finally {
    transport.close();
    await listener.close();
    await database.close();
    await provisioned?.drop();
  }
}

export async function reportMailOutbox(): Promise<void> {
  console.log('\nMail outbox: delivery to an SMTP listener on loopback (one process, its job runner)');
  console.log(await rateOn('pglite'));
  if (await postgresReachable()) console.log(await rateOn('postgres'));
  else console.log('postgres   NOT RUN (PostgreSQL not reachable)');
}
