import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import type { LoginResponse } from '@shared/schemas/auth';
import { siteOptions } from '@server/db/schema';
import { issueSilentToken } from '@server/domain/auth/silent-token';
import { describeEachDatabase } from './databases';
import { DEMO, freshClient, useTestServer, type TestClient, type TestServer } from './harness';

/** Password-less sites of the test: the networks each lists (the test server is on 127.0.0.1). */
const SITES = {
  lobby: { site: '21', networks: ['10.0.0.0/8'] },
  here: { site: '22', networks: ['192.0.2.0/24', '127.0.0.0/8', '::1/128'] },
  unlisted: { site: '23', networks: [] },
};

/** A sign-in as a learner at the kiosk: the student number only, from `ip` when the proxy is trusted. */
const kioskLogin = (c: TestClient, site: string, ip?: string) =>
  c.post<LoginResponse>(
    'Auth/Login',
    { serviceCode: DEMO.serviceCode, site, seitoNo: DEMO.main.seitoNo },
    ip ? { headers: { 'x-forwarded-for': ip } } : {},
  );

/**
 * PRODUCT.md §3: a site without a password (a kiosk in the school's lobby) is accepted only from
 * the networks the school lists for it; from anywhere else 106. The server trusts the proxy here,
 * so X-Forwarded-For stands for the learner's address; without it the address is 127.0.0.1.
 */
describeEachDatabase('Password-less sites sign in only from their networks (PRODUCT.md §3)', (kind) => {
  const server = useTestServer(kind, { env: { TRUST_PROXY: 'loopback' } });

  beforeAll(async () => {
    const s = server();
    const [kiosk] = await s.db
      .select({ options: siteOptions.options })
      .from(siteOptions)
      .where(and(eq(siteOptions.schoolId, s.schoolId), eq(siteOptions.site, '2')));
    await s.db.insert(siteOptions).values(
      Object.values(SITES).map(({ site, networks }) => ({
        schoolId: s.schoolId,
        site,
        options: kiosk!.options,
        allowedNetworks: networks,
      })),
    );
  });

  it('refuses a sign-in from an address outside the listed networks with 106', async () => {
    const answer = await kioskLogin(await freshClient(server()), SITES.lobby.site);
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe(false);
    expect(answer.body.data).toBeNull();
    expect(answer.body.error?.code).toBe(106);
    expect(answer.body.error?.message).toBe(messages.error[106]);
  });

  it('accepts the same sign-in from inside a listed network', async () => {
    const s = server();
    const fromLobby = await kioskLogin(await freshClient(s), SITES.lobby.site, '10.20.30.40');
    expect(fromLobby.body.error).toBeNull();
    expect(fromLobby.body.data?.user.seitoNo).toBe(DEMO.main.seitoNo);
    const fromHere = await kioskLogin(await freshClient(s), SITES.here.site);
    expect(fromHere.body.status).toBe(true);
    const fromDocumentationNet = await kioskLogin(await freshClient(s), SITES.here.site, '192.0.2.200');
    expect(fromDocumentationNet.body.status).toBe(true);
  });

  it('a forged left-most X-Forwarded-For is not believed: the balancer appends the address it saw, and that one decides (issue 21)', async () => {
    const s = server();
    // the client wrote "192.0.2.5" itself; the balancer on loopback appended 198.51.100.9, its real address
    const forged = await kioskLogin(await freshClient(s), SITES.here.site, '192.0.2.5, 198.51.100.9');
    expect(forged.body.error?.code).toBe(106);
    const genuine = await kioskLogin(await freshClient(s), SITES.here.site, '198.51.100.9, 192.0.2.5');
    expect(genuine.body.status).toBe(true);
  });

  it('a site that lists no network takes nobody; an IPv6 address outside the lists is refused', async () => {
    const s = server();
    expect((await kioskLogin(await freshClient(s), SITES.unlisted.site)).body.error?.code).toBe(106);
    expect((await kioskLogin(await freshClient(s), SITES.here.site, '2001:db8::1')).body.error?.code).toBe(
      106,
    );
  });

  it('the mng entry (SilentAuth) through a password-less site follows the same networks, without using up its token', async () => {
    const s = server();
    const recNo = await s.recNoOf(DEMO.main.seitoNo);
    const token = issueSilentToken(
      s.secrets.silentAuthKey,
      { serviceCode: DEMO.serviceCode, recNo },
      s.clock.now(),
    );
    const silent = (site: string) =>
      freshClient(s).then((c) =>
        c.post<LoginResponse>('Auth/SilentAuth', { serviceCode: DEMO.serviceCode, site, recNo, token }),
      );
    expect((await silent(SITES.lobby.site)).body.error?.code).toBe(106);
    expect((await silent(SITES.here.site)).body.status).toBe(true);
  });

  it('sites with a password and the demo site 2 ("any address") are not limited by address', async () => {
    const s = server();
    const withPassword = await (
      await freshClient(s)
    ).post<LoginResponse>(
      'Auth/Login',
      { serviceCode: DEMO.serviceCode, site: '1', seitoNo: DEMO.main.seitoNo, password: DEMO.main.password },
      { headers: { 'x-forwarded-for': '198.51.100.7' } },
    );
    expect(withPassword.body.status).toBe(true);
    for (const ip of [undefined, '198.51.100.7', '2001:db8::7']) {
      expect((await kioskLogin(await freshClient(s), '2', ip)).body.status, ip).toBe(true);
    }
  });
});

/** The demo's site 2 (no password) taking sign-ins only from `networks`. */
async function limitDemoKioskTo(s: TestServer, networks: string[]) {
  await s.db
    .update(siteOptions)
    .set({ allowedNetworks: networks })
    .where(and(eq(siteOptions.schoolId, s.schoolId), eq(siteOptions.site, '2')));
}

/** The same kiosk site behind a balancer given by its number of hops instead of its addresses. */
describeEachDatabase(
  'TRUST_PROXY as a hop count believes only the entry its balancer appended (issue 21)',
  (kind) => {
    const server = useTestServer(kind, { env: { TRUST_PROXY: '1' } });

    beforeAll(() => limitDemoKioskTo(server(), ['192.0.2.0/24']));

    it('refuses "192.0.2.5, 198.51.100.9" and accepts "198.51.100.9, 192.0.2.5" on a site listing 192.0.2.0/24', async () => {
      const s = server();
      expect((await kioskLogin(await freshClient(s), '2', '192.0.2.5, 198.51.100.9')).body.error?.code).toBe(
        106,
      );
      expect((await kioskLogin(await freshClient(s), '2', '198.51.100.9, 192.0.2.5')).body.status).toBe(true);
    });
  },
);

/** Without TRUST_PROXY the header is the client's own words and changes nothing. */
describeEachDatabase('Without TRUST_PROXY no X-Forwarded-For is believed (issue 21)', (kind) => {
  const server = useTestServer(kind);

  beforeAll(() => limitDemoKioskTo(server(), ['192.0.2.0/24']));

  it('a kiosk sign-in naming an address inside the list is refused from 127.0.0.1', async () => {
    const s = server();
    expect((await kioskLogin(await freshClient(s), '2', '192.0.2.5')).body.error?.code).toBe(106);
  });
});
