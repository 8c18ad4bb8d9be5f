/**
 * The position simulator (issue 13 §5): reads the demo school's day through the console's API and
 * reports each demo vehicle's position through the real ingestion endpoint, as Traccar Client
 * would. HTTP only, never the database, so it runs beside a server that holds PGlite's folder.
 */
import type { Envelope } from '@shared/schemas/envelope';
import type { DayManifests } from '@shared/schemas/admin-board';
import type { StaffVehicle, VehicleAssignments } from '@shared/schemas/admin-vehicles';
import type { ProviderInfo } from '@shared/schemas/provider';
import { japanDateKey, japanInstant } from '@shared/rules/japan-time';
import { demoDeviceCode, demoDeviceId } from '@server/demo/seed/demo-vehicles';
import { DEMO_SERVICE_CODE } from '@server/demo/seed/demo-school';
import type { Health } from '@server/app';
import { OSMAND_PATH } from '@server/routes/osmand';
import {
  positionAt,
  vehicleDay,
  type LatLng,
  type PlannedRun,
  type SimulatedFix,
  type Waypoint,
} from './vehicle-day';

export interface SimulatorOptions {
  /** the server's base URL, e.g. http://127.0.0.1:3000/bus/ankyo/ */
  baseUrl: string;
  /** a console account of the demo school (any role reads what the simulator needs) */
  loginId: string;
  password: string;
}

/** What one tick did, for the log line and the tests. */
export interface TickReport {
  /** the simulated Japan date and time of day the positions are for */
  date: string;
  time: string;
  /** vehicles that reported while driving, and while parked */
  moving: string[];
  parked: string[];
  /** vehicles outside their shift (no run near this time): nothing sent */
  silent: string[];
  /** vehicles of the school it cannot drive: retired, or without a live demo device (revoked in the console) */
  skipped: { vehicleCd: string; reason: string }[];
  failed: { vehicleCd: string; reason: string }[];
}

/** A refusal the user must act on (wrong server, wrong account): the CLI prints it and stops. */
export class SimulatorError extends Error {}

/** The day's plan is read again after this long, so a vehicle reassigned in the console follows. */
const PLAN_REFRESH_MS = 60_000;

const pad = (n: number) => String(n).padStart(2, '0');
const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** A console session over HTTP: cookies and the XSRF header as the browser sends them (SPEC.md §7). */
function staffSession(options: SimulatorOptions) {
  const jar = new Map<string, string>();
  const api = (action: string) => `${options.baseUrl}api/${action}`;

  async function send(url: string, init: { method: string; body?: string }): Promise<Response> {
    const headers: Record<string, string> = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      const xsrf = jar.get('XSRF-TOKEN');
      if (xsrf) headers['x-xsrf-token'] = xsrf;
    }
    const response = await fetch(url, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      if (attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) jar.delete(name);
      else jar.set(name, pair.slice(at + 1).trim());
    }
    return response;
  }

  async function call<T>(
    action: string,
    body: object,
  ): Promise<{ http: number; envelope: Envelope<T> | null }> {
    // the first call of a session fetches its cookies, the XSRF token among them
    if (!jar.has('XSRF-TOKEN')) await send(api('health'), { method: 'GET' });
    const response = await send(api(action), { method: 'POST', body: JSON.stringify(body) });
    const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
    return { http: response.status, envelope };
  }

  async function signIn(): Promise<void> {
    jar.clear();
    const { http, envelope } = await call('Admin/StaffLogin', {
      serviceCode: DEMO_SERVICE_CODE,
      loginId: options.loginId,
      password: options.password,
    });
    if (!envelope?.status) {
      throw new SimulatorError(
        `console sign-in of "${options.loginId}" refused (HTTP ${http}${envelope?.error ? `, code ${envelope.error.code}` : ''}): check SIM_LOGIN_ID / SIM_PASSWORD`,
      );
    }
  }

  /** A staff action's data; signs in again once when the session has expired (HTTP 401). */
  async function read<T>(action: string, body: object = {}): Promise<T> {
    let answer = await call<T>(action, body);
    if (answer.http === 401) {
      await signIn();
      answer = await call<T>(action, body);
    }
    if (!answer.envelope?.status || answer.envelope.data === null) {
      throw new Error(
        `${action} failed: HTTP ${answer.http} ${JSON.stringify(answer.envelope?.error ?? null)}`,
      );
    }
    return answer.envelope.data;
  }

  return { call, signIn, read };
}

