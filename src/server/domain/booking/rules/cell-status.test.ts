import { describe, expect, it } from 'vitest';
import type { CellStatus } from '@shared/constants';
import { cellStatus, isClickable, isTripAvailable } from './cell-status';

describe('cell status of SPEC.md §4, every combination of own bookings × chosen direction × trip', () => {
  const table: {
    upBooked: boolean;
    downBooked: boolean;
    chosen: 1 | 2;
    tripAvailable: boolean;
    status: CellStatus;
    rule: string;
  }[] = [
    {
      upBooked: false,
      downBooked: false,
      chosen: 1,
      tripAvailable: true,
      status: 1,
      rule: 'nothing booked, a trip up: green, bookable',
    },
    {
      upBooked: false,
      downBooked: false,
      chosen: 1,
      tripAvailable: false,
      status: 7,
      rule: 'nothing booked, no trip up: grey',
    },
    {
      upBooked: false,
      downBooked: false,
      chosen: 2,
      tripAvailable: true,
      status: 1,
      rule: 'nothing booked, a trip down: green, bookable',
    },
    {
      upBooked: false,
      downBooked: false,
      chosen: 2,
      tripAvailable: false,
      status: 7,
      rule: 'nothing booked, no trip down: grey',
    },
    {
      upBooked: true,
      downBooked: false,
      chosen: 1,
      tripAvailable: true,
      status: 2,
      rule: 'up booked, choosing up again: red',
    },
    {
      upBooked: true,
      downBooked: false,
      chosen: 1,
      tripAvailable: false,
      status: 2,
      rule: 'up booked, choosing up, no trip: red',
    },
    {
      upBooked: true,
      downBooked: false,
      chosen: 2,
      tripAvailable: true,
      status: 3,
      rule: 'up booked, choosing down with a trip: red with trip, bookable',
    },
    {
      upBooked: true,
      downBooked: false,
      chosen: 2,
      tripAvailable: false,
      status: 2,
      rule: 'up booked, choosing down without a trip: red',
    },
    {
      upBooked: false,
      downBooked: true,
      chosen: 1,
      tripAvailable: true,
      status: 5,
      rule: 'down booked, choosing up with a trip: blue with trip, bookable',
    },
    {
      upBooked: false,
      downBooked: true,
      chosen: 1,
      tripAvailable: false,
      status: 4,
      rule: 'down booked, choosing up without a trip: blue',
    },
    {
      upBooked: false,
      downBooked: true,
      chosen: 2,
      tripAvailable: true,
      status: 4,
      rule: 'down booked, choosing down again: blue',
    },
    {
      upBooked: false,
      downBooked: true,
      chosen: 2,
      tripAvailable: false,
      status: 4,
      rule: 'down booked, choosing down, no trip: blue',
    },
    {
      upBooked: true,
      downBooked: true,
      chosen: 1,
      tripAvailable: true,
      status: 6,
      rule: 'both booked, choosing up with a trip: purple',
    },
    {
      upBooked: true,
      downBooked: true,
      chosen: 1,
      tripAvailable: false,
      status: 6,
      rule: 'both booked, choosing up without a trip: purple',
    },
    {
      upBooked: true,
      downBooked: true,
      chosen: 2,
      tripAvailable: true,
      status: 6,
      rule: 'both booked, choosing down with a trip: purple',
    },
    {
      upBooked: true,
      downBooked: true,
      chosen: 2,
      tripAvailable: false,
      status: 6,
      rule: 'both booked, choosing down without a trip: purple',
    },
  ];

  it('the table covers all 16 combinations exactly once', () => {
    const keys = new Set(table.map((r) => `${r.upBooked}/${r.downBooked}/${r.chosen}/${r.tripAvailable}`));
    expect(keys.size).toBe(16);
  });

  it.each(table)('$rule → $status', ({ status, rule: _rule, ...input }) => {
    expect(cellStatus(input)).toBe(status);
  });

  it.each(table)('$rule: clickable only when it can be booked', ({ status, rule: _rule, ...input }) => {
    const bookable =
      input.tripAvailable &&
      !(input.chosen === 1 ? input.upBooked : input.downBooked) &&
      !(input.upBooked && input.downBooked);
    expect(isClickable(status)).toBe(bookable);
  });
});

describe('clickable cells (SPEC.md §4: only 1, 3 and 5)', () => {
  it.each([
    [1, true],
    [2, false],
    [3, true],
    [4, false],
    [5, true],
    [6, false],
    [7, false],
  ] as [CellStatus, boolean][])('status %i clickable: %s', (status, clickable) => {
    expect(isClickable(status)).toBe(clickable);
  });
});

describe('a trip counts only if net-reservable and not full (SPEC.md §4 status 7)', () => {
  const open = { isNetReservation: true, isBusLimit: false };
  const full = { isNetReservation: true, isBusLimit: true };
  const phoneOnly = { isNetReservation: false, isBusLimit: false };

  it('no run at all is no trip', () => {
    expect(isTripAvailable([])).toBe(false);
  });

  it('a net-reservable run with seats left is a trip', () => {
    expect(isTripAvailable([open])).toBe(true);
  });

  it('a full run is no trip', () => {
    expect(isTripAvailable([full])).toBe(false);
  });

  it('a run not reservable on the net is no trip, even with seats left', () => {
    expect(isTripAvailable([phoneOnly])).toBe(false);
    expect(isTripAvailable([{ isNetReservation: false, isBusLimit: true }])).toBe(false);
  });

  it('one open run among full and phone-only runs is enough', () => {
    expect(isTripAvailable([full, phoneOnly, open])).toBe(true);
    expect(isTripAvailable([full, phoneOnly])).toBe(false);
  });
});
