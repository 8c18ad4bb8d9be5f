import fs from 'node:fs';
import path from 'node:path';

/** The Vite manifest of the built client: each module's chunk and the chunks it imports statically. */
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

const CLIENT = path.resolve('dist/client');

/** Where a learner comes from: the entry script, the signed-in shell and the smartphone menu. */
const BEFORE = ['index.html', 'app/signed-in-shell.tsx', 'routes/sp/menu.tsx'];
/** The map pages (issue 12): the only modules that import Leaflet. */
const MAP_PAGES = ['routes/sp/bus-stop-reg.tsx'];

function closure(manifest: Manifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

/** The gzip (level 9) size the build wrote beside a file, or the file's own size when gzip would not shrink it. */
function gzipBytes(file: string): number {
  const full = path.join(CLIENT, file);
  return fs.existsSync(`${full}.gz`) ? fs.statSync(`${full}.gz`).size : fs.statSync(full).size;
}

/** Whether a built chunk holds Leaflet (its container class is in its source). */
const holdsLeaflet = (file: string) =>
  fs.readFileSync(path.join(CLIENT, file), 'utf8').includes('leaflet-container');

/**
 * The JavaScript (and CSS) the map pages add to what the menu already loaded: gzip bytes of the
 * chunks the BusStopReg route pulls in that the entry, the signed-in shell and the menu do not,
 * read from the build manifest (`npm run build` first). Leaflet is most of it. Answers whether
 * Leaflet stays out of what the login and the menu load.
 */
export function reportMapPageBytes(): boolean {
  const manifest = JSON.parse(fs.readFileSync(path.join(CLIENT, '.vite/manifest.json'), 'utf8')) as Manifest;
  for (const key of [...BEFORE, ...MAP_PAGES, 'routes/sp/login.tsx']) {
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
  }
  const before = closure(manifest, BEFORE);
  const extra = [...closure(manifest, MAP_PAGES)].filter((key) => !before.has(key));
  const beforeCss = new Set([...before].flatMap((key) => manifest[key]?.css ?? []));
  const js = extra.map((key) => ({ file: manifest[key]!.file, bytes: gzipBytes(manifest[key]!.file) }));
  const css = [...new Set(extra.flatMap((key) => manifest[key]?.css ?? []))]
    .filter((file) => !beforeCss.has(file))
    .map((file) => ({ file, bytes: gzipBytes(file) }));
  const sum = (files: { bytes: number }[]) => files.reduce((total, f) => total + f.bytes, 0);
  console.log('map pages (/sp/BusStopReg) beyond the menu, gzip bytes of the build:');
  console.log(
    `  JavaScript ${sum(js).toLocaleString('en-US')} bytes in ${js.length} chunks, CSS ${sum(css).toLocaleString('en-US')} bytes in ${css.length} files`,
  );
  const largest = [...js].sort((a, b) => b.bytes - a.bytes).slice(0, 3);
  console.log(`  largest: ${largest.map((f) => `${path.basename(f.file)} ${f.bytes}`).join(', ')}`);
  const leaking = [...closure(manifest, [...BEFORE, 'routes/sp/login.tsx'])]
    .map((key) => manifest[key]!.file)
    .filter(holdsLeaflet);
  if (leaking.length > 0) console.log(`  Leaflet loaded before the map pages, in ${leaking.join(', ')}`);
  return leaking.length === 0;
}
