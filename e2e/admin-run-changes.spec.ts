import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import type { BoardRun } from '@shared/schemas/admin-board';
import { expectAccessible } from './browser';
import { claim } from './owners';
import { useOwnConsole } from './own-console';
import { nextBusinessDayBoard } from './staff';

claim('admin-run-changes');

/**
 * Day-of changes on the run page (issue 23 §8) on a demo of its own: cancelling a run and moving
 * its learners changes bookings that specs on the shared server count.
 */
describe('A dispatcher changes a run on the day: capacity, an extra run, learners moved, the run cancelled', () => {
  const own = useOwnConsole({ dataPrefix: 'bus-e2e-run-changes-' });
  const screenshots = (name: string) => own.screenshots(name);
  let page: Page;
  let run: BoardRun;
  beforeAll(async () => {
    page = own.page;
    const board = await nextBusinessDayBoard(page);
    run = [...board.runs].sort((a, b) => b.riders - a.riders)[0]!;
    expect(run.riders).toBeGreaterThan(1);
  });

  it('the run page offers the changes; a capacity below the bookings is refused with its text', async () => {
    await page.getByRole('link', { name: new RegExp(`^${run.binName}\\s*の名簿$`) }).click();
    await page.getByRole('heading', { level: 2, name: '当日の変更' }).waitFor();
    await expectAccessible(page);
    await screenshots('admin-run-changes');

    await page
      .getByRole('textbox', { name: '座席' })
      .first()
      .fill(String(run.seats.booked - 1));
    await page.getByRole('button', { name: '定員を変更' }).click();
    await page.getByRole('alert').filter({ hasText: messages.error[852] }).waitFor();
  });

  it('an extra run of the same period takes two learners moved from the run, and the board shows both', async () => {
    const extra = page.getByRole('form', { name: '増便' });
    await extra.getByRole('textbox', { name: '座席' }).fill('10');
    await extra.getByRole('button', { name: '便を追加' }).click();
    await extra.getByRole('status').filter({ hasText: '便を追加しました。' }).waitFor();

    const move = page.getByRole('form', { name: '教習生を別の便へ移す' });
    const added = await move.locator('option', { hasText: '増便' }).getAttribute('value');
    await move.getByLabel('移動先の便').selectOption(added!);
    const boxes = move.getByRole('checkbox');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await move.getByRole('button', { name: '選んだ教習生を移す' }).click();
    await move
      .getByRole('status')
      .filter({ hasText: /2件の予約を「.*増便.*」へ移しました/ })
      .waitFor();
    expect(await move.getByRole('checkbox').count()).toBe(run.riders - 2);
    const board = await nextBusinessDayBoard(page);
    expect(board.runs.find((r) => r.runId === Number(added))).toMatchObject({ riders: 2 });
    expect(board.runs.find((r) => r.runId === run.runId)).toMatchObject({ riders: run.riders - 2 });
    await expectAccessible(page);
  });

  it('cancelling asks once more, then the run is 運休 with its bookings gone', async () => {
    await page.getByRole('button', { name: 'この便を運休にする' }).click();
    await page.getByText(`${run.riders - 2}件の予約を取り消して運休にします。よろしいですか。`).waitFor();
    await page.getByRole('button', { name: '運休にする', exact: true }).click();
    await page.getByText('この便は運休です。').waitFor();
    await expectAccessible(page);
    await screenshots('admin-run-cancelled');
    const board = await nextBusinessDayBoard(page);
    expect(board.runs.find((r) => r.runId === run.runId)).toMatchObject({ load: 'cancelled', riders: 0 });
  });
});
