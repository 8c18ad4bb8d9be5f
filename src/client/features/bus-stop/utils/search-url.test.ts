import { describe, expect, it } from 'vitest';
import type { BusStopSearch } from '../api/get-bus-stop-list';
import { pointListHref, searchFromParams } from './search-url';

const parse = (href: string) => searchFromParams(new URLSearchParams(href.split('?')[1]));

const searches: BusStopSearch[] = [
  { by: 'area', areaCd: '01' },
  { by: 'course', homenCd: '03' },
  { by: 'category', busStopCategoryCd: '04' },
  { by: 'address', busStopAddress: '埼玉県 上尾市 春日' },
];

describe('point list addresses (SpRsvPoint target)', () => {
  it.each(searches)('names the $by search and reads it back', (search) => {
    const href = pointListHref('sp', search);
    expect(href).toMatch(new RegExp(`^/sp/point\\?target=${search.by}&`));
    expect(parse(href)).toEqual(search);
  });

  it.each(searches)('names the $by search on the desktop point list in the same words', (search) => {
    const href = pointListHref('pc', search);
    expect(href).toMatch(new RegExp(`^/pc/rsvpoint\\?target=${search.by}&`));
    expect(href.split('?')[1]).toBe(pointListHref('sp', search).split('?')[1]);
    expect(parse(href)).toEqual(search);
  });

  it('names no search without a target or a key', () => {
    expect(parse('/sp/point?target=area')).toBeNull();
    expect(parse('/sp/point?target=map&areaCd=01')).toBeNull();
    expect(parse('/sp/point')).toBeNull();
    expect(parse('/pc/rsvpoint?target=course&homenCd=')).toBeNull();
  });
});
