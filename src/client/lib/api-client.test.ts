import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { authApi } from '@shared/api/auth';
import { endpoint } from '@shared/api/endpoint';
import { notificationApi } from '@shared/api/notification';
import { providerApi } from '@shared/api/provider';
import {
  BusinessFailure,
  call,
  callEnvelope,
  isGeneralFailure,
  onUnauthorized,
  TransportFailure,
} from './api-client';

/** An endpoint at `path` taking and answering anything: the transport rules do not depend on schemas. */
const at = (path: string) =>
  endpoint({ path, access: 'public', body: z.any(), response: z.any(), summary: '' });
import { showErrorBanner } from './error-banner-store';

vi.mock('./error-banner-store', () => ({ showErrorBanner: vi.fn() }));

const banner = vi.mocked(showErrorBanner);

function answer(status: number, body: unknown = {}) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

describe('API client transport rules (SPEC.md §8)', () => {
  beforeEach(() => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=token-1' });
    banner.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('posts JSON with the anti-forgery header echoed from the XSRF-TOKEN cookie', async () => {
    const fetchMock = answer(200, { status: true, error: null, data: [] });
    vi.stubGlobal('fetch', fetchMock);
    await callEnvelope(notificationApi.getNews, { recNo: 1 });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toMatch(/api\/Notification\/GetNews$/);
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['x-xsrf-token']).toBe('token-1');
    expect(init.body).toBe('{"recNo":1}');
  });

  it.each([400, 404])('shows the "serious problem" alert with status %i and fails the call', async (code) => {
    vi.stubGlobal('fetch', answer(code));
    await expect(callEnvelope(at('X/Y'), {})).rejects.toBeInstanceOf(TransportFailure);
    expect(banner).toHaveBeenCalledWith(
      `アプリケーションの操作中に重大な問題が発生したため、処理を中止します。学校にお問い合わせください。(${code})`,
    );
  });

  it.each([401, 403])('sends the learner to the login page on %i without a message', async (code) => {
    const handler = vi.fn();
    const remove = onUnauthorized(handler);
    vi.stubGlobal('fetch', answer(code));
    await expect(callEnvelope(at('X/Y'), {})).rejects.toBeInstanceOf(TransportFailure);
    remove();
    expect(handler).toHaveBeenCalledExactlyOnceWith(code, 'X/Y');
    expect(banner).not.toHaveBeenCalled();
  });

  it.each([500, 502, 503])('shows the "currently unavailable" alert with status %i', async (code) => {
    vi.stubGlobal('fetch', answer(code));
    await expect(callEnvelope(at('X/Y'), {})).rejects.toBeInstanceOf(TransportFailure);
    expect(banner).toHaveBeenCalledWith(`現在ご利用いただけません。しばらくお待ちください。(${code})`);
  });

  it('logs a call that gets no response and shows no dialog', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(callEnvelope(at('X/Y'), {})).rejects.toMatchObject({ status: null, timedOut: false });
    expect(banner).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
  });

  it('gives up after 15 seconds with the "currently unavailable" alert', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          ),
      ),
    );
    const call = callEnvelope(at('X/Y'), {});
    const outcome = expect(call).rejects.toMatchObject({ status: null, timedOut: true });
    await vi.advanceTimersByTimeAsync(15_000);
    await outcome;
    expect(banner).toHaveBeenCalledWith('現在ご利用いただけません。しばらくお待ちください。(タイムアウト)');
  });

  it('passes a business error through to the screen untouched', async () => {
    vi.stubGlobal('fetch', answer(200, { status: false, error: { code: 101, message: 'm' }, data: null }));
    await expect(call(authApi.login, { site: '1', seitoNo: '1234567' })).rejects.toEqual(
      new BusinessFailure({ code: 101, message: 'm' }),
    );
    expect(banner).not.toHaveBeenCalled();
  });

  it('fetches the anti-forgery cookie first when the browser has none', async () => {
    const jar = { cookie: '' };
    vi.stubGlobal('document', jar);
    const fetchMock = vi.fn(async (url: string) => {
      if (url.endsWith('api/health')) jar.cookie = 'XSRF-TOKEN=fresh';
      return new Response(JSON.stringify({ status: true, error: null, data: {} }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    await callEnvelope(providerApi.getSiteOption, {});
    const post = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect((post[1].headers as Record<string, string>)['x-xsrf-token']).toBe('fresh');
  });
});

describe('general failure of a screen (SPEC.md §8: to the login page with message 990)', () => {
  it('is any failed call: no response, another HTTP status, or a refusal such as the unknown school 105', () => {
    expect(isGeneralFailure(new TransportFailure(null))).toBe(true);
    expect(isGeneralFailure(new TransportFailure(500))).toBe(true);
    expect(isGeneralFailure(new BusinessFailure({ code: 105, message: 'unknown school', data: null }))).toBe(
      true,
    );
  });

  it('is not 401/403, which already went to the login page without a message, nor a call that did not fail', () => {
    expect(isGeneralFailure(new TransportFailure(401))).toBe(false);
    expect(isGeneralFailure(new TransportFailure(403))).toBe(false);
    expect(isGeneralFailure(null)).toBe(false);
    expect(isGeneralFailure(undefined)).toBe(false);
  });
});
