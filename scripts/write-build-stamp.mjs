// Records what the build was made from, for scripts/build-if-needed.mjs.
import fs from 'node:fs';

fs.mkdirSync('dist', { recursive: true });
fs.writeFileSync(
  'dist/.build-stamp',
  JSON.stringify({ basePath: process.env.BASE_PATH ?? '/bus/ankyo/', builtAt: Date.now() }),
);
