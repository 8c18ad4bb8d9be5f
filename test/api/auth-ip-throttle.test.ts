import { expect, it } from 'vitest';
import { messages } from '@shared/messages';
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
