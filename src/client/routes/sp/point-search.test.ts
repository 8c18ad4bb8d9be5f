import { describe, expect, it } from 'vitest';
import type { BusStopSearch } from '@client/features/bus-stop/api/get-bus-stop-list';
import { pointHref, searchFromParams } from './point-search';

const parse = (href: string) => searchFromParams(new URLSearchParams(href.split('?')[1]));

describe('point list addresses (SpRsvPoint target)', () => {
  it.each<BusStopSearch>([
    { by: 'area', areaCd: '01' },
    { by: 'course', homenCd: '03' },
    { by: 'category', busStopCategoryCd: '04' },
    { by: 'address', busStopAddress: '埼玉県 上尾市 春日' },
  ])('names the $by search and reads it back', (search) => {
    const href = pointHref(search);
    expect(href).toMatch(new RegExp(`^/sp/point\\?target=${search.by}&`));
    expect(parse(href)).toEqual(search);
  });

  it('names no search without a target or a key', () => {
    expect(parse('/sp/point?target=area')).toBeNull();
    expect(parse('/sp/point?target=map&areaCd=01')).toBeNull();
    expect(parse('/sp/point')).toBeNull();
  });
});
