import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import { expectAccessible } from './browser';
import { claim } from './owners';
import { useOwnConsole } from './own-console';

claim('admin-network');

/**
 * 時限と路線 (issue 23 §6) on a demo of its own: the timetable and areas every learner screen
 * reads change here, which no spec on the shared server may see change under it.
 */
describe('An admin edits the timetable and the areas', () => {
  const own = useOwnConsole({ dataPrefix: 'bus-e2e-network-', acceptDialogs: true });
  const screenshots = (name: string) => own.screenshots(name);
  let page: Page;

  beforeAll(async () => {
    page = own.page;
    await own.menuLink('時限と路線').click();
    await page.getByRole('heading', { name: '時限と路線', level: 1 }).waitFor();
  });

  it('an overlapping period is refused with its text; a new evening period is saved', async () => {
    await page.getByRole('button', { name: '時限を追加' }).click();
    await page.getByLabel('10番目の時限の開始').fill('09:30');
    await page.getByLabel('10番目の時限の終了').fill('10:20');
    await page.getByRole('button', { name: '時限を保存' }).click();
    await page.getByRole('alert').getByText(messages.error[822]).waitFor();
    await page.getByLabel('10番目の時限の名前').fill('夜間');
    await page.getByLabel('10番目の時限の開始').fill('21:00');
    await page.getByLabel('10番目の時限の終了').fill('21:50');
    await page.getByRole('button', { name: '時限を保存' }).click();
    await page.getByText('時限を保存しました。').waitFor();
    await expect(page.getByLabel('10番目の時限の名前').inputValue()).resolves.toBe('夜間');
    await expectAccessible(page);
    await screenshots('admin-network');
  });

  it('an area is added and deleted; one with stops offers no delete', async () => {
    await page.getByRole('button', { name: 'エリアを追加' }).click();
    await page.getByLabel('エリアコード').fill('05');
    await page.getByLabel('エリア名（30文字以内）').fill('川越');
    await expectAccessible(page);
    await page.getByRole('button', { name: '追加する' }).click();
    await page.getByText('エリア「川越」を追加しました。').waitFor();
    await page.getByRole('cell', { name: '川越', exact: true }).waitFor();
    await expect(page.getByRole('button', { name: '上尾中央を削除' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: '川越を削除' }).click();
    await page.getByText('エリア「川越」を削除しました。').waitFor();
    await expect(page.getByRole('cell', { name: '川越', exact: true }).count()).resolves.toBe(0);
  });
});
