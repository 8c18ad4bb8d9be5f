import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Size budget of the issue: the JS that /sp/login loads, gzip, at most 100 KB (read strictly: 100,000 bytes). */
export const SP_LOGIN_JS_BUDGET_BYTES = 100_000;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The files a screen loads: the entry with its static imports, then each lazy chunk on the way (shell, screen) with theirs. */
export function filesLoadedBy(
  manifest: Record<string, ManifestChunk>,
  chunks: string[],
): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  chunks.forEach(visit);
  return { js: [...js], css: [...css] };
}

export function measureScreen(clientDir: string, chunks: string[]) {
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const { js, css } = filesLoadedBy(manifest, chunks);
  const gzipBytes = (files: string[]) =>
    files.reduce(
      (sum, file) => sum + gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length,
      0,
    );
  return { jsFiles: js.length, jsGzipBytes: gzipBytes(js), cssGzipBytes: gzipBytes(css) };
}

const SHELL = 'app/signed-in-shell.tsx';

/** The screens reported: each with the lazy chunks a learner's browser fetches to show it. */
const SCREENS: { name: string; chunks: string[] }[] = [
  { name: '/sp/login', chunks: ['routes/sp/login.tsx'] },
  { name: '/sp/menu', chunks: [SHELL, 'routes/sp/menu.tsx'] },
  { name: '/sp/time', chunks: [SHELL, 'routes/sp/rsv-time.tsx'] },
  { name: '/pc/login', chunks: ['routes/pc/login.tsx'] },
  { name: '/pc/menu', chunks: [SHELL, 'routes/pc/menu.tsx'] },
  { name: '/pc/rsvselect', chunks: [SHELL, 'routes/pc/rsvselect.tsx'] },
];

export function reportBundleSize(clientDir: string): boolean {
  let withinBudget = true;
  for (const { name, chunks } of SCREENS) {
    const m = measureScreen(clientDir, chunks);
    const budget = name === '/sp/login' ? ` (budget ${SP_LOGIN_JS_BUDGET_BYTES} bytes)` : '';
    console.log(
      `bundle ${name.padEnd(14)} JS ${m.jsGzipBytes} bytes gzip in ${m.jsFiles} files${budget}, CSS ${m.cssGzipBytes} bytes gzip`,
    );
    if (budget && m.jsGzipBytes > SP_LOGIN_JS_BUDGET_BYTES) withinBudget = false;
  }
  return withinBudget;
}
