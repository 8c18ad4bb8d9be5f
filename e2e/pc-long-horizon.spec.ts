import { describe, expect, it } from 'vitest';
import { MAX_RANGE_DAYS } from '@shared/constants';
import { addDays, daysBetween } from '@shared/rules/japan-time';
import { DESKTOP, useLearnerPages } from './browser';
import { expectGreeting, openGrid, signIn, type ApiEnvelope } from './learner';
import { claim } from './owners';

const { learner } = claim('pc-long-horizon').learners;

const HORIZON_DAYS = 45;

describe('desktop grid of a school whose booking horizon is longer than a month', () => {
  const learners = useLearnerPages(DESKTOP);

  it('shows every bookable day, asking the server for at most 31 days at a time', async () => {
    const { context, page } = await learners.open();
    // the demo school books 30 days ahead: its answer is stretched to 45 consecutive days
    await page.route('**/api/Reservation/GetReservationDays', async (route) => {
      const answer = await route.fetch();
      const envelope = (await answer.json()) as ApiEnvelope<{ date: string; deadline: string }[]>;
      const first = envelope.data![0]!;
      const days = Array.from({ length: HORIZON_DAYS }, (_, i) => ({
        date: addDays(first.date, i),
        deadline: first.deadline,
      }));
      await route.fulfill({ response: answer, json: { ...envelope, data: days } });
    });
    const asked: { fromDate: string; toDate: string }[] = [];
    page.on('request', (request) => {
      if (/api\/Reservation\/(GetTravelTime|GetKyosyuReservation)$/.test(request.url()))
        asked.push(request.postDataJSON() as { fromDate: string; toDate: string });
    });

    await signIn(page, 'pc', learner.seitoNo, learner.password);
    await expectGreeting(page, learner.furigana);
    await openGrid(page, '往路の予約', async (p) => {
      await p.getByLabel('コース').selectOption({ label: '北部方面' });
      await p.getByRole('button', { name: 'このコースで探す' }).click();
      await p.waitForURL(/\/pc\/rsvpoint/);
      await p
        .getByRole('button', { name: /を選択$/ })
        .first()
        .click();
    });

    expect(await page.locator('table.pc-grid tbody tr').count()).toBe(HORIZON_DAYS);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.locator('td.pc-cell-1').count()).toBeGreaterThan(0);
    expect(asked.length).toBeGreaterThanOrEqual(4);
    for (const range of asked) expect(daysBetween(range.fromDate, range.toDate)).toBeLessThan(MAX_RANGE_DAYS);
    await context.close();
  });
});
