import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, expectAccessible, url, useLearnerPages } from './browser';
import { expectGreeting, mngLink, signIn } from './learner';
import { claim } from './owners';

const { menu, mistyped, silentLink } = claim('pc-login').learners;

describe('desktop sign-in, menu and notices', () => {
  const learners = useLearnerPages(DESKTOP);
  let context: BrowserContext;
  let page: Page;

  const freshPage = async () => {
    ({ context, page } = await learners.open());
  };

  it('sends /pc/ without a session to /pc/login', async () => {
    await freshPage();
    await page.goto(url('pc/'));
    await page.waitForURL(/\/pc\/login/);
    await page.getByLabel('学生番号').waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('signs a learner in, shows the side navigation with the school, opens a notice and logs out', async () => {
    await freshPage();
    await signIn(page, 'pc', menu.seitoNo, menu.password);
    await page.waitForURL(/\/pc\/menu/);
    await expectGreeting(page, menu.furigana);
    const nav = page.getByRole('navigation', { name: 'メインメニュー' });
    expect(await nav.getByText('みどり自動車学校').isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'トップ' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: /年末年始の休校について/ }).waitFor();
    await expectAccessible(page);

    await page.getByRole('link', { name: /年末年始の休校について/ }).click();
    await page.getByRole('heading', { name: '年末年始の休校について' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: '戻る' }).click();
    await page.waitForURL(/\/pc\/menu/);

    await page.getByRole('button', { name: 'ログアウト' }).click();
    await page.waitForURL(/\/pc\/login/);
    await page.goto(url('pc/menu'));
    await page.waitForURL(/\/pc\/login/);
    await context.close();
  });

  it('shows the catalogue text with its code for a wrong password', async () => {
    await freshPage();
    await signIn(page, 'pc', mistyped.seitoNo, '0000');
    await page.getByText('学生番号またはパスワードが正しくありません。（コード 101）').waitFor();
    await context.close();
  });

  it('signs in once through the pcmng link and refuses it the second time', async () => {
    const link = await mngLink('pc', silentLink.seitoNo, silentLink.password);
    await freshPage();
    await page.goto(link);
    await page.waitForURL(/\/pc\/menu/);
    await expectGreeting(page, silentLink.furigana);
    await context.close();

    await freshPage();
    await page.goto(link);
    await page.getByText('（コード 104）', { exact: false }).waitFor();
    await context.close();
  });
});
