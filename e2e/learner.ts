import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { issueSilentToken } from '@server/domain/auth/silent-token';
import { readEnv } from '@server/env';
import { loadSecrets } from '@server/secrets';
import { url } from './browser';
import { forwardedFor } from './owners';

/** Types into the labelled fields and taps the button, as a learner would. */
export async function signIn(page: Page, area: 'sp' | 'pc', seitoNo: string, password?: string, site = '1') {
  await page.goto(url(`${area}/login?serviceCode=demo&site=${site}`));
  await page.getByLabel('学生番号').fill(seitoNo);
  if (password !== undefined) await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

export async function expectGreeting(page: Page, furigana: string) {
  await expect.poll(() => page.getByText(`${furigana} 様`).count(), { timeout: 15_000 }).toBeGreaterThan(0);
}

/** The recNo of a learner, read the way the client reads it: from the sign-in answer. */
async function recNoOf(seitoNo: string, password: string): Promise<number> {
  const base = inject('baseUrl');
  const health = await fetch(`${base}api/health`);
  const cookies = health.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length);
  const response = await fetch(`${base}api/Auth/Login`, {
    method: 'POST',
    headers: {
      ...forwardedFor(),
      'content-type': 'application/json',
      'x-xsrf-token': xsrf,
      cookie: cookies.join('; '),
    },
    body: JSON.stringify({ serviceCode: 'demo', site: '1', seitoNo, password }),
  });
  const body = (await response.json()) as { data: { user: { recNo: number } } };
  return body.data.user.recNo;
}

/** A one-time mng sign-in link, signed with the server's own key as `npm run mng-link` signs it. */
export async function mngLink(area: 'sp' | 'pc', seitoNo: string, password: string): Promise<string> {
  const recNo = await recNoOf(seitoNo, password);
  const secrets = loadSecrets(readEnv({ DATA_DIR: path.resolve(inject('dataDir')) }));
  const token = issueSilentToken(secrets.silentAuthKey, { serviceCode: 'demo', recNo }, new Date());
  const query = new URLSearchParams({
    serviceCode: 'demo',
    site: '1',
    mode: 'mng',
    recNo: String(recNo),
    token,
  });
  return url(`${area === 'sp' ? 'sp/spmng/' : 'pc/pcmng/'}?${query.toString()}`);
}

/** An envelope as the API answers it. */
export interface ApiEnvelope<T> {
  status: boolean;
  error: { code: number | string; message: string; data?: unknown } | null;
  data: T | null;
}

/** The writes that require an idempotency key: like a learner's confirm, each call sends a fresh one. */
const KEYED_WRITES = new Set(['Reservation/SaveReservation', 'Reservation/CancelReservation']);

/**
 * A client of the API with fetch, outside the browser (its own session, beside any browser one),
 * sending `headers` with every call (by default the X-Forwarded-For of the spec's owner,
 * owners.ts): `send` answers the envelope, `call` expects success and answers the data. `base` is
 * the shared e2e server unless a spec runs its own.
 */
export async function apiClient(
  headers: Record<string, string> = forwardedFor(),
  base: string = inject('baseUrl'),
) {
  const health = await fetch(`${base}api/health`);
  const jar = new Map(
    health.headers.getSetCookie().map((c) => c.split(';')[0]!.split('=') as [string, string]),
  );
  const send = async <T>(endpoint: string, body: object = {}): Promise<ApiEnvelope<T>> => {
    const response = await fetch(`${base}api/${endpoint}`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: JSON.stringify(
        KEYED_WRITES.has(endpoint)
          ? { idempotencyKey: randomBytes(24).toString('base64url'), ...body }
          : body,
      ),
    });
    for (const c of response.headers.getSetCookie()) {
      const [k, v] = c.split(';')[0]!.split('=') as [string, string];
      jar.set(k, v);
    }
    expect(response.status, endpoint).toBe(200);
    return (await response.json()) as ApiEnvelope<T>;
  };
  const call = async <T>(endpoint: string, body: object = {}): Promise<T> => {
    const envelope = await send<T>(endpoint, body);
    expect(envelope.error, endpoint).toBeNull();
    expect(envelope.status, endpoint).toBe(true);
    return envelope.data as T;
  };
  return { send, call };
}

