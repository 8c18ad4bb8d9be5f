import { describe, expect, it } from 'vitest';
import { DRIVER_TAPS_MAX, type DriverDay, type DriverRider } from '@shared/schemas/driver';
import {
  applyTaps,
  EARLY_DEPARTURE_MINUTES,
  enqueue,
  isEarlyDeparture,
  newTapId,
  nextBatch,
  retryDelay,
  riderTap,
  runPhase,
  runTap,
  settle,
  unaccountedRiders,
  type TapQueue,
} from './tap-queue';

const rider = (yoyakuId: number, name: string, more: Partial<DriverRider> = {}): DriverRider => ({
  yoyakuId,
  name,
  furigana: '',
  passenger: 0,
  childSheet: 0,
  jitensya: 0,
  phone: '',
  boarding: 'unconfirmed',
  notRiding: false,
  ...more,
});

/** One vehicle's day: run 11 with three riders at two stops, run 12 without riders. */
const DAY: DriverDay = {
  vehicle: { vehicleCd: 'V1', name: '1号車', driverName: '運転 一郎', schoolName: 'デモ' },
  date: '2026-11-30',
  readAt: '2026-11-30T07:00:00+09:00',
  runs: [
    {
      runId: 11,
      binCd: 'B1',
      binName: '1便',
      courseName: '北コース',
      upDown: 1,
      jgn: 1,
      planStart: '07:30',
      planEnd: '08:10',
      actualStart: null,
      actualEnd: null,
      stops: [
        {
          stopId: 1,
          name: '駅前',
          address: '',
          planTime: '07:35',
          fixedTime: null,
          riders: [rider(101, '山田 太郎'), rider(102, '佐藤 花子', { notRiding: true })],
        },
        {
          stopId: 2,
          name: '公民館',
          address: '',
          planTime: '07:45',
          fixedTime: '07:47',
          riders: [rider(103, '鈴木 一')],
        },
      ],
    },
    {
      runId: 12,
      binCd: 'B2',
      binName: '2便',
      courseName: '北コース',
      upDown: 2,
      jgn: 5,
      planStart: '17:00',
      planEnd: '17:40',
      actualStart: null,
      actualEnd: null,
      stops: [],
    },
  ],
};

const AT = new Date('2026-11-29T22:40:00Z'); // 07:40 in Japan
const ids = [
  '00000000-0000-4000-8000-000000000001',
  '00000000-0000-4000-8000-000000000002',
  '00000000-0000-4000-8000-000000000003',
];
const boarding = (day: DriverDay, yoyakuId: number) =>
  day.runs.flatMap((r) => r.stops.flatMap((s) => s.riders)).find((r) => r.yoyakuId === yoyakuId)!.boarding;

