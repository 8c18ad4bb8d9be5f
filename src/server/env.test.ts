import { describe, expect, it } from 'vitest';
import { DEMO_SERVICE_CODE } from '@server/demo/seed';
import { readEnv, readSimulatorEnv } from './env';

const POSTGRES = 'postgres://postgres@127.0.0.1:5432/app';
const SECRET = 'x'.repeat(40);
const PUBLIC_URL = 'https://bus.example.jp';

describe('readEnv: the demo school only where it was asked for (PRODUCT.md §3)', () => {
  it('the embedded default has the demo, and a login page without serviceCode shows it', () => {
    const env = readEnv({});
    expect(env.DEMO).toBe(true);
    expect(env.DEFAULT_SERVICE_CODE).toBe(DEMO_SERVICE_CODE);
  });

  it('PostgreSQL has no demo and no default school unless DEMO=1 asks for them', () => {
    expect(readEnv({ DATABASE_URL: POSTGRES })).toMatchObject({
      DEMO: false,
      DEFAULT_SERVICE_CODE: undefined,
    });
    expect(readEnv({ DATABASE_URL: POSTGRES, DEMO: '1' })).toMatchObject({
      DEMO: true,
      DEFAULT_SERVICE_CODE: DEMO_SERVICE_CODE,
    });
  });

  it('DEMO=0 turns the demo off on the embedded default', () => {
    expect(readEnv({ DEMO: '0' })).toMatchObject({ DEMO: false, DEFAULT_SERVICE_CODE: undefined });
  });

  it('production never has the demo, even on the embedded database', () => {
    expect(readEnv({ NODE_ENV: 'production', SESSION_SECRET: SECRET, PUBLIC_URL })).toMatchObject({
      DEMO: false,
      DEFAULT_SERVICE_CODE: undefined,
    });
  });

  it('production requires PUBLIC_URL, so no link is ever built from a Host header', () => {
    expect(() => readEnv({ NODE_ENV: 'production', SESSION_SECRET: SECRET })).toThrow(
      /PUBLIC_URL: required with NODE_ENV=production/,
    );
  });

  it('real mail (SMTP_URL) requires PUBLIC_URL too, whatever NODE_ENV says', () => {
    expect(() => readEnv({ SMTP_URL: 'smtp://127.0.0.1:25' })).toThrow(/PUBLIC_URL: required/);
    expect(readEnv({ SMTP_URL: 'smtp://127.0.0.1:25', PUBLIC_URL }).PUBLIC_URL).toBe(PUBLIC_URL);
  });

  it('production refuses DEMO=1 instead of ignoring it', () => {
    expect(() => readEnv({ NODE_ENV: 'production', SESSION_SECRET: SECRET, PUBLIC_URL, DEMO: '1' })).toThrow(
      /DEMO: the demo school is never created with NODE_ENV=production/,
    );
  });

  it('an explicit DEFAULT_SERVICE_CODE is kept, with or without the demo', () => {
    expect(
      readEnv({ NODE_ENV: 'production', DATABASE_URL: POSTGRES, PUBLIC_URL, DEFAULT_SERVICE_CODE: 'midori' })
        .DEFAULT_SERVICE_CODE,
    ).toBe('midori');
    expect(readEnv({ DEFAULT_SERVICE_CODE: 'midori' }).DEFAULT_SERVICE_CODE).toBe('midori');
  });

  it('DEMO takes only 0 or 1', () => {
    expect(() => readEnv({ DEMO: 'yes' })).toThrow(/DEMO/);
  });
});

describe('readEnv: map tiles (PRODUCT.md §5)', () => {
  it('defaults to the GSI standard map with its attribution', () => {
    expect(readEnv({})).toMatchObject({
      MAP_TILE_URL: 'https://cyberjapandata.gsi.go.jp/xyz/std/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '地理院タイル',
    });
  });

  it('refuses a tile URL that is not an http(s) template with {z}, {x} and {y}', () => {
    expect(() => readEnv({ MAP_TILE_URL: 'https://tiles.example.jp/{z}/{x}.png' })).toThrow(
      /MAP_TILE_URL: must contain \{z\}, \{x\} and \{y\}/,
    );
    expect(() => readEnv({ MAP_TILE_URL: 'javascript:alert(1)//{z}{x}{y}' })).toThrow(/MAP_TILE_URL/);
    expect(readEnv({ MAP_TILE_URL: 'https://tiles.example.jp/{z}/{x}/{y}.png' }).MAP_TILE_URL).toBe(
      'https://tiles.example.jp/{z}/{x}/{y}.png',
    );
  });
});

