import fs from 'node:fs';
import { createRequire } from 'node:module';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { forwardedFor } from './owners';

const require = createRequire(import.meta.url);

/** Debian's Chromium, with the flags this closed network needs (DEVELOPERS.md). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, '--disable-quic'],
  });
}

export const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1280, height: 800 } };

/**
 * A browser context of `device` in Japanese and Japan time, whose every request carries the
 * X-Forwarded-For address of the spec that claimed its owner (owners.ts).
 */
export function contextOptions(device: BrowserContextOptions): BrowserContextOptions {
  return {
    ...device,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    extraHTTPHeaders: { ...forwardedFor(), ...device.extraHTTPHeaders },
  };
}

/**
 * One browser per spec file; `open()` gives a fresh learner (new cookies and storage) on a page
 * of the given device, in Japanese and Japan time, from the spec's own address.
 */
export function useLearnerPages(device: BrowserContextOptions) {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  return {
    async open(): Promise<{ context: BrowserContext; page: Page }> {
      const context = await browser.newContext(contextOptions(device));
      return { context, page: await context.newPage() };
    },
  };
}

/** Absolute URL of a screen path under BASE_PATH, e.g. url('sp/login?site=1'). */
export function url(screen: string): string {
  return `${inject('baseUrl')}${screen}`;
}

/** axe-core on the current screen: no serious or critical violation (issue acceptance). */
export async function expectAccessible(page: Page): Promise<void> {
  // evaluated through the DevTools protocol, so the page's CSP (no inline script) stays on
  await page.evaluate(fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations).toEqual([]);
}

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/** No horizontal scroll at a phone width (issue: mobile layout at 360 px). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** How far a marker's middle is from its map's middle, in pixels along each axis. */
export async function offsetFromCentre(map: Locator, marker: Locator): Promise<{ dx: number; dy: number }> {
  const [box, dot] = await Promise.all([map.boundingBox(), marker.boundingBox()]);
  return {
    dx: Math.abs(dot!.x + dot!.width / 2 - (box!.x + box!.width / 2)),
    dy: Math.abs(dot!.y + dot!.height / 2 - (box!.y + box!.height / 2)),
  };
}

/**
 * A bus map as drawn (vector markers): the bus (purple) in the middle of the map and the learner's
 * stop (red) marked once. Answers the bus marker.
 */
export async function expectBusCentredWithStop(page: Page, map: Locator): Promise<Locator> {
  const bus = page.locator('path[fill="#6a1b9a"]');
  await bus.waitFor({ state: 'attached' });
  const { dx, dy } = await offsetFromCentre(map, bus);
  expect(dx).toBeLessThan(3);
  expect(dy).toBeLessThan(3);
  // the learner's own stop is red among the course's blue stops (issue 25 §5)
  expect(await page.locator('path[fill="#c62828"]').count()).toBe(1);
  return bus;
}
