import { describe, expect, it } from 'vitest';
import { ownPointName, pointStatus } from './point-labels';

describe("a learner's point as the point screens word it", () => {
  it('is awaiting approval (承認待ち) while in the approval area and not reviewed', () => {
    expect(pointStatus({ isAwaitingApproval: true, rejectionReason: null })).toBe('pending');
  });

  it('was not approved when the school gave a reason, whatever else it says', () => {
    expect(pointStatus({ isAwaitingApproval: false, rejectionReason: '道が狭いため' })).toBe('rejected');
  });

  it('is approved once out of the approval area', () => {
    expect(pointStatus({ isAwaitingApproval: false, rejectionReason: null })).toBe('approved');
  });

  it("is named by the learner's own name, else the address they entered, else the school's names", () => {
    const point = {
      busStopKName: '自宅',
      ad1: '上尾市緑丘1-2-3',
      busStopDisplayName: '表示名',
      busStopName: '名称',
    };
    expect(ownPointName(point)).toBe('自宅');
    expect(ownPointName({ ...point, busStopKName: '' })).toBe('上尾市緑丘1-2-3');
    expect(ownPointName({ ...point, busStopKName: '', ad1: '' })).toBe('表示名');
    expect(ownPointName({ ...point, busStopKName: '', ad1: '', busStopDisplayName: '' })).toBe('名称');
  });
});
