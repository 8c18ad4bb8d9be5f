import { describe, expect, it } from 'vitest';
import { PHONE, url, useLearnerPages } from './browser';
import { signIn } from './learner';
import { claim } from './owners';

const { first, second } = claim('page-change').learners;

/** A short phone, so that every screen scrolls and an inherited offset would show. */
const SHORT_PHONE = { ...PHONE, viewport: { width: 360, height: 420 } };

const focusedTag = () => document.activeElement?.tagName ?? '';

describe('page changes on the phone', () => {
  const learners = useLearnerPages(SHORT_PHONE);

  it('opens the next screen at the top with focus on its heading', async () => {
    const { context, page } = await learners.open();
    await signIn(page, 'sp', first.seitoNo, first.password);
    await page.waitForURL(/\/sp\/menu/);
    const select = page.getByLabel('乗車日');
    await select.locator('option').nth(2).waitFor({ state: 'attached' });
    await select.selectOption({ index: 2 });
    await page.getByLabel('往路（学校行き）').check();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

    await page.getByRole('button', { name: '次へ' }).click();
    await page.waitForURL(/\/sp\/course/);
    await page.getByRole('heading', { name: '乗車地点を探す' }).waitFor();
    await expect.poll(() => page.evaluate(focusedTag)).toBe('H1');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      await page.getByRole('main').getByRole('heading', { level: 1 }).innerText(),
    );

    // opening a search records it in the address without counting as a new screen
    await page.getByRole('button', { name: 'エリアから探す' }).click();
    await page.getByRole('link', { name: '上尾中央' }).waitFor();
    expect(await page.evaluate(focusedTag)).toBe('BUTTON');
    await context.close();
  });

  it("focuses the new screen's heading even when its code arrives after the old screen's heading was still on show", async () => {
    const { context, page } = await learners.open();
    await signIn(page, 'sp', second.seitoNo, second.password);
    await page.waitForURL(/\/sp\/menu/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // the check screen's code is held back for a second: the menu stays on show meanwhile
    await page.route('**/assets/check-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.getByRole('link', { name: '予約の確認' }).click();
    await page.waitForURL(/\/sp\/check/);
    await page.getByRole('heading', { level: 1, name: '予約の確認' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe('予約の確認');
    await context.close();
  });

  it('names the school in the header and shows placeholders while the site options load', async () => {
    const { context, page } = await learners.open();
    await signIn(page, 'sp', first.seitoNo, first.password);
    await page.waitForURL(/\/sp\/menu/);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/Provider/GetSiteOption', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await page.getByRole('status').filter({ hasText: '読み込み中…' }).waitFor({ state: 'attached' });
    await expect.poll(() => page.getByRole('banner').innerText()).toContain('みどり自動車学校');
    expect(await page.locator('main .skeleton-card').count()).toBeGreaterThan(0);
    release();
    await page.getByRole('heading', { name: 'メニュー' }).waitFor();
    await context.close();
  });

  it('does not move what the learner sees while the menu loads (layout shift 0, the Lighthouse CLS)', async () => {
    const { context, page } = await learners.open();
    // a full phone screen: the sections below the rides start inside it
    await page.setViewportSize(PHONE.viewport);
    await signIn(page, 'sp', first.seitoNo, first.password);
    await page.waitForURL(/\/sp\/menu/);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // the answers arrive one after the other, as on a slow phone network
    const delays: Record<string, number> = { GetSiteOption: 300, GetNews: 600, GetReservationList: 1_200 };
    await page.route('**/api/**', async (route) => {
      const name = new URL(route.request().url()).pathname.split('/').pop() ?? '';
      await new Promise((resolve) => setTimeout(resolve, delays[name] ?? 0));
      await route.continue();
    });
    await page.reload();
    await page.getByRole('heading', { name: 'お知らせ' }).waitFor();
    await page.getByRole('link', { name: '予約の取消' }).waitFor();
    await page.waitForTimeout(500);
    const total = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, v) => sum + v, 0),
    );
    expect(total).toBeLessThan(0.01);
    await context.close();
  });

  it('offers a skip link to the content as the first keyboard stop', async () => {
    const { context, page } = await learners.open();
    await page.goto(url('sp/login?serviceCode=demo&site=1'));
    await page.getByLabel('学生番号').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('本文へ移動');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    expect(page.url()).not.toContain('#');
    await context.close();
  });
});

describe('page changes on the desktop', () => {
  const learners = useLearnerPages({ viewport: { width: 1280, height: 400 } });

  it('opens the next screen at the top with focus on its heading, and has the skip link', async () => {
    const { context, page } = await learners.open();
    await signIn(page, 'pc', second.seitoNo, second.password);
    await page.waitForURL(/\/pc\/menu/);
    await page.getByRole('heading', { name: 'お知らせ' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('link', { name: /年末年始の休校について/ }).click();
    await page.getByRole('heading', { name: '年末年始の休校について' }).waitFor();
    await expect.poll(() => page.evaluate(focusedTag)).toBe('H1');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto(url('pc/menu'));
    await page.getByRole('heading', { name: 'お知らせ' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('本文へ移動');
    await context.close();
  });
});
