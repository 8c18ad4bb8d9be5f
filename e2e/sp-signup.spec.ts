import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages } from '@shared/i18n/messages';
import { expectAccessible, expectNoHorizontalScroll, PHONE, url, useLearnerPages } from './browser';
import { expectGreeting } from './learner';
import { claim } from './owners';

const { signsUp } = claim('sp-signup').learners;

const SCREENSHOTS = path.resolve('test-results/screenshots');

/** No sideways scroll at 320 px, a full-page PNG at 360 px, axe-core clean. */
async function checkScreen(page: Page, name: string) {
  const height = page.viewportSize()!.height;
  await page.setViewportSize({ width: 320, height });
  await page.waitForTimeout(50);
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 360, height });
  await page.waitForTimeout(50);
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `sp-360-signup-${name}.png`), fullPage: true });
  await expectAccessible(page);
}

/** Fills the form as a learner does: typing, choosing the birth date, ticking 同意する. */
async function fillForm(page: Page, birthDay: string) {
  await page.getByLabel('学生番号').fill(signsUp.seitoNo);
  await page.getByLabel('姓').fill('タカハシ');
  await page.getByLabel('名', { exact: true }).fill('みさき');
  await page.getByLabel('携帯電話番号').fill('080-1234-5678');
  await page.getByLabel('生年月日の年').selectOption('2007');
  await page.getByLabel('生年月日の月').selectOption('11');
  await page.getByLabel('生年月日の日').selectOption(birthDay);
  await page.getByLabel('同意する').check();
}

describe('smartphone sign-up of a learner the school enrolled (/sp/signup)', () => {
  const learners = useLearnerPages(PHONE);

  it('offers sign-up from the login page of a site with passwords only', async () => {
    const { context, page } = await learners.open();
    await page.goto(url('sp/login?serviceCode=demo&site=2'));
    await page.getByLabel('学生番号').waitFor();
    expect(await page.getByRole('link', { name: messages.login.signUpLink }).count()).toBe(0);
    await page.goto(url('sp/login?serviceCode=demo&site=1'));
    await page.getByRole('link', { name: messages.login.signUpLink }).click();
    await page.waitForURL(/\/sp\/signup\?serviceCode=demo&site=1$/);
    await page.getByRole('heading', { name: '利用登録' }).waitFor();
    await page.getByLabel('学生番号').waitFor();
    expect(await page.getByLabel('学生番号').getAttribute('placeholder')).toBe('1234567');
    await checkScreen(page, '01-form');
    await context.close();
  });

  it('lists every missing field before calling the server', async () => {
    const { context, page } = await learners.open();
    await page.goto(url('sp/signup?serviceCode=demo&site=1'));
    await page.getByRole('button', { name: '登録する' }).click();
    const alert = page.getByRole('alert');
    expect((await alert.innerText()).split('\n')).toEqual(
      [1, 31, 32, 4, 33, 34].map((code) => messages.warning[code as keyof typeof messages.warning]),
    );
    expect(await page.getByLabel('学生番号').getAttribute('aria-invalid')).toBe('true');
    await checkScreen(page, '02-warnings');
    await context.close();
  });

  it('signs up an enrolled learner (one neutral refusal for a wrong birth date first), then signs in with the birthday password', async () => {
    const { context, page } = await learners.open();
    await page.goto(url('sp/signup?serviceCode=demo&site=1'));
    await page.getByText('内容を読む').click();
    await page.getByText('パスワードは元に戻せない形に変換して保存します。', { exact: false }).waitFor();
    await fillForm(page, '4');
    await page.getByRole('button', { name: '登録する' }).click();
    // typed with hyphens, cleaned on 登録する (issue 25)
    expect(await page.getByLabel('携帯電話番号').inputValue()).toBe('08012345678');
    await page.getByText(messages.error[111], { exact: false }).waitFor();
    expect(await page.getByRole('alert').innerText()).toBe(`${messages.error[111]}（コード 111）`);
    await checkScreen(page, '03-refused');

    await page.getByLabel('生年月日の日').selectOption('3');
    await page.getByRole('button', { name: '登録する' }).click();
    await page.getByRole('heading', { name: '利用登録が完了しました' }).waitFor();
    expect(await page.getByRole('status').innerText()).toContain('誕生日の月日4桁（1103）');
    await checkScreen(page, '04-done');

    await page.getByRole('link', { name: 'ログイン画面へ' }).click();
    await page.waitForURL(/\/sp\/login\?serviceCode=demo&site=1$/);
    await page.getByLabel('学生番号').fill(signsUp.seitoNo);
    await page.getByLabel('パスワード').fill(signsUp.password);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL(/\/sp\/menu/);
    await expectGreeting(page, signsUp.furigana);
    await context.close();
  });
});
