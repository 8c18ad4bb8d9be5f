import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, japanDateKey } from '@shared/rules/japan-time';
import type { StaffVehicle, VehicleAssignment, VehicleAssignments } from '@shared/schemas/admin-vehicles';
import { expectAccessible } from './browser';
import { claim } from './owners';
import { useOwnConsole } from './own-console';
import { consoleCall } from './staff';

claim('admin-assignments');

/**
 * Vehicle assignment that checks (issue 26 §4) on a demo of its own: a bus with fewer seats than a
 * run's riders is warned and saved only once confirmed; one vehicle goes to all of a course's runs;
 * a week later 「前週と同じにする」 takes the whole day at once. The vehicle's driver is edited on
 * the way. Screens at 1280 and 1024 px.
 */
describe('A dispatcher assigns the vehicles of a day with warnings, by course and as last week', () => {
  const own = useOwnConsole({ dataPrefix: 'bus-e2e-assignments-' });
  let page: Page;
  let date: string;
  let day: VehicleAssignments;
  let busiest: VehicleAssignment;

  const read = (on: string) =>
    consoleCall<VehicleAssignments>(page, 'Admin/GetVehicleAssignments', { date: on });
  const rowOf = (run: VehicleAssignment) => page.getByRole('row', { name: new RegExp(`^${run.binName}`) });

  beforeAll(async () => {
    page = own.page;
    const today = japanDateKey(new Date());
    for (let offset = 2; offset < 30 && !date; offset += 1) {
      const candidate = addDays(today, offset);
      const [first, second] = await Promise.all([read(candidate), read(addDays(candidate, 7))]);
      if (first.runs.some((r) => r.riders > 2) && second.runs.length > 0) {
        date = candidate;
        day = first;
      }
    }
    expect(date).toBeTruthy();
    busiest = [...day.runs].sort((a, b) => b.riders - a.riders)[0]!;
  });

  it("the vehicles page takes a driver's name and shows it in the table", async () => {
    await page.goto(own.at('admin/vehicles'));
    const row = page.getByRole('row', { name: /1号車/ });
    expect(await row.innerText()).toContain('佐藤 誠');
    await row.getByRole('button', { name: /編集/ }).click();
    await page.getByLabel(/運転手/).fill('小林 まこと');
    await page.getByRole('button', { name: '保存する' }).click();
    await page.getByRole('status').getByText('1号車（V01U）を保存しました。').waitFor();
    await expect.poll(() => row.innerText()).toContain('小林 まこと');
    await expectAccessible(page);
    await own.screenshots('admin-vehicles-driver');
  });

  it('a bus with fewer seats than the riders shows its warning, asks, and is saved once confirmed', async () => {
    await consoleCall<StaffVehicle>(page, 'Admin/SaveVehicle', {
      vehicleCd: 'SMALL',
      name: '小型車',
      seats: busiest.riders - 1,
    });
    await page.goto(own.at(`admin/assignments?date=${date}`));
    await page.getByRole('heading', { name: busiest.courseName }).waitFor();
    await page.getByLabel(new RegExp(`^${busiest.binName}（.路）の車両$`)).selectOption('SMALL');
    const warnings = page.getByRole('list', { name: `${busiest.binName}の注意` });
    await warnings.getByText(`座席 ${busiest.riders - 1}人に予約 ${busiest.riders}人`).waitFor();
    await expectAccessible(page);
    await own.screenshots('admin-assignments-warning');

    await page.getByRole('button', { name: '保存する（1便）' }).click();
    const dialog = page.getByRole('dialog', { name: '注意のある割り当てを保存しますか' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`座席 ${busiest.riders - 1}人に予約 ${busiest.riders}人`);
    await expectAccessible(page);
    await own.screenshots('admin-assignments-confirm');
    // going back saves nothing
    await dialog.getByRole('button', { name: '戻って直す' }).click();
    expect((await read(date)).runs.find((r) => r.runId === busiest.runId)!.vehicleCd).toBe(busiest.vehicleCd);

    await page.getByRole('button', { name: '保存する（1便）' }).click();
    await dialog.getByRole('button', { name: '注意を確認して保存する' }).click();
    await page.getByRole('status').getByText('1便の車両を保存しました。').waitFor();
    expect((await read(date)).runs.find((r) => r.runId === busiest.runId)).toMatchObject({
      vehicleCd: 'SMALL',
      chosen: true,
    });
    expect(await rowOf(busiest).innerText()).toContain('割り当て済み');
  });

  it("one vehicle goes to all of a course's runs at once", async () => {
    const course = day.runs.find((r) => r.homenCd !== busiest.homenCd)!;
    const runs = day.runs.filter((r) => r.homenCd === course.homenCd);
    await consoleCall<StaffVehicle>(page, 'Admin/SaveVehicle', {
      vehicleCd: 'BIG',
      name: '大型車',
      seats: 60,
    });
    await page.reload();
    await page.getByRole('heading', { name: course.courseName }).waitFor();
    const bulk = page.getByRole('group', { name: '方面ごとの割り当て' });
    await bulk.getByLabel('方面').selectOption(course.homenCd);
    await bulk.getByLabel('車両').selectOption('BIG');
    await bulk.getByRole('button', { name: 'この方面の全便に入れる' }).click();
    await page.getByRole('button', { name: `保存する（${runs.length}便）` }).click();
    // one bus for the up and the down runs of a course: the runs overlapping each other are asked about
    const dialog = page.getByRole('dialog', { name: '注意のある割り当てを保存しますか' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('と時間が重なる');
    await dialog.getByRole('button', { name: '注意を確認して保存する' }).click();
    await page.getByRole('status').getByText(`${runs.length}便の車両を保存しました。`).waitFor();
    const saved = await read(date);
    expect(
      saved.runs
        .filter((r) => r.vehicleCd === 'BIG')
        .map((r) => r.runId)
        .sort(),
    ).toEqual(runs.map((r) => r.runId).sort());
    await expectAccessible(page);
    await own.screenshots('admin-assignments-course');
  });

  it('a week later, 「前週と同じにする」 takes the whole day, saved at once', async () => {
    const lastWeek = await read(date);
    const nextDate = addDays(date, 7);
    const before = await read(nextDate);
    const differing = before.runs.filter((r) => r.previous && r.previous.vehicleCd !== r.vehicleCd).length;
    expect(differing).toBeGreaterThan(1);
    await page.goto(own.at(`admin/assignments?date=${nextDate}`));
    await page.getByRole('heading', { name: busiest.courseName }).waitFor();
    await page
      .getByRole('button', { name: new RegExp(`^前週（.+）と同じにする（${differing}便）$`) })
      .click();
    await page.getByRole('button', { name: `保存する（${differing}便）` }).click();
    // last week's choices were confirmed with warnings: they are asked about again
    await page
      .getByRole('dialog', { name: '注意のある割り当てを保存しますか' })
      .getByRole('button', { name: '注意を確認して保存する' })
      .click();
    await page.getByRole('status').getByText(`${differing}便の車両を保存しました。`).waitFor();
    const after = await read(nextDate);
    for (const run of after.runs) {
      expect(run.vehicleCd).toBe(lastWeek.runs.find((r) => r.binCd === run.binCd)!.vehicleCd);
    }
    await expectAccessible(page);
    await own.screenshots('admin-assignments-last-week');
  });
});
