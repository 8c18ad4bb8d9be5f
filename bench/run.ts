import path from 'node:path';
import { reportBundleSize } from './bundle-size';

/** `npm run bench`: prints figures; exits non-zero only when a budget is exceeded. */
const withinBudget = reportBundleSize(path.resolve('dist/client'));
if (!withinBudget) {
  console.error('Size budget exceeded: /sp/login loads more than 100 KB of gzip JS.');
  process.exitCode = 1;
}
