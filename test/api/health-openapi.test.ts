import { expect, it } from 'vitest';
import { describeEachDatabase } from './databases';
import { useTestServer } from './harness';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, { post?: { requestBody?: unknown; security?: unknown[] } }>;
}

describeEachDatabase('GET api/health and the OpenAPI document (issue 2 §3)', (kind) => {
  const server = useTestServer(kind);

  it("api/health answers the database it runs on and the server's clock", async () => {
    const s = server();
    const answer = await s.client().get<{ status: boolean; data: { database: string } }>('api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: true,
      error: null,
      data: { database: kind, now: s.clock.now().toISOString() },
    });
  });

  it('api/openapi.json lists every action of this issue, Auth/Login among them', async () => {
    const s = server();
    const answer = await s.client().get<OpenApiDocument>('api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toMatch(/^3\./);
    const api = `${s.basePath}api`;
    for (const action of [
      'Auth/Login',
      'Auth/SilentAuth',
      'Auth/Logout',
      'Auth/GetLoginUser',
      'Provider/GetProviderInfo',
      'Provider/GetSiteOption',
      'Notification/GetNews',
    ]) {
      expect(answer.body.paths[`${api}/${action}`]?.post, action).toBeDefined();
    }
    const login = answer.body.paths[`${api}/Auth/Login`]?.post;
    expect(JSON.stringify(login?.requestBody)).toContain('seitoNo');
  });

  it('the learner actions are marked as needing the session, the sign-in actions are not', async () => {
    const s = server();
    const doc = (await s.client().get<OpenApiDocument>('api/openapi.json')).body;
    const api = `${s.basePath}api`;
    expect(doc.paths[`${api}/Notification/GetNews`]?.post?.security).toEqual([{ session: [] }]);
    expect(doc.paths[`${api}/Auth/Login`]?.post?.security).toEqual([]);
  });
});
