import { describe, expect, it } from 'vitest';
import { neededRides, proposeRide } from './plan-rides';

const run = (name: string, isNetReservation: boolean, hasRoom: boolean) => ({
  name,
  isNetReservation,
  hasRoom,
});
const nothingHeld = { booking: undefined, waiting: undefined };

describe('neededRides', () => {
  it('a day without lessons needs no ride', () => {
    expect(neededRides([])).toEqual([]);
  });

  it('goes to school for the first lesson and home after the last, whatever order the lessons came in', () => {
    expect(neededRides([4, 2, 6])).toEqual([
      { upDown: 1, jgn: 2 },
      { upDown: 2, jgn: 6 },
    ]);
  });

  it('a single lesson is served both ways by its own period', () => {
    expect(neededRides([3])).toEqual([
      { upDown: 1, jgn: 3 },
      { upDown: 2, jgn: 3 },
    ]);
  });
});

describe('proposeRide', () => {
  it('a booking the learner holds wins over everything, even a free run', () => {
    const proposal = proposeRide({ booking: 'B7', waiting: 'W1' }, [run('a', true, true)]);
    expect(proposal).toEqual({ state: 'booked', booking: 'B7' });
  });

  it('a waiting queue entry is shown as waiting rather than proposing another run', () => {
    expect(proposeRide({ booking: undefined, waiting: 'W1' }, [run('a', true, true)])).toEqual({
      state: 'waiting',
      entry: 'W1',
    });
  });

  it('proposes the first net-reservable run with room, skipping full and closed ones', () => {
    const proposal = proposeRide(nothingHeld, [
      run('closed', false, true),
      run('full', true, false),
      run('free', true, true),
    ]);
    expect(proposal).toEqual({ state: 'bookable', run: run('free', true, true) });
  });

  it('when every net-reservable run is full, offers the first of them for the waitlist', () => {
    const proposal = proposeRide(nothingHeld, [
      run('closed', false, true),
      run('first', true, false),
      run('second', true, false),
    ]);
    expect(proposal).toEqual({ state: 'full', run: run('first', true, false) });
  });

  it('none when no run serves the stop for the period, or only runs not offered on the net', () => {
    expect(proposeRide(nothingHeld, [])).toEqual({ state: 'none' });
    expect(proposeRide(nothingHeld, [run('closed', false, true)])).toEqual({ state: 'none' });
  });
});