/** A learner signed in through apiClient (on the shared e2e server unless `base` names another). */
export async function apiLearner(
  seitoNo: string,
  password: string,
  site = '1',
  base: string = inject('baseUrl'),
) {
  const api = await apiClient({}, base);
  await api.call('Auth/Login', { serviceCode: 'demo', site, seitoNo, password });
  return api;
}

export type ApiLearner = Awaited<ReturnType<typeof apiLearner>>;

/** The fields of a booking the e2e specs look at (src/shared/schemas/reservation.ts has them all). */
export interface ListedBooking {
  yoyakuId: number;
  date: string;
  upDown: 1 | 2;
  jgn: number;
  busStopName: string;
  busStopDisplayName: string;
  busStopKName: string;
  isNetCancel: boolean;
}

interface TravelTrip {
  binCd: string;
  isBusLimit: boolean;
  isNetReservation: boolean;
}

/** A bookable day on which the learner holds no booking yet, counted from the last one (never the first, which closes soonest). */
export async function freeBookableDay(api: ApiLearner): Promise<string> {
  const days = (await api.call<{ date: string }[]>('Reservation/GetReservationDays')).map((d) => d.date);
  const booked = new Set(
    (await api.call<ListedBooking[]>('Reservation/GetReservationList')).map((b) => b.date),
  );
  const day = days
    .slice(1)
    .reverse()
    .find((d) => !booked.has(d));
  expect(day, 'a bookable day without bookings').toBeDefined();
  return day!;
}

/**
 * Books one ride through the API, as the screens would: the first stop of course 01, the first
 * period whose cell can be clicked for that direction, its first bus with a free seat. Answers
 * the booking as the list shows it.
 */
export async function bookViaApi(api: ApiLearner, date: string, upDown: 1 | 2): Promise<ListedBooking> {
  const stops = await api.call<{ busStopCd: string }[]>('Reservation/GetCourseBusStopList', {
    homenCd: '01',
  });
  const busStopCd = stops[0]!.busStopCd;
  const plan = await api.call<{ days: { date: string; cells: { status: number; trips: TravelTrip[] }[] }[] }>(
    'Reservation/GetTravelTime',
    { fromDate: date, toDate: date, upDown, busStopCd },
  );
  const trip = plan.days
    .find((d) => d.date === date)
    ?.cells.filter((c) => [1, 3, 5].includes(c.status))
    .flatMap((c) => c.trips)
    .find((t) => t.isNetReservation && !t.isBusLimit);
  expect(trip, `a bookable bus on ${date}, direction ${upDown}`).toBeDefined();
  const { yoyakuId } = await api.call<{ yoyakuId: number }>('Reservation/SaveReservation', {
    date,
    binCd: trip!.binCd,
    upDown,
    busStopCd,
  });
  const listed = (await api.call<ListedBooking[]>('Reservation/GetReservationList')).find(
    (b) => b.yoyakuId === yoyakuId,
  );
  expect(listed, `booking ${yoyakuId} in the list`).toBeDefined();
  return listed!;
}

/**
 * The menus show the next three rides and fold the rest behind 「すべての予約」 (issue 25 §2):
 * unfolds them if folded, for a spec that looks for one booking among many.
 */
export async function unfoldRides(page: Page): Promise<void> {
  const all = page.getByRole('button', { name: /^すべての予約/ });
  if ((await all.count()) > 0 && (await all.getAttribute('aria-expanded')) === 'false') await all.click();
}

/** The name the screens give a booking's place: the learner's own name for it, else the school's. */
export function placeOf(booking: ListedBooking): string {
  return booking.busStopKName || booking.busStopDisplayName || booking.busStopName;
}

/** Desktop: from the side navigation to the grid of a direction, after `choose` picked a point. */
export async function openGrid(
  page: Page,
  direction: '往路の予約' | '復路の予約',
  choose: (page: Page) => Promise<void>,
) {
  await page
    .getByRole('navigation', { name: 'メインメニュー' })
    .getByRole('link', { name: direction })
    .click();
  await page.getByRole('heading', { name: direction }).waitFor();
  await choose(page);
  await page.waitForURL(/\/pc\/rsvselect/);
  await page.locator('table.pc-grid').waitFor();
}
