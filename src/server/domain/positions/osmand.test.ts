import { describe, expect, it } from 'vitest';
import {
  MAX_FIX_AGE_MS,
  MAX_FIX_AHEAD_MS,
  parseOsmAnd,
  type OsmAndRequest,
  type OsmAndResult,
} from './osmand';

/** The query of a request line as Fastify hands it over: repeated names become arrays, '+' is a blank. */
function queryOf(url: string): OsmAndRequest['query'] {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(url.slice(url.indexOf('?') + 1))) {
    const seen = query[name];
    query[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return query;
}

const get = (url: string, now: Date) => parseOsmAnd({ query: queryOf(url) }, now);
const postJson = (body: unknown, now: Date) =>
  parseOsmAnd({ query: {}, contentType: 'application/json', body }, now);
const minuteAfter = (iso: string) => new Date(Date.parse(iso) + 60_000);

function fixOf(result: OsmAndResult) {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.fix;
}

function reasonOf(result: OsmAndResult) {
  return result.ok ? 'accepted' : result.reason;
}

/** A Tokyo-station fix sent a few seconds before `now`; each bad-input test changes one thing. */
const now = new Date('2026-04-01T08:30:00Z');
const nowSeconds = String(now.getTime() / 1000 - 5);
const good = `/?id=bus-01&lat=35.6812&lon=139.7671&timestamp=${nowSeconds}`;
const with_ = (change: string) => get(`${good}&${change}`, now);
const goodJson = () => ({
  device_id: 'bus-01',
  location: {
    timestamp: '2026-04-01T08:29:55.000Z',
    coords: { latitude: 35.6812, longitude: 139.7671, accuracy: 5, speed: 10, heading: 90, altitude: 40 },
    battery: { level: 0.5, is_charging: false },
  },
});

describe("samples from Traccar's OsmAnd page (https://www.traccar.org/osmand/)", () => {
  it('example 1, the mandatory parameters with a timestamp in milliseconds', () => {
    const url = 'http://demo.traccar.org:5055/?id=12345&lat=48.8566&lon=2.3522&timestamp=1609459200000';
    expect(fixOf(get(url, minuteAfter('2021-01-01T00:00:00Z')))).toEqual({
      deviceId: '12345',
      lat: 48.8566,
      lng: 2.3522,
      fixTime: new Date('2021-01-01T00:00:00Z'),
    });
  });

  it('example 2, deviceid and every optional parameter; speed in knots becomes km/h', () => {
    const url =
      'http://demo.traccar.org:5055/?deviceid=12345&lat=48.8566&lon=2.3522&timestamp=2021-01-01T00:00:00Z' +
      '&speed=15&bearing=270&altitude=35&accuracy=10&hdop=0.8&batt=75';
    const fix = fixOf(get(url, minuteAfter('2021-01-01T00:00:00Z')));
    expect(fix).toMatchObject({
      deviceId: '12345',
      fixTime: new Date('2021-01-01T00:00:00Z'),
      bearing: 270,
      altitude: 35,
      accuracy: 10,
      battery: 75,
    });
    expect(fix.speedKmh).toBeCloseTo(27.78, 9);
  });

  it("the JSON format's field template, left at 0/0, is no place a bus can be", () => {
    const template = {
      location: {
        timestamp: '2000-01-01T00:00:00.000Z',
        coords: { latitude: 0.0, longitude: 0.0, accuracy: 0, speed: 0, heading: 0, altitude: 0 },
        is_moving: false,
        odometer: 0,
        event: 'motionchange',
        battery: { level: 1, is_charging: false },
        activity: { type: 'still' },
        extras: {},
      },
      device_id: '48241179',
    };
    expect(reasonOf(postJson(template, minuteAfter('2000-01-01T00:00:00Z')))).toBe('invalid-coordinates');
  });
});

describe('JSON samples from traccar/traccar src/test/java/org/traccar/protocol/OsmAndProtocolDecoderTest.java', () => {
  // Byte for byte the template of Traccar Client 9 (traccar/traccar-client lib/preferences.dart before 65d5242).
  const client9 =
    '{"location":{"timestamp":"2025-06-15T13:45:12.862Z","coords":{"latitude":37.4219983,"longitude":-122.084,' +
    '"accuracy":5,"speed":0,"heading":-1,"altitude":5},"is_moving":false,"odometer":0,"event":"motionchange",' +
    '"battery":{"level":1,"is_charging":false},"activity":{"type":"still"},"extras":{},' +
    '"_":"&id=48241179&lat=37.4219983&lon=-122.084&timestamp=2025-06-15T13:45:12.862Z&"},"device_id":"48241179"}';

  it('Traccar Client 9: heading −1 means unknown, battery level 1 is 100 %', () => {
    expect(fixOf(postJson(client9, minuteAfter('2025-06-15T13:45:12Z')))).toEqual({
      deviceId: '48241179',
      lat: 37.4219983,
      lng: -122.084,
      fixTime: new Date('2025-06-15T13:45:12.862Z'),
      speedKmh: 0,
      altitude: 5,
      accuracy: 5,
      battery: 100,
    });
  });

  it('custom extras change nothing in the fix', () => {
    const withExtras = client9.replace(
      '"extras":{}',
      '"extras":{"device_string_test":"long_device_id","device_bool_test":true,"device_integer_test":1,' +
        '"device_double_test":1.345}',
    );
    expect(fixOf(postJson(withExtras, minuteAfter('2025-06-15T13:45:12Z')))).toEqual(
      fixOf(postJson(client9, minuteAfter('2025-06-15T13:45:12Z'))),
    );
  });

  it('an iOS simulator fix: speed, heading and battery level −1 are left out', () => {
    const body =
      '{"location":{"extras":{},"mock":true,"coords":{"speed_accuracy":-1,"speed":-1,"longitude":-122.406417,' +
      '"ellipsoidal_altitude":0,"floor":null,"heading_accuracy":-1,"latitude":37.785834000000001,"accuracy":5,' +
      '"altitude_accuracy":-1,"altitude":0,"heading":-1},"is_moving":false,"age":188,"odometer":0,' +
      '"uuid":"2FB04C65-99CF-42AB-8DD3-EBCB4B108BF8","event":"motionchange","battery":{"level":-1,' +
      '"is_charging":false},"activity":{"type":"unknown","confidence":100},"timestamp":"2025-05-09T04:11:30.579Z"},' +
      '"device_id":"658765"}';
    expect(fixOf(postJson(body, minuteAfter('2025-05-09T04:11:30Z')))).toEqual({
      deviceId: '658765',
      lat: 37.785834,
      lng: -122.406417,
      fixTime: new Date('2025-05-09T04:11:30.579Z'),
      altitude: 0,
      accuracy: 5,
    });
  });

  it('a moving phone: speed in m/s becomes km/h, battery 0.79 is 79 %', () => {
    const body =
      '{"location":{"event":"motionchange","is_moving":false,"uuid":"0e9a2473-a9a7-4c00-997b-fb97d2154e75",' +
      '"timestamp":"2021-07-21T08:06:34.444Z","odometer":0,"coords":{"latitude":-6.1148096,"longitude":106.6837015,' +
      '"accuracy":3.8,"speed":18.67,"speed_accuracy":0.26,"heading":63,"heading_accuracy":0.28,"altitude":35.7,' +
      '"altitude_accuracy":3.8},"activity":{"type":"still","confidence":100},"battery":{"is_charging":false,' +
      '"level":0.79},"extras":{}},"device_id":"8737767034"}';
    const fix = fixOf(postJson(body, minuteAfter('2021-07-21T08:06:34Z')));
    expect(fix).toMatchObject({
      deviceId: '8737767034',
      lat: -6.1148096,
      lng: 106.6837015,
      fixTime: new Date('2021-07-21T08:06:34.444Z'),
      bearing: 63,
      altitude: 35.7,
      accuracy: 3.8,
      battery: 79,
    });
    expect(fix.speedKmh).toBeCloseTo(67.212, 9);
  });
});

describe('query samples from traccar/traccar src/test/java/org/traccar/protocol/OsmAndProtocolDecoderTest.java', () => {
  it('an ISO-8601 timestamp; hdop is not taken for accuracy', () => {
    const url =
      '/?id=902064&lat=42.06288&lon=-88.23412&timestamp=2016-01-27T18%3A55%3A47Z&hdop=6.0&altitude=224.0&speed=0.0';
    expect(fixOf(get(url, minuteAfter('2016-01-27T18:55:47Z')))).toEqual({
      deviceId: '902064',
      lat: 42.06288,
      lng: -88.23412,
      fixTime: new Date('2016-01-27T18:55:47Z'),
      speedKmh: 0,
      altitude: 224,
    });
  });

  it('a timestamp in milliseconds', () => {
    const url =
      '/?id=902064&lat=42.06288&lon=-88.23412&timestamp=1442068686579&hdop=6.0&altitude=224.0&speed=0.0';
    expect(fixOf(get(url, minuteAfter('2015-09-12T14:38:06Z'))).fixTime).toEqual(
      new Date('2015-09-12T14:38:06.579Z'),
    );
  });

  it('a yyyy-MM-dd HH:mm:ss timestamp is read in Japan time (Traccar: its server zone)', () => {
    const url =
      '/?lat=49.60688&lon=6.15788&timestamp=2014-06-04+09%3A10%3A11&altitude=384.7&speed=0.0&id=353861053849681';
    expect(fixOf(get(url, minuteAfter('2014-06-04T00:10:11Z')))).toEqual({
      deviceId: '353861053849681',
      lat: 49.60688,
      lng: 6.15788,
      fixTime: new Date('2014-06-04T09:10:11+09:00'),
      speedKmh: 0,
      altitude: 384.7,
    });
  });

  it('a timestamp in seconds with speed, bearing and altitude at zero', () => {
    const url =
      '/?id=123456&timestamp=1377177267&lat=60.0&lon=30.0&speed=0.0&bearing=0.0&altitude=0&hdop=0.0';
    expect(fixOf(get(url, minuteAfter('2013-08-22T13:14:27Z')))).toEqual({
      deviceId: '123456',
      lat: 60,
      lng: 30,
      fixTime: new Date('2013-08-22T13:14:27Z'),
      speedKmh: 0,
      bearing: 0,
      altitude: 0,
    });
  });

  it('the four mandatory parameters alone', () => {
    expect(
      fixOf(get('/?id=123456&timestamp=1377177267&lat=60.0&lon=30.0', minuteAfter('2013-08-22T13:14:27Z'))),
    ).toEqual({ deviceId: '123456', lat: 60, lng: 30, fixTime: new Date('2013-08-22T13:14:27Z') });
  });

  it('location=lat,lon instead of lat and lon', () => {
    expect(
      fixOf(get('/?id=123456&timestamp=1377177267&location=60.0,30.0', minuteAfter('2013-08-22T13:14:27Z'))),
    ).toMatchObject({ lat: 60, lng: 30 });
  });

  it('unknown parameters (ignition, rpm, fuel) are ignored; 40 knots is 74.08 km/h', () => {
    const url =
      '/?id=123456789012345&timestamp=1504763810&lat=40.7232948571&lon=-74.0061408571&bearing=7.19889788244' +
      '&speed=40&ignition=true&rpm=933&fuel=24';
    const fix = fixOf(get(url, minuteAfter('2017-09-07T05:56:50Z')));
    expect(fix).toMatchObject({ lat: 40.7232948571, lng: -74.0061408571, bearing: 7.19889788244 });
    expect(fix.speedKmh).toBeCloseTo(74.08, 9);
  });

  it('no device id is refused (Traccar refuses it too)', () => {
    expect(
      reasonOf(get('/?timestamp=1377177267&lat=60.0&lon=30.0', minuteAfter('2013-08-22T13:14:27Z'))),
    ).toBe('missing-device-id');
  });

  it('cell towers and Wi-Fi without coordinates are refused (Traccar would reuse the last place)', () => {
    const url =
      '/?id=123456&timestamp=1377177267&cell=257,02,16,2224&cell=257,02,16,2223,-90' +
      '&wifi=00-14-22-01-23-45,-80&wifi=00-1C-B3-09-85-15,-70';
    expect(reasonOf(get(url, minuteAfter('2013-08-22T13:14:27Z')))).toBe('missing-coordinates');
  });

  it('no timestamp is refused (Traccar would stamp the fix with its own clock)', () => {
    const now2016 = new Date('2016-01-01T00:00:00Z');
    expect(
      reasonOf(
        get('/?lat=60.0&lon=30.0&speed=0.0&heading=0.0&vacc=0&hacc=0&altitude=0&deviceid=123456', now2016),
      ),
    ).toBe('missing-timestamp');
    expect(
      reasonOf(
        get(
          '/?id=861001000719969&lat=41.666667&lon=-0.883333&altitude=350.059479&speed=0.000000&batt=87',
          now2016,
        ),
      ),
    ).toBe('missing-timestamp');
  });
});

describe('what Traccar Client apps send', () => {
  it('Traccar Client 10 posts a form (traccar-client-sdk HttpUploader.kt): seconds, knots, battery in percent', () => {
    const body = `id=48241179&lat=35.6812&lon=139.7671&timestamp=${nowSeconds}&accuracy=4.5&altitude=40.1&speed=9.72&bearing=87.5&batt=64&charge=false`;
    const fix = fixOf(
      parseOsmAnd({ query: {}, contentType: 'application/x-www-form-urlencoded', body }, now),
    );
    expect(fix).toMatchObject({
      deviceId: '48241179',
      lat: 35.6812,
      lng: 139.7671,
      fixTime: new Date(now.getTime() - 5000),
      accuracy: 4.5,
      altitude: 40.1,
      bearing: 87.5,
      battery: 64,
    });
    expect(fix.speedKmh).toBeCloseTo(18.00144, 9);
  });

  it('the same form already parsed by a form-body plugin reads the same', () => {
    const body = { id: '48241179', lat: '35.6812', lon: '139.7671', timestamp: nowSeconds };
    expect(
      fixOf(parseOsmAnd({ query: {}, contentType: 'application/x-www-form-urlencoded', body }, now)),
    ).toEqual({
      deviceId: '48241179',
      lat: 35.6812,
      lng: 139.7671,
      fixTime: new Date(now.getTime() - 5000),
    });
  });

  it('Kotlin writes small numbers with an exponent (1.0E-4), which is read as a number', () => {
    expect(fixOf(get(`/?id=bus-01&lat=1.0E-4&lon=139.7671&timestamp=${nowSeconds}`, now)).lat).toBe(0.0001);
  });

  it('the older Android app with no fix yet sends 0/0 (traccar-client-android ProtocolFormatterTest.kt): refused', () => {
    const url =
      'http://localhost:5055?id=123456789012345&timestamp=619315200&lat=0.0&lon=0.0&speed=0.0&bearing=0.0' +
      '&altitude=0.0&accuracy=0.0&batt=0.0';
    expect(reasonOf(get(url, minuteAfter('1989-08-17T00:00:00Z')))).toBe('invalid-coordinates');
  });
});

describe('where the parameters come from', () => {
  it('query and form body are both read; a name given twice takes its last value', () => {
    const result = parseOsmAnd(
      {
        query: { id: 'bus-01', lat: ['1.5', '35.6812'] },
        contentType: 'application/x-www-form-urlencoded',
        body: `lon=139.7671&timestamp=${nowSeconds}`,
      },
      now,
    );
    expect(fixOf(result)).toMatchObject({ deviceId: 'bus-01', lat: 35.6812, lng: 139.7671 });
  });

  it('id wins over deviceid when both are sent', () => {
    expect(fixOf(with_('deviceid=other')).deviceId).toBe('bus-01');
  });

  it('a JSON body is read whatever the query says', () => {
    const result = parseOsmAnd(
      { query: { id: 'other', lat: '1' }, contentType: 'application/json; charset=utf-8', body: goodJson() },
      now,
    );
    expect(fixOf(result)).toMatchObject({ deviceId: 'bus-01', lat: 35.6812 });
  });

  it('JSON is recognised by a Content-Type in any case, and read from text as well as from a parsed value', () => {
    const result = parseOsmAnd(
      { query: {}, contentType: 'Application/JSON', body: JSON.stringify(goodJson()) },
      now,
    );
    expect(fixOf(result)).toEqual({
      deviceId: 'bus-01',
      lat: 35.6812,
      lng: 139.7671,
      fixTime: new Date('2026-04-01T08:29:55Z'),
      speedKmh: 36,
      bearing: 90,
      altitude: 40,
      accuracy: 5,
      battery: 50,
    });
  });

  it('a JSON body without a JSON Content-Type is not read as JSON', () => {
    expect(reasonOf(parseOsmAnd({ query: {}, body: JSON.stringify(goodJson()) }, now))).toBe(
      'missing-device-id',
    );
  });
});

describe('the device id', () => {
  it.each([
    ['no id at all', `/?lat=35.6812&lon=139.7671&timestamp=${nowSeconds}`],
    ['an empty id', `/?id=&lat=35.6812&lon=139.7671&timestamp=${nowSeconds}`],
  ])('%s is refused', (_, url) => {
    expect(reasonOf(get(url, now))).toBe('missing-device-id');
  });

  it('is kept exactly as sent, up to 128 characters', () => {
    const longest = ` ${'x'.repeat(126)} `;
    expect(fixOf(get(good.replace('bus-01', encodeURIComponent(longest)), now)).deviceId).toBe(longest);
    expect(reasonOf(get(good.replace('bus-01', `${longest}y`), now))).toBe('invalid-device-id');
  });

  it('with a control character is refused', () => {
    expect(reasonOf(get(good.replace('bus-01', 'bus%0A01'), now))).toBe('invalid-device-id');
  });

  it('in JSON must be a string', () => {
    expect(reasonOf(postJson({ ...goodJson(), device_id: 48241179 }, now))).toBe('missing-device-id');
    expect(reasonOf(postJson({ ...goodJson(), device_id: '' }, now))).toBe('missing-device-id');
  });
});

describe('coordinates', () => {
  it.each([
    ['latitude above 90', 'lat=90.0001'],
    ['latitude below −90', 'lat=-90.5'],
    ['longitude beyond 180', 'lon=180.1'],
    ['longitude below −180', 'lon=-181'],
    ['NaN', 'lat=NaN'],
    ['Infinity', 'lon=Infinity'],
    ['a word', 'lat=abc'],
    ['an empty value', 'lat='],
    ['blanks only', 'lat=%20'],
    ['a hexadecimal number', 'lat=0x1e'],
    ['a decimal comma', 'lat=35,6812'],
    ['exactly 0/0', 'lat=0&lon=0.0'],
  ])('%s is refused', (_, change) => {
    expect(reasonOf(get(`/?id=bus-01&lat=35.6812&lon=139.7671&timestamp=${nowSeconds}&${change}`, now))).toBe(
      'invalid-coordinates',
    );
  });

  it('the edges of the range are accepted, and a zero on one axis only', () => {
    expect(fixOf(with_('lat=-90&lon=180'))).toMatchObject({ lat: -90, lng: 180 });
    expect(fixOf(with_('lat=0'))).toMatchObject({ lat: 0, lng: 139.7671 });
  });

  it('a missing longitude or latitude is refused as missing', () => {
    expect(reasonOf(get(`/?id=bus-01&lat=35.6812&timestamp=${nowSeconds}`, now))).toBe('missing-coordinates');
    expect(reasonOf(get(`/?id=bus-01&lon=139.7671&timestamp=${nowSeconds}`, now))).toBe(
      'missing-coordinates',
    );
  });

  it.each(['35.6812', '35.6812,139.7671,10', '35.6812,abc'])('location=%s is refused', (location) => {
    expect(reasonOf(get(`/?id=bus-01&location=${location}&timestamp=${nowSeconds}`, now))).toBe(
      'invalid-coordinates',
    );
  });

  it('a fix the sender marks invalid is refused; valid=true and valid=1 are fine', () => {
    expect(reasonOf(with_('valid=false'))).toBe('fix-marked-invalid');
    expect(reasonOf(with_('valid=0'))).toBe('fix-marked-invalid');
    expect(reasonOf(with_('valid=true'))).toBe('accepted');
    expect(reasonOf(with_('valid=1'))).toBe('accepted');
  });

  it('in JSON, coordinates must be numbers', () => {
    const json = goodJson();
    expect(reasonOf(postJson({ ...json, location: { ...json.location, coords: undefined } }, now))).toBe(
      'missing-coordinates',
    );
    const coords = (change: Record<string, unknown>) =>
      postJson(
        { ...json, location: { ...json.location, coords: { ...json.location.coords, ...change } } },
        now,
      );
    expect(reasonOf(coords({ latitude: null }))).toBe('missing-coordinates');
    expect(reasonOf(coords({ latitude: '35.6812' }))).toBe('invalid-coordinates');
    expect(reasonOf(coords({ longitude: 200 }))).toBe('invalid-coordinates');
    expect(reasonOf(coords({ latitude: 0, longitude: 0 }))).toBe('invalid-coordinates');
  });
});

describe('the fix time', () => {
  const at = (timestamp: string) =>
    reasonOf(get(`/?id=bus-01&lat=35.6812&lon=139.7671&timestamp=${timestamp}`, now));
  const seconds = (offsetMs: number) => String((now.getTime() + offsetMs) / 1000);

  it('below 2^31−1 an integer is seconds, from there on milliseconds (as in Traccar)', () => {
    const read = (timestamp: string) =>
      fixOf(get(`/?id=a&lat=1&lon=1&timestamp=${timestamp}`, new Date(Number(timestamp) * 1000))).fixTime;
    expect(read('2147483646')).toEqual(new Date(2_147_483_646_000));
    const asMilliseconds = get('/?id=a&lat=1&lon=1&timestamp=2147483647', new Date(2_147_483_647));
    expect(fixOf(asMilliseconds).fixTime).toEqual(new Date(2_147_483_647));
  });

  it('ISO-8601 with an offset, seconds or fraction optional', () => {
    const read = (timestamp: string) =>
      fixOf(get(`/?id=a&lat=1&lon=1&timestamp=${encodeURIComponent(timestamp)}`, now)).fixTime;
    expect(read('2026-04-01T17:29:55+09:00')).toEqual(new Date('2026-04-01T08:29:55Z'));
    expect(read('2026-04-01T08:29:55.123456Z')).toEqual(new Date('2026-04-01T08:29:55.123Z'));
    expect(read('2026-04-01T03:29-05:00')).toEqual(new Date('2026-04-01T08:29:00Z'));
  });

  it.each([
    ['a word', 'soon'],
    ['a fractional number of seconds', '1775032195.5'],
    ['ISO-8601 without an offset (the instant is unknown)', '2026-04-01T08:29:55'],
    ['an offset beyond ±18 h', '2026-04-01T08:29:55%2B19:00'],
    ['30 February', '2026-02-30+10:00:00'],
    ['25 o’clock', '2026-04-01T25:00:00Z'],
    ['a date without a time', '2026-04-01'],
    ['a number beyond any date', '99999999999999999999'],
    ['an empty value', ''],
  ])('%s is refused as invalid', (_, timestamp) => {
    expect(at(timestamp)).toBe('invalid-timestamp');
  });

  it(`up to ${MAX_FIX_AHEAD_MS / 60_000} minutes ahead of the server clock keeps its time, beyond counts as taken on arrival`, () => {
    expect(at(seconds(MAX_FIX_AHEAD_MS))).toBe('accepted');
    const fixTime = (timestamp: string) => {
      const parsed = get(`/?id=bus-01&lat=35.6812&lon=139.7671&timestamp=${timestamp}`, now);
      return parsed.ok ? parsed.fix.fixTime.getTime() : parsed.reason;
    };
    expect(fixTime(seconds(MAX_FIX_AHEAD_MS))).toBe(now.getTime() + MAX_FIX_AHEAD_MS);
    expect(fixTime(seconds(MAX_FIX_AHEAD_MS + 1000))).toBe(now.getTime());
    expect(fixTime(String(now.getTime() + MAX_FIX_AHEAD_MS + 1))).toBe(now.getTime());
  });

  it(`up to ${MAX_FIX_AGE_MS / 3_600_000} hours old is accepted (buffered while offline), older is refused`, () => {
    expect(at(seconds(-MAX_FIX_AGE_MS))).toBe('accepted');
    expect(at(seconds(-MAX_FIX_AGE_MS - 1000))).toBe('timestamp-too-old');
    expect(at('0')).toBe('timestamp-too-old');
    expect(at('-1')).toBe('timestamp-too-old');
  });

  it('in JSON, the timestamp must be an ISO-8601 string', () => {
    const json = goodJson();
    const timestamp = (value: unknown) =>
      reasonOf(postJson({ ...json, location: { ...json.location, timestamp: value } }, now));
    expect(timestamp(undefined)).toBe('missing-timestamp');
    expect(timestamp(now.getTime())).toBe('invalid-timestamp');
    expect(timestamp('2026-04-01 17:29:55')).toBe('invalid-timestamp');
    expect(timestamp('2026-04-02T08:29:55Z')).toBe('accepted');
    expect(timestamp('2026-03-30T08:29:55Z')).toBe('timestamp-too-old');
  });
});

describe('optional values that do not parse are left out, not refused', () => {
  it.each([
    ['speed', 'speed=fast', 'speedKmh'],
    ['a negative speed', 'speed=-1', 'speedKmh'],
    ['a bearing of 360', 'bearing=360', 'bearing'],
    ['a negative bearing', 'bearing=-1', 'bearing'],
    ['altitude', 'altitude=high', 'altitude'],
    ['a negative accuracy', 'accuracy=-5', 'accuracy'],
    ['battery above 100', 'batt=150', 'battery'],
    ['battery NaN', 'batt=NaN', 'battery'],
  ])('%s', (_, change, field) => {
    const fix = fixOf(with_(change));
    expect(fix).not.toHaveProperty(field);
    expect(fix).toMatchObject({ deviceId: 'bus-01', lat: 35.6812, lng: 139.7671 });
  });

  it('heading stands in for bearing', () => {
    expect(fixOf(with_('heading=12.5')).bearing).toBe(12.5);
  });

  it('in JSON, a battery level outside 0–1 and a non-numeric speed are left out', () => {
    const json = goodJson();
    const fix = fixOf(
      postJson(
        {
          ...json,
          location: {
            ...json.location,
            coords: { ...json.location.coords, speed: '10' },
            battery: { level: 2 },
          },
        },
        now,
      ),
    );
    expect(fix).not.toHaveProperty('speedKmh');
    expect(fix).not.toHaveProperty('battery');
  });
});

describe('bodies that are not one OsmAnd JSON object', () => {
  it.each([
    ['text that is not JSON', '{"device_id":'],
    ['a JSON array (the SDK’s optional batch upload; Traccar reads one object)', [goodJson()]],
    ['a batch under location (background-geolocation batchSync)', { device_id: 'bus-01', location: [] }],
    ['JSON null', null],
    ['a number', 42],
  ])('%s is refused as malformed', (_, body) => {
    expect(reasonOf(postJson(body, now))).toBe('malformed-body');
  });

  it('a JSON object without location has no coordinates', () => {
    expect(reasonOf(postJson({ device_id: 'bus-01' }, now))).toBe('missing-coordinates');
  });
});