describe('readEnv: CLOCK_START, a shifted clock for demos and tests', () => {
  it('is unset by default: the server runs on the host clock', () => {
    expect(readEnv({}).CLOCK_START).toBeUndefined();
  });

  it('takes an ISO instant with its offset (or Z)', () => {
    expect(readEnv({ CLOCK_START: '2026-06-01T08:00:00+09:00' }).CLOCK_START).toEqual(
      new Date('2026-05-31T23:00:00Z'),
    );
    expect(readEnv({ CLOCK_START: '2026-06-01T08:00:00.250Z' }).CLOCK_START).toEqual(
      new Date('2026-06-01T08:00:00.250Z'),
    );
  });

  it('refuses an instant without an offset, a bare date, or an impossible date', () => {
    for (const value of [
      '2026-06-01T08:00:00',
      '2026-06-01',
      '2026-02-30T08:00:00+09:00',
      'tomorrow 8am',
      '',
    ]) {
      expect(() => readEnv({ CLOCK_START: value }), value).toThrow(
        /CLOCK_START: an ISO instant with its offset/,
      );
    }
  });

  it('is a configuration error with NODE_ENV=production, like DEMO=1', () => {
    expect(() =>
      readEnv({
        NODE_ENV: 'production',
        SESSION_SECRET: SECRET,
        PUBLIC_URL,
        CLOCK_START: '2026-06-01T08:00:00+09:00',
      }),
    ).toThrow(/CLOCK_START: for demos and tests only, never with NODE_ENV=production/);
  });

  it('is accepted under NODE_ENV=test and development, on PostgreSQL too', () => {
    const start = '2026-06-01T08:00:00+09:00';
    expect(readEnv({ NODE_ENV: 'test', CLOCK_START: start }).CLOCK_START).toEqual(new Date(start));
    expect(readEnv({ DATABASE_URL: POSTGRES, CLOCK_START: start }).CLOCK_START).toEqual(new Date(start));
  });
});

describe('npm run simulate settings (SIM_*)', () => {
  it('drive the local demo server as its admin by default', () => {
    expect(readSimulatorEnv({})).toEqual({
      SIM_BASE_URL: 'http://127.0.0.1:3000/bus/ankyo/',
      SIM_LOGIN_ID: 'admin',
      SIM_PASSWORD: 'admin-demo-password',
    });
  });

  it('take a server address with or without its last slash, and refuse one that is no http(s) URL', () => {
    expect(readSimulatorEnv({ SIM_BASE_URL: 'http://10.0.0.5:8080/bus/x' }).SIM_BASE_URL).toBe(
      'http://10.0.0.5:8080/bus/x/',
    );
    expect(() => readSimulatorEnv({ SIM_BASE_URL: 'localhost:3000' })).toThrow(/SIM_BASE_URL/);
    expect(() => readSimulatorEnv({ SIM_PASSWORD: '' })).toThrow(/SIM_PASSWORD/);
  });
});

describe('readEnv: TRUST_PROXY names the balancers, never "everyone" (issue 21)', () => {
  it('is off by default and with false', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('refuses true, which would believe the left-most X-Forwarded-For a client writes', () => {
    expect(() => readEnv({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would believe any X-Forwarded-For/,
    );
  });

  it('takes a number of hops from 1 to 10', () => {
    expect(readEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toEqual({ hops: 1 });
    expect(readEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(() => readEnv({ TRUST_PROXY: '0' })).toThrow(/TRUST_PROXY: a number of proxies from 1 to 10/);
    expect(() => readEnv({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY/);
  });

  it('takes addresses, networks and the names loopback, linklocal, uniquelocal, separated by commas', () => {
    expect(readEnv({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32,loopback' }).TRUST_PROXY).toEqual({
      addresses: ['10.0.0.0/8', '2001:db8::/32', 'loopback'],
    });
    for (const bad of ['10.0.0.0/33', 'balancer.local', '10.0.0.0/8,,', 'yes']) {
      expect(() => readEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: addresses or networks/);
    }
  });
});
