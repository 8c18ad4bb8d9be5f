import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RegisteredInfo } from '@shared/schemas/user';
import { contextOptions, DESKTOP, PHONE, expectAccessible, launchBrowser, url } from './browser';
import { apiLearner, signIn } from './learner';
import { claim, type LoadLearner } from './owners';

/**
 * Change of registration and mail registration (issue 11 §2, §3), as learners of this spec's own
 * (no other spec changes their contact details). Each screen is checked at its narrow width,
 * photographed into test-results/screenshots and run through axe-core.
 */

const { spMobile, pcMobile, mail: mailLearner } = claim('change-registration').learners;
/** the load learners' password */
const PASSWORD = spMobile.password;
/** the mobile number as the form shows it */
const digits = (learner: LoadLearner) => learner.mobileNumber.replaceAll('-', '');
const SCREENSHOTS = path.resolve('test-results/screenshots');

async function checkScreen(page: Page, area: 'sp' | 'pc', name: string) {
  const height = page.viewportSize()!.height;
  const [narrow, shot] = area === 'sp' ? [320, 360] : [853, 1280];
  await page.setViewportSize({ width: narrow, height });
  await page.waitForTimeout(50);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${area} ${name} at ${narrow} px`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: shot, height });
  await page.waitForTimeout(50);
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${area}-${shot}-${name}.png`), fullPage: true });
  await expectAccessible(page);
}

async function registeredInfo(seitoNo: string): Promise<RegisteredInfo> {
  const api = await apiLearner(seitoNo, PASSWORD);
  return api.call<RegisteredInfo>('User/GetRegisteredInfo');
}

async function openPage(device: typeof PHONE | typeof DESKTOP) {
  const browser = await launchBrowser();
  const context = await browser.newContext(contextOptions(device));
  return { browser, page: await context.newPage() };
}

