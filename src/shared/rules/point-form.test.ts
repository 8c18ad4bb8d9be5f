import { describe, expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import {
  isDeletablePoint,
  isEditablePoint,
  pointFormProblems,
  type PointForm,
  type PointState,
} from './point-form';

const filled: PointForm = {
  categoryCd: '01',
  lat: 35.98,
  lng: 139.59,
  address: '埼玉県上尾市柏座2-3-4',
  name: '実家',
};

describe('SPEC.md §5 point registration: the problems of the form, in the order of the rules', () => {
  it('a filled form has no problem', () => {
    expect(pointFormProblems(filled, true)).toEqual([]);
  });

  it("a category must be chosen on registration (40), not on an edit, which keeps the point's", () => {
    expect(pointFormProblems({ ...filled, categoryCd: '' }, true)).toEqual([40]);
    expect(pointFormProblems({ ...filled, categoryCd: '' }, false)).toEqual([]);
  });

  it('a place must be chosen on the map (42)', () => {
    expect(pointFormProblems({ ...filled, lat: null }, true)).toEqual([42]);
    expect(pointFormProblems({ ...filled, lng: null }, true)).toEqual([42]);
  });

  it('an address or a name is enough; neither is 43, and spaces alone count as nothing', () => {
    expect(pointFormProblems({ ...filled, address: '' }, true)).toEqual([]);
    expect(pointFormProblems({ ...filled, name: '' }, true)).toEqual([]);
    expect(pointFormProblems({ ...filled, address: '  ', name: '　' }, true)).toEqual([43]);
  });

  it('zero-width characters with or without spaces count as nothing too (43)', () => {
    const invisible = { ...filled, address: '\u200b\u3000\ufeff', name: ' \u2060\u200c\u200d ' };
    expect(pointFormProblems(invisible, true)).toEqual([43]);
  });

  it('spaces and invisible characters at either end do not count toward the 50 characters', () => {
    expect(pointFormProblems({ ...filled, address: ` \u200b${'あ'.repeat(50)}\u3000` }, true)).toEqual([]);
  });

  it('the address and the name take at most 50 characters each (44, 45), a surrogate pair counting as one', () => {
    expect(pointFormProblems({ ...filled, address: 'あ'.repeat(50), name: '𠮷'.repeat(50) }, true)).toEqual(
      [],
    );
    expect(pointFormProblems({ ...filled, address: 'あ'.repeat(51) }, true)).toEqual([44]);
    expect(pointFormProblems({ ...filled, name: '𠮷'.repeat(51) }, true)).toEqual([45]);
  });

  it('an empty form lists every problem in the order of SPEC.md §5', () => {
    const empty: PointForm = { categoryCd: '', lat: null, lng: null, address: '', name: '' };
    expect(pointFormProblems(empty, true)).toEqual([40, 42, 43]);
    const long: PointForm = { ...empty, address: 'a'.repeat(51), name: 'b'.repeat(51) };
    expect(pointFormProblems(long, true)).toEqual([40, 42, 44, 45]);
  });

  it('every problem has its text in the catalogue', () => {
    for (const code of [40, 42, 43, 44, 45] as const) expect(messages.warning[code]).toBeTruthy();
    expect(messages.warning[42]).toBe('地図上で地点を選択してください。');
    expect(messages.warning[43]).toBe('住所もしくは地点名を入力してください。');
  });
});

describe('SPEC.md §2 edit list: what a learner may do with a point', () => {
  const pending: PointState = { inApprovalArea: true, isNetRelease: false, isRejected: false };
  const rejected: PointState = { inApprovalArea: true, isNetRelease: false, isRejected: true };
  const approvedReleased: PointState = { inApprovalArea: false, isNetRelease: true, isRejected: false };
  const approvedUnreleased: PointState = { inApprovalArea: false, isNetRelease: false, isRejected: false };

  it('a point awaiting approval can be neither edited nor deleted', () => {
    expect(isEditablePoint(pending)).toBe(false);
    expect(isDeletablePoint(pending)).toBe(false);
  });

  it('a point staff did not approve can be edited (back to approval) or deleted', () => {
    expect(isEditablePoint(rejected)).toBe(true);
    expect(isDeletablePoint(rejected)).toBe(true);
  });

  it('an approved, net-released point can be deleted but not edited', () => {
    expect(isEditablePoint(approvedReleased)).toBe(false);
    expect(isDeletablePoint(approvedReleased)).toBe(true);
  });

  it('an approved point not released on the net can be edited and deleted', () => {
    expect(isEditablePoint(approvedUnreleased)).toBe(true);
    expect(isDeletablePoint(approvedUnreleased)).toBe(true);
  });
});
