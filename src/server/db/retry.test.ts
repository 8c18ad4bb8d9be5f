import { describe, expect, it } from 'vitest';
import { retryOnConflict, sqlStateOf } from './retry';

const pgError = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });
const wrapped = (code: string) => new Error('Failed query', { cause: pgError(code) });

describe('retrying a lost race', () => {
  it('runs the work again after a deadlock or a serialization failure, also when drizzle wraps the error', async () => {
    for (const failure of [pgError('40P01'), wrapped('40001')]) {
      let calls = 0;
      const result = await retryOnConflict(async () => {
        calls++;
        if (calls < 3) throw failure;
        return 'done';
      });
      expect([result, calls]).toEqual(['done', 3]);
    }
  });

  it('does not retry other errors, and gives up after five attempts', async () => {
    let calls = 0;
    await expect(
      retryOnConflict(async () => {
        calls++;
        throw wrapped('23505');
      }),
    ).rejects.toThrow('Failed query');
    expect(calls).toBe(1);
    calls = 0;
    await expect(
      retryOnConflict(async () => {
        calls++;
        throw pgError('40P01');
      }),
    ).rejects.toThrow('sqlstate 40P01');
    expect(calls).toBe(5);
  });

  it('reads the SQLSTATE through wrapping causes', () => {
    expect(sqlStateOf(wrapped('23505'))).toBe('23505');
    expect(sqlStateOf(new Error('plain'))).toBeUndefined();
  });
});
