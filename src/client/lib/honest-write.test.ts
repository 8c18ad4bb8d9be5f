import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@shared/api/endpoint';
import { BusinessFailure } from './api-client';
import { showErrorBanner } from './error-banner-store';
import { GIVE_UP_AFTER_MS, newIdempotencyKey, OutcomeUnknown, sendUntilAnswered } from './honest-write';

vi.mock('./error-banner-store', () => ({ showErrorBanner: vi.fn() }));

/** An endpoint at `path` taking and answering anything: the repeat rules do not depend on schemas. */
const at = (path: string) =>
  endpoint({ path, access: 'public', body: z.any(), response: z.any(), summary: '' });

const ok = (data: unknown) =>
  new Response(JSON.stringify({ status: true, error: null, data }), { status: 200 });
const refused = (code: number) =>
  new Response(JSON.stringify({ status: false, error: { code, message: 'no', data: null }, data: null }), {
    status: 200,
  });

describe('keyed writes that are sent again until answered', () => {
  beforeEach(() => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=token-1' });
    vi.useFakeTimers();
    vi.mocked(showErrorBanner).mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('makes keys the server accepts, a new one each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('sends the same body again after no answer and a 503, says it is checking, and never alerts', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(ok({ yoyakuId: 7 }));
    vi.stubGlobal('fetch', fetchMock);
    const onChecking = vi.fn();
    const sent = sendUntilAnswered(at('Test/KeyedWrite'), { idempotencyKey: 'k'.repeat(20) }, onChecking);
    await vi.runAllTimersAsync();
    await expect(sent).resolves.toEqual({ data: { yoyakuId: 7 }, checked: true });
    const bodies = fetchMock.mock.calls.map(([, init]) => (init as RequestInit).body);
    expect(new Set(bodies)).toEqual(new Set([JSON.stringify({ idempotencyKey: 'k'.repeat(20) })]));
    expect(onChecking).toHaveBeenCalledTimes(2);
    expect(showErrorBanner).not.toHaveBeenCalled();
  });

  it('answers a first-time success as not checked, and a refusal as a BusinessFailure without repeating', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(ok({ yoyakuId: 1 })));
    await expect(sendUntilAnswered(at('X/Y'), {}, vi.fn())).resolves.toEqual({
      data: { yoyakuId: 1 },
      checked: false,
    });
    const fetchMock = vi.fn().mockResolvedValue(refused(323));
    vi.stubGlobal('fetch', fetchMock);
    await expect(sendUntilAnswered(at('X/Y'), {}, vi.fn())).rejects.toBeInstanceOf(BusinessFailure);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('gives up with OutcomeUnknown once the bound has passed without an answer', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('network down')));
    let clock = 0;
    const sent = sendUntilAnswered(
      at('X/Y'),
      {},
      () => (clock += GIVE_UP_AFTER_MS / 3),
      () => clock,
    );
    const settled = expect(sent).rejects.toBeInstanceOf(OutcomeUnknown);
    await vi.runAllTimersAsync();
    await settled;
  });
});
