import { describe, expect, it } from 'vitest';
import { decideTap, japanMinutesOf } from './driver-tap';
import { japanInstant } from './japan-time';

const DAY = '2026-12-03';
/** an instant of DAY, Japan time, 'HH:MM' plus seconds */
const at = (hhmm: string, seconds = 0) =>
  new Date(
    japanInstant(DAY, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))).getTime() + seconds * 1000,
  );

describe('a driver tap against the one held (taps queued offline arrive late and out of order)', () => {
  it('the first tap of a rider is applied at the time it was made', () => {
    expect(decideTap(at('08:10'), at('08:10', 2), null)).toEqual({ outcome: 'apply', tappedAt: at('08:10') });
  });

  it('a tap made after the held one replaces it, even when it arrives hours later', () => {
    expect(decideTap(at('08:12'), at('11:00'), at('08:10'))).toEqual({
      outcome: 'apply',
      tappedAt: at('08:12'),
    });
  });

  it('a tap made before the held one, arriving after it (sent from an offline queue), is superseded', () => {
    expect(decideTap(at('08:09', 59), at('08:20'), at('08:10'))).toEqual({ outcome: 'superseded' });
  });

  it('a tap of the same instant as the held one wins: it arrived later', () => {
    expect(decideTap(at('08:10'), at('08:11'), at('08:10'))).toEqual({
      outcome: 'apply',
      tappedAt: at('08:10'),
    });
  });

  it("a tap dated after its arrival (the phone's clock ahead) counts as made on arrival", () => {
    expect(decideTap(at('09:00'), at('08:15'), at('08:10'))).toEqual({
      outcome: 'apply',
      tappedAt: at('08:15'),
    });
    // and so it cannot hold off a tap made after it for real
    expect(decideTap(at('08:16'), at('08:16', 5), at('08:15'))).toEqual({
      outcome: 'apply',
      tappedAt: at('08:16'),
    });
  });

  it('a tap dated more than a day before it arrives (a reset clock) counts as made on arrival; one of exactly a day keeps its time', () => {
    const received = at('08:00');
    const dayBefore = new Date(received.getTime() - 24 * 60 * 60_000);
    expect(decideTap(new Date(dayBefore.getTime() - 1000), received, null)).toEqual({
      outcome: 'apply',
      tappedAt: received,
    });
    expect(decideTap(new Date(0), received, at('07:59'))).toEqual({ outcome: 'apply', tappedAt: received });
    expect(decideTap(dayBefore, received, null)).toEqual({ outcome: 'apply', tappedAt: dayBefore });
  });
});

describe('the Japan minutes of a tap (出発 / 運行終了 into the run’s actual times)', () => {
  it('counts minutes after midnight in Japan, whatever the instant’s UTC day', () => {
    expect(japanMinutesOf(at('08:05', 59))).toBe(8 * 60 + 5);
    expect(japanMinutesOf(at('00:00'))).toBe(0);
    expect(japanMinutesOf(new Date('2026-12-02T23:30:00Z'))).toBe(8 * 60 + 30);
  });
});
