import { describe, expect, it } from 'vitest';
import { decideQueue, type QueuedEntry } from './waitlist-rule';

/** An entry of a learner alone (one seat), before its cut-off, free to book, its stop served. */
const entry = (id: number, over: Partial<QueuedEntry> = {}): QueuedEntry => ({
  id,
  need: { seats: 1, childSeats: 0, bicycles: 0 },
  pastCutoff: false,
  alreadyBooked: false,
  stopServed: true,
  ...over,
});
const room = (seats: number, childSeats = 0, bicycles = 0) => ({ seats, childSeats, bicycles });

describe('the waitlist walk when room is freed (issue 29 §1)', () => {
  it('keeps the order: the first entries that fit ride, the rest keep waiting', () => {
    expect(decideQueue(room(2), [entry(1), entry(2), entry(3)])).toEqual([
      { id: 1, action: 'promote' },
      { id: 2, action: 'promote' },
    ]);
  });

  it('passes over a party that no longer fits, which keeps its place', () => {
    const party = entry(1, { need: { seats: 3, childSeats: 0, bicycles: 0 } });
    expect(decideQueue(room(2), [party, entry(2)])).toEqual([{ id: 2, action: 'promote' }]);
    // with room for it later, it goes first
    expect(decideQueue(room(3), [party, entry(2)])).toEqual([{ id: 1, action: 'promote' }]);
  });

  it('gives a seat to a smaller party behind a big one, never leaving it free', () => {
    const big = entry(1, { need: { seats: 2, childSeats: 1, bicycles: 0 } });
    const bike = entry(2, { need: { seats: 1, childSeats: 0, bicycles: 1 } });
    expect(decideQueue(room(2, 0, 0), [big, bike, entry(3), entry(4)])).toEqual([
      { id: 3, action: 'promote' },
      { id: 4, action: 'promote' },
    ]);
  });

  it('drops an entry whose learner booked another run for that lesson, and the seat goes on', () => {
    expect(decideQueue(room(1), [entry(1, { alreadyBooked: true }), entry(2)])).toEqual([
      { id: 1, action: 'drop' },
      { id: 2, action: 'promote' },
    ]);
  });

  it('drops an entry whose stop the run no longer serves', () => {
    expect(decideQueue(room(1), [entry(1, { stopServed: false }), entry(2)])).toEqual([
      { id: 1, action: 'drop' },
      { id: 2, action: 'promote' },
    ]);
  });

  it('promotes nobody past the cut-off: the closing job closes those entries', () => {
    expect(decideQueue(room(3), [entry(1, { pastCutoff: true }), entry(2, { pastCutoff: true })])).toEqual(
      [],
    );
  });

  it('promotes nobody without room', () => {
    expect(decideQueue(room(0), [entry(1), entry(2)])).toEqual([]);
  });
});
