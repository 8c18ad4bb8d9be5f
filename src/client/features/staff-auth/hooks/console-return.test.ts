import { describe, expect, it } from 'vitest';
import { consoleLoginHref, consoleReturnPath } from './console-return';

describe('where the console sign-in returns to', () => {
  it('a console screen with its query', () => {
    expect(consoleReturnPath('/admin/learner?id=3')).toBe('/admin/learner?id=3');
    expect(consoleReturnPath('/admin')).toBe('/admin');
    const href = new URL(consoleLoginHref('/admin/run?runId=5', true), 'http://x');
    expect(consoleReturnPath(href.searchParams.get('next'))).toBe('/admin/run?runId=5');
    expect(href.searchParams.get('expired')).toBe('1');
  });

  it('nowhere outside the console: other sites, learner areas, the sign-in itself', () => {
    for (const next of [
      null,
      '',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/\\evil.example/admin',
      'javascript:alert(1)',
      '/sp/menu',
      '/admin/../sp/menu',
      '/administrator',
      '/admin/login',
      'admin/learners',
    ]) {
      expect(consoleReturnPath(next), String(next)).toBeNull();
    }
  });
});
