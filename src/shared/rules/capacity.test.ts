import { describe, expect, it } from 'vitest';
import { capacityNeeded, hasRoom, isBusLimit, roomLeft, seatsLeft, type RunCapacity, fits } from './capacity';

type Run = RunCapacity & { isNetReservation: boolean };

const run = (over: Partial<Run> = {}): Run => ({
  isNetReservation: true,
  seats: 10,
  childSeats: 2,
  bicycles: 1,
  bookedSeats: 0,
  bookedChildSeats: 0,
  bookedBicycles: 0,
  ...over,
});
const alone = capacityNeeded({ passenger: 0, childSheet: 0, jitensya: 0 });

describe('what a booking takes (PRODUCT.md §4b)', () => {
  it('a learner alone takes one seat and nothing else', () => {
    expect(alone).toEqual({ seats: 1, childSeats: 0, bicycles: 0 });
  });

  it('each child riding along takes a seat of its own', () => {
    expect(capacityNeeded({ passenger: 3, childSheet: 0, jitensya: 0 })).toEqual({
      seats: 4,
      childSeats: 0,
      bicycles: 0,
    });
  });

  it('child seats and a bicycle take capacity of their own kind, not seats', () => {
    expect(capacityNeeded({ passenger: 2, childSheet: 2, jitensya: 1 })).toEqual({
      seats: 3,
      childSeats: 2,
      bicycles: 1,
    });
  });
});

describe('room on a run', () => {
  it('the last seat can be taken by a learner alone', () => {
    expect(hasRoom(run({ bookedSeats: 9 }), alone)).toBe(true);
  });

  it('a learner alone cannot board a full run', () => {
    expect(hasRoom(run({ bookedSeats: 10 }), alone)).toBe(false);
  });

  it('a learner with two children needs three free seats', () => {
    const withTwo = capacityNeeded({ passenger: 2, childSheet: 0, jitensya: 0 });
    expect(hasRoom(run({ bookedSeats: 7 }), withTwo)).toBe(true);
    expect(hasRoom(run({ bookedSeats: 8 }), withTwo)).toBe(false);
  });

  it('child seats are counted against the child seats of the run', () => {
    const twoChildSeats = capacityNeeded({ passenger: 2, childSheet: 2, jitensya: 0 });
    expect(hasRoom(run({ bookedChildSeats: 0 }), twoChildSeats)).toBe(true);
    expect(hasRoom(run({ bookedChildSeats: 1 }), twoChildSeats)).toBe(false);
    expect(
      hasRoom(run({ childSeats: 0 }), capacityNeeded({ passenger: 1, childSheet: 1, jitensya: 0 })),
    ).toBe(false);
  });

  it('a bicycle is counted against the bicycle places of the run', () => {
    const bicycle = capacityNeeded({ passenger: 0, childSheet: 0, jitensya: 1 });
    expect(hasRoom(run(), bicycle)).toBe(true);
    expect(hasRoom(run({ bookedBicycles: 1 }), bicycle)).toBe(false);
    expect(hasRoom(run({ bicycles: 0 }), bicycle)).toBe(false);
  });

  it('a run without free child seats or bicycle places still takes a learner who needs neither', () => {
    expect(hasRoom(run({ bookedChildSeats: 2, bookedBicycles: 1 }), alone)).toBe(true);
    expect(hasRoom(run({ childSeats: 0, bicycles: 0 }), alone)).toBe(true);
  });

  it('every kind must fit at once', () => {
    const everything = capacityNeeded({ passenger: 1, childSheet: 1, jitensya: 1 });
    expect(hasRoom(run({ bookedSeats: 8, bookedChildSeats: 1, bookedBicycles: 0 }), everything)).toBe(true);
    expect(hasRoom(run({ bookedSeats: 9, bookedChildSeats: 1, bookedBicycles: 0 }), everything)).toBe(false);
  });
});

describe('a bus-limited (full) run', () => {
  it('is full when no seat is left', () => {
    expect(isBusLimit(run({ bookedSeats: 10 }))).toBe(true);
    expect(seatsLeft(run({ bookedSeats: 10 }))).toBe(0);
  });

  it('is not full with one seat left', () => {
    expect(isBusLimit(run({ bookedSeats: 9 }))).toBe(false);
    expect(seatsLeft(run({ bookedSeats: 9 }))).toBe(1);
  });

  it('is not full because its child seats or bicycle places are taken', () => {
    expect(isBusLimit(run({ bookedChildSeats: 2, bookedBicycles: 1 }))).toBe(false);
  });

  it('a run without seats is full', () => {
    expect(isBusLimit(run({ seats: 0 }))).toBe(true);
  });

  it('a run the school does not take on the net is bus-limited, whatever its seats (PRODUCT.md §4)', () => {
    expect(isBusLimit(run({ isNetReservation: false }))).toBe(true);
    expect(isBusLimit(run({ isNetReservation: true }))).toBe(false);
  });
});

describe('room left of each kind', () => {
  it('counts seats, child seats and bicycle places apart, never below 0', () => {
    expect(roomLeft(run({ bookedSeats: 8, bookedChildSeats: 1 }))).toEqual({
      seats: 2,
      childSeats: 1,
      bicycles: 1,
    });
    expect(roomLeft(run({ bookedSeats: 10, bookedBicycles: 1 }))).toEqual({
      seats: 0,
      childSeats: 2,
      bicycles: 0,
    });
  });
});

describe('a party fits into the room a bus has left (the screens, issue 22: one rule for both sides)', () => {
  const room = { seats: 2, childSeats: 1, bicycles: 0 };
  it('a learner with one child takes two seats and fits; with two children three and does not', () => {
    expect(fits(capacityNeeded({ passenger: 1, childSheet: 0, jitensya: 0 }), room)).toBe(true);
    expect(fits(capacityNeeded({ passenger: 2, childSheet: 0, jitensya: 0 }), room)).toBe(false);
  });
  it('a child seat or a bicycle must fit in its own kind', () => {
    expect(fits(capacityNeeded({ passenger: 0, childSheet: 1, jitensya: 0 }), room)).toBe(true);
    expect(fits(capacityNeeded({ passenger: 0, childSheet: 2, jitensya: 0 }), room)).toBe(false);
    expect(fits(capacityNeeded({ passenger: 0, childSheet: 0, jitensya: 1 }), room)).toBe(false);
  });
});
