import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BoardRun } from '@shared/schemas/admin-board';
import type { StaffVehicle } from '@shared/schemas/admin-vehicles';
import { expectAccessible } from './browser';
import { claim } from './owners';
import { useOwnConsole } from './own-console';
import { consoleCall, nextBusinessDayBoard } from './staff';

claim('admin-audit-readable');

/**
 * The audit log in words (issue 26 §7) on a demo of its own: a vehicle assigned and a capacity
 * changed in the console, then read on the run's audit entries as 「車両: X → Y」, not as codes.
 */
describe('Staff read a run’s changes in the audit log in words, filtered by the run', () => {
  const own = useOwnConsole({ dataPrefix: 'bus-e2e-audit-readable-', acceptDialogs: true });
  let page: Page;
  let run: BoardRun;
  let date: string;
  let vehicles: StaffVehicle[];
  beforeAll(async () => {
    page = own.page;
    const board = await nextBusinessDayBoard(page);
    date = board.date;
    run = [...board.runs].sort((a, b) => b.riders - a.riders)[0]!;
    vehicles = await consoleCall<StaffVehicle[]>(page, 'Admin/GetVehicles');
  });

  it('a capacity change on the run page and a vehicle assigned read as words on the run’s entries', async () => {
    await page.goto(own.at(`admin/run?runId=${run.runId}`));
    await page.getByRole('heading', { level: 2, name: '当日の変更' }).waitFor();
    const seats = run.seats.capacity + 1;
    await page.getByRole('textbox', { name: '座席' }).first().fill(String(seats));
    await page.getByRole('button', { name: '定員を変更' }).click();
    await page.getByRole('status').filter({ hasText: '定員を変更しました。' }).waitFor();

    await page.goto(own.at(`admin/assignments?date=${date}`));
    const select = page.getByLabel(new RegExp(`^${run.binName}（.路）の車両$`));
    await select.waitFor();
    const before = await select.inputValue();
    const chosen = vehicles.find((v) => v.vehicleCd !== before && v.retiredAt === null)!;
    await select.selectOption(chosen.vehicleCd);
    await page.getByRole('button', { name: /^保存する/ }).click();
    // the vehicle may be short of seats or drive another run meanwhile: the screen asks first
    const saved = page.getByRole('status').getByText(/便の車両を保存しました。/);
    const confirm = page.getByRole('button', { name: '注意を確認して保存する' });
    await saved.or(confirm).first().waitFor();
    if (await confirm.isVisible()) await confirm.click();
    await saved.waitFor();
    const was = vehicles.find((v) => v.vehicleCd === before)?.name ?? '—';

    await page.goto(own.at(`admin/run?runId=${run.runId}`));
    await page.getByRole('link', { name: 'この便の操作履歴' }).click();
    await page.getByRole('heading', { level: 1, name: '操作履歴' }).waitFor();
    const table = page.getByRole('table');
    await table.getByText(`車両: ${was} → ${chosen.name}`).waitFor();
    await table.getByText(`座席の定員: ${run.seats.capacity} → ${seats}`).waitFor();
    expect(await table.getByRole('rowheader').allInnerTexts()).toEqual([
      '便への車両の割り当て',
      '便の定員変更',
    ]);
    const runName = new RegExp(`^便: \\d{4}/\\d{2}/\\d{2} ${run.binName}（.路）`);
    await page.getByText(runName).waitFor();
    expect(await table.innerText()).not.toMatch(/run\.|[{}"]/);
    await expectAccessible(page);
    await own.screenshots('admin-audit-readable');
  });

  it('narrows the run’s entries to one action, and lets the run go again', async () => {
    await page.getByLabel('操作', { exact: true }).selectOption({ label: '便の定員変更' });
    await page.getByRole('button', { name: '絞り込む' }).click();
    await expect
      .poll(() => page.getByRole('table').getByRole('rowheader').allInnerTexts())
      .toEqual(['便の定員変更']);
    await page.getByRole('button', { name: '便の絞り込みを外す' }).click();
    await expect.poll(() => page.url()).not.toContain('runId=');
    expect(page.url()).toContain('action=run.capacity');
    await expectAccessible(page);
  });
});
