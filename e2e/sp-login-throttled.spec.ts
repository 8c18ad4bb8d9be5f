import { describe, expect, it } from 'vitest';
import { PHONE, url, useLearnerPages } from './browser';
import { apiClient, expectGreeting, signIn, type ApiEnvelope } from './learner';
import { claim } from './owners';

/**
 * A carrier address shared by many learners (TEST-NET-3), given to the server by X-Forwarded-For
 * (the e2e server trusts its proxy): this spec's own address (owners.ts), so the throttling stays
 * on it and the other specs, each on an address of its own, never see it.
 */
const OWNER = claim('sp-login-throttled');
const CARRIER_ADDRESS = OWNER.address;
const { learner } = OWNER.learners;

/** 100 failed sign-ins from the carrier address, spread over numbers that do not exist (4 each, so none locks first). */
async function putAddressOverItsLimit(): Promise<ApiEnvelope<unknown>> {
  const carrier = await apiClient({ 'x-forwarded-for': CARRIER_ADDRESS });
  const login = (seitoNo: string, password: string) =>
    carrier.send('Auth/Login', { serviceCode: 'demo', site: '1', seitoNo, password });
  for (let batch = 0; batch < 10; batch++) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(String(3_000_000 + batch * 10 + i), '9999')),
    );
    expect(answers.map((a) => a.error?.code)).toEqual(Array(10).fill(101));
  }
  return login(learner.seitoNo, learner.password);
}

describe('smartphone sign-in from an address over its failure limit (PRODUCT.md §3 proof of work)', () => {
  const learners = useLearnerPages(PHONE);

  it('signs the learner in without them doing anything: the solver loads only then, in a worker', async () => {
    const refused = await putAddressOverItsLimit();
    expect(refused.error?.code, 'the right password without a solution').toBe(103);
    expect(refused.error?.data).toHaveProperty('challenge.signature');

    const { context, page } = await learners.open();
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': CARRIER_ADDRESS });
    const requested: string[] = [];
    context.on('request', (request) => requested.push(request.url()));
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      // the browser's own favicon request (the app declares none) is not the page's error
      if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
        consoleErrors.push(`${message.text()} ${message.location().url}`);
      }
    });
    await page.goto(url('sp/login?serviceCode=demo&site=1'));
    await page.getByLabel('学生番号').waitFor();
    expect(requested.filter((u) => /solve-challenge|pow-worker/.test(u))).toEqual([]);

    await signIn(page, 'sp', learner.seitoNo, learner.password);
    await page.waitForURL(/\/sp\/menu/, { timeout: 30_000 });
    await expectGreeting(page, learner.furigana);
    expect(requested.some((u) => u.includes('solve-challenge'))).toBe(true);
    expect(requested.some((u) => u.includes('pow-worker'))).toBe(true);
    expect(consoleErrors, 'no CSP refusal of the worker, no solver error').toEqual([]);
    await context.close();
  });
});
