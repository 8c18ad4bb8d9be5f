import { describe, expect, it } from 'vitest';
import { changeLines, noNames, runCodeKey, targetText, type AuditNames } from './present-audit';

/** The names of a small school: two vehicles, two runs on 1 Dec, a stop, a course, a learner. */
function names(): AuditNames {
  const n = noNames();
  n.vehicles.set('V1', '1号車').set('V2', '2号車');
  n.vehiclesById.set(7, '1号車');
  const north = { runId: 41, date: '2026-12-01', binName: '北部1便', upDown: 1 };
  const south = { runId: 42, date: '2026-12-01', binName: '南部2便', upDown: 1 };
  n.runs.set(41, north).set(42, south);
  n.runsByCode.set(runCodeKey('2026-12-01', 'U011'), north).set(runCodeKey('2026-12-01', 'U021'), south);
  n.stops.set('S10', '駅前ロータリー');
  n.courses.set('01', '北部方面');
  n.learners.set(5, { seitoNo: '1234567', name: '山田 太郎' });
  return n;
}

describe('the audit log reads before → after in words (issue 26 §7)', () => {
  it('a vehicle change names both vehicles, not their codes; the unchanged run is not repeated', () => {
    expect(
      changeLines(
        { date: '2026-12-01', binCd: 'U011', vehicleCd: 'V1', chosen: true },
        { date: '2026-12-01', binCd: 'U011', vehicleCd: 'V2', chosen: true },
        names(),
      ),
    ).toEqual(['車両: 1号車 → 2号車']);
  });

  it('a first vehicle reads from nothing, and a vehicle no longer on file keeps its code', () => {
    expect(
      changeLines(
        { date: '2026-12-01', binCd: 'U011', vehicleCd: null, chosen: false },
        { date: '2026-12-01', binCd: 'U011', vehicleCd: 'V9', chosen: true },
        names(),
      ),
    ).toEqual(['車両: — → V9', '車両を選択済み: いいえ → はい']);
  });

  it('a capacity change lists each kind that changed with its number', () => {
    expect(
      changeLines(
        { date: '2026-12-01', binCd: 'U011', seats: 18, childSeats: 2, bicycles: 0 },
        { date: '2026-12-01', binCd: 'U011', seats: 10, childSeats: 2, bicycles: 1 },
        names(),
      ),
    ).toEqual(['座席の定員: 18 → 10', '自転車の数: 0 → 1']);
  });

  it('a booking names its run by date, name and direction, and its stop by name', () => {
    expect(
      changeLines(
        null,
        {
          date: '2026-12-01',
          binCd: 'U011',
          upDown: 1,
          busStopCd: 'S10',
          desireTimeOpt: 0,
          desireTime: '',
          passenger: 0,
          childSheet: 0,
          jitensya: 0,
          pastCutoff: true,
        },
        names(),
      ),
    ).toEqual([
      '便: — → 2026/12/01 北部1便（往路）',
      '乗降地点: — → 駅前ロータリー',
      '同乗する子供: — → 0',
      'チャイルドシート: — → 0',
      '自転車: — → 0',
      '締切後: — → はい',
    ]);
  });

  it('a move reads run to run, the date taken from the side that has it', () => {
    expect(
      changeLines(
        { date: '2026-12-01', upDown: 1, binCd: 'U011', binName: '北部1便' },
        { binCd: 'U021', binName: '南部2便', mailed: true },
        names(),
      ),
    ).toEqual(['便: 2026/12/01 北部1便（往路） → 2026/12/01 南部2便（往路）', 'メール送信: — → はい']);
  });

  it('a cancelled booking shows what changed; the fields the after side left out stay as they were', () => {
    expect(
      changeLines(
        { date: '2026-12-01', upDown: 1, binCd: 'U011', busStopCd: 'S10', cancelled: false },
        { cancelled: true, pastCutoff: false },
        names(),
      ),
    ).toEqual(['締切後: — → いいえ', '取消: いいえ → はい']);
  });

  it('a run no longer on file reads from what the record says', () => {
    expect(
      changeLines(null, { date: '2026-12-02', upDown: 2, binCd: 'D999', binName: '臨時便' }, names()),
    ).toEqual(['便: — → 2026/12/02 臨時便（復路）']);
  });

  it('a field without a label reads as its key and value, lists and records as text, never JSON', () => {
    expect(
      changeLines(
        { somethingNew: 'a' },
        { somethingNew: 'b', extra: ['x', 'y'], detail: { learnerId: 5, note: '<b>hi</b>' } },
        names(),
      ),
    ).toEqual([
      'detail: — → 教習生 = 山田 太郎（1234567）、note = <b>hi</b>',
      'extra: — → x、y',
      'somethingNew: a → b',
    ]);
  });

  it('instants in Japan time, directions, roles and flags in words, as before', () => {
    expect(
      changeLines(null, { startAt: '2026-11-24T03:58:00.000Z', upDown: 2, pastCutoff: true }, names()),
    ).toEqual(['方向: — → 復路', '締切後: — → はい', '掲載開始: — → 2026年11月24日 12:58']);
    expect(
      changeLines({ loginId: 'desk', role: 'admin' }, { loginId: 'desk', role: 'dispatcher' }, names()),
    ).toEqual(['役割: 管理者 → 配車係']);
    expect(
      changeLines(
        { schoolName: 'A校', cutoff: '16:00', upDepartureTime: 1, isBusVisible: true },
        { schoolName: 'A校', cutoff: '12:30', upDepartureTime: 4, isBusVisible: false },
        names(),
      ),
    ).toEqual([
      '予約の締切時刻: 16:00 → 12:30',
      '往路の迎えの時刻を見せる時期: 送迎予定の確定後 → 送迎予定の確定後、公開時刻を過ぎてから',
      '便名の表示: はい → いいえ',
    ]);
  });

  it('a course and a learner by name; a target by kind and name, or its id when unknown', () => {
    expect(changeLines({ state: 'pending' }, { state: 'approved', homenCd: '01' }, names())).toEqual([
      '審査: 承認待ち → 承認',
      '方面: — → 北部方面',
    ]);
    expect(targetText('run', '41', names())).toBe('便 2026/12/01 北部1便（往路）');
    expect(targetText('learner', '5', names())).toBe('教習生 山田 太郎（1234567）');
    expect(targetText('vehicle', '7', names())).toBe('車両 1号車');
    expect(targetText('stop', 'S10', names())).toBe('乗車地点 駅前ロータリー');
    expect(targetText('reservation', '12', names())).toBe('予約 #12');
    expect(targetText('run', '999', names())).toBe('便 #999');
  });

  it('a run message, a same-day booking, a driver and a confirmed warning read in words, no keys or codes', () => {
    expect(
      changeLines(null, { kind: 'delay', body: '10分遅れます', recipients: 3, mailed: 2 }, names()),
    ).toEqual(['本文: — → 10分遅れます', 'メール送信: — → 2', '種類: — → 遅延', '送信先: — → 3']);
    expect(changeLines(null, { pastCutoff: true, sameDay: true }, names())).toEqual([
      '締切後: — → はい',
      '当日の予約: — → はい',
    ]);
    expect(changeLines({ driverName: '佐藤 誠' }, { driverName: '鈴木 健一' }, names())).toEqual([
      '運転手: 佐藤 誠 → 鈴木 健一',
    ]);
    const overlap = {
      kind: 'overlap',
      runId: 41,
      binCd: 'U011',
      vehicleCd: 'V1',
      otherRunId: 42,
      otherBinCd: 'U021',
    };
    expect(
      changeLines({ vehicleCd: 'V2' }, { vehicleCd: 'V1', overriddenWarnings: [overlap] }, names()),
    ).toEqual([
      '車両: 2号車 → 1号車',
      '確認した警告: — → 種類 = 時間の重なり、便 = 2026/12/01 北部1便（往路）、車両 = 1号車、時間の重なる便 = 2026/12/01 南部2便（往路）',
    ]);
  });
});
