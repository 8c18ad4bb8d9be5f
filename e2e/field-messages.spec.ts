import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { messages } from '@shared/i18n/messages';
import type { RegisteredInfo } from '@shared/schemas/user';
import {
  DESKTOP,
  PHONE,
  contextOptions,
  expectAccessible,
  launchBrowser,
  url,
  useLearnerPages,
} from './browser';
import { apiLearner, signIn } from './learner';
import { claim } from './owners';

const { phone, desktop, codeStyle } = claim('field-messages').learners;

/**
 * Messages at the field (issue 25 item 8): each invalid field says what it needs right beside it
 * (aria-invalid, and its message in its accessible description), the focus lands on the first
 * invalid field, a number typed with full-width digits and dashes is taken cleaned, and every
 * refusal carries its code in one style.
 */

/** The accessible description of a field: the texts its aria-describedby names, in order. */
const descriptionOf = (field: Locator) =>
  field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

const isFocused = (field: Locator) => field.evaluate((el) => el === document.activeElement);

async function expectFieldMessage(field: Locator, text: string) {
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  expect(await descriptionOf(field)).toContain(text);
}

async function expectFirstInvalidFocused(page: Page, field: Locator) {
  await expect.poll(() => isFocused(field), { timeout: 5_000 }).toBe(true);
  await expectAccessible(page);
}

const registeredMobile = async (seitoNo: string, password: string) =>
  (await (await apiLearner(seitoNo, password)).call<RegisteredInfo>('User/GetRegisteredInfo')).mobileNumber;

describe.each([
  ['sp', PHONE],
  ['pc', DESKTOP],
] as const)('%s: the sign-in form', (area, device) => {
  const learners = useLearnerPages(device);

  it('marks each invalid field with its own message and focuses the first', async () => {
    const { context, page } = await learners.open();
    await page.goto(url(`${area}/login?serviceCode=demo&site=1`));
    const seitoNo = page.getByLabel('学生番号');
    const password = page.getByLabel('パスワード');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expectFieldMessage(seitoNo, messages.field.studentNumberEmpty);
    await expectFieldMessage(password, messages.field.passwordEmpty);
    await expectFirstInvalidFocused(page, seitoNo);

    // full-width digits are taken as digits; a short number says how long it must be
    await seitoNo.fill('１２３');
    await password.fill('０４０１');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expectFieldMessage(seitoNo, '学生番号は数字7桁で入力してください。');
    expect(await seitoNo.inputValue()).toBe('123');
    expect(await password.getAttribute('aria-invalid')).toBeNull();
    await expectFirstInvalidFocused(page, seitoNo);
    await context.close();
  });
});

describe('the sign-up form', () => {
  const learners = useLearnerPages(PHONE);

  it('marks every field with its own message and focuses the student number', async () => {
    const { context, page } = await learners.open();
    await page.goto(url('sp/signup?serviceCode=demo&site=1'));
    await page.getByLabel('同意する').waitFor();
    await page.getByLabel('携帯電話番号').fill('０９０－１２３４');
    await page.getByRole('button', { name: '登録する' }).click();
    const seitoNo = page.getByLabel('学生番号');
    await expectFieldMessage(seitoNo, messages.field.studentNumberEmpty);
    await expectFieldMessage(page.getByLabel('姓'), messages.warning[31]);
    await expectFieldMessage(page.getByLabel('名', { exact: true }), messages.warning[32]);
    await expectFieldMessage(page.getByLabel('携帯電話番号'), '携帯電話番号は数字11桁で入力してください。');
    expect(await page.getByLabel('携帯電話番号').inputValue()).toBe('0901234');
    await expectFieldMessage(page.getByLabel('生年月日の年'), messages.warning[33]);
    await expectFieldMessage(page.getByLabel('同意する'), messages.warning[34]);
    await expectFirstInvalidFocused(page, seitoNo);
    await context.close();
  });
});

describe('the change of registration', () => {
  it('sp: takes 「０９０－１２３４－５６７８」 and stores 09012345678; a bad address gets its message at its field', async () => {
    const { context, page } = await useLearnerPagesOnce(PHONE);
    try {
      await signIn(page, 'sp', phone.seitoNo, phone.password);
      await page.waitForURL(/\/sp\/menu/);
      await page.goto(url('sp/change'));
      const mail = page.getByLabel('メールアドレス');
      const mobile = page.getByLabel('携帯電話番号');
      await expect.poll(() => mobile.inputValue(), { timeout: 15_000 }).not.toBe('');
      const storedMail = await mail.inputValue();
      await mail.fill('taro.@docomo.ne.jp');
      await mobile.fill('０９０－１２３４－５６７８');
      await page.getByRole('button', { name: '変更する' }).click();
      await expectFieldMessage(mail, messages.field.mailAddressDots);
      expect(await mobile.getAttribute('aria-invalid')).toBeNull();
      expect(await mobile.inputValue()).toBe('09012345678');
      await expectFirstInvalidFocused(page, mail);

      await mail.fill(storedMail);
      await page.getByRole('button', { name: '変更する' }).click();
      await page.waitForURL(/\/sp\/menu/);
      await expect.poll(() => page.getByRole('status').innerText()).toContain('携帯電話番号を変更しました。');
      expect(await registeredMobile(phone.seitoNo, phone.password)).toBe('09012345678');
    } finally {
      await context.close();
    }
  });

  it('pc: the re-entry that differs and a short number each get their message; the focus on the first', async () => {
    const { context, page } = await useLearnerPagesOnce(DESKTOP);
    try {
      await signIn(page, 'pc', desktop.seitoNo, desktop.password);
      await page.waitForURL(/\/pc\/menu/);
      await page.goto(url('pc/change'));
      const mobile = page.getByLabel('携帯電話番号');
      await expect.poll(() => mobile.inputValue(), { timeout: 15_000 }).not.toBe('');
      await page.getByLabel('新しいパスワード', { exact: true }).fill('abcd');
      const again = page.getByLabel('新しいパスワード（確認のため再入力）');
      await again.fill('abce');
      await mobile.fill('080ー1111');
      await page.getByRole('button', { name: '確認画面へ' }).click();
      await expectFieldMessage(again, messages.warning[3]);
      await expectFieldMessage(mobile, '携帯電話番号は数字11桁で入力してください。');
      await expectFirstInvalidFocused(page, again);
      // the summary at the top stays, with SPEC.md §5's texts
      expect(await page.getByRole('alert').innerText()).toContain(messages.warning[4]);
    } finally {
      await context.close();
    }
  });
});

describe('one code style', () => {
  const learners = useLearnerPages(DESKTOP);

  it('a refused sign-in shows its text and 「（コード 101）」', async () => {
    const { context, page } = await learners.open();
    await signIn(page, 'pc', codeStyle.seitoNo, '0000');
    await page.getByText(`${messages.error[101]}（コード 101）`).waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/\(code:|コード：/);
    await context.close();
  });
});

/** A browser page of its own for a test that changes its learner's data; `close` ends the browser. */
async function useLearnerPagesOnce(device: typeof PHONE | typeof DESKTOP) {
  const browser = await launchBrowser();
  const page = await (await browser.newContext(contextOptions(device))).newPage();
  return { context: { close: () => browser.close() }, page };
}
