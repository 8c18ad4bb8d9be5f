import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBrowserKeys,
  decryptPush,
  startPushService,
  type BrowserKeys,
  type TestPushService,
} from '../test/api/push-service';
import {
  DESKTOP,
  PHONE,
  contextOptions,
  expectAccessible,
  expectNoHorizontalScroll,
  launchBrowser,
} from './browser';
import { claim, type DemoLearner } from './owners';
import { startServerProcess, type ServerProcess } from './server-process';

const { phone: PHONE_LEARNER, desktop: DESKTOP_LEARNER } = claim('push-alerts').ownServer.learners;
const SCREENSHOTS = path.resolve('test-results/screenshots');

/**
 * What this closed network cannot give: headless Chromium's own `pushManager.subscribe` needs
 * Google's push service and fails here ("Registration failed - permission denied", tried
 * first). So the page's PushManager hands out a subscription to the test's loopback push service
 * with keys the test made (`subscribe`/`getSubscription`, nothing else); that service decrypts what
 * the server sent (RFC 8291) and delivers it to the real service worker through the DevTools
 * protocol (`ServiceWorker.deliverPushMessage`), whose push handler shows the notification. The
 * page, its permission request, the service worker's registration, the API, the server's
 * encryption and VAPID signature are all the product's own.
 */
function fakePushManager(subscription: { endpoint: string; p256dh: string; auth: string }) {
  const STORE = 'e2e-push-subscription';
  const make = (applicationServerKey: ArrayBuffer | null) => ({
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey },
    toJSON: () => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    }),
    unsubscribe: async () => {
      localStorage.removeItem(STORE);
      return true;
    },
  });
  const keyOf = (stored: string) => Uint8Array.from(JSON.parse(stored) as number[]).buffer;
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = new Uint8Array(options?.applicationServerKey as Uint8Array);
    localStorage.setItem(STORE, JSON.stringify([...key]));
    return make(key.buffer) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    const stored = localStorage.getItem(STORE);
    return stored ? (make(keyOf(stored)) as unknown as PushSubscription) : null;
  };
}

interface Shown {
  title: string;
  body: string;
  tag: string;
  url: string;
}

/** The notifications the page's service worker shows, as the page reads them. */
function shownNotifications(page: Page): Promise<Shown[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const list = await registration.getNotifications();
    return list.map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      url: (n.data as { url: string }).url,
    }));
  });
}

