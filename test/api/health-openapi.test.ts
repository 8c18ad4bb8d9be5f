import { expect, it } from 'vitest';
import { allEndpoints } from '@shared/api';
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

  it('the server registers every endpoint of the shared registry once, and nothing else (issue 22)', () => {
    const s = server();
    const registered = s.app.actions.map((a) => a.path).sort();
    expect(registered).toEqual(allEndpoints.map((e) => `${s.basePath}api/${e.path}`).sort());
    expect(new Set(registered).size).toBe(registered.length);
    for (const action of s.app.actions) {
      const entry = allEndpoints.find((e) => action.path.endsWith(`/api/${e.path}`))!;
      expect(action.access, entry.path).toBe(entry.access);
    }
  });
});
