import { describe, expect, it } from 'vitest';
import { MAP_LINK_ZOOM } from '../constants';
import { distanceMetres, hasCoordinates, mapLinks } from './geo';

describe('great-circle distance in metres (a point to the nearest course stop, the bus to home)', () => {
  it('is zero from a point to itself', () => {
    expect(distanceMetres({ lat: 35.98, lng: 139.59 }, { lat: 35.98, lng: 139.59 })).toBe(0);
  });

  it('one degree of latitude is about 111.2 km anywhere', () => {
    expect(distanceMetres({ lat: 35, lng: 139 }, { lat: 36, lng: 139 })).toBeCloseTo(111_195, -1);
    expect(distanceMetres({ lat: -1, lng: 0 }, { lat: 0, lng: 0 })).toBeCloseTo(111_195, -1);
  });

  it('one degree of longitude shrinks with the cosine of the latitude', () => {
    const atEquator = distanceMetres({ lat: 0, lng: 139 }, { lat: 0, lng: 140 });
    const at60 = distanceMetres({ lat: 60, lng: 139 }, { lat: 60, lng: 140 });
    expect(at60 / atEquator).toBeCloseTo(0.5, 2);
  });

  it('上尾駅東口 to 北上尾駅東口 (demo stops) is about 2.1 km, the same both ways', () => {
    const ageo = { lat: 35.9776, lng: 139.594 };
    const kitaAgeo = { lat: 35.992, lng: 139.579 };
    const there = distanceMetres(ageo, kitaAgeo);
    expect(there).toBeGreaterThan(1_900);
    expect(there).toBeLessThan(2_200);
    expect(distanceMetres(kitaAgeo, ageo)).toBeCloseTo(there, 6);
  });

  it('antipodes are half the circumference apart, without NaN from rounding', () => {
    const d = distanceMetres({ lat: 0, lng: 0 }, { lat: 0, lng: 180 });
    expect(d).toBeCloseTo(Math.PI * 6_371_008.8, 0);
  });
});

describe('a point has coordinates to show or link to', () => {
  it('finite numbers do', () => {
    expect(hasCoordinates(35.98, 139.59)).toBe(true);
    expect(hasCoordinates(0, 139.59)).toBe(true);
  });

  it('null, NaN, Infinity and 0/0 (the original data\'s "none") do not', () => {
    expect(hasCoordinates(null, 139.59)).toBe(false);
    expect(hasCoordinates(35.98, null)).toBe(false);
    expect(hasCoordinates(Number.NaN, 139.59)).toBe(false);
    expect(hasCoordinates(35.98, Number.POSITIVE_INFINITY)).toBe(false);
    expect(hasCoordinates(0, 0)).toBe(false);
  });

  it('next to 0/0 in both (closer than 1e-6 degrees) is 0/0 too; one of them off zero is a place', () => {
    expect(hasCoordinates(1e-7, -9e-7)).toBe(false);
    expect(hasCoordinates(-0, 0)).toBe(false);
    expect(hasCoordinates(1e-6, 0)).toBe(true);
    expect(hasCoordinates(0, 0.0001)).toBe(true);
  });
});

describe('SPEC.md §7 map links: three external services at zoom 16, from latitude and longitude only', () => {
  it('answers Google, Yahoo! and GSI links with the coordinates and the zoom', () => {
    const links = mapLinks(35.9842, 139.5861);
    expect(MAP_LINK_ZOOM).toBe(16);
    expect(links.map((l) => l.label)).toEqual(['Googleマップ', 'Yahoo!地図', '地理院地図']);
    expect(links.map((l) => l.href)).toEqual([
      'https://www.google.com/maps?q=35.9842,139.5861&z=16',
      'https://map.yahoo.co.jp/place?lat=35.9842&lon=139.5861&zoom=16',
      'https://maps.gsi.go.jp/#16/35.9842/139.5861/',
    ]);
    for (const link of links) expect(new URL(link.href).protocol).toBe('https:');
  });
});
