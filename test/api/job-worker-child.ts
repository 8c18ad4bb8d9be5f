/**
 * A worker process for the job-runner test: claims one `test-hang` job at the instant given on the
 * command line, prints `claimed <id>` and hangs until the test kills it (SIGKILL, mid-job).
 * Usage: node --import tsx test/api/job-worker-child.ts <postgres url> <ISO instant> <lease ms>
 */
import { openDatabase } from '@server/db/client';
import { createJobRunner } from '@server/queue';

const [url, instant, lease] = process.argv.slice(2);
if (!url || !instant || !lease) throw new Error('usage: job-worker-child.ts <url> <instant> <lease ms>');
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
  workerId: 'child-worker',
  leaseMs: Number(lease),
  heartbeatMs: 3_600_000,
  definitions: [
    {
      kind: 'test-hang',
      handler: ({ payload }) => {
        process.stdout.write(`claimed ${JSON.stringify(payload)}\n`);
        setInterval(() => undefined, 1_000);
        return new Promise<void>(() => undefined);
      },
    },
  ],
});
await runner.runOnce();
