// `npm start` builds only when the sources (or BASE_PATH) changed since the last build.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const stampFile = 'dist/.build-stamp';
const basePath = process.env.BASE_PATH ?? '/bus/ankyo/';
const inputs = ['src', 'vite.config.ts', 'package-lock.json', 'drizzle'];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

const stamp = fs.existsSync(stampFile) ? JSON.parse(fs.readFileSync(stampFile, 'utf8')) : null;
const newest = Math.max(...inputs.map(newestMtime));
if (
  !stamp ||
  stamp.basePath !== basePath ||
  stamp.builtAt < newest ||
  !fs.existsSync('dist/server/server.js')
) {
  console.log('Building…');
  execSync('npm run build', { stdio: 'inherit' });
} else {
  console.log('Build is up to date.');
}
