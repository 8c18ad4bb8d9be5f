import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { url } from './browser';

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
