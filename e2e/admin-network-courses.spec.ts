import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import { expectAccessible } from './browser';
import { claim } from './owners';
import { useOwnConsole } from './own-console';

claim('admin-network-courses');

/**
 * 時限と路線 (issue 23 §6): the school's stops and courses, on a demo of its own — every learner
 * screen reads them, which no spec on the shared server may see change under it. This network
 * has no map tiles: the stop is placed by typed coordinates.
 */
describe('An admin adds a stop and a course with its stops in order', () => {
  const own = useOwnConsole({ dataPrefix: 'bus-e2e-courses-', acceptDialogs: true });
  const screenshots = (name: string) => own.screenshots(name);
  let page: Page;

  beforeAll(async () => {
    page = own.page;
    await own.menuLink('時限と路線').click();
    await page.getByRole('heading', { name: '時限と路線', level: 1 }).waitFor();
  });

  it('a stop of an area is added by typed coordinates; coordinates outside Japan are refused with their text', async () => {
    const stops = page.getByRole('region', { name: '乗車地点' });
    await stops.getByRole('button', { name: '乗車地点を追加' }).click();
    const form = page.getByRole('form', { name: '乗車地点の追加' });
    await form.getByLabel('乗車地点コード').fill('E2E1');
    await form.getByLabel('乗車地点名（40文字以内）').fill('柏座一丁目');
    await form.getByLabel('エリア').selectOption('01');
    await form.getByLabel('住所（100文字以内）').fill('上尾市柏座1-1');
    await form.getByLabel('緯度').fill('139.59');
    await form.getByLabel('経度').fill('35.97');
    await form.getByRole('button', { name: '追加する' }).click();
    await form.getByRole('alert').getByText(messages.error[874]).waitFor();
    await form.getByLabel('緯度').fill('35.9735');
    await form.getByLabel('経度').fill('139.5930');
    await expectAccessible(page);
    await screenshots('admin-network-stop');
    await form.getByRole('button', { name: '追加する' }).click();
    await stops.getByText('乗車地点「柏座一丁目」を追加しました。').waitFor();
    await stops.getByRole('cell', { name: 'E2E1', exact: true }).waitFor();
    // a stop no course passes can be deleted; one a course passes offers no delete
    await expect(stops.getByRole('button', { name: '柏座一丁目を削除' }).count()).resolves.toBe(1);
    await expect(stops.getByRole('button', { name: '北上尾駅東口を削除' }).count()).resolves.toBe(0);
  });

  it('a course with three stops in order is added; the new stop is moved first with the keyboard', async () => {
    const courses = page.getByRole('region', { name: '方面' });
    await courses.getByRole('button', { name: '方面を追加' }).click();
    const form = page.getByRole('form', { name: '方面の追加' });
    await form.getByLabel('方面コード').fill('E2');
    await form.getByLabel('方面名（30文字以内）').fill('柏座方面');
    for (const code of ['0019', '0001', 'E2E1']) {
      await form.getByLabel('追加する乗車地点').selectOption(code);
      await form.getByRole('button', { name: '地点を追加' }).click();
    }
    await form.getByLabel('宮原駅東口の始発からの分').fill('10');
    await form.getByLabel('柏座一丁目の始発からの分').fill('5');
    await form.getByRole('button', { name: '追加する' }).click();
    await form.getByRole('alert').getByText(messages.error[883]).waitFor();
    // the new stop first: focus its up button and press it twice from the keyboard
    const up = form.getByRole('button', { name: '柏座一丁目を上へ' });
    await up.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await form.getByLabel('柏座一丁目の始発からの分').fill('0');
    await form.getByLabel('北上尾駅東口の始発からの分').fill('4');
    await expectAccessible(page);
    await screenshots('admin-network-course');
    await form.getByRole('button', { name: '追加する' }).click();
    await courses.getByText('方面「柏座方面」を追加しました。').waitFor();
    const row = courses.getByRole('row', { name: /柏座方面/ });
    await row.getByText('柏座一丁目（0分） → 北上尾駅東口（4分） → 宮原駅東口（10分）').waitFor();
    await expect(row.getByRole('cell').nth(2).textContent()).resolves.toContain('3か所');
    await expect(courses.getByRole('button', { name: '柏座方面を削除' }).count()).resolves.toBe(1);
  });
});
