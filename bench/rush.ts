import { reportDeadlineRush } from './deadline-rush';

/**
 * The deadline rush alone (`npx tsx bench/rush.ts`), without the build, the bytes on the wire or Lighthouse:
 * BENCH_RUSH_DATABASES=postgres|pglite picks one database, BENCH_RUSH_REPEAT=n runs it n times.
 */
const repeat = Math.max(1, Number(process.env.BENCH_RUSH_REPEAT ?? 1));
for (let i = 0; i < repeat; i++) {
  if (!(await reportDeadlineRush())) {
    console.error('Deadline rush: a server error or a capacity counter that does not match its rows.');
    process.exitCode = 1;
  }
}
