import path from 'node:path';
import { reportBundleSize } from './bundle-size';
import { reportDeadlineRush } from './deadline-rush';

/** `npm run bench`: prints figures; exits non-zero only when a budget is exceeded or an invariant breaks. */
const withinBudget = reportBundleSize(path.resolve('dist/client'));
if (!withinBudget) {
  console.error('Size budget exceeded: /sp/login loads more than 100 KB of gzip JS.');
  process.exitCode = 1;
}
if (!(await reportDeadlineRush())) {
  console.error('Deadline rush: a server error or a capacity counter that does not match its rows.');
  process.exitCode = 1;
}
