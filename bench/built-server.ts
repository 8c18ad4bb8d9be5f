import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BusStop } from '@shared/schemas/bus-stop';
import type { ReservationCondition } from '@client/features/reservation/hooks/use-reservation-condition';
import { startServer } from '../test/api/server-process';

/** Chromium as the e2e suite runs it. */
export { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium';

/** The demo learner the figures are taken as (README, demo school). */
export const LEARNER = { serviceCode: 'demo', site: '1', seitoNo: '1234567', password: '0401' };

export interface BuiltServer {
  /** e.g. http://127.0.0.1:41234/bus/ankyo/ */
  baseUrl: string;
  stop(): Promise<void>;
}

/** The built product (`npm run build` first) on a fresh PGlite folder, so with the demo school. */
export async function startBuiltServer(): Promise<BuiltServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-bench-'));
  const server = await startServer(dataDir, {}, 120_000);
  return {
    baseUrl: server.baseUrl,
    stop: async () => {
      server.child.kill('SIGTERM');
      await server.exited(30_000);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Session {
  /** Cookie lines (name=value) of the signed-in session, as the browser would hold them */
  cookies: { name: string; value: string }[];
  /** a booking condition for the booking screens: the first bookable day, outbound, a stop of course 01 */
  condition: ReservationCondition;
}

/** Signs the demo learner in through the API, as the login screen does, and reads what a booking screen needs. */
export async function signInThroughApi(baseUrl: string): Promise<Session> {
  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  remember(await fetch(`${baseUrl}api/health`));
  const call = async <T>(endpoint: string, body: object): Promise<T> => {
    const response = await fetch(`${baseUrl}api/${endpoint}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: JSON.stringify(body),
    });
    remember(response);
    const envelope = (await response.json()) as { status: boolean; data: T };
    if (!envelope.status) throw new Error(`${endpoint} failed: ${JSON.stringify(envelope)}`);
    return envelope.data;
  };
  await call('Auth/Login', LEARNER);
  const [day] = await call<{ date: string }[]>('Reservation/GetReservationDays', {});
  const [busStop] = await call<BusStop[]>('Reservation/GetCourseBusStopList', { homenCd: '01' });
  if (!day || !busStop) throw new Error('the demo school has no bookable day or no stop on course 01');
  return {
    cookies: [...jar].map(([name, value]) => ({ name, value })),
    condition: { date: day.date, upDown: 1, passenger: 1, childSheet: 0, jitensya: 0, busStop },
  };
}
