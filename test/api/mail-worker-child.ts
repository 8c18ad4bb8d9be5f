/**
 * A mail worker process for the outbox test: runs one poll of the `deliver-mail` job against the
 * given SMTP server at the instant given, and is killed by the test while the server holds its
 * answer to DATA. Usage: node --import tsx test/api/mail-worker-child.ts <postgres url> <ISO instant> <smtp url> <lease ms>
 */
import { openDatabase } from '@server/db/client';
import { createMailTransport } from '@server/domain/mail/transport';
import { createJobRunner } from '@server/queue';
import { deliverMailJob } from '@server/jobs/deliver-mail';

const [url, instant, smtpUrl, lease] = process.argv.slice(2);
if (!url || !instant || !smtpUrl || !lease) {
  throw new Error('usage: mail-worker-child.ts <url> <instant> <smtp url> <lease ms>');
}
const quiet = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
const database = await openDatabase({ url, dataDir: 'memory://', poolSize: 1 });
const runner = createJobRunner({
  db: database.db,
  log: quiet,
  now: () => new Date(instant),
  workerId: 'child-mail-worker',
  leaseMs: Number(lease),
  heartbeatMs: 3_600_000,
  definitions: [deliverMailJob(createMailTransport(smtpUrl, false))],
});
await runner.runOnce();
