import { describe, expect, it } from 'vitest';
import { editPointHref, parseChosenPoints, withChosenPoints } from './point-hrefs';

describe('the addresses of the point screens', () => {
  it('name the point being edited', () => {
    expect(editPointHref('/sp/BusStopReg', 'K0003')).toBe('/sp/BusStopReg?busStopCd=K0003');
  });

  it('carry the ticked points to the delete confirm page and back, in order, once each', () => {
    const href = withChosenPoints('/sp/BusStopDeleteComfirm', ['K0001', 'K0004']);
    expect(href).toBe('/sp/BusStopDeleteComfirm?ids=K0001%2CK0004');
    expect(parseChosenPoints(new URL(href, 'http://x').searchParams.get('ids'))).toEqual(['K0001', 'K0004']);
    expect(parseChosenPoints('K0001,,K0001,K0002')).toEqual(['K0001', 'K0002']);
  });

  it('carry nothing when nothing is ticked', () => {
    expect(withChosenPoints('/sp/BusStopEdit', [])).toBe('/sp/BusStopEdit');
    expect(parseChosenPoints(null)).toEqual([]);
  });
});
