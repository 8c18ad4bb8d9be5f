import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageFor } from '@shared/i18n/messages';
import { expectAccessible } from './browser';
import { claim } from './owners';
import { useOwnConsole } from './own-console';

claim('admin-sites');

/**
 * サイトの設定 (issue 23 §5) on a demo of its own: a site's menu switches change what every
 * learner of that site sees, which no spec on the shared server may see change under it.
 */
describe('An admin edits a site and previews its phone menu', () => {
  const own = useOwnConsole({ dataPrefix: 'bus-e2e-sites-' });
  const screenshots = (name: string) => own.screenshots(name);
  let page: Page;

  beforeAll(async () => {
    page = own.page;
    await own.menuLink('サイトの設定').click();
    await page.getByRole('heading', { name: 'サイトの設定', level: 1 }).waitFor();
  });

  const preview = () => page.getByTestId('phone-preview');

  it('a menu switch turned off leaves the preview at once and is saved', async () => {
    await page.getByRole('heading', { name: 'サイト 1 の設定' }).waitFor();
    await preview().getByRole('heading', { name: 'バスの現在地' }).waitFor();
    await expectAccessible(page);
    await screenshots('admin-sites');

    await page.getByLabel('バスの現在地').uncheck();
    await expect(preview().getByRole('heading', { name: 'バスの現在地' }).count()).resolves.toBe(0);
    // the rest of the menu stays as it was
    await preview().getByRole('heading', { name: '送迎バスの予約' }).waitFor();
    await page.getByRole('button', { name: '保存する' }).click();
    await page.getByText('サイト 1 の設定を保存しました。').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'サイト 1 の設定' }).waitFor();
    await expect(page.getByLabel('バスの現在地').isChecked()).resolves.toBe(false);
    await expect(preview().getByRole('heading', { name: 'バスの現在地' }).count()).resolves.toBe(0);
  });

  it('a kiosk site without networks says nobody can sign in; a line that is no network is refused', async () => {
    await page.getByRole('button', { name: 'サイト 2（パスワードなし）' }).click();
    await page.getByRole('heading', { name: 'サイト 2 の設定' }).waitFor();
    const networks = page.getByLabel('ログインできるネットワーク（CIDR、1行に1つ）');
    await networks.fill('');
    await page.getByText('ネットワークが1つもないため、このサイトには誰もログインできません。').waitFor();
    // a password-less site never offers the change of registration
    await expect(preview().getByRole('heading', { name: '登録情報' }).count()).resolves.toBe(0);
    await networks.fill('2001:db8:1::/48\nlobby wifi');
    await page.getByRole('button', { name: '保存する' }).click();
    await page
      .getByRole('alert')
      .getByText(messageFor('error', 895, { network: 'lobby wifi' }))
      .waitFor();
    await expect(networks.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expectAccessible(page);
    await screenshots('admin-sites-kiosk');
  });
});
