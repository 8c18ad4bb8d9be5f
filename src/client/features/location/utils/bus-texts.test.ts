import { describe, expect, it } from 'vitest';
import { agedBy, ageText, busTitle, distanceText, etaText, positionText, stateText } from './bus-texts';

describe('bus texts', () => {
  it('tells the age in seconds, then minutes, and says when it is stale', () => {
    expect(ageText(5, false)).toBe('5秒前更新');
    expect(ageText(125, false)).toBe('2分前更新');
    expect(ageText(400, true)).toBe('6分前更新（古い情報です）');
  });
  it('names where a running bus is; without a fix, that its position has not arrived yet', () => {
    const fix = { ageSeconds: 10, isStale: false, distanceFromHome: 50, upDown: 1 as const };
    expect(positionText({ ...fix, ageSeconds: null, isMoving: false })).toBe('位置情報はまだ届いていません');
    expect(positionText({ ...fix, isMoving: true })).toBe('移動中');
    expect(positionText({ ...fix, isMoving: false })).toBe('乗車地点付近');
    // on a ride home the learner's stop is where they get off
    expect(positionText({ ...fix, isMoving: false, upDown: 2 })).toBe('降車地点付近');
    expect(positionText({ ...fix, ageSeconds: 500, isStale: true, isMoving: true })).toBe(
      '位置情報が古くなっています',
    );
  });
  it('says the run state instead of "no position": before with its planned start, running with where, ended', () => {
    const none = {
      ageSeconds: null,
      isStale: false,
      isMoving: false,
      distanceFromHome: null,
      upDown: 1 as const,
    };
    const run = { ...none, planStartTime: '17:12' };
    expect(stateText({ ...run, runState: 'before' })).toBe('運行前 17:12発予定');
    expect(stateText({ ...run, runState: 'running' })).toBe('運行中・位置情報はまだ届いていません');
    expect(stateText({ ...run, runState: 'running', ageSeconds: 8, isMoving: true })).toBe('運行中・移動中');
    expect(stateText({ ...run, runState: 'ended' })).toBe('運行終了');
  });
  it('tells the minutes to the learner’s stop, the delay from 2 minutes on, nothing without an ETA or once stale', () => {
    const bus = { etaMinutes: 8, delayMinutes: 1, isStale: false };
    expect(etaText(bus, 0)).toBe('あと約8分');
    expect(etaText({ ...bus, delayMinutes: 5 }, 0)).toBe('あと約8分（約5分遅れ）');
    // counting down between answers, offline too
    expect(etaText(bus, 130)).toBe('あと約6分');
    expect(etaText({ ...bus, etaMinutes: 0 }, 0)).toBe('まもなく到着');
    expect(etaText({ ...bus, etaMinutes: 1 }, 90)).toBe('まもなく到着');
    expect(etaText({ ...bus, etaMinutes: null, delayMinutes: 9 }, 0)).toBeNull();
    expect(etaText({ ...bus, isStale: true }, 0)).toBeNull();
  });
  it('writes distances', () => {
    expect(distanceText(350)).toBe('350m');
    expect(distanceText(1234)).toBe('1.2km');
  });
  it("names a run once by its course: the school's run names usually carry it", () => {
    expect(busTitle({ homenName: '北部方面', binNm: '北部方面 1便' })).toBe('北部方面 1便');
    expect(busTitle({ homenName: '上尾コース', binNm: '1便' })).toBe('上尾コース 1便');
  });
  it('ages a fix by the time since its answer arrived, and turns it stale past 180 s', () => {
    expect(agedBy({ ageSeconds: 12, isStale: false }, 0)).toEqual({ ageSeconds: 12, isStale: false });
    expect(agedBy({ ageSeconds: 12, isStale: false }, 30)).toEqual({ ageSeconds: 42, isStale: false });
    expect(agedBy({ ageSeconds: 170, isStale: false }, 11)).toEqual({ ageSeconds: 181, isStale: true });
    expect(agedBy({ ageSeconds: null, isStale: false }, 60)).toEqual({ ageSeconds: null, isStale: false });
  });
});