/**
 * Refuses any server but the demo: the device ids the simulator sends carry the demo's published
 * secret (demo-vehicles.ts), which means nothing elsewhere, and a school's real positions must
 * never be mixed with invented ones. The demo school exists only where it was asked for and never
 * in production, so its presence is the test.
 */
async function assertDemo(session: ReturnType<typeof staffSession>, baseUrl: string): Promise<LatLng> {
  let answer: Awaited<ReturnType<typeof session.call<ProviderInfo>>>;
  try {
    answer = await session.call<ProviderInfo>('Provider/GetProviderInfo', { serviceCode: DEMO_SERVICE_CODE });
  } catch (error) {
    throw new SimulatorError(
      `cannot reach the server at ${baseUrl} (${error instanceof Error ? error.message : String(error)}): start it with npm start, or set SIM_BASE_URL`,
    );
  }
  const school = answer.envelope?.data;
  if (!answer.envelope?.status || !school || school.code !== DEMO_SERVICE_CODE) {
    throw new SimulatorError(
      `${baseUrl} does not serve the demo school (serviceCode=${DEMO_SERVICE_CODE}; HTTP ${answer.http}): the simulator only drives the demo's buses and refuses to report anywhere else`,
    );
  }
  return { lat: school.latitude, lng: school.longitude };
}

/**
 * How far the server's clock is ahead of this host's, in milliseconds, from `now` of api/health
 * against the middle of the round trip. The server's clock is the host's in production, but
 * CLOCK_START may shift it (demos and tests): the fixes must carry the server's time, because it
 * judges a fix's age and the run it belongs to by its own clock.
 */
async function serverClockOffset(baseUrl: string): Promise<number> {
  const sent = Date.now();
  const response = await fetch(`${baseUrl}api/health`);
  const envelope = (await response.json().catch(() => null)) as Envelope<Health> | null;
  const received = Date.now();
  const serverNow = Date.parse(envelope?.data?.now ?? '');
  if (!Number.isFinite(serverNow))
    throw new Error(`api/health did not tell the server's time (HTTP ${response.status})`);
  return serverNow - (sent + received) / 2;
}

interface DayPlan {
  date: string;
  readAt: number;
  /** waypoints of each demo vehicle that has a live demo device */
  vehicles: Map<string, Waypoint[]>;
  skipped: TickReport['skipped'];
}

async function readDayPlan(
  session: ReturnType<typeof staffSession>,
  school: LatLng,
  date: string,
  readAt: number,
): Promise<DayPlan> {
  const [vehicles, assignments, manifests] = await Promise.all([
    session.read<StaffVehicle[]>('Admin/GetVehicles'),
    session.read<VehicleAssignments>('Admin/GetVehicleAssignments', { date }),
    session.read<DayManifests>('Admin/GetDayManifests', { date }),
  ]);
  const stopsOf = new Map(
    manifests.manifests.map((m) => [
      m.run.runId,
      m.stops.flatMap((s): Waypoint[] =>
        s.planTime === null ? [] : [{ lat: s.lat, lng: s.lng, minutes: minutesOf(s.planTime) }],
      ),
    ]),
  );
  const demoVehicles = vehicles.filter(
    (v) =>
      v.retiredAt === null &&
      v.devices.some((d) => d.deviceCode === demoDeviceCode(v.vehicleCd) && d.revokedAt === null),
  );
  const plan = new Map<string, Waypoint[]>();
  for (const vehicle of demoVehicles) {
    const runs = assignments.runs
      .filter((r) => r.vehicleCd === vehicle.vehicleCd)
      .map((r): PlannedRun => ({
        startMinutes: minutesOf(r.planStart),
        endMinutes: minutesOf(r.planEnd),
        stops: stopsOf.get(r.runId) ?? [],
      }));
    plan.set(vehicle.vehicleCd, vehicleDay(runs, school));
  }
  const skipped = vehicles
    .filter((v) => !demoVehicles.includes(v))
    .map((v) => ({ vehicleCd: v.vehicleCd, reason: v.retiredAt ? 'retired' : 'no live demo device' }));
  return { date, readAt, vehicles: plan, skipped };
}

