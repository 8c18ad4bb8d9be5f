import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, type Session } from './built-server';

/** The budget: everything /sp/login fetches, headers included, without any proxy. */
export const SP_LOGIN_BUDGET_BYTES = 100_000;

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** sessionStorage key of the booking condition (features/reservation/hooks/use-reservation-condition.ts) */
const CONDITION_KEY = 'bus.reservationCondition';

interface Screen {
  path: string;
  device: typeof PHONE | typeof DESKTOP;
  signedIn: boolean;
  /** the booking screens open on a condition chosen before (a stop, a day, a direction) */
  withCondition?: boolean;
}

/** At least the login and menu of each area and one booking screen per area (issue 9 §1). */
const SCREENS: Screen[] = [
  { path: 'sp/login', device: PHONE, signedIn: false },
  { path: 'sp/menu', device: PHONE, signedIn: true },
  { path: 'sp/time', device: PHONE, signedIn: true, withCondition: true },
  { path: 'pc/login', device: DESKTOP, signedIn: false },
  { path: 'pc/menu', device: DESKTOP, signedIn: true },
  { path: 'pc/rsvselect', device: DESKTOP, signedIn: true, withCondition: true },
];

interface Transfer {
  /** bytes received, headers included (CDP encodedDataLength) */
  bytes: number;
  /** answers that came over the network (304s included) */
  requests: number;
  /** answers taken from the browser cache without asking */
  fromCache: number;
  /** received bytes by resource type (Document, Script, Stylesheet, Fetch, Image, Manifest, Other) */
  byType: Map<string, number>;
}

/** Loads `url` in `page` until the network is quiet and sums what came over the wire, as DevTools' "transferred". */
async function measureLoad(context: BrowserContext, page: Page, url: string): Promise<Transfer> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const cached = new Set<string>();
  const transfer: Transfer = { bytes: 0, requests: 0, fromCache: 0, byType: new Map() };
  cdp.on('Network.requestWillBeSent', (e) => types.set(e.requestId, e.type ?? 'Other'));
  cdp.on('Network.requestServedFromCache', (e) => cached.add(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromDiskCache || e.response.fromPrefetchCache) cached.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (cached.has(e.requestId)) {
      transfer.fromCache += 1;
      return;
    }
    const type = types.get(e.requestId) ?? 'Other';
    transfer.requests += 1;
    transfer.bytes += e.encodedDataLength;
    transfer.byType.set(type, (transfer.byType.get(type) ?? 0) + e.encodedDataLength);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const landed = new URL(page.url()).pathname;
  if (!landed.endsWith(new URL(url).pathname)) throw new Error(`${url} ended on ${landed}`);
  await cdp.detach();
  return transfer;
}

async function measureScreen(browser: Browser, baseUrl: string, session: Session, screen: Screen) {
  const context = await browser.newContext({ ...screen.device, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  try {
    if (screen.signedIn) {
      await context.addCookies(session.cookies.map((c) => ({ ...c, url: baseUrl })));
    }
    if (screen.withCondition) {
      await context.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
        CONDITION_KEY,
        JSON.stringify(session.condition),
      ] as const);
    }
    const page = await context.newPage();
    const url = `${baseUrl}${screen.path}`;
    const cold = await measureLoad(context, page, url);
    // a new navigation, not a reload: the browser uses its cache as a learner coming back would
    await page.goto('about:blank');
    const warm = await measureLoad(context, page, url);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

const describe = (t: Transfer) =>
  `${t.bytes.toLocaleString('en-US').padStart(8)} bytes in ${String(t.requests).padStart(2)} answers` +
  (t.fromCache ? ` (+${t.fromCache} from cache)` : '');

/**
 * Bytes on the wire per screen, read from Chromium's DevTools protocol while it loads the built
 * server: cold (a fresh browser: empty cache) and warm (the same screen again in the same browser).
 * Answers whether /sp/login stays within its budget.
 */
export async function reportWireBytes(baseUrl: string, session: Session): Promise<boolean> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  let withinBudget = true;
  try {
    console.log(
      'bytes on the wire (received, headers included; cold = empty cache, warm = same screen again):',
    );
    for (const screen of SCREENS) {
      const { cold, warm } = await measureScreen(browser, baseUrl, session, screen);
      const budget =
        screen.path === 'sp/login' ? ` (budget ${SP_LOGIN_BUDGET_BYTES.toLocaleString('en-US')})` : '';
      console.log(`  /${screen.path.padEnd(13)} cold ${describe(cold)}${budget}`);
      console.log(`  ${''.padEnd(14)} warm ${describe(warm)}`);
      const parts = [...cold.byType].sort((a, b) => b[1] - a[1]).map(([type, bytes]) => `${type} ${bytes}`);
      console.log(`  ${''.padEnd(14)} cold by type: ${parts.join(', ')}`);
      if (budget && cold.bytes > SP_LOGIN_BUDGET_BYTES) withinBudget = false;
    }
  } finally {
    await browser.close();
  }
  return withinBudget;
}
