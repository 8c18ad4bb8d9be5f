import { describe, expect, it } from 'vitest';
import {
  agedVehicle,
  delayLabel,
  fixAgeLabel,
  fixSourceLabel,
  liveRunLabel,
  speedLabel,
} from './vehicle-labels';

describe('console labels of vehicles and fixes', () => {
  it('names where a fix came from and its accuracy in whole metres, leaving out an accuracy not sent', () => {
    expect(fixSourceLabel({ source: 'browser', accuracy: 12.4 })).toBe('ドライバー画面・精度 約12 m');
    expect(fixSourceLabel({ source: 'osmand', accuracy: 5.5 })).toBe('Traccar Client・精度 約6 m');
    expect(fixSourceLabel({ source: 'osmand', accuracy: null })).toBe('Traccar Client');
  });

  it('says a fix age in seconds under a minute, minutes under an hour, hours under a day, then days', () => {
    expect(fixAgeLabel(0)).toBe('0秒前');
    expect(fixAgeLabel(59)).toBe('59秒前');
    expect(fixAgeLabel(60)).toBe('1分前');
    expect(fixAgeLabel(3599)).toBe('59分前');
    expect(fixAgeLabel(3600)).toBe('1時間前');
    expect(fixAgeLabel(86_399)).toBe('23時間前');
    expect(fixAgeLabel(86_400)).toBe('1日前');
  });

  it('names a run by its name (which carries the course), direction and times', () => {
    expect(
      liveRunLabel({
        binCd: 'U0201',
        binName: '北部方面 1便',
        courseName: '北部方面',
        upDown: 1,
        start: '08:12',
        end: '08:50',
      }),
    ).toBe('北部方面 1便（往路 08:12–08:50）');
  });

  it('says how the run being driven keeps time, nothing without a fresh reckoning', () => {
    expect(delayLabel(5)).toBe('5分遅れ');
    expect(delayLabel(1)).toBe('定刻');
    expect(delayLabel(-1)).toBe('定刻');
    expect(delayLabel(-3)).toBe('3分早い');
    expect(delayLabel(null)).toBeNull();
  });

  it('shows a speed to a tenth of a km/h, and nothing when the phone sent none', () => {
    expect(speedLabel(18.52)).toBe('18.5 km/h');
    expect(speedLabel(null)).toBeNull();
  });

  it('ages a fix by the time since the answer arrived, stale past 180 s', () => {
    const fix = {
      fixTime: '2026-12-01T00:00:00.000Z',
      receivedAt: '2026-12-01T00:00:00.000Z',
      ageSeconds: 170,
      lat: 35.9,
      lng: 139.6,
      speedKmh: null,
      bearing: null,
      accuracy: null,
      battery: null,
      source: 'osmand' as const,
    };
    const vehicle = {
      vehicleCd: 'V01U',
      name: '1号車',
      plate: '',
      latest: fix,
      isStale: false,
      currentRun: null,
      nextRun: null,
    };
    expect(agedVehicle(vehicle, 0)).toBe(vehicle);
    expect(agedVehicle(vehicle, 5)).toMatchObject({ latest: { ageSeconds: 175 }, isStale: false });
    expect(agedVehicle(vehicle, 11)).toMatchObject({ latest: { ageSeconds: 181 }, isStale: true });
    expect(agedVehicle({ ...vehicle, latest: null }, 60)).toMatchObject({ latest: null, isStale: false });
  });
});
