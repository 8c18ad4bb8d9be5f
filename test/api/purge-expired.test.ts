import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ipLoginFailures, sessions, usedSilentTokens } from '@server/db/schema';
import { purgeExpiredAuthState } from '@server/domain/auth/purge-expired';
import { describeEachDatabase } from './databases';
import { DEMO, MINUTE, freshClient, signedInClient, useTestServer } from './harness';

describeEachDatabase('Housekeeping removes expired sign-in state only', (kind) => {
  const server = useTestServer(kind);

  it('drops idle sessions, used tokens past expiry and closed IP windows, keeping live ones', async () => {
    const s = server();
    await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
    await (await freshClient(s)).login(DEMO.second.seitoNo, '0000');
    await s.db.insert(usedSilentTokens).values([
      { nonce: 'expired-nonce', expiresAt: new Date(s.clock.now().getTime() - MINUTE) },
      { nonce: 'live-nonce', expiresAt: new Date(s.clock.now().getTime() + MINUTE) },
    ]);
    const [before] = await s.db.select({ n: count() }).from(sessions);

    await purgeExpiredAuthState(s.db, s.clock.now());
    const [afterNow] = await s.db.select({ n: count() }).from(sessions);
    expect(afterNow?.n).toBe(before?.n);
    expect(
      await s.db.select().from(usedSilentTokens).where(eq(usedSilentTokens.nonce, 'expired-nonce')),
    ).toEqual([]);
    expect(
      await s.db.select().from(usedSilentTokens).where(eq(usedSilentTokens.nonce, 'live-nonce')),
    ).toHaveLength(1);
    expect((await s.db.select().from(ipLoginFailures)).length).toBeGreaterThan(0);

    await purgeExpiredAuthState(s.db, new Date(s.clock.now().getTime() + 31 * MINUTE));
    const [afterIdle] = await s.db.select({ n: count() }).from(sessions);
    expect(afterIdle?.n).toBe(0);
    expect(await s.db.select().from(ipLoginFailures)).toEqual([]);
  });
});
