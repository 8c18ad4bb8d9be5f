import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { expectAccessible, expectNoHorizontalScroll, PHONE, url, useLearnerPages } from './browser';
import { expectGreeting, mngLink, signIn } from './learner';
import { claim } from './owners';

const { menu, homeScreen, mistyped, locked, siteTwo, silentLink } = claim('sp-login').learners;

describe('smartphone sign-in, menu and notices', () => {
  const learners = useLearnerPages(PHONE);
  let context: BrowserContext;
  let page: Page;

  const freshPage = async () => {
    ({ context, page } = await learners.open());
  };

  it('sends a visitor without a session from the root to /sp/login', async () => {
    await freshPage();
    await page.goto(url(''));
    await page.waitForURL(/\/sp\/login/);
    await page.getByRole('heading', { name: 'ログイン' }).waitFor();
    await context.close();
  });

  it('shows the login form with hints and the 16:00 cut-off sentence, accessibly and without horizontal scroll', async () => {
    await freshPage();
    await page.goto(url('sp/login?serviceCode=demo&site=1'));
    await page.getByLabel('学生番号').waitFor();
    expect(await page.getByLabel('学生番号').getAttribute('placeholder')).toBe('1234567');
    expect(await page.getByText('半角数字7桁で入力してください。').isVisible()).toBe(true);
    expect(await page.getByText('前営業日の16:00で締め切ります', { exact: false }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await context.close();
  });

  it('signs a learner in, greets them by furigana with 様, opens a notice and signs out to the login page', async () => {
    await freshPage();
    await signIn(page, 'sp', menu.seitoNo, menu.password);
    await page.waitForURL(/\/sp\/menu/);
    await expectGreeting(page, menu.furigana);
    expect(await page.getByText('操作の前に必ずお名前をご確認ください。').isVisible()).toBe(true);
    await page.getByRole('link', { name: /送迎バスご利用のお願い/ }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    await page.getByRole('link', { name: /送迎バスご利用のお願い/ }).click();
    await page.getByRole('heading', { name: '送迎バスご利用のお願い' }).waitFor();
    expect(
      await page.getByText('ご乗車の前日16:00までにアプリからご予約ください。', { exact: false }).isVisible(),
    ).toBe(true);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'メニューへ戻る' }).click();
    await page.waitForURL(/\/sp\/menu/);
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await page.waitForURL(/\/sp\/login/);

    await page.goto(url('sp/menu'));
    await page.waitForURL(/\/sp\/login/);
    await context.close();
  });

  it("sends a home-screen launch with an expired session to its own school's login (serviceCode remembered past the tab)", async () => {
    await freshPage();
    await signIn(page, 'sp', homeScreen.seitoNo, undefined, '2');
    await page.waitForURL(/\/sp\/menu/);
    await page.close();
    // what a launch from the home screen sees: a new tab at the manifest's start page, the session gone
    await context.clearCookies();
    const launched = await context.newPage();
    await launched.goto(url('sp/menu'));
    await launched.waitForURL(/\/sp\/login/);
    const query = new URL(launched.url()).searchParams;
    expect(query.get('serviceCode')).toBe('demo');
    expect(query.get('site')).toBe('2');
    await context.close();
  });

  it('lists each invalid field on its own line before calling the server (SPEC.md §5 warnings 1 and 2)', async () => {
    await freshPage();
    await signIn(page, 'sp', '12', '');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe(
      '学生番号を正しく入力してください。\nパスワードを正しく入力してください。',
    );
    await context.close();
  });

  it('shows the catalogue text with its code for a wrong password', async () => {
    await freshPage();
    await signIn(page, 'sp', mistyped.seitoNo, '9999');
    await page.getByText('学生番号またはパスワードが正しくありません。（コード 101）').waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('locks the account after five failures and says so, even for the right password', async () => {
    await freshPage();
    await page.goto(url('sp/login?serviceCode=demo&site=1'));
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.getByLabel('学生番号').fill(locked.seitoNo);
      await page.getByLabel('パスワード').fill('9999');
      await page.getByRole('button', { name: 'ログイン' }).click();
      await page.getByText(attempt < 5 ? '（コード 101）' : '（コード 102）', { exact: false }).waitFor();
    }
    expect(await page.getByText('一時的にロックされています', { exact: false }).isVisible()).toBe(true);
    await page.getByLabel('パスワード').fill(locked.password);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.getByText('（コード 102）', { exact: false }).waitFor();
    expect(page.url()).toContain('/sp/login');
    await context.close();
  });

  it('signs in on site 2 by student number only', async () => {
    await freshPage();
    await page.goto(url('sp/login?serviceCode=demo&site=2'));
    await page.getByLabel('学生番号').waitFor();
    expect(await page.getByLabel('パスワード').count()).toBe(0);
    await page.getByLabel('学生番号').fill(siteTwo.seitoNo);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL(/\/sp\/menu/);
    await expectGreeting(page, siteTwo.furigana);
    await context.close();
  });

  it('signs in once with an mng link and refuses the same link the second time', async () => {
    const link = await mngLink('sp', silentLink.seitoNo, silentLink.password);
    await freshPage();
    await page.goto(link);
    await page.waitForURL(/\/sp\/menu/);
    await expectGreeting(page, silentLink.furigana);
    await context.close();

    await freshPage();
    await page.goto(link);
    await page.getByText('（コード 104）', { exact: false }).waitFor();
    expect(page.url()).not.toContain('/sp/menu');
    await expectAccessible(page);
    await context.close();
  });
});
