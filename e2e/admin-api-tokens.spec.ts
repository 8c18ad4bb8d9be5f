import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './browser';
import { claim } from './owners';
import { useOwnConsole } from './own-console';

claim('admin-api-tokens');

/**
 * 連携用トークン (issue 24 §3) on a demo of its own: an admin issues a token for the office
 * system, which sends lessons with it; the token is revoked and the next sending refused.
 */
describe('An admin issues a lesson-feed token, the office system uses it, the admin revokes it', () => {
  const own = useOwnConsole({ dataPrefix: 'bus-e2e-tokens-', acceptDialogs: true });
  let page: Page;

  beforeAll(async () => {
    page = own.page;
    await own.menuLink('連携用トークン').click();
    await page.getByRole('heading', { name: '連携用トークン', level: 1 }).waitFor();
  });

  const send = (secret: string) =>
    fetch(own.at('feed/lessons'), {
      method: 'POST',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${secret}` },
      body: '教習生番号,日付,時限,種別\r\n1234567,2030-01-07,1,技能\r\n',
    });

  it('the secret is shown once with the address to send to; it imports lessons; revoked, it is refused', async () => {
    await page.getByText('まだトークンはありません。').waitFor();
    await expectAccessible(page);
    await page.getByLabel('名前（どのシステムが使うか）').fill('教務システム <b>本校</b>');
    await page.getByRole('button', { name: '発行する' }).click();
    const panel = page.getByRole('region', { name: 'トークン「教務システム <b>本校</b>」を発行しました' });
    await panel.waitFor();
    const secret = await panel.getByLabel('トークン', { exact: true }).inputValue();
    expect(secret).toMatch(/^sbf_/);
    await expect(panel.getByLabel('送り先のURL').inputValue()).resolves.toBe(own.at('feed/lessons'));
    const row = page.getByRole('row', { name: /教務システム/ });
    await expect(row.textContent()).resolves.toMatch(/まだ使われていません.*有効/);
    await expectAccessible(page);
    await own.screenshots('admin-api-tokens');
    await panel.getByRole('button', { name: '伝えたので閉じる' }).click();
    await panel.waitFor({ state: 'detached' });

    const sent = await send(secret);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ applied: true, counts: { added: 1 } });
    await page.reload();
    await expect(row.textContent()).resolves.not.toContain('まだ使われていません');
    expect(await page.content()).not.toContain(secret);

    await row.getByRole('button', { name: /無効にする/ }).click();
    await page
      .getByRole('status')
      .getByText('トークン「教務システム <b>本校</b>」を無効にしました。')
      .waitFor();
    await expect(row.textContent()).resolves.toMatch(/無効（/);
    expect((await send(secret)).status).toBe(401);
  });
});
