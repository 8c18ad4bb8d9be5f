import { describe, expect, it } from 'vitest';
import { changeLines } from './audit-labels';

describe('audit change lines', () => {
  it('lists only the fields that changed, in Japanese, before → after', () => {
    expect(changeLines({ subject: 'A', body: 'x' }, { subject: 'B', body: 'x' })).toEqual(['件名: A → B']);
  });

  it('shows a creation as — → value, and leaves out internal fields', () => {
    expect(changeLines(null, { lockedUntil: null, date: '2026-11-25', desireTime: '' })).toEqual([
      '乗車日: — → 2026-11-25',
    ]);
  });

  it('reads instants in Japan time, directions as 往路/復路 and flags as はい/いいえ', () => {
    expect(changeLines(null, { startAt: '2026-11-24T03:58:00.000Z', upDown: 2, pastCutoff: true })).toEqual([
      '方向: — → 復路',
      '締切後: — → はい',
      '掲載開始: — → 2026年11月24日 12:58',
    ]);
  });

  it("reads a staff account's role in the console's words (issue 23)", () => {
    expect(
      changeLines(
        { loginId: 'desk', role: 'admin', disabledAt: null },
        { loginId: 'desk', role: 'dispatcher', disabledAt: null },
      ),
    ).toEqual(['役割: 管理者 → 配車係']);
  });

  it('reads the school settings: the display options by their choice, the times as typed', () => {
    expect(
      changeLines(
        { schoolName: 'A校', cutoff: '16:00', upDepartureTime: 1, isBusVisible: true },
        { schoolName: 'A校', cutoff: '12:30', upDepartureTime: 4, isBusVisible: false },
      ),
    ).toEqual([
      '予約の締切時刻: 16:00 → 12:30',
      '往路の迎えの時刻を見せる時期: 送迎予定の確定後 → 送迎予定の確定後、公開時刻を過ぎてから',
      '便名の表示: はい → いいえ',
    ]);
  });

  it("reads a site's options: the student-number kind, the menu switches, the networks", () => {
    expect(
      changeLines(
        { site: '2', accountType: 1, useBusOperationStatus: true, allowedNetworks: '', approvalArea: '99' },
        {
          site: '2',
          accountType: 2,
          useBusOperationStatus: false,
          allowedNetworks: '10.0.0.0/8',
          approvalArea: '99',
        },
      ),
    ).toEqual([
      '学生番号の文字: 半角数字 → 半角英数字',
      'ログインできるネットワーク: — → 10.0.0.0/8',
      'メニュー: バスの現在地: はい → いいえ',
    ]);
  });
});