/** Sends one fix as Traccar Client 10 does: a form POST of id, lat, lon, timestamp (s), speed (knots), bearing. */
async function report(baseUrl: string, vehicleCd: string, fix: SimulatedFix, at: Date) {
  const form = new URLSearchParams({
    id: demoDeviceId(vehicleCd),
    lat: fix.lat.toFixed(6),
    lon: fix.lng.toFixed(6),
    timestamp: String(Math.floor(at.getTime() / 1000)),
    speed: fix.speedKnots.toFixed(1),
    accuracy: '10',
    batt: '80',
  });
  if (fix.bearing !== null) form.set('bearing', fix.bearing.toFixed(0));
  const response = await fetch(`${baseUrl}${OSMAND_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
}

export interface Simulator {
  /** The server's clock (api/health's `now`, read again with the day's plan), running on here. */
  serverNow(): Date;
  /**
   * Reports every demo vehicle once. Positions are those of the server's time + `shiftMs` (the
   * simulated time of day); the fixes carry the server's time itself, because the server judges a
   * fix's age by its own clock.
   */
  tick(shiftMs?: number): Promise<TickReport>;
}

/** Checks that the server is the demo, signs in to its console and answers the tick function. */
export async function openSimulator(options: SimulatorOptions): Promise<Simulator> {
  const session = staffSession(options);
  const school = await assertDemo(session, options.baseUrl);
  await session.signIn();
  let offsetMs = await serverClockOffset(options.baseUrl);
  const serverNow = () => new Date(Date.now() + offsetMs);
  let plan: DayPlan | null = null;

  return {
    serverNow,
    async tick(shiftMs = 0) {
      if (!plan || Date.now() - plan.readAt >= PLAN_REFRESH_MS) {
        // a server restarted meanwhile may run on another clock (CLOCK_START)
        offsetMs = await serverClockOffset(options.baseUrl);
      }
      const now = serverNow();
      const simulated = new Date(now.getTime() + shiftMs);
      const date = japanDateKey(simulated);
      const minutes = (simulated.getTime() - japanInstant(date).getTime()) / 60_000;
      if (!plan || plan.date !== date || Date.now() - plan.readAt >= PLAN_REFRESH_MS) {
        plan = await readDayPlan(session, school, date, Date.now());
      }
      const result: TickReport = {
        date,
        time: `${pad(Math.floor(minutes / 60))}:${pad(Math.floor(minutes % 60))}`,
        moving: [],
        parked: [],
        silent: [],
        skipped: plan.skipped,
        failed: [],
      };
      await Promise.all(
        [...plan.vehicles].map(async ([vehicleCd, waypoints]) => {
          const fix = positionAt(waypoints, minutes);
          if (!fix) return result.silent.push(vehicleCd);
          try {
            await report(options.baseUrl, vehicleCd, fix, now);
            (fix.speedKnots > 0 ? result.moving : result.parked).push(vehicleCd);
          } catch (error) {
            result.failed.push({ vehicleCd, reason: error instanceof Error ? error.message : String(error) });
          }
        }),
      );
      for (const list of [result.moving, result.parked, result.silent]) list.sort();
      // a refused fix may mean the server's clock moved (a restart): read it and the plan again
      if (result.failed.length > 0) plan = null;
      return result;
    },
  };
}
