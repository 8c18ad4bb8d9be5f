import { describe, expect, it } from 'vitest';
import { nextGridPosition } from './grid-focus';

const size = { rows: 3, cols: 4 };
const at = (row: number, col: number) => ({ row, col });

describe('focus in the desktop grid (ARIA grid pattern, arrows between cells)', () => {
  it('moves one cell with each arrow', () => {
    expect(nextGridPosition(at(1, 1), { key: 'ArrowUp' }, size)).toEqual(at(0, 1));
    expect(nextGridPosition(at(1, 1), { key: 'ArrowDown' }, size)).toEqual(at(2, 1));
    expect(nextGridPosition(at(1, 1), { key: 'ArrowLeft' }, size)).toEqual(at(1, 0));
    expect(nextGridPosition(at(1, 1), { key: 'ArrowRight' }, size)).toEqual(at(1, 2));
  });

  it('stops at the edges instead of wrapping to the next row or column', () => {
    expect(nextGridPosition(at(0, 2), { key: 'ArrowUp' }, size)).toEqual(at(0, 2));
    expect(nextGridPosition(at(2, 2), { key: 'ArrowDown' }, size)).toEqual(at(2, 2));
    expect(nextGridPosition(at(1, 0), { key: 'ArrowLeft' }, size)).toEqual(at(1, 0));
    expect(nextGridPosition(at(1, 3), { key: 'ArrowRight' }, size)).toEqual(at(1, 3));
  });

  it('goes to the ends of the row with Home and End, of the grid with Ctrl or ⌘', () => {
    expect(nextGridPosition(at(1, 2), { key: 'Home' }, size)).toEqual(at(1, 0));
    expect(nextGridPosition(at(1, 2), { key: 'End' }, size)).toEqual(at(1, 3));
    expect(nextGridPosition(at(1, 2), { key: 'Home', ctrlKey: true }, size)).toEqual(at(0, 0));
    expect(nextGridPosition(at(1, 2), { key: 'End', ctrlKey: true }, size)).toEqual(at(2, 3));
    expect(nextGridPosition(at(1, 2), { key: 'End', metaKey: true }, size)).toEqual(at(2, 3));
  });

  it('leaves every other key to the browser', () => {
    for (const key of ['Tab', 'Enter', ' ', 'a', 'PageDown'])
      expect(nextGridPosition(at(1, 1), { key }, size)).toBeNull();
  });

  it('leaves arrows with Alt to the browser (Alt+← goes back)', () => {
    expect(nextGridPosition(at(1, 1), { key: 'ArrowLeft', altKey: true }, size)).toBeNull();
    expect(nextGridPosition(at(1, 1), { key: 'Home', altKey: true }, size)).toBeNull();
  });

  it('brings a position left outside a grid that shrank back inside it', () => {
    expect(nextGridPosition(at(7, 9), { key: 'ArrowUp' }, size)).toEqual(at(1, 3));
    expect(nextGridPosition(at(-1, -1), { key: 'ArrowRight' }, size)).toEqual(at(0, 1));
  });

  it('has nowhere to go in an empty grid', () => {
    expect(nextGridPosition(at(0, 0), { key: 'ArrowDown' }, { rows: 0, cols: 4 })).toBeNull();
    expect(nextGridPosition(at(0, 0), { key: 'ArrowDown' }, { rows: 3, cols: 0 })).toBeNull();
  });
});
