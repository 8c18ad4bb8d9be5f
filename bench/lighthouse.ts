import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from '../test/api/server-process';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  signInThroughApi,
  startBuiltServer,
  type Session,
} from './built-server';

/** The issue's acceptance on both pages: Lighthouse mobile, default (simulated) throttling. */
export const TARGET = { performance: 0.95, accessibility: 1 };

/** Runs per page: the score of one simulated run moves with the machine's load, the median less. */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

const PAGES = [
  { path: 'sp/login', signedIn: false },
  { path: 'sp/menu', signedIn: true },
];

const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;

interface Run {
  performance: number;
  accessibility: number;
  metrics: string;
  /** accessibility audits that failed, by id */
  failed: string[];
}

/** Chromium with a DevTools port for Lighthouse (it drives the browser through it, as its CLI does). */
async function launchChromium(): Promise<{ port: number; close(): Promise<void> }> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-lighthouse-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_FLAGS,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    port,
    close: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const final = lhr.finalDisplayedUrl;
  if (new URL(final).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${final}`);
  const accessibility = lhr.categories.accessibility!;
  return {
    performance: lhr.categories.performance?.score ?? 0,
    accessibility: accessibility.score ?? 0,
    metrics: METRICS.map(([name, id]) => `${name} ${lhr.audits[id]?.displayValue ?? '?'}`).join(', '),
    failed: accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  };
}

/**
 * Lighthouse mobile (its default: simulated slow 4G and a 4x slower CPU) on /sp/login and the
 * signed-in /sp/menu of the built server: prints each page's median run and answers whether both
 * meet TARGET. The session cookie is put into the browser before Lighthouse takes it over;
 * Lighthouse clears caches and storage between runs but never cookies.
 */
export async function reportLighthouse(baseUrl: string, session: Session): Promise<boolean> {
  const browser = await launchChromium();
  let met = true;
  try {
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
    const context = cdp.contexts()[0]!;
    await context.addCookies(session.cookies.map((c) => ({ ...c, url: baseUrl })));
    // one untimed visit of each page, so the first run does not measure a server just started
    const warmUp = await context.newPage();
    for (const page of PAGES) await warmUp.goto(`${baseUrl}${page.path}`, { waitUntil: 'networkidle' });
    await warmUp.close();
    await cdp.close();
    console.log(`Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile, simulated throttling:`);
    for (const page of PAGES) {
      const url = `${baseUrl}${page.path}`;
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(url, browser.port));
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)]!;
      const all = runs.length > 1 ? ` (runs ${runs.map((r) => r.performance.toFixed(2)).join(' ')})` : '';
      console.log(
        `  /${page.path.padEnd(9)} performance ${median.performance.toFixed(2)}${all}, accessibility ${median.accessibility.toFixed(2)}`,
      );
      console.log(`  ${''.padEnd(10)} ${median.metrics}`);
      if (median.failed.length)
        console.log(`  ${''.padEnd(10)} accessibility audits failed: ${median.failed.join(', ')}`);
      if (median.performance < TARGET.performance || median.accessibility < TARGET.accessibility) met = false;
    }
  } finally {
    await browser.close();
  }
  return met;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startBuiltServer();
  try {
    if (!(await reportLighthouse(server.baseUrl, await signInThroughApi(server.baseUrl)))) {
      console.error(
        `Lighthouse below target (performance ${TARGET.performance}, accessibility ${TARGET.accessibility}).`,
      );
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}