describe('the driver tap queue', () => {
  it('shows queued rider taps at once, in order, the later winning, and undo back to 未確認', () => {
    let queue: TapQueue = [];
    queue = enqueue(queue, riderTap(ids[0]!, { runId: 11, yoyakuId: 101 }, 'boarded', AT));
    queue = enqueue(queue, riderTap(ids[1]!, { runId: 11, yoyakuId: 103 }, 'absent', AT));
    const shown = applyTaps(DAY, queue);
    expect(boarding(shown, 101)).toBe('boarded');
    expect(boarding(shown, 103)).toBe('absent');
    expect(boarding(shown, 102)).toBe('unconfirmed');
    // the kept answer itself is untouched
    expect(boarding(DAY, 101)).toBe('unconfirmed');
    queue = enqueue(queue, riderTap(ids[2]!, { runId: 11, yoyakuId: 103 }, 'unconfirmed', AT));
    expect(boarding(applyTaps(DAY, queue), 103)).toBe('unconfirmed');
    expect(queue.map((tap) => tap.tapId)).toEqual(ids);
  });

  it('stamps a tap with its id and the phone’s time as ISO', () => {
    expect(riderTap(ids[0]!, { runId: 11, yoyakuId: 101 }, 'boarded', AT)).toEqual({
      kind: 'rider',
      tapId: ids[0],
      runId: 11,
      yoyakuId: 101,
      state: 'boarded',
      tappedAt: '2026-11-29T22:40:00.000Z',
    });
  });

  it('marks 出発 and 運行終了 with the Japan time of the tap, the first one kept', () => {
    const departed = applyTaps(DAY, [runTap(ids[0]!, 11, 'depart', AT)]);
    expect(departed.runs[0]).toMatchObject({ actualStart: '07:40', actualEnd: null });
    expect(runPhase(departed.runs[0]!)).toBe('running');
    expect(runPhase(departed.runs[1]!)).toBe('before');
    const later = new Date(AT.getTime() + 35 * 60_000);
    const ended = applyTaps(departed, [
      runTap(ids[1]!, 11, 'depart', later),
      runTap(ids[2]!, 11, 'end', later),
    ]);
    expect(ended.runs[0]).toMatchObject({ actualStart: '07:40', actualEnd: '08:15' });
    expect(runPhase(ended.runs[0]!)).toBe('ended');
  });

  it('takes every answered tap off the queue, whatever the outcome, and keeps the unanswered', () => {
    const queue: TapQueue = [
      riderTap(ids[0]!, { runId: 11, yoyakuId: 101 }, 'boarded', AT),
      riderTap(ids[1]!, { runId: 11, yoyakuId: 103 }, 'absent', AT),
      riderTap(ids[2]!, { runId: 99, yoyakuId: 5 }, 'boarded', AT),
    ];
    const settled = settle(DAY, queue, {
      results: [
        { tapId: ids[0]!, outcome: 'duplicate' },
        { tapId: ids[2]!, outcome: 'refused' },
      ],
    });
    expect(settled.queue.map((tap) => tap.tapId)).toEqual([ids[1]]);
    expect(settled.refused).toBe(1);
    // the stored tap now shows from the kept day, the unanswered one still from the queue
    expect(boarding(settled.day!, 101)).toBe('boarded');
    expect(boarding(settled.day!, 103)).toBe('unconfirmed');
    expect(boarding(applyTaps(settled.day!, settled.queue), 103)).toBe('absent');
  });

  it('does not apply a superseded or refused tap to the kept day', () => {
    const queue: TapQueue = [
      riderTap(ids[0]!, { runId: 11, yoyakuId: 101 }, 'absent', AT),
      riderTap(ids[1]!, { runId: 11, yoyakuId: 103 }, 'boarded', AT),
    ];
    const settled = settle(DAY, queue, {
      results: [
        { tapId: ids[0]!, outcome: 'superseded' },
        { tapId: ids[1]!, outcome: 'refused' },
      ],
    });
    expect(settled.queue).toEqual([]);
    expect(boarding(settled.day!, 101)).toBe('unconfirmed');
    expect(boarding(settled.day!, 103)).toBe('unconfirmed');
    expect(settle(null, queue, { results: [{ tapId: ids[0]!, outcome: 'applied' }] }).day).toBeNull();
  });

  it('sends at most what one request may carry, oldest first', () => {
    let queue: TapQueue = [];
    for (let i = 0; i < DRIVER_TAPS_MAX + 5; i += 1) {
      queue = enqueue(queue, riderTap(`id-${i}`, { runId: 11, yoyakuId: 101 }, 'boarded', AT));
    }
    const batch = nextBatch(queue);
    expect(batch).toHaveLength(DRIVER_TAPS_MAX);
    expect(batch[0]!.tapId).toBe('id-0');
  });

  it('warns at 運行終了 about riders neither boarded nor absent, leaving out those who said 乗りません', () => {
    const run = DAY.runs[0]!;
    expect(unaccountedRiders(run)).toEqual([
      { yoyakuId: 101, name: '山田 太郎', stopName: '駅前' },
      { yoyakuId: 103, name: '鈴木 一', stopName: '公民館' },
    ]);
    const tapped = applyTaps(DAY, [
      riderTap(ids[0]!, { runId: 11, yoyakuId: 101 }, 'boarded', AT),
      riderTap(ids[1]!, { runId: 11, yoyakuId: 103 }, 'absent', AT),
    ]);
    expect(unaccountedRiders(tapped.runs[0]!)).toEqual([]);
    expect(unaccountedRiders(DAY.runs[1]!)).toEqual([]);
  });

  it('backs off 2 s, 5 s, 10 s, 30 s, then once a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(retryDelay)).toEqual([
      2_000, 5_000, 10_000, 30_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('makes version 4 UUIDs without randomUUID (a plain-http LAN address)', () => {
    const id = newTapId({
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        new Uint8Array((array as unknown as Uint8Array).buffer).fill(0xff);
        return array;
      },
    } as Pick<Crypto, 'getRandomValues'>);
    expect(id).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(
      newTapId({
        getRandomValues: () => null as never,
        randomUUID: () => ids[0] as `${string}-${string}-${string}-${string}-${string}`,
      }),
    ).toBe(ids[0]);
  });
});

describe('出発 long before the planned start asks first', () => {
  const run = DAY.runs[0]!;
  const at = (time: string) => new Date(`${DAY.date}T${time}:00+09:00`);

  it(`asks more than ${EARLY_DEPARTURE_MINUTES} minutes before the planned start, not from then on`, () => {
    const [hours, minutes] = run.planStart.split(':').map(Number);
    const start = new Date(`${DAY.date}T${run.planStart}:00+09:00`);
    expect(hours! * 60 + minutes!).toBeGreaterThan(EARLY_DEPARTURE_MINUTES);
    const before = (m: number) => new Date(start.getTime() - m * 60_000);
    expect(isEarlyDeparture(run, DAY.date, before(EARLY_DEPARTURE_MINUTES + 1))).toBe(true);
    expect(isEarlyDeparture(run, DAY.date, before(EARLY_DEPARTURE_MINUTES))).toBe(false);
    expect(isEarlyDeparture(run, DAY.date, before(-60))).toBe(false);
    expect(isEarlyDeparture(run, DAY.date, at('00:00'))).toBe(true);
  });
});