describe('change of registration and mail registration', () => {
  it('changes the mobile number on /sp/change; the menu says so', async () => {
    const { browser, page } = await openPage(PHONE);
    try {
      await signIn(page, 'sp', spMobile.seitoNo, PASSWORD);
      await page.waitForURL(/\/sp\/menu/);
      await page.getByRole('link', { name: '登録情報の変更' }).click();
      await page.waitForURL(/\/sp\/change$/);
      const mobile = page.getByLabel('携帯電話番号');
      await expect.poll(() => mobile.inputValue(), { timeout: 15_000 }).toBe(digits(spMobile));
      await expect.poll(() => page.getByText('確認メールをお送りします').count()).toBe(1);
      await checkScreen(page, 'sp', 'change');

      await mobile.fill('090-1234');
      await page.getByRole('button', { name: '変更する' }).click();
      await expect
        .poll(() => page.getByRole('alert').innerText())
        .toContain('携帯電話番号を正しく入力してください。');

      await mobile.fill('08031313131');
      await page.getByRole('button', { name: '変更する' }).click();
      await page.waitForURL(/\/sp\/menu/);
      await expect.poll(() => page.getByRole('status').innerText()).toContain('携帯電話番号を変更しました。');
      await page.getByRole('heading', { name: '登録情報', exact: true }).waitFor();
      await checkScreen(page, 'sp', 'menu-changed');
      expect((await registeredInfo(spMobile.seitoNo)).mobileNumber).toBe('08031313131');
    } finally {
      await browser.close();
    }
  });

  it('changes the mobile number on /pc/change; the check page shows the other items as 変更なし', async () => {
    const { browser, page } = await openPage(DESKTOP);
    try {
      await signIn(page, 'pc', pcMobile.seitoNo, PASSWORD);
      await page.waitForURL(/\/pc\/menu/);
      await page.getByRole('navigation').getByRole('link', { name: '登録情報の変更' }).click();
      await page.waitForURL(/\/pc\/change$/);
      const mobile = page.getByLabel('携帯電話番号');
      await expect.poll(() => mobile.inputValue(), { timeout: 15_000 }).toBe(digits(pcMobile));
      await checkScreen(page, 'pc', 'change');

      await page.getByLabel('新しいパスワード', { exact: true }).fill('abcd');
      await page.getByLabel('新しいパスワード（確認のため再入力）').fill('abce');
      await page.getByRole('button', { name: '確認画面へ' }).click();
      await expect
        .poll(() => page.getByRole('alert').innerText())
        .toContain('パスワードと再入力したパスワードが一致しません。');
      await page.getByLabel('新しいパスワード', { exact: true }).fill('');
      await page.getByLabel('新しいパスワード（確認のため再入力）').fill('');

      await mobile.fill('08032323232');
      await page.getByRole('button', { name: '確認画面へ' }).click();
      await page.waitForURL(/\/pc\/changecheck$/);
      const row = (label: string) => page.getByRole('row', { name: label });
      await expect.poll(() => row('携帯電話番号').innerText(), { timeout: 15_000 }).toContain('08032323232');
      expect(await row('メールアドレス').innerText()).toContain('変更なし');
      expect(await row('パスワード').innerText()).toContain('変更なし');
      await checkScreen(page, 'pc', 'changecheck');

      await page.getByRole('button', { name: '変更する' }).click();
      await page.waitForURL(/\/pc\/changenotice\?result=2$/);
      await expect.poll(() => page.getByRole('status').innerText()).toBe('携帯電話番号を変更しました。');
      await checkScreen(page, 'pc', 'changenotice');
      expect((await registeredInfo(pcMobile.seitoNo)).mobileNumber).toBe('08032323232');
    } finally {
      await browser.close();
    }
  });

  it('changes the mail address: the mail in the mailbox page links to /sp/mail, which binds it', async () => {
    const address = `e2e-${mailLearner.seitoNo}@example.com`;
    const { browser, page } = await openPage(PHONE);
    try {
      await signIn(page, 'sp', mailLearner.seitoNo, PASSWORD);
      await page.waitForURL(/\/sp\/menu/);
      await page.goto(url('sp/change'));
      const mail = page.getByLabel('メールアドレス');
      await expect.poll(() => mail.inputValue(), { timeout: 15_000 }).toBe(mailLearner.mailAddress);
      await mail.fill(address);
      await page.getByRole('button', { name: '変更する' }).click();
      await page.waitForURL(/\/sp\/menu/);
      await expect.poll(() => page.getByRole('status').innerText()).toContain('確認メールを送信しました');
      expect((await registeredInfo(mailLearner.seitoNo)).mailAddress, 'not before the link is opened').toBe(
        mailLearner.mailAddress,
      );

      await page.goto(url('dev/mailbox'));
      const article = page.getByRole('article').filter({ hasText: address });
      await expect.poll(() => article.count()).toBe(1);
      expect(await article.getByRole('heading').innerText()).toContain('メールアドレスの確認');
      const link = article.getByRole('link');
      const href = await link.getAttribute('href');
      await link.click();
      await page.waitForURL(/\/sp\/mail\?/);
      await expect.poll(() => page.getByText(address).count(), { timeout: 15_000 }).toBe(1);
      await checkScreen(page, 'sp', 'mail');

      // a new phone, not signed in: student number and password bind the address
      await page.context().clearCookies();
      await page.getByLabel('学生番号').fill(mailLearner.seitoNo);
      await page.getByLabel('パスワード').fill('9999');
      await page.getByRole('button', { name: '登録する' }).click();
      await expect
        .poll(() => page.getByRole('alert').innerText())
        .toContain('学生番号またはパスワードが正しくありません。');
      await page.getByLabel('パスワード').fill(PASSWORD);
      await page.getByRole('button', { name: '登録する' }).click();
      await expect
        .poll(() => page.getByRole('status').innerText())
        .toContain('メールアドレスの登録が完了しました。');
      await checkScreen(page, 'sp', 'mail-done');
      expect((await registeredInfo(mailLearner.seitoNo)).mailAddress).toBe(address);

      await page.goto(href!);
      await expect
        .poll(() => page.getByRole('alert').innerText(), { timeout: 15_000 })
        .toContain('このリンクは既に使用されています。');
      await checkScreen(page, 'sp', 'mail-used');
    } finally {
      await browser.close();
    }
  });
});
