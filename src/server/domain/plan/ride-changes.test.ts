import { describe, expect, it } from 'vitest';
import { planDay, planLearnerRides, type PlanBooking } from './ride-changes';

let nextId = 1;
/** A booking of learner 7 on run 10 at stop 100, 07:40 (460), up, period 1 unless told otherwise. */
function booking(over: Partial<PlanBooking> & { minutes?: number | null; toldMinutes?: number | null } = {}) {
  const { minutes = 460, toldMinutes, ...rest } = over;
  const current = { runId: 10, stopId: 100, minutes, ...over.current };
  const base: PlanBooking = {
    reservationId: nextId++,
    learnerId: 7,
    upDown: 1,
    jgn: 1,
    active: true,
    current,
    told:
      toldMinutes === undefined
        ? null
        : { runId: current.runId, stopId: current.stopId, minutes: toldMinutes },
  };
  return { ...base, ...rest, current };
}

const ids = (list: PlanBooking[]) => list.map((b) => b.reservationId);

describe('planLearnerRides: what fixing the plan tells one learner', () => {
  it('a learner never told anything gets every ride in one ride-time mail, all frozen', () => {
    const up = booking();
    const down = booking({ upDown: 2, jgn: 3, minutes: 1020 });
    const plan = planLearnerRides(7, [down, up]);
    expect(plan.mail).toBe('rideTimes');
    expect(plan.rides.map((r) => [r.booking.reservationId, r.change])).toEqual([
      [up.reservationId, 'new'],
      [down.reservationId, 'new'],
    ]);
    expect(plan.changes).toEqual([]);
    expect(ids(plan.freeze)).toEqual([up.reservationId, down.reservationId]);
    expect(plan.settle).toEqual([]);
  });

  it('fixing again with nothing changed sends nothing and writes nothing', () => {
    const plan = planLearnerRides(7, [
      booking({ toldMinutes: 460 }),
      booking({ upDown: 2, toldMinutes: 460 }),
    ]);
    expect(plan.mail).toBe('none');
    expect(plan.rides.every((r) => r.change === 'unchanged')).toBe(true);
    expect(plan.freeze).toEqual([]);
  });

  it('a run moved: the ride is changed, old → new on the same booking, and refrozen', () => {
    const moved = booking({ minutes: 470, toldMinutes: 460 });
    const plan = planLearnerRides(7, [moved, booking({ upDown: 2, jgn: 2, toldMinutes: 460 })]);
    expect(plan.mail).toBe('changes');
    expect(plan.changes).toEqual([{ before: moved, after: moved }]);
    expect(plan.rides.map((r) => r.change)).toEqual(['changed', 'unchanged']);
    expect(ids(plan.freeze)).toEqual([moved.reservationId]);
  });

  it('a ride cancelled since the fix is gone: a change to なし, and its told time is settled', () => {
    const kept = booking({ toldMinutes: 460 });
    const cancelled = booking({ upDown: 2, jgn: 2, active: false, toldMinutes: 1000 });
    const plan = planLearnerRides(7, [kept, cancelled]);
    expect(plan.mail).toBe('changes');
    expect(plan.changes).toEqual([{ before: cancelled, after: null }]);
    expect(plan.rides.map((r) => [r.booking.reservationId, r.change])).toEqual([
      [kept.reservationId, 'unchanged'],
      [cancelled.reservationId, 'gone'],
    ]);
    expect(ids(plan.settle)).toEqual([cancelled.reservationId]);
  });

  it('a learner whose only ride was cancelled gets the change; once settled, nothing more', () => {
    const cancelled = booking({ active: false, toldMinutes: 460 });
    expect(planLearnerRides(7, [cancelled]).mail).toBe('changes');
    expect(planLearnerRides(7, [{ ...cancelled, told: null }])).toMatchObject({
      mail: 'none',
      rides: [],
      changes: [],
    });
  });

  it('staff moving a learner to another bus of the same lesson is one change, old bus → new bus', () => {
    const old = booking({ active: false, toldMinutes: 460 });
    const moved = booking({ current: { runId: 11, stopId: 100, minutes: 455 } });
    const plan = planLearnerRides(7, [old, moved]);
    expect(plan.changes).toEqual([{ before: old, after: moved }]);
    expect(plan.rides).toEqual([{ booking: moved, change: 'changed', before: old }]);
    expect(ids(plan.freeze)).toEqual([moved.reservationId]);
    expect(ids(plan.settle)).toEqual([old.reservationId]);
  });

  it('a re-booking of the very same ride is unchanged: no mail, the new booking takes over the told time', () => {
    const old = booking({ active: false, toldMinutes: 460 });
    const again = booking();
    const plan = planLearnerRides(7, [old, again]);
    expect(plan.mail).toBe('none');
    expect(plan.rides).toEqual([{ booking: again, change: 'unchanged', before: old }]);
    expect(ids(plan.freeze)).toEqual([again.reservationId]);
    expect(ids(plan.settle)).toEqual([old.reservationId]);
  });

  it('a ride added for a learner already told is a change from なし', () => {
    const told = booking({ toldMinutes: 460 });
    const added = booking({ upDown: 2, jgn: 4, minutes: 1100 });
    const plan = planLearnerRides(7, [added, told]);
    expect(plan.mail).toBe('changes');
    expect(plan.changes).toEqual([{ before: null, after: added }]);
    expect(plan.rides.map((r) => r.change)).toEqual(['unchanged', 'new']);
  });

  it('the same stop at another time on another lesson is not a replacement: one gone, one new', () => {
    const old = booking({ active: false, jgn: 1, toldMinutes: 460 });
    const other = booking({ jgn: 2, minutes: 520 });
    const plan = planLearnerRides(7, [old, other]);
    expect(plan.changes).toEqual([
      { before: old, after: null },
      { before: null, after: other },
    ]);
  });

  it('a missing time is never equal to a told one', () => {
    const plan = planLearnerRides(7, [booking({ minutes: null, toldMinutes: 460 })]);
    expect(plan.rides[0]!.change).toBe('changed');
  });
});

describe('planDay', () => {
  it('plans each learner apart, in the order they first appear', () => {
    const a = booking({ learnerId: 1 });
    const b = booking({ learnerId: 2, toldMinutes: 460 });
    const c = booking({ learnerId: 1, upDown: 2 });
    const plans = planDay([a, b, c]);
    expect(plans.map((p) => [p.learnerId, p.mail, p.rides.length])).toEqual([
      [1, 'rideTimes', 2],
      [2, 'none', 1],
    ]);
  });
});
