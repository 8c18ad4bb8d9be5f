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

/** The files a screen loads: the entry with its static imports, then the screen's chunk with its own. */
export function filesLoadedBy(
  manifest: Record<string, ManifestChunk>,
  screen: string,
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
  visit(screen);
  return { js: [...js], css: [...css] };
}

export function measureScreen(clientDir: string, screen: string) {
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const { js, css } = filesLoadedBy(manifest, screen);
  const gzipBytes = (files: string[]) =>
    files.reduce(
      (sum, file) => sum + gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length,
      0,
    );
  return { screen, jsFiles: js.length, jsGzipBytes: gzipBytes(js), cssGzipBytes: gzipBytes(css) };
}

export function reportBundleSize(clientDir: string): boolean {
  let withinBudget = true;
  for (const screen of [
    'routes/sp/login.tsx',
    'routes/sp/menu.tsx',
    'routes/pc/login.tsx',
    'routes/pc/menu.tsx',
  ]) {
    const m = measureScreen(clientDir, screen);
    const budget = screen === 'routes/sp/login.tsx' ? ` (budget ${SP_LOGIN_JS_BUDGET_BYTES} bytes)` : '';
    console.log(
      `bundle ${screen.padEnd(22)} JS ${m.jsGzipBytes} bytes gzip in ${m.jsFiles} files${budget}, CSS ${m.cssGzipBytes} bytes gzip`,
    );
    if (budget && m.jsGzipBytes > SP_LOGIN_JS_BUDGET_BYTES) withinBudget = false;
  }
  return withinBudget;
}
