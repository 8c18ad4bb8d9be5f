import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages } from '@shared/i18n/messages';
import { DESKTOP, expectAccessible, PHONE, useLearnerPages } from './browser';
import { expectGreeting, signIn } from './learner';
import { claim } from './owners';

const { learner } = claim('general-failure').learners;

/** SPEC.md §8 "general failure in screens": the first calls of a signed-in screen fail → login with 990. */
async function expectLoginWith990(page: Page, area: 'sp' | 'pc') {
  await page.waitForURL(new RegExp(`/${area}/login\\?serviceCode=demo&site=1$`), { timeout: 15_000 });
  await page.getByRole('alert').filter({ hasText: messages.error[990] }).waitFor();
  await page.getByLabel('学生番号').waitFor();
  await expectAccessible(page);
}

describe('smartphone: a signed-in screen whose first calls fail', () => {
  const learners = useLearnerPages(PHONE);

  it('shows the school name and a tel: link to its phone number on every signed-in page', async () => {
    const { context, page } = await learners.open();
    await signIn(page, 'sp', learner.seitoNo, learner.password);
    await expectGreeting(page, learner.furigana);
    const contact = page.locator('footer address');
    expect(await contact.textContent()).toContain('みどり自動車学校');
    expect(await contact.getByRole('link', { name: '048-000-0000' }).getAttribute('href')).toBe(
      'tel:048-000-0000',
    );
    await context.close();
  });

  // a call that gets no answer at all is the connection's failure: the page keeps its frame and
  // offers a retry instead (issue 25 §7, e2e/honest-waiting.spec.ts)
  it("goes to /sp/login with message 990 when the site options get the server's 503", async () => {
    const { context, page } = await learners.open();
    await signIn(page, 'sp', learner.seitoNo, learner.password);
    await expectGreeting(page, learner.furigana);
    // only the signed-in screen's call fails: the login page it lands on loads normally
    await page.route('**/api/Provider/GetSiteOption', (route) => route.fulfill({ status: 503, body: '' }), {
      times: 1,
    });
    await page.reload();
    await expectLoginWith990(page, 'sp');
    await context.close();
  });
});

describe('desktop: a signed-in screen whose first calls fail', () => {
  const learners = useLearnerPages(DESKTOP);

  it('goes to /pc/login with message 990 when the school is unknown (code 105)', async () => {
    const { context, page } = await learners.open();
    await signIn(page, 'pc', learner.seitoNo, learner.password);
    await expectGreeting(page, learner.furigana);
    await page.route(
      '**/api/Provider/GetProviderInfo',
      (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            status: false,
            error: { code: 105, message: messages.error[105], data: null },
            data: null,
          }),
        }),
      { times: 1 },
    );
    await page.reload();
    await expectLoginWith990(page, 'pc');
    await context.close();
  });
});
