import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import {
  providerInfoSchema,
  siteOptionSchema,
  type ProviderInfo,
  type SiteOption,
} from '@shared/schemas/provider';
import { describeEachDatabase } from './databases';
import { DEMO, freshClient, useTestServer } from './harness';

describeEachDatabase('Provider: the school card and site options the login screens read', (kind) => {
  const server = useTestServer(kind);

  it("GetProviderInfo answers the school's contact card (みどり自動車学校) in the envelope", async () => {
    const c = await freshClient(server());
    const answer = await c.post<ProviderInfo>('Provider/GetProviderInfo', {
      serviceCode: 'demo',
      site: '1',
      authority: '',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe(true);
    expect(answer.body.error).toBeNull();
    const info = providerInfoSchema.parse(answer.body.data);
    expect(info.name).toBe(DEMO.schoolName);
    expect(info.code).toBe('demo');
    expect(info.phoneNumber).not.toBe('');
    expect(info.address1).not.toBe('');
    expect(info.latitude).toBeGreaterThan(20);
    expect(info.latitude).toBeLessThan(46);
    expect(info.longitude).toBeGreaterThan(122);
    expect(info.longitude).toBeLessThan(154);
  });

  it('GetProviderInfo without a serviceCode answers the default school', async () => {
    const c = await freshClient(server());
    const answer = await c.post<ProviderInfo>('Provider/GetProviderInfo', {});
    expect(answer.body.status).toBe(true);
    expect(answer.body.data?.name).toBe(DEMO.schoolName);
  });

  it('an unknown serviceCode is a business error 105, not a crash', async () => {
    const c = await freshClient(server());
    for (const action of ['Provider/GetProviderInfo', 'Provider/GetSiteOption']) {
      const answer = await c.post(action, { serviceCode: 'no-such-school', site: '1' });
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe(false);
      expect(answer.body.error?.code).toBe(105);
      expect(answer.body.error?.message).toBe(messages.error[105]);
      expect(answer.body.data).toBeNull();
    }
  });

  it('site 1 requires a password, with student numbers of exactly 7 characters and the 16:00 cut-off', async () => {
    const c = await freshClient(server());
    const answer = await c.post<SiteOption>('Provider/GetSiteOption', {
      serviceCode: 'demo',
      site: '1',
      authority: '',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe(true);
    const option = siteOptionSchema.parse(answer.body.data);
    expect(option.site).toBe('1');
    expect(option.account.passwordRequired).toBe(true);
    expect(option.account.seitoNo.maxLength).toBe(7);
    expect(option.school.bookingCutoff).toBe('16:00');
  });

  it('site 2 signs in by student number only (passwordRequired false), same cut-off', async () => {
    const c = await freshClient(server());
    const answer = await c.post<SiteOption>('Provider/GetSiteOption', { serviceCode: 'demo', site: '2' });
    const option = siteOptionSchema.parse(answer.body.data);
    expect(option.site).toBe('2');
    expect(option.account.passwordRequired).toBe(false);
    expect(option.school.bookingCutoff).toBe('16:00');
  });

  it('a numeric site is read as the same site', async () => {
    const c = await freshClient(server());
    const answer = await c.post<SiteOption>('Provider/GetSiteOption', { serviceCode: 'demo', site: 2 });
    expect(answer.body.status).toBe(true);
    expect(answer.body.data?.site).toBe('2');
    expect(answer.body.data?.account.passwordRequired).toBe(false);
  });

  it('a site the school does not publish is a business error 105', async () => {
    const c = await freshClient(server());
    const answer = await c.post('Provider/GetSiteOption', { serviceCode: 'demo', site: '9' });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe(false);
    expect(answer.body.error?.code).toBe(105);
  });

  it('the public Provider calls still need the anti-forgery header', async () => {
    const c = await freshClient(server());
    const answer = await c.post('Provider/GetProviderInfo', { serviceCode: 'demo' }, { xsrf: false });
    expect(answer.status).toBe(403);
    expect(answer.body.status).toBe(false);
    expect(answer.body.data).toBeNull();
  });
});
