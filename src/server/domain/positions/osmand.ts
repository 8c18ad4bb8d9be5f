/**
 * The OsmAnd protocol as the free Traccar Client app sends it, read into one position fix — or a
 * reason to refuse it. Pure: no HTTP framework, no database, the clock is a parameter.
 *
 * Read from Traccar's own source and documentation (not from memory):
 * - traccar/traccar `src/main/java/org/traccar/protocol/OsmAndProtocolDecoder.java` (as of 2026-06):
 *   JSON when the Content-Type starts with `application/json`, otherwise parameters; the parameter
 *   names (`id`/`deviceid`, `lat`, `lon`, `location=lat,lon`, `timestamp`, `speed`, `bearing`/`heading`,
 *   `altitude`, `accuracy`, `hdop`, `batt`, `valid`); an integral `timestamp` below 2^31−1 is seconds,
 *   any other integer milliseconds, a value containing `T` ISO-8601 with an offset, anything else
 *   `yyyy-MM-dd HH:mm:ss` in the server's zone; parameter `speed` in knots by default
 *   (`convertSpeed(…, "kn")`, see `BaseProtocolDecoder.java`); in JSON, `device_id`,
 *   `location.timestamp` (ISO, `DateUtil.parseDate`), `location.coords.{latitude, longitude, speed
 *   (m/s, `UnitsConverter.knotsFromMps`), heading, accuracy, altitude}` with a negative speed or
 *   heading meaning "unknown", and `location.battery.level` from 0 to 1 (−1 unknown) stored ×100.
 * - traccar/traccar `src/main/java/org/traccar/config/Keys.java` and `handler/FilterHandler.java`:
 *   Traccar drops fixes more than `filter.future` (default 86 400 s) ahead of the server clock, and
 *   0/0 or out-of-range coordinates only when `filter.zero` / `filter.invalid` are switched on.
 * - traccar/traccar-client `lib/preferences.dart` (9.x, before commit 65d5242 "Migrate to our own
 *   SDK"): the JSON location template and `device_id` sent by Traccar Client 9.
 * - traccar/traccar-client-sdk `core/src/commonMain/kotlin/org/traccar/client/HttpUploader.kt` (used
 *   by Traccar Client 10): a form POST of `id`, `lat`, `lon`, `timestamp` (seconds), `accuracy`,
 *   `altitude`, `speed` (m/s × 1.94384, i.e. knots), `bearing`, `batt` (percent), `charge`…
 * - traccar/traccar-client-android `app/src/main/java/org/traccar/client/ProtocolFormatter.kt` and
 *   `Position.kt` (the older Android app): the same names as query parameters, speed in knots.
 * - https://www.traccar.org/osmand/ (both formats, the units, the examples).
 *
 * Where this parser is stricter than Traccar (which accepts a fix without time or coordinates,
 * filling in the server time or the last known place) it says so at the rule.
 */
import { SCHOOL_UTC_OFFSET_MINUTES } from '@shared/constants';

/**
 * How far ahead of the server clock a fix's own time is believed. Phones take fix times from GNSS
 * or a network-set clock, so a few seconds of skew are normal; ten minutes is far beyond that. A
 * fix further ahead is stored as taken on arrival (PRODUCT.md "Positions"), not refused: Traccar
 * Client resends a refused fix for ever, and a fix kept at its own time would show a frozen bus as
 * "just updated" for as long as it stays ahead.
 */
export const MAX_FIX_AHEAD_MS = 10 * 60_000;

/**
 * How old a fix may be. Traccar Client buffers fixes while offline and sends them later, oldest
 * first, so hours-old fixes are genuine; beyond a day they belong to no track we keep (only the
 * day's track is kept) and usually come from a device whose clock is wrong (1970, GPS week roll-over).
 */
export const MAX_FIX_AGE_MS = 24 * 60 * 60_000;

/** 1 knot = 1.852 km/h exactly (international nautical mile). */
const KMH_PER_KNOT = 1.852;
const KMH_PER_MPS = 3.6;
/** Traccar's rule: an integral timestamp below Integer.MAX_VALUE is seconds, otherwise milliseconds. */
const SECONDS_LIMIT = 2_147_483_647;
/** Long enough for an id that carries a secret, short enough to refuse junk early. */
const MAX_DEVICE_ID_LENGTH = 128;

