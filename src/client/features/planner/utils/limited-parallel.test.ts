import { describe, expect, it } from 'vitest';
import { limitedParallel } from './limited-parallel';

describe('limitedParallel', () => {
  it('never runs more than the limit at once and answers in the items order', async () => {
    let running = 0;
    let most = 0;
    const results = await limitedParallel([30, 5, 20, 1, 10], 2, async (ms, i) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running--;
      return `${i}:${ms}`;
    });
    expect(most).toBe(2);
    expect(results).toEqual(['0:30', '1:5', '2:20', '3:1', '4:10']);
  });

  it('runs nothing for no items', async () => {
    expect(await limitedParallel([], 3, () => Promise.reject(new Error('called')))).toEqual([]);
  });
});
