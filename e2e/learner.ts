import path from 'node:path';
import { expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { issueSilentToken } from '@server/domain/auth/silent-token';
import { readEnv } from '@server/env';
import { loadSecrets } from '@server/secrets';
import { url } from './browser';

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
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: cookies.join('; ') },
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
