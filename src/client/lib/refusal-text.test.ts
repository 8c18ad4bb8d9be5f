import { describe, expect, it } from 'vitest';
import { BusinessFailure, TransportFailure } from './api-client';
import { messages } from '@shared/i18n/messages';
import { emptyOrFailureText, failureText, isRefusal, refusalText, writeFailureText } from './refusal-text';

describe('refusal texts (SPEC.md §8)', () => {
  it('adds the code to a refusal the way SPEC.md §8 shows it', () => {
    expect(refusalText({ code: 320, message: '既に予約済みです。' })).toBe(
      '既に予約済みです。（コード 320）',
    );
  });

  it('words a refused call with its code, and has nothing to add to a transport failure', () => {
    expect(failureText(new BusinessFailure({ code: 323, message: '満席です。' }))).toBe(
      '満席です。（コード 323）',
    );
    expect(failureText(new TransportFailure(500))).toBeNull();
    expect(failureText(undefined)).toBeNull();
  });

  it('words a failed write: a refusal with its code, an unanswered one as not sent, nothing the API client handled', () => {
    expect(writeFailureText(new BusinessFailure({ code: 330, message: '上限です。' }))).toBe(
      '上限です。（コード 330）',
    );
    for (const status of [null, 500, 504]) {
      expect(writeFailureText(new TransportFailure(status))).toBe(messages.http.notSent);
    }
    for (const status of [400, 401, 403, 404]) {
      expect(writeFailureText(new TransportFailure(status))).toBeNull();
    }
    expect(writeFailureText(null)).toBeNull();
  });

  it('shows an empty-list refusal as its plain catalogue text, any other with its code', () => {
    const empty = new BusinessFailure({ code: 313, message: 'ignored' });
    expect(isRefusal(empty, 313)).toBe(true);
    expect(emptyOrFailureText(empty, 313)).toBe('予約がございません。');
    expect(emptyOrFailureText(new BusinessFailure({ code: 500, message: 'エラー' }), 313)).toBe(
      'エラー（コード 500）',
    );
  });
});
