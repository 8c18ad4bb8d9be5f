import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger';

describe('request logs never carry a secret of the address', () => {
  it("masks a device's id, a sign-in token, a password and recNo, whatever their case", () => {
    expect(redactUrl('/bus/ankyo/osmand?id=abc-secret&lat=35.9')).toBe('/bus/ankyo/osmand?id=***&lat=35.9');
    expect(redactUrl('/osmand?lat=1&DeviceId=abc-secret')).toBe('/osmand?lat=1&DeviceId=***');
    expect(redactUrl('/sp/spmng?token=t0k&recNo=12&password=pw')).toBe(
      '/sp/spmng?token=***&recNo=***&password=***',
    );
  });

  it('masks names written with escapes, blanks or NULs, as a query parser would read them', () => {
    expect(redactUrl('/osmand?%69d=abc-secret')).toBe('/osmand?%69d=***');
    expect(redactUrl('/osmand?i%64=abc-secret&id=x')).toBe('/osmand?i%64=***&id=***');
    expect(redactUrl('/osmand?%20id=abc-secret')).toBe('/osmand?%20id=***');
    expect(redactUrl('/osmand?id%00=abc-secret')).toBe('/osmand?id%00=***');
    expect(redactUrl('/osmand?+id+=abc-secret')).toBe('/osmand?+id+=***');
  });

  it('leaves other parameters, malformed escapes and addresses without a query as they are', () => {
    expect(redactUrl('/osmand?lat=35.9&lon=139.6&valid=%zz')).toBe('/osmand?lat=35.9&lon=139.6&valid=%zz');
    expect(redactUrl('/osmand?%zz=1&idx=2')).toBe('/osmand?%zz=1&idx=2');
    expect(redactUrl('/bus/ankyo/sp/menu')).toBe('/bus/ankyo/sp/menu');
  });
});
