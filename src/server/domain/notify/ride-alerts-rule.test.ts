import { describe, expect, it } from 'vitest';
import { japanInstant } from '@shared/rules/japan-time';
import {
  decideCancelAlerts,
  decideRunAlerts,
  type ProgressView,
  type RideView,
  type SchoolAlertSwitches,
} from './ride-alerts-rule';
import { DEFAULT_ALERT_SWITCHES } from './alert-settings';

const DATE = '2026-12-01';
/** 07:30 Japan time on the run's date */
const NOW = japanInstant(DATE, 7 * 60 + 30);
const SCHOOL: SchoolAlertSwitches = { enabled: true, delayStepMinutes: 10, mailFallback: true };

function progress(over: Partial<ProgressView> = {}): ProgressView {
  return {
    computedAt: NOW,
    stale: false,
    delayMinutes: 0,
    // stops 1 → 2 → 3 (school); the learner boards at 2
    etas: [
      { stopId: 1, etaMinutes: 7 * 60 + 20, passed: true },
      { stopId: 2, etaMinutes: 7 * 60 + 35, passed: false },
      { stopId: 3, etaMinutes: 7 * 60 + 50, passed: false },
    ],
    ...over,
  };
}

function ride(over: Partial<RideView> = {}): RideView {
  return {
    reservationId: 10,
    learnerId: 20,
    stopId: 2,
    notRiding: false,
    switches: DEFAULT_ALERT_SWITCHES,
    raised: [],
    pushSubscriptions: 1,
    mailAddress: '',
    ...over,
  };
}

const decide = (p: ProgressView, rides: RideView[], upDown = 1, school = SCHOOL, departed = false) =>
  decideRunAlerts({
    now: NOW,
    run: { date: DATE, upDown, planStartMinutes: 7 * 60 + 40, departed },
    progress: p,
    school,
    rides,
  });

const etaIn = (minutes: number) =>
  progress({
    etas: [
      { stopId: 1, etaMinutes: 7 * 60 + 20, passed: true },
      { stopId: 2, etaMinutes: 7 * 60 + 30 + minutes, passed: false },
      { stopId: 3, etaMinutes: 7 * 60 + 50, passed: false },
    ],
  });

describe('approach alert 「まもなく到着」', () => {
  it('comes when the ETA at the learner’s stop is 5 minutes away and they chose 5', () => {
    expect(decide(etaIn(5), [ride()])).toEqual([
      {
        reservationId: 10,
        learnerId: 20,
        kind: 'approach',
        step: 5,
        channel: 'push',
        etaMinutes: 455,
        etaStopId: 2,
      },
    ]);
  });

  it('does not come 6 minutes away', () => {
    expect(decide(etaIn(6), [ride()])).toEqual([]);
  });

  it('follows the learner’s own minutes (10)', () => {
    const tenAhead = ride({ switches: { ...DEFAULT_ALERT_SWITCHES, approachMinutes: 10 } });
    expect(decide(etaIn(8), [tenAhead]).map((a) => [a.kind, a.step])).toEqual([['approach', 10]]);
  });

  it('never comes once the bus passed the stop, even without a fix near it', () => {
    const passed = progress({
      etas: [
        { stopId: 1, etaMinutes: 7 * 60 + 20, passed: true },
        { stopId: 2, etaMinutes: 7 * 60 + 28, passed: true },
        { stopId: 3, etaMinutes: 7 * 60 + 50, passed: false },
      ],
    });
    expect(decide(passed, [ride()])).toEqual([]);
  });

  it('never comes from a stale position, nor from a row the watch stopped rewriting', () => {
    expect(decide({ ...etaIn(2), stale: true }, [ride()])).toEqual([]);
    expect(decide({ ...etaIn(2), computedAt: new Date(NOW.getTime() - 120_000) }, [ride()])).toEqual([]);
  });

  it('never comes for a ride marked 今日は乗りません', () => {
    expect(decide(etaIn(2), [ride({ notRiding: true })])).toEqual([]);
  });

  it('comes once per ride: a learner who changes minutes later gets no second one', () => {
    const changed = ride({
      switches: { ...DEFAULT_ALERT_SWITCHES, approachMinutes: 3 },
      raised: [{ kind: 'approach', step: 5 }],
    });
    expect(decide(etaIn(2), [changed])).toEqual([]);
  });

  it('is for pick-ups only: on a run from school the learner boards at school', () => {
    expect(decide(etaIn(2), [ride()], 2)).toEqual([]);
  });

  it('is off when the learner turned it off or the school turned alerts off', () => {
    expect(
      decide(etaIn(2), [ride({ switches: { ...DEFAULT_ALERT_SWITCHES, approachMinutes: null } })]),
    ).toEqual([]);
    expect(decide(etaIn(2), [ride()], 1, { ...SCHOOL, enabled: false })).toEqual([]);
  });
});

