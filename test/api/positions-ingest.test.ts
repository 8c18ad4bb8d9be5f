import { Writable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import type { AddedDevice, StaffVehicle } from '@shared/schemas/admin-vehicles';
import { addDays, japanDateKey, japanInstant } from '@shared/rules/japan-time';
import { vehicleDevices, vehicleLatestPositions, vehiclePositions, vehicles } from '@server/db/schema';
import { DEMO_DEVICE_SECRET, demoDeviceId } from '@server/demo/seed';
import { MAX_FIX_AGE_MS } from '@server/domain/positions/osmand';
import { prunePositionsJob } from '@server/jobs/prune-positions';
import { loggerOptions } from '@server/logger';
import { otherSchoolAdmin, staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import { MINUTE, useTestServer, type TestServer } from './harness';

/** Every JSON log line the server writes, to check that no device secret reaches them. */
const logLines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

/** The demo vehicle the reports go to, and its phone's id (demo only: the secret is published). */
const VEHICLE = 'V01U';
const ID = demoDeviceId(VEHICLE);

interface Sent {
  status: number;
  text: string;
  headers: Headers;
}

/** A request as a phone makes it: no cookies, no XSRF token, no Origin. */
async function send(s: TestServer, pathAndQuery: string, init: RequestInit = {}): Promise<Sent> {
  const response = await fetch(`${s.baseUrl}${pathAndQuery}`, { redirect: 'manual', ...init });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

const form = (body: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body,
});
const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describeEachDatabase('Positions from Traccar Client over OsmAnd (issue 13 §1)', (kind) => {
  const server = useTestServer(kind, { logger: loggerOptions('info', capture) });
  let start: Date;

  beforeAll(() => {
    start = server().clock.now();
  });

  beforeEach(async () => {
    const s = server();
    s.clock.set(start);
    await s.db.delete(vehiclePositions);
    await s.db.delete(vehicleLatestPositions);
  });

  /** The server's clock a minute after a sample's fix time, as when the phone sent it. */
  const sentAt = (iso: string) => server().clock.set(new Date(Date.parse(iso) + MINUTE));
  const nowSeconds = () => Math.floor(server().clock.now().getTime() / 1000) - 5;

  async function vehicleIdOf(vehicleCd: string, schoolId = server().schoolId) {
    const [row] = await server()
      .db.select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.schoolId, schoolId), eq(vehicles.vehicleCd, vehicleCd)));
    return row!.id;
  }
  async function trackOf(vehicleCd = VEHICLE, schoolId?: number) {
    const id = await vehicleIdOf(vehicleCd, schoolId);
    return server()
      .db.select()
      .from(vehiclePositions)
      .where(eq(vehiclePositions.vehicleId, id))
      .orderBy(asc(vehiclePositions.fixTime));
  }
  async function latestOf(vehicleCd = VEHICLE, schoolId?: number) {
    const id = await vehicleIdOf(vehicleCd, schoolId);
    const [row] = await server()
      .db.select()
      .from(vehicleLatestPositions)
      .where(eq(vehicleLatestPositions.vehicleId, id));
    return row;
  }
  async function nothingStored() {
    expect(await server().db.select().from(vehiclePositions)).toEqual([]);
    expect(await server().db.select().from(vehicleLatestPositions)).toEqual([]);
  }

  it("Traccar's query sample (GET, deviceid and every optional parameter) is stored: 200, empty body, no cookie", async () => {
    const s = server();
    sentAt('2021-01-01T00:00:00Z');
    const answer = await send(
      s,
      `osmand?deviceid=${ID}&lat=48.8566&lon=2.3522&timestamp=2021-01-01T00:00:00Z` +
        '&speed=15&bearing=270&altitude=35&accuracy=10&hdop=0.8&batt=75',
    );
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('');
    expect(answer.headers.get('set-cookie')).toBeNull();

    const [fix] = await trackOf();
    expect(fix).toMatchObject({
      fixTime: new Date('2021-01-01T00:00:00Z'),
      receivedAt: s.clock.now(),
      lat: 48.8566,
      lng: 2.3522,
      bearing: 270,
      altitude: 35,
      accuracy: 10,
      battery: 75,
    });
    expect(fix!.speedKmh).toBeCloseTo(27.78, 9);
    const { id: _id, ...stored } = fix!;
    expect(await latestOf()).toEqual(stored);
  });

  it("Traccar's first sample (milliseconds) at the URL with a trailing slash", async () => {
    sentAt('2021-01-01T00:00:00Z');
    const answer = await send(server(), `osmand/?id=${ID}&lat=48.8566&lon=2.3522&timestamp=1609459200000`);
    expect(answer.status).toBe(200);
    expect((await latestOf())?.fixTime).toEqual(new Date('2021-01-01T00:00:00Z'));
  });

  it('the form Traccar Client 10 posts (seconds, knots, battery in percent) is stored', async () => {
    const at = nowSeconds();
    const answer = await send(
      server(),
      'osmand',
      form(
        `id=${ID}&lat=35.6812&lon=139.7671&timestamp=${at}&accuracy=4.5&altitude=40.1&speed=9.72&bearing=87.5&batt=64&charge=false`,
      ),
    );
    expect(answer.status).toBe(200);
    expect(await latestOf()).toMatchObject({
      fixTime: new Date(at * 1000),
      lat: 35.6812,
      lng: 139.7671,
      accuracy: 4.5,
      altitude: 40.1,
      bearing: 87.5,
      battery: 64,
    });
    expect(await trackOf()).toHaveLength(1);
  });

  it('the older Android app posts everything in the query with an empty body: stored', async () => {
    const at = nowSeconds();
    const answer = await send(
      server(),
      `osmand?id=${ID}&timestamp=${at}&lat=35.9&lon=139.6&speed=0.0&batt=80.0`,
      {
        method: 'POST',
      },
    );
    expect(answer.status).toBe(200);
    expect(await latestOf()).toMatchObject({
      fixTime: new Date(at * 1000),
      lat: 35.9,
      lng: 139.6,
      battery: 80,
    });
  });

  it("Traccar Client 9's JSON (Traccar's own test sample) is stored", async () => {
    const client9 =
      '{"location":{"timestamp":"2025-06-15T13:45:12.862Z","coords":{"latitude":37.4219983,"longitude":-122.084,' +
      '"accuracy":5,"speed":0,"heading":-1,"altitude":5},"is_moving":false,"odometer":0,"event":"motionchange",' +
      '"battery":{"level":1,"is_charging":false},"activity":{"type":"still"},"extras":{},' +
      `"_":"&id=48241179&lat=37.4219983&lon=-122.084&timestamp=2025-06-15T13:45:12.862Z&"},"device_id":"${ID}"}`;
    sentAt('2025-06-15T13:45:12Z');
    const answer = await send(server(), 'osmand', json(client9));
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('');
    expect(await latestOf()).toMatchObject({
      fixTime: new Date('2025-06-15T13:45:12.862Z'),
      lat: 37.4219983,
      lng: -122.084,
      speedKmh: 0,
      bearing: null,
      altitude: 5,
      accuracy: 5,
      battery: 100,
    });
    expect(await trackOf()).toHaveLength(1);
  });

  it('every report that cannot be a fix is a 4xx and stores nothing', async () => {
    const s = server();
    const at = nowSeconds();
    const good = `id=${ID}&lat=35.68&lon=139.76&timestamp=${at}`;
    const without = (name: string) =>
      good
        .split('&')
        .filter((p) => !p.startsWith(`${name}=`))
        .join('&');
    const goodJson = {
      device_id: ID,
      location: {
        timestamp: new Date(at * 1000).toISOString(),
        coords: { latitude: 35.68, longitude: 139.76 },
      },
    };
    const cases: [string, Promise<Sent>][] = [
      ['no id', send(s, `osmand?${without('id')}`)],
      ['no latitude', send(s, `osmand?${without('lat')}`)],
      ['no timestamp', send(s, `osmand?${without('timestamp')}`)],
      ['latitude 91', send(s, `osmand?${good}&lat=91`)],
      ['longitude -180.5', send(s, `osmand?${good}&lon=-180.5`)],
      ['latitude NaN', send(s, `osmand?${good}&lat=NaN`)],
      ['longitude Infinity', send(s, `osmand?${good}&lon=Infinity`)],
      ['0/0', send(s, `osmand?${good}&lat=0&lon=0`)],
      ['a timestamp that is no time', send(s, `osmand?${good}&timestamp=yesterday`)],
      ['a fix marked invalid', send(s, `osmand?${good}&valid=false`)],
      ['an id with a control character', send(s, `osmand?${good}&id=${ID}%01`)],
      ['a form without coordinates', send(s, 'osmand', form(without('lat')))],
      ['JSON that does not parse', send(s, 'osmand', json('{"device_id":'))],
      ['a JSON array', send(s, 'osmand', json([goodJson]))],
      [
        'JSON coordinates as text',
        send(
          s,
          'osmand',
          json({
            ...goodJson,
            location: { ...goodJson.location, coords: { latitude: '35.68', longitude: '139.76' } },
          }),
        ),
      ],
      [
        'JSON without a timestamp',
        send(s, 'osmand', json({ ...goodJson, location: { coords: goodJson.location.coords } })),
      ],
      ['a body beyond 8 KiB', send(s, 'osmand', form(`${good}&pad=${'x'.repeat(9000)}`))],
    ];
    for (const [what, pending] of cases) {
      // an oversize body is Fastify's 413 before the parser sees it; every other refusal is 400
      expect((await pending).status, what).toBe(what === 'a body beyond 8 KiB' ? 413 : 400);
    }
    await nothingStored();
    // the reports each case spoils are good ones
    expect((await send(s, `osmand?${good}`)).status).toBe(200);
    expect(
      (
        await send(
          s,
          'osmand',
          json({
            ...goodJson,
            location: { ...goodJson.location, timestamp: new Date((at + 1) * 1000).toISOString() },
          }),
        )
      ).status,
    ).toBe(200);
    expect(await trackOf()).toHaveLength(2);
  });

  it('a fix older than a day is answered 200 and not stored, so the phone does not retry it for ever', async () => {
    const old = Math.floor((server().clock.now().getTime() - MAX_FIX_AGE_MS - MINUTE) / 1000);
    const answer = await send(server(), `osmand?id=${ID}&lat=35.68&lon=139.76&timestamp=${old}`);
    expect(answer.status).toBe(200);
    await nothingStored();
  });

  it('an unknown device, a wrong secret and an id without a secret are one 404; nothing stored', async () => {
    const s = server();
    const fix = `lat=35.68&lon=139.76&timestamp=${nowSeconds()}`;
    const ids = [
      `zzzzzzzz-${DEMO_DEVICE_SECRET}`,
      `${ID.split('-')[0]}-wrong-secret`,
      `${ID.split('-')[0]}-`,
      ID.split('-')[0]!,
      '12345',
    ];
    for (const id of ids) {
      const answer = await send(s, `osmand?id=${encodeURIComponent(id)}&${fix}`);
      expect(answer.status, id).toBe(404);
      expect(answer.text, id).toBe('');
    }
    await nothingStored();
  });

  it('the id is read whatever its case and surrounding blanks (a phone keyboard capitalises)', async () => {
    const typed = ` ${ID.charAt(0).toUpperCase()}${ID.slice(1)} `;
    const answer = await send(
      server(),
      `osmand?id=${encodeURIComponent(typed)}&lat=35.68&lon=139.76&timestamp=${nowSeconds()}`,
    );
    expect(answer.status).toBe(200);
    expect(await trackOf()).toHaveLength(1);
  });

  it('a device added in the console reports at once; once revoked it gets 404 and stores nothing', async () => {
    const s = server();
    const admin = await staffClient(s);
    const added = await admin.post<AddedDevice>('Admin/AddDevice', { vehicleId: await vehicleIdOf('V02D') });
    const { traccarDeviceId, device } = added.body.data!;
    const report = (at: number) =>
      send(s, 'osmand', form(`id=${traccarDeviceId}&lat=35.9&lon=139.6&timestamp=${at}`));

    expect((await report(nowSeconds())).status).toBe(200);
    expect(await trackOf('V02D')).toHaveLength(1);

    expect((await admin.post('Admin/RevokeDevice', { id: device.id })).body.status).toBe(true);
    s.clock.advance(MINUTE);
    expect((await report(nowSeconds())).status).toBe(404);
    expect(await trackOf('V02D')).toHaveLength(1);
  });

  it('a device of a retired vehicle is refused like an unknown one', async () => {
    const s = server();
    const admin = await staffClient(s);
    const id = await vehicleIdOf('V03D');
    const [v] = (await admin.post<StaffVehicle[]>('Admin/GetVehicles', {})).body.data!.filter(
      (x) => x.id === id,
    );
    await admin.post('Admin/SaveVehicle', { id, name: v!.name, seats: v!.seats, retired: true });
    const answer = await send(
      s,
      `osmand?id=${demoDeviceId('V03D')}&lat=35.9&lon=139.6&timestamp=${nowSeconds()}`,
    );
    expect(answer.status).toBe(404);
    await admin.post('Admin/SaveVehicle', { id, name: v!.name, seats: v!.seats, retired: false });
    await nothingStored();
  });

  it("another school's device writes only into its own vehicle, never into this school's", async () => {
    const s = server();
    const other = await otherSchoolAdmin(s);
    const vehicle = await other.post<StaffVehicle>('Admin/SaveVehicle', {
      vehicleCd: VEHICLE,
      name: '他校1号車',
      seats: 10,
    });
    expect(vehicle.body.status).toBe(true);
    const otherVehicle = vehicle.body.data!;
    const added = await other.post<AddedDevice>('Admin/AddDevice', { vehicleId: otherVehicle.id });
    const otherId = added.body.data!.traccarDeviceId;
    const otherSchoolId = (
      await s.db
        .select({ schoolId: vehicles.schoolId })
        .from(vehicles)
        .where(eq(vehicles.id, otherVehicle.id))
    )[0]!.schoolId;

    // the same vehicle code in the query changes nothing: the device names its vehicle
    const answer = await send(
      s,
      `osmand?id=${otherId}&lat=34.7&lon=135.5&timestamp=${nowSeconds()}&vehicle=${VEHICLE}&serviceCode=demo`,
    );
    expect(answer.status).toBe(200);
    expect(await trackOf(VEHICLE, otherSchoolId)).toHaveLength(1);
    expect(await trackOf(VEHICLE)).toEqual([]);
    expect(await latestOf(VEHICLE)).toBeUndefined();

    // this school's device code with the other school's secret is no device at all
    const mixed = `${ID.split('-')[0]}-${otherId.slice(otherId.indexOf('-') + 1)}`;
    expect((await send(s, `osmand?id=${mixed}&lat=34.7&lon=135.5&timestamp=${nowSeconds()}`)).status).toBe(
      404,
    );
    expect(await trackOf(VEHICLE)).toEqual([]);
  });

  it('an older fix joins the track but does not replace the latest; the same fix twice is stored once', async () => {
    const s = server();
    const at = nowSeconds();
    const report = (seconds: number, lat: number) =>
      send(s, `osmand?id=${ID}&lat=${lat}&lon=139.6&timestamp=${seconds}`);
    expect((await report(at, 35.9)).status).toBe(200);
    expect((await report(at - 120, 35.8)).status).toBe(200);
    expect((await report(at, 35.9)).status).toBe(200);

    expect((await trackOf()).map((f) => f.lat)).toEqual([35.8, 35.9]);
    expect(await latestOf()).toMatchObject({ fixTime: new Date(at * 1000), lat: 35.9 });

    expect((await report(at + 3, 36.0)).status).toBe(200);
    expect(await latestOf()).toMatchObject({ fixTime: new Date((at + 3) * 1000), lat: 36.0 });
  });

  it('a fix dated ahead of the server (a phone clock running fast) counts as taken on arrival, so the next real fix replaces it', async () => {
    const s = server();
    const now = Math.floor(s.clock.now().getTime() / 1000);
    const report = (seconds: number, lat: number) =>
      send(s, `osmand?id=${ID}&lat=${lat}&lon=139.6&timestamp=${seconds}`);
    expect((await report(now + 540, 35.9)).status).toBe(200);
    expect((await trackOf()).map((f) => f.fixTime)).toEqual([new Date((now + 540) * 1000)]);
    expect(await latestOf()).toMatchObject({ fixTime: s.clock.now(), lat: 35.9 });

    s.clock.advance(5_000);
    expect((await report(now + 5, 35.91)).status).toBe(200);
    expect(await latestOf()).toMatchObject({ fixTime: new Date((now + 5) * 1000), lat: 35.91 });

    // beyond ten minutes ahead its own time is not believed at all: stored, on the track too, as
    // taken on arrival (PRODUCT.md "Positions": refused, Traccar Client would resend it for ever)
    s.clock.advance(5_000);
    expect((await report(now + 3600, 35.92)).status).toBe(200);
    expect((await trackOf()).map((f) => f.fixTime)).toContainEqual(s.clock.now());
    expect(await latestOf()).toMatchObject({ fixTime: s.clock.now(), lat: 35.92 });
  });

  it('a latest fix dated after a newer report arrived (the server clock moved back) gives way to it', async () => {
    const s = server();
    const now = Math.floor(s.clock.now().getTime() / 1000);
    const report = (seconds: number, lat: number) =>
      send(s, `osmand?id=${ID}&lat=${lat}&lon=139.6&timestamp=${seconds}`);
    s.clock.set(new Date((now + 3600) * 1000));
    expect((await report(now + 3595, 35.5)).status).toBe(200);
    s.clock.set(new Date(now * 1000));
    expect((await report(now - 5, 35.9)).status).toBe(200);
    expect(await latestOf()).toMatchObject({ fixTime: new Date((now - 5) * 1000), lat: 35.9 });
  });

  it('HEAD stores nothing: only GET and POST report', async () => {
    const s = server();
    // HEAD falls through to the pages' handler like any unknown address; it reaches no OsmAnd code
    await send(s, `osmand?id=${ID}&lat=35.9&lon=139.6&timestamp=${nowSeconds()}`, { method: 'HEAD' });
    await nothingStored();
  });

  it('the device is marked seen, at most once a minute', async () => {
    const s = server();
    const code = ID.split('-')[0]!;
    const seen = async () =>
      (await s.db.select().from(vehicleDevices).where(eq(vehicleDevices.deviceCode, code)))[0]!.lastSeenAt;
    await send(s, `osmand?id=${ID}&lat=35.9&lon=139.6&timestamp=${nowSeconds()}`);
    const first = s.clock.now();
    expect(await seen()).toEqual(first);
    s.clock.advance(10_000);
    await send(s, `osmand?id=${ID}&lat=35.9&lon=139.6&timestamp=${nowSeconds()}`);
    expect(await seen()).toEqual(first);
    s.clock.advance(MINUTE);
    await send(s, `osmand?id=${ID}&lat=35.9&lon=139.6&timestamp=${nowSeconds()}`);
    expect(await seen()).toEqual(s.clock.now());
  });

  it('no device secret reaches the request logs', async () => {
    await send(server(), `osmand?id=${ID}&lat=35.9&lon=139.6&timestamp=${nowSeconds()}`);
    await send(server(), `osmand?deviceid=${ID}&lat=95&lon=139.6&timestamp=${nowSeconds()}`);
    const logged = logLines.join('\n');
    expect(logged).toContain('/osmand?id=***');
    expect(logged).not.toContain(DEMO_DEVICE_SECRET);
  });

  it('the pruning job keeps today and yesterday (Japan dates) and removes older track only', async () => {
    const s = server();
    const today = japanDateKey(s.clock.now());
    const yesterdayStart = japanInstant(addDays(today, -1));
    const report = async (fixAt: Date) => {
      s.clock.set(new Date(fixAt.getTime() + MINUTE));
      const answer = await send(s, `osmand?id=${ID}&lat=35.9&lon=139.6&timestamp=${fixAt.getTime() / 1000}`);
      expect(answer.status).toBe(200);
    };
    const times = [
      japanInstant(addDays(today, -3), 8 * 60),
      new Date(yesterdayStart.getTime() - 1000),
      yesterdayStart,
      japanInstant(addDays(today, -1), 18 * 60),
      japanInstant(today, 9 * 60),
    ];
    for (const at of times) await report(at);
    s.clock.set(start);

    await prunePositionsJob.handler({
      db: s.db,
      now: () => s.clock.now(),
      payload: null,
      attempt: 1,
      maxAttempts: 3,
      log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    expect((await trackOf()).map((f) => f.fixTime)).toEqual(times.slice(2));
    expect((await latestOf())?.fixTime).toEqual(times[4]);
  });
});
