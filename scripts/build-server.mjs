// Bundles the server (src/server/server.ts and the CLIs) into dist/server; node_modules stay external.
import { build } from 'esbuild';

await build({
  entryPoints: { server: 'src/server/server.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