/** One position report, in the units the product uses. */
export interface OsmAndFix {
  /** The identifier typed into the app, exactly as sent. */
  deviceId: string;
  /** Degrees, WGS 84. */
  lat: number;
  lng: number;
  /** When the phone took the fix (not when it was received). */
  fixTime: Date;
  speedKmh?: number;
  /** Degrees clockwise from north, 0 ≤ bearing < 360. */
  bearing?: number;
  /** Metres. */
  altitude?: number;
  /** Horizontal accuracy radius in metres. */
  accuracy?: number;
  /** Phone battery, percent 0–100. */
  battery?: number;
}

/**
 * Why a request is not a usable fix. The route chooses the status per reason; note that Traccar
 * Client retries a refused fix (any non-2xx) from its buffer until it is accepted, ahead of every
 * newer fix (traccar-client-sdk `TrackerEngine.kt`, and the older apps likewise), so a 4xx for a
 * fix the phone will keep sending — `timestamp-too-old` above all — stalls that phone's reports.
 */
export type OsmAndRejection =
  | 'missing-device-id'
  /** Longer than 128 characters or containing control characters. */
  | 'invalid-device-id'
  /** JSON that does not parse or is not one `{ device_id, location }` object. */
  | 'malformed-body'
  | 'missing-coordinates'
  /** Not a decimal number, out of range, or exactly 0/0 (a phone without a fix, never a bus stop). */
  | 'invalid-coordinates'
  /** The sender itself flagged the fix as invalid (`valid=false` or `valid=0`). */
  | 'fix-marked-invalid'
  | 'missing-timestamp'
  | 'invalid-timestamp'
  | 'timestamp-too-old';

export type OsmAndResult = { ok: true; fix: OsmAndFix } | { ok: false; reason: OsmAndRejection };

/** What the route hands over: the parsed query, the Content-Type header and the body as received. */
export interface OsmAndRequest {
  query: Record<string, string | string[] | undefined>;
  contentType?: string;
  /** A JSON value or text for `application/json`; form text or an already parsed form object otherwise. */
  body?: unknown;
}

type Optional = Omit<OsmAndFix, 'deviceId' | 'lat' | 'lng' | 'fixTime'>;

/**
 * Reads one OsmAnd request — query or form parameters, or the JSON body of Traccar Client 9+ — into
 * a fix, judging its time against `now`.
 *
 * Parameters may come in the query, in a form body, or both (Traccar reads the body only when the
 * query is empty; reading both also lets a server URL carry its own query); when a name repeats,
 * the last value wins, as in Traccar, and a form body's value comes after the query's. Optional values that do not parse or are out of range are left
 * out rather than refused: they are not worth losing the position for.
 */
export function parseOsmAnd(request: OsmAndRequest, now: Date): OsmAndResult {
  const isJson = request.contentType?.trim().toLowerCase().startsWith('application/json') ?? false;
  return isJson ? parseJsonBody(request.body, now) : parseParameters(collectParameters(request), now);
}

function collectParameters(request: OsmAndRequest): Map<string, string> {
  const parameters = new Map<string, string>();
  const addAll = (record: Record<string, unknown>) => {
    for (const [name, value] of Object.entries(record)) {
      const last: unknown = Array.isArray(value) ? value.at(-1) : value;
      if (typeof last === 'string') parameters.set(name, last);
    }
  };
  addAll(request.query);
  const { body } = request;
  if (typeof body === 'string') {
    for (const [name, value] of new URLSearchParams(body)) parameters.set(name, value);
  } else if (isRecord(body)) {
    addAll(body);
  }
  return parameters;
}