describe('Push alerts: a learner turns them on, and 「テスト通知を送る」 shows a notification from the service worker', () => {
  let dataDir = '';
  let server: ServerProcess;
  let pushService: TestPushService;
  let browser: Browser;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-e2e-push-'));
    pushService = await startPushService();
    server = await startServerProcess({
      DATA_DIR: dataDir,
      PUSH_SERVICE_HOSTS: '127.0.0.1',
      MAP_TILE_URL: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png',
    });
    browser = await launchBrowser();
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await pushService?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function open(
    device: typeof PHONE | typeof DESKTOP,
    keys: BrowserKeys,
    endpoint: string,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext(contextOptions(device));
    await context.grantPermissions(['notifications'], { origin: new URL(server.baseUrl).origin });
    await context.addInitScript(fakePushManager, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
    return { context, page: await context.newPage() };
  }

  async function signIn(page: Page, area: 'sp' | 'pc', learner: DemoLearner) {
    await page.goto(`${server.baseUrl}${area}/login?serviceCode=demo&site=1`);
    await page.getByLabel('学生番号').fill(learner.seitoNo);
    await page.getByLabel('パスワード').fill(learner.password);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL(new RegExp(`/${area}/menu`));
  }

  /** The id of the service worker registration of the app's scope, as DevTools reports it. */
  async function registrationId(session: CDPSession): Promise<string> {
    const scope = server.baseUrl;
    return new Promise((resolve) => {
      session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
        if (found) resolve(found.registrationId);
      });
      void session.send('ServiceWorker.enable');
    });
  }

  it('on the phone: turned on from the menu, the test push is encrypted for this browser and shown by the service worker', async () => {
    const keys = createBrowserKeys();
    const endpoint = pushService.endpoint('phone');
    const { context, page } = await open(PHONE, keys, endpoint);
    await signIn(page, 'sp', PHONE_LEARNER);
    const menuLink = page.getByRole('link', { name: 'バスの接近通知' });
    await menuLink.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'push-alerts-sp-menu-360.png') });
    await menuLink.click();
    await page.waitForURL(/\/sp\/alerts$/);
    await page.getByText('この端末では通知を受け取っていません。').waitFor();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'push-alerts-off-360.png'), fullPage: true });

    await page.getByRole('radio', { name: '10分前' }).check();
    const session = await context.newCDPSession(page);
    const registration = registrationId(session);
    await page.getByRole('button', { name: '通知を受け取る' }).click();
    await page.getByText('この端末で通知を受け取ります。').waitFor();
    await page.getByText('通知を受け取る端末: 1台').waitFor();
    // the real service worker, registered by the page at the base path
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.scope))).toBe(
      server.baseUrl,
    );

    await page.getByRole('button', { name: 'テスト通知を送る' }).click();
    await page.getByRole('status').filter({ hasText: 'テスト通知を1台の端末に送りました' }).waitFor();
    const [request] = await pushService.waitFor(1);
    expect(request!.endpoint).toBe(endpoint);
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    const payload = decryptPush(request!, keys);
    expect(JSON.parse(payload)).toMatchObject({ title: 'テスト通知', tag: 'test' });

    await session.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(server.baseUrl).origin,
      registrationId: await registration,
      data: payload,
    });
    await expect
      .poll(() => shownNotifications(page), { timeout: 10_000 })
      .toEqual([
        {
          title: 'テスト通知',
          body: 'バスの接近通知は、このように届きます。',
          tag: 'test',
          url: `${server.baseUrl}sp/alerts`,
        },
      ]);
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'push-alerts-on-360.png'), fullPage: true });

    // a payload the worker cannot read still shows something; a tap never leads off the app
    const deliver = async (data: string) =>
      session.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(server.baseUrl).origin,
        registrationId: await registration,
        data,
      });
    const others = async () => (await shownNotifications(page)).filter((n) => n.tag !== 'test');
    // one at a time: each shown before the next is sent, so a busy worker cannot drop one
    await deliver('{"title": 1, "url": "https://attacker.example/"');
    await expect
      .poll(others, { timeout: 10_000 })
      .toEqual([expect.objectContaining({ title: '送迎バス', url: server.baseUrl })]);
    await deliver('{"title":"外へ","body":"<b>x</b>","url":"https://attacker.example/","tag":"outside"}');
    await expect
      .poll(others, { timeout: 10_000 })
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({ title: '送迎バス', url: server.baseUrl }),
          { title: '外へ', body: '<b>x</b>', tag: 'outside', url: server.baseUrl },
        ]),
      );

    await page.getByRole('button', { name: '通知を止める' }).click();
    await page.getByText('この端末では通知を受け取っていません。').waitFor();
    await page.getByText('通知を受け取る端末: 0台').waitFor();
    await context.close();
  });

  it('on the desktop: the switches are saved, and a browser without the Push API is told about the home screen', async () => {
    const keys = createBrowserKeys();
    const { context, page } = await open(DESKTOP, keys, pushService.endpoint('desktop'));
    await signIn(page, 'pc', DESKTOP_LEARNER);
    await page.getByRole('link', { name: 'バスの接近通知' }).click();
    await page.waitForURL(/\/pc\/alerts$/);
    await page.getByRole('radio', { name: '3分前' }).check();
    await page.getByRole('checkbox', { name: 'バスが遅れているときに知らせる' }).uncheck();
    await page.getByRole('button', { name: '保存する', exact: true }).click();
    await page.getByRole('status').filter({ hasText: '通知の設定を保存しました。' }).waitFor();
    await page.reload();
    await page.getByRole('radio', { name: '3分前' }).waitFor();
    expect(await page.getByRole('radio', { name: '3分前' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'バスが遅れているときに知らせる' }).isChecked()).toBe(
      false,
    );
    // the reminder before the cut-off (issue 29 §3): its own switch, saved apart from the alerts'
    const reminder = page.getByRole('checkbox', { name: '予約のお知らせ（締め切り前）' });
    expect(await reminder.isChecked()).toBe(true);
    await reminder.uncheck();
    await page.getByRole('button', { name: '予約のお知らせを保存する' }).click();
    await page.getByRole('status').filter({ hasText: '予約のお知らせの設定を保存しました。' }).waitFor();
    await expectAccessible(page);
    await page.reload();
    await reminder.waitFor();
    expect(await reminder.isChecked()).toBe(false);
    expect(await page.getByRole('radio', { name: '3分前' }).isChecked()).toBe(true);
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'push-alerts-1280.png'), fullPage: true });
    await context.close();

    // an iPhone's Safari outside the home screen has no PushManager
    const bare = await browser.newContext(contextOptions(PHONE));
    await bare.addInitScript(() => {
      delete (window as { PushManager?: unknown }).PushManager;
    });
    const iphone = await bare.newPage();
    await signIn(iphone, 'sp', DESKTOP_LEARNER);
    await iphone.goto(`${server.baseUrl}sp/alerts`);
    await iphone.getByText('このブラウザーは通知に対応していません。').waitFor();
    await iphone.getByText(/「ホーム画面に追加」/).waitFor();
    expect(await iphone.getByRole('button', { name: '通知を受け取る' }).count()).toBe(0);
    await expectAccessible(iphone);
    await iphone.screenshot({
      path: path.join(SCREENSHOTS, 'push-alerts-unsupported-360.png'),
      fullPage: true,
    });
    await bare.close();
  });
});
