import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import { describeEachDatabase } from './databases';
import { DEMO, MINUTE, freshClient, useTestServer } from './harness';

/**
 * PRODUCT.md §3: per-IP limits count failures only and are generous (carrier NAT): 100 failed
 * sign-ins from one address in 10 minutes, then that address waits. The failures are spread
 * over many student numbers (4 each) so that no account locks first.
 */
describeEachDatabase('Auth/Login per-IP throttle: 100 failures from one address (PRODUCT.md §3)', (kind) => {
  const server = useTestServer(kind);

  it('successful sign-ins do not count towards the address limit', async () => {
    const s = server();
    for (let i = 0; i < 5; i++) {
      expect((await (await freshClient(s)).login(DEMO.main.seitoNo, DEMO.main.password)).body.status).toBe(
        true,
      );
    }
  });

  it('after 100 failures from one address the next attempt is error 103, even with the right password', async () => {
    const s = server();
    const c = await freshClient(s);
    const codes: (string | number | undefined)[] = [];
    for (let i = 0; i < 100; i++) {
      const seitoNo = String(2_000_000 + Math.floor(i / 4));
      const answer = await c.login(seitoNo, '9999');
      codes.push(answer.body.error?.code);
    }
    expect(codes.filter((code) => code !== 101)).toEqual([]);

    const wrong = await c.login('3000000', '9999');
    expect(wrong.status).toBe(200);
    expect(wrong.body.status).toBe(false);
    expect(wrong.body.error?.code).toBe(103);
    expect(wrong.body.error?.message).toBe(messages.error[103]);

    const right = await c.login(DEMO.second.seitoNo, DEMO.second.password);
    expect(right.body.error?.code).toBe(103);
    expect(right.body.data).toBeNull();
  });

  it('the address may sign in again once the 10-minute window has passed', async () => {
    const s = server();
    s.clock.advance(11 * MINUTE);
    const answer = await (await freshClient(s)).login(DEMO.second.seitoNo, DEMO.second.password);
    expect(answer.body.status).toBe(true);
  });
});

/**
 * Issue 21: one IPv6 subscriber holds a whole /64 and can send each guess from a new address in
 * it. Behind a balancer on loopback (TRUST_PROXY), X-Forwarded-For stands for the address.
 */
describeEachDatabase('Auth/Login per-IP throttle counts IPv6 by its /64 (issue 21)', (kind) => {
  const server = useTestServer(kind, { env: { TRUST_PROXY: 'loopback' } });
  const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
  const login = (c: Awaited<ReturnType<typeof freshClient>>, seitoNo: string, password: string, ip: string) =>
    c.post('Auth/Login', { serviceCode: DEMO.serviceCode, site: '1', seitoNo, password }, from(ip));

  it('100 failures, each from a new address of one /64, meet the proof of work; the next /64 does not', async () => {
    const s = server();
    const c = await freshClient(s);
    for (let i = 0; i < 100; i++) {
      const answer = await login(c, String(2_100_000 + Math.floor(i / 4)), '9999', `2001:db8:5:6::${i + 1}`);
      expect(answer.body.error?.code).toBe(101);
    }
    const rotated = await login(c, DEMO.main.seitoNo, DEMO.main.password, '2001:db8:5:6:ffff:1:2:3');
    expect(rotated.body.error?.code).toBe(103);
    const neighbour = await login(c, DEMO.main.seitoNo, DEMO.main.password, '2001:db8:5:7::1');
    expect(neighbour.body.status).toBe(true);
  });

  it('an IPv4-mapped address counts as the IPv4 address it carries', async () => {
    const s = server();
    const c = await freshClient(s);
    for (let i = 0; i < 100; i++) {
      const ip = i % 2 === 0 ? '198.51.100.77' : '::ffff:198.51.100.77';
      expect((await login(c, String(2_200_000 + Math.floor(i / 4)), '9999', ip)).body.error?.code).toBe(101);
    }
    expect((await login(c, DEMO.main.seitoNo, DEMO.main.password, '198.51.100.77')).body.error?.code).toBe(
      103,
    );
  });
});