describe('channel', () => {
  it('is mail for a learner without a subscription who asked for mail and has an address', () => {
    const byMail = ride({
      pushSubscriptions: 0,
      mailAddress: 'a@example.com',
      switches: { ...DEFAULT_ALERT_SWITCHES, mailFallback: true },
    });
    expect(decide(etaIn(3), [byMail]).map((a) => a.channel)).toEqual(['mail']);
  });

  it('is nothing without a subscription when mail was not asked for, has no address or the school forbids it', () => {
    const asked = { ...DEFAULT_ALERT_SWITCHES, mailFallback: true };
    expect(decide(etaIn(3), [ride({ pushSubscriptions: 0, mailAddress: 'a@example.com' })])).toEqual([]);
    expect(decide(etaIn(3), [ride({ pushSubscriptions: 0, switches: asked })])).toEqual([]);
    expect(
      decide(etaIn(3), [ride({ pushSubscriptions: 0, mailAddress: 'a@example.com', switches: asked })], 1, {
        ...SCHOOL,
        mailFallback: false,
      }),
    ).toEqual([]);
  });
});

describe('delay alert 「遅れ」', () => {
  const late = (delayMinutes: number) => progress({ delayMinutes });
  const steps = (p: ProgressView, r: RideView) =>
    decide(p, [r])
      .filter((a) => a.kind === 'delay')
      .map((a) => a.step);

  it('comes at M minutes behind (step 1) and not below', () => {
    expect(steps(late(9), ride())).toEqual([]);
    expect(steps(late(10), ride())).toEqual([1]);
  });

  it('comes again only when the delay grows by another step (2M), never twice for a step', () => {
    expect(steps(late(15), ride({ raised: [{ kind: 'delay', step: 1 }] }))).toEqual([]);
    expect(steps(late(20), ride({ raised: [{ kind: 'delay', step: 1 }] }))).toEqual([2]);
    expect(steps(late(20), ride({ raised: [{ kind: 'delay', step: 2 }] }))).toEqual([]);
    // the delay shrinking and growing back raises nothing already raised
    expect(steps(late(10), ride({ raised: [{ kind: 'delay', step: 2 }] }))).toEqual([]);
  });

  it('jumps straight to the step reached', () => {
    expect(steps(late(34), ride())).toEqual([3]);
  });

  it('stops once the learner is on the bus: past their stop going, past school coming', () => {
    const pastStop = progress({
      delayMinutes: 12,
      etas: [
        { stopId: 1, etaMinutes: 0, passed: true },
        { stopId: 2, etaMinutes: 0, passed: true },
        { stopId: 3, etaMinutes: 0, passed: false },
      ],
    });
    expect(steps(pastStop, ride())).toEqual([]);
    // from school: waiting there until the driver taps 出発 or the bus is past a stop
    const fromSchool = (passed: boolean) =>
      progress({
        delayMinutes: 12,
        etas: [
          { stopId: 1, etaMinutes: 7 * 60 + 55, passed },
          { stopId: 2, etaMinutes: 8 * 60 + 5, passed: false },
        ],
      });
    const waiting = decide(fromSchool(false), [ride()], 2);
    expect(waiting.map((a) => [a.kind, a.step, a.etaMinutes, a.etaStopId])).toEqual([
      ['delay', 1, 7 * 60 + 52, null],
    ]);
    expect(decide(fromSchool(false), [ride()], 2, SCHOOL, true)).toEqual([]);
    expect(decide(fromSchool(true), [ride()], 2)).toEqual([]);
  });

  it('never comes from a stale position, nor when the learner turned delay alerts off', () => {
    expect(steps({ ...late(25), stale: true }, ride())).toEqual([]);
    expect(steps(late(25), ride({ switches: { ...DEFAULT_ALERT_SWITCHES, delayAlerts: false } }))).toEqual(
      [],
    );
  });
});

describe('cancel alert 「運休」', () => {
  const rides = [
    { reservationId: 1, learnerId: 1, notRiding: false, pushSubscriptions: 2, mailAddress: '' },
    { reservationId: 2, learnerId: 2, notRiding: false, pushSubscriptions: 0, mailAddress: 'b@example.com' },
    { reservationId: 3, learnerId: 3, notRiding: true, pushSubscriptions: 1, mailAddress: '' },
  ];

  it('goes by push to each cancelled booking whose learner holds a subscription (the mail went already)', () => {
    expect(decideCancelAlerts({ school: SCHOOL, rides })).toEqual([
      {
        reservationId: 1,
        learnerId: 1,
        kind: 'cancel',
        step: 0,
        channel: 'push',
        etaMinutes: null,
        etaStopId: null,
      },
    ]);
  });

  it('goes to nobody where the school turned alerts off', () => {
    expect(decideCancelAlerts({ school: { ...SCHOOL, enabled: false }, rides })).toEqual([]);
  });
});