function parseParameters(parameters: Map<string, string>, now: Date): OsmAndResult {
  const deviceId = checkDeviceId(parameters.get('id') ?? parameters.get('deviceid'));
  if (typeof deviceId !== 'string') return deviceId;

  // Traccar takes `lat`/`lon`, or `location=lat,lon`; without either it reuses the last known place.
  let latText = parameters.get('lat');
  let lngText = parameters.get('lon');
  const location = parameters.get('location');
  if ((latText === undefined || lngText === undefined) && location !== undefined) {
    const parts = location.split(',');
    if (parts.length !== 2) return reject('invalid-coordinates');
    [latText, lngText] = parts;
  }
  if (latText === undefined || lngText === undefined) return reject('missing-coordinates');
  const lat = decimal(latText);
  const lng = decimal(lngText);
  if (lat === undefined || lng === undefined || !isPlace(lat, lng)) return reject('invalid-coordinates');

  const valid = parameters.get('valid');
  if (valid !== undefined && !(valid.toLowerCase() === 'true' || valid === '1')) {
    return reject('fix-marked-invalid');
  }

  // Traccar falls back to the server time; a fix of unknown age cannot be shown honestly.
  const timestampText = parameters.get('timestamp');
  if (timestampText === undefined) return reject('missing-timestamp');
  const fixTime = checkTime(parseParameterTime(timestampText), now);
  if (!(fixTime instanceof Date)) return fixTime;

  const knots = nonNegative(decimal(parameters.get('speed')));
  return accept(deviceId, lat, lng, fixTime, {
    speedKmh: knots === undefined ? undefined : knots * KMH_PER_KNOT,
    bearing: bearing(decimal(parameters.get('bearing') ?? parameters.get('heading'))),
    altitude: decimal(parameters.get('altitude')),
    // `hdop` is a dimensionless dilution factor, not metres, so it is not taken for `accuracy`.
    accuracy: nonNegative(decimal(parameters.get('accuracy'))),
    battery: percent(decimal(parameters.get('batt'))),
  });
}

function parseJsonBody(body: unknown, now: Date): OsmAndResult {
  let root = body;
  if (typeof body === 'string') {
    try {
      root = JSON.parse(body);
    } catch {
      return reject('malformed-body');
    }
  }
  // One location per request: a batch (an array, as the SDK's optional JSON upload sends) is not OsmAnd.
  if (!isRecord(root)) return reject('malformed-body');

  const deviceId = checkDeviceId(typeof root.device_id === 'string' ? root.device_id : undefined);
  if (typeof deviceId !== 'string') return deviceId;

  const location = root.location;
  if (location === undefined || location === null) return reject('missing-coordinates');
  if (!isRecord(location)) return reject('malformed-body');
  const coords = location.coords;
  if (!isRecord(coords) || coords.latitude == null || coords.longitude == null) {
    return reject('missing-coordinates');
  }
  const lat = coords.latitude;
  const lng = coords.longitude;
  if (typeof lat !== 'number' || typeof lng !== 'number' || !isPlace(lat, lng)) {
    return reject('invalid-coordinates');
  }

  const timestamp = location.timestamp;
  if (timestamp === undefined || timestamp === null) return reject('missing-timestamp');
  const fixTime = checkTime(typeof timestamp === 'string' ? parseIsoTime(timestamp) : undefined, now);
  if (!(fixTime instanceof Date)) return fixTime;

  // The location SDKs write −1 for "unknown" speed, heading and battery level.
  const mps = nonNegative(finite(coords.speed));
  const level = isRecord(location.battery) ? finite(location.battery.level) : undefined;
  return accept(deviceId, lat, lng, fixTime, {
    speedKmh: mps === undefined ? undefined : mps * KMH_PER_MPS,
    bearing: bearing(finite(coords.heading)),
    altitude: finite(coords.altitude),
    accuracy: nonNegative(finite(coords.accuracy)),
    battery: level !== undefined && level >= 0 && level <= 1 ? Math.round(level * 100) : undefined,
  });
}

function accept(deviceId: string, lat: number, lng: number, fixTime: Date, optional: Optional): OsmAndResult {
  const fix: OsmAndFix = { deviceId, lat, lng, fixTime };
  for (const [name, value] of Object.entries(optional) as [keyof Optional, number | undefined][]) {
    if (value !== undefined) fix[name] = value;
  }
  return { ok: true, fix };
}

const reject = (reason: OsmAndRejection): OsmAndResult => ({ ok: false, reason });

