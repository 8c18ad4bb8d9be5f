import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { ReservationDay } from '@shared/schemas/reservation';
import { schoolClosures, sessions, siteOptions } from '@server/db/schema';
import { describeEachDatabase } from './databases';
import { DEMO, signedInClient, useTestServer } from './harness';
import { bookableDates } from './reservation-fixtures';

/**
 * The session query also reads the school calendar and the site options the booking endpoints
 * obey (one round trip per request): they are read afresh on every request, never kept from
 * sign-in, and the session itself is written at most once a minute.
 */
describeEachDatabase('Reservation/*: school settings read with the session', (kind) => {
  const server = useTestServer(kind);

  it('a closure added after sign-in is obeyed on the next call', async () => {
    const s = server();
    const c = await signedInClient(s, DEMO.load(20).seitoNo, DEMO.load(20).password);
    const before = await bookableDates(c);
    const closed = before[1]!.date;
    const [row] = await s.db
      .insert(schoolClosures)
      .values({ schoolId: s.schoolId, startDate: closed, endDate: closed, reason: 'test' })
      .returning({ id: schoolClosures.id });
    try {
      const after = await bookableDates(c);
      expect(after.map((d: ReservationDay) => d.date)).not.toContain(closed);
      const booking = await c.post('Reservation/SaveReservation', {
        date: closed,
        binCd: 'U0101',
        upDown: 1,
        busStopCd: '0001',
      });
      expect(booking.body.error?.code).toBe(322);
    } finally {
      await s.db.delete(schoolClosures).where(eq(schoolClosures.id, row!.id));
    }
    expect((await bookableDates(c)).map((d) => d.date)).toContain(closed);
  });

  it('a site removed after sign-in is refused with 105 by the booking endpoints', async () => {
    const s = server();
    const c = await signedInClient(s, DEMO.load(21).seitoNo, DEMO.load(21).password);
    const where = and(eq(siteOptions.schoolId, s.schoolId), eq(siteOptions.site, '1'));
    const [site] = await s.db.select().from(siteOptions).where(where);
    await s.db.delete(siteOptions).where(where);
    try {
      for (const action of ['GetReservationDays', 'SaveReservation', 'GetReservationList']) {
        const answer = await c.post(`Reservation/${action}`, {
          date: '2030-01-07',
          binCd: 'U0101',
          upDown: 1,
          busStopCd: '0001',
        });
        expect(answer.status, action).toBe(200);
        expect(answer.body.error?.code, action).toBe(105);
      }
      // the session itself still stands: endpoints that need no site answer
      expect((await c.post('Notification/GetNews', {})).status).toBe(200);
    } finally {
      await s.db.insert(siteOptions).values(site!);
    }
    expect((await bookableDates(c)).length).toBeGreaterThan(0);
  });

  it('last_seen_at is written at most once a minute, not on every call', async () => {
    const s = server();
    const c = await signedInClient(s, DEMO.load(22).seitoNo, DEMO.load(22).password);
    const learnerId = await s.recNoOf(DEMO.load(22).seitoNo);
    const lastSeen = async () => {
      const rows = await s.db
        .select({ at: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.learnerId, learnerId));
      expect(rows).toHaveLength(1);
      return rows[0]!.at.getTime();
    };
    const signedInAt = await lastSeen();
    for (let i = 0; i < 3; i++) {
      s.clock.advance(20_000);
      expect((await c.post('Reservation/GetReservationDays', {})).status).toBe(200);
    }
    expect(await lastSeen()).toBe(signedInAt);
    s.clock.advance(1_000);
    expect((await c.post('Reservation/GetReservationDays', {})).status).toBe(200);
    expect(await lastSeen()).toBe(s.clock.now().getTime());
  });
});
