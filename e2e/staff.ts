import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { url } from './browser';
import type { DayBoard } from '@shared/schemas/admin-board';
import type { DemoLearner } from './owners';

/** The demo school's console account (PRODUCT.md §6). */
export const DEMO_ADMIN = { loginId: 'admin', password: 'admin-demo-password' } as const;

/** Signs in on the console's sign-in screen and waits for the console's frame. */
export async function signInConsole(
  page: Page,
  account: { loginId: string; password: string } = DEMO_ADMIN,
): Promise<void> {
  await page.goto(url('admin/login'));
  await page.getByLabel('ログインID').fill(account.loginId);
  await page.getByLabel('パスワード').fill(account.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.getByRole('navigation', { name: 'コンソールメニュー' }).waitFor();
  expect(new URL(page.url()).pathname).toMatch(/\/admin$/);
}

/** Calls the API from inside the console page, with its session and anti-forgery token. */
export function consoleCall<T>(page: Page, action: string, body: object = {}): Promise<T> {
  return page.evaluate(
    async ({ action, body }) => {
      const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
      const base = document.querySelector('base')?.href ?? `${location.origin}/bus/ankyo/`;
      const response = await fetch(`${base}api/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { data: T }).data;
    },
    { action, body },
  );
}

/** From the console's learner search by student number, the learner's desk page. */
/**
 * The board of the next business day, where the demo's bookings are: the board's own default is
 * today during service hours (issue 26 §1), whose runs may already have left.
 */
export async function nextBusinessDayBoard(page: Page): Promise<DayBoard> {
  const board = await consoleCall<DayBoard>(page, 'Admin/GetDayBoard');
  return board.date === board.tomorrow
    ? board
    : consoleCall<DayBoard>(page, 'Admin/GetDayBoard', { date: board.tomorrow });
}

export async function openLearnerDesk(page: Page, learner: DemoLearner): Promise<void> {
  await page.goto(url(`admin/learners?q=${learner.seitoNo}`));
  await page.getByRole('link', { name: learner.name }).click();
  await page.getByRole('heading', { level: 1, name: `${learner.name}（${learner.furigana}）` }).waitFor();
}
