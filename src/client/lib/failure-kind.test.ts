import { describe, expect, it } from 'vitest';
import { BusinessFailure, TransportFailure } from './api-client';
import { failureKind, isChunkLoadError } from './failure-kind';

describe('failureKind', () => {
  it('a call that reached nobody is the connection, whether or not the browser knows it is offline', () => {
    expect(failureKind(new TransportFailure(null), true)).toBe('connection');
    expect(failureKind(new TransportFailure(null), false)).toBe('connection');
  });

  it("the client's own time-out stays SPEC.md §8's time-out while online, and is the connection offline", () => {
    expect(failureKind(new TransportFailure(null, true), true)).toBe('timeout');
    expect(failureKind(new TransportFailure(null, true), false)).toBe('connection');
  });

  it("any HTTP status is the server's answer, even offline (it came from somewhere)", () => {
    for (const status of [500, 502, 503, 504, 400, 404]) {
      expect(failureKind(new TransportFailure(status), true)).toBe('server');
      expect(failureKind(new TransportFailure(status), false)).toBe('server');
    }
  });

  it('401 and 403 are the lapsed session, a business answer is a refusal', () => {
    expect(failureKind(new TransportFailure(401), true)).toBe('unauthorized');
    expect(failureKind(new TransportFailure(403), false)).toBe('unauthorized');
    expect(failureKind(new BusinessFailure({ code: 105, message: 'x', data: null }), false)).toBe('refusal');
  });

  it("a screen's code that could not be fetched is the connection; a fault in it is not", () => {
    const chromium = new TypeError(
      'Failed to fetch dynamically imported module: https://x/assets/check-1.js',
    );
    const firefox = new TypeError('error loading dynamically imported module: https://x/a.js');
    const safari = new TypeError('Importing a module script failed.');
    for (const error of [chromium, firefox, safari]) {
      expect(isChunkLoadError(error)).toBe(true);
      expect(failureKind(error, true)).toBe('connection');
    }
    expect(failureKind(new TypeError("Cannot read properties of undefined (reading 'x')"), true)).toBe(
      'other',
    );
    expect(failureKind(null, true)).toBe('other');
  });
});
