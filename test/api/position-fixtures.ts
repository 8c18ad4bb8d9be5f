import { expect } from 'vitest';
import { demoDeviceId } from '@server/demo/seed';
import type { TestServer } from './harness';

/** A fix of a demo vehicle as Traccar Client posts it, through the real ingestion endpoint; it must be accepted. */
export async function reportFix(
  s: TestServer,
  vehicleCd: string,
  at: Date,
  where: { lat: number; lng: number },
): Promise<void> {
  const body = new URLSearchParams({
    id: demoDeviceId(vehicleCd),
    lat: String(where.lat),
    lon: String(where.lng),
    timestamp: String(Math.floor(at.getTime() / 1000)),
  });
  const answer = await fetch(`${s.baseUrl}osmand`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
  expect(answer.status, await answer.text()).toBe(200);
}
