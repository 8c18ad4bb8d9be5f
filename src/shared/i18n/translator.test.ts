import { describe, expect, it } from 'vitest';
import { fillText, translator } from './translator';

describe('the text catalogue lookup (issue 22)', () => {
  const t = translator({ title: '予約の確認', refusal: { full: '{date} は満席です（{seats}席）' } } as const);

  it('finds a text by its dotted key and fills its placeholders', () => {
    expect(t('title')).toBe('予約の確認');
    expect(t('refusal.full', { date: '12月01日', seats: 0 })).toBe('12月01日 は満席です（0席）');
  });

  it('leaves a placeholder without a value as written, so it shows', () => {
    expect(fillText('{date} は満席です', {})).toBe('{date} は満席です');
  });
});