function checkDeviceId(value: string | undefined): string | OsmAndResult {
  if (value === undefined || value === '') return reject('missing-device-id');
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (value.length > MAX_DEVICE_ID_LENGTH || /[\u0000-\u001f\u007f]/.test(value)) {
    return reject('invalid-device-id');
  }
  return value;
}

function checkTime(time: Date | undefined, now: Date): Date | OsmAndResult {
  if (time === undefined) return reject('invalid-timestamp');
  if (time.getTime() > now.getTime() + MAX_FIX_AHEAD_MS) return now;
  if (time.getTime() < now.getTime() - MAX_FIX_AGE_MS) return reject('timestamp-too-old');
  return time;
}

function isPlace(lat: number, lng: number): boolean {
  return (
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180 &&
    !(lat === 0 && lng === 0)
  );
}

/**
 * A decimal number as Java's `Double.parseDouble` reads one (surrounding blanks allowed, exponent
 * allowed: Kotlin writes 0.0001 as `1.0E-4`), without its `NaN`, `Infinity` and hexadecimal forms —
 * and unlike `Number()`, which reads '' and '0x1e' as numbers.
 */
function decimal(text: string | undefined): number | undefined {
  const trimmed = text?.trim();
  if (trimmed === undefined || !/^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/.test(trimmed)) return undefined;
  return finite(Number(trimmed));
}

function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function nonNegative(value: number | undefined): number | undefined {
  return value !== undefined && value >= 0 ? value : undefined;
}

function bearing(value: number | undefined): number | undefined {
  return value !== undefined && value >= 0 && value < 360 ? value : undefined;
}

function percent(value: number | undefined): number | undefined {
  return value !== undefined && value >= 0 && value <= 100 ? value : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Traccar's three parameter forms: epoch seconds or milliseconds, ISO-8601, `yyyy-MM-dd HH:mm:ss`. */
function parseParameterTime(text: string): Date | undefined {
  if (/^[+-]?\d+$/.test(text)) {
    const value = Number(text);
    if (!Number.isSafeInteger(value)) return undefined;
    const time = new Date(value < SECONDS_LIMIT ? value * 1000 : value);
    return Number.isNaN(time.getTime()) ? undefined : time;
  }
  if (text.includes('T')) return parseIsoTime(text);
  // Traccar reads this form in its server's zone; ours is the school's, Japan time.
  const local = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!local) return undefined;
  return calendarTime([...local.slice(1).map(Number), 0], SCHOOL_UTC_OFFSET_MINUTES);
}

/**
 * ISO-8601 date and time with a zone offset, as Java's `ISO_ZONED_DATE_TIME` reads it (seconds and
 * fraction optional; `Z` or ±hh:mm; the bracketed region-id suffix is not supported). Without an
 * offset the instant is unknown, and Traccar refuses it too.
 */
function parseIsoTime(text: string): Date | undefined {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|([+-])(\d{2}):(\d{2}))$/.exec(
      text,
    );
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, fraction, zone, sign, offsetHours, offsetMinutes] = match;
  const fields = [year, month, day, hour, minute, second ?? '0'].map(Number);
  const milliseconds = Number((fraction ?? '').padEnd(3, '0').slice(0, 3));
  let offset = 0;
  if (zone !== 'Z') {
    if (Number(offsetHours) > 18 || Number(offsetMinutes) > 59) return undefined;
    offset = (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes));
  }
  return calendarTime([...fields, milliseconds], offset);
}

/** The instant of a wall-clock time at a UTC offset, or undefined when a field is out of range (30 February). */
function calendarTime(fields: number[], offsetMinutes: number): Date | undefined {
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, millisecond = 0] = fields;
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute, second, millisecond));
  const sameFields =
    wall.getUTCFullYear() === year &&
    wall.getUTCMonth() === month - 1 &&
    wall.getUTCDate() === day &&
    wall.getUTCHours() === hour &&
    wall.getUTCMinutes() === minute &&
    wall.getUTCSeconds() === second;
  return sameFields ? new Date(wall.getTime() - offsetMinutes * 60_000) : undefined;
}
