import type { FastifyInstance } from 'fastify';

/** A console call through the app (inject: routing, session, query, presenter; no network). */
export interface ConsoleSession {
  /** the data of a successful answer; throws on any other */
  call<T>(action: string, body: object): Promise<T>;
}

/** Signs the demo school's admin in to the console through `app` and keeps the session's cookies. */
export async function consoleSession(app: FastifyInstance): Promise<ConsoleSession> {
  const health = await app.inject({ method: 'GET', url: '/bus/ankyo/api/health' });
  const jar = new Map(health.cookies.map((c) => [c.name, c.value]));
  const post = async (action: string, body: object) => {
    const answer = await app.inject({
      method: 'POST',
      url: `/bus/ankyo/api/${action}`,
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': jar.get('XSRF-TOKEN')!,
        'content-type': 'application/json',
      },
      payload: body,
    });
    for (const c of answer.cookies) jar.set(c.name, c.value);
    const parsed = JSON.parse(answer.body) as { status: boolean; data: unknown };
    if (answer.statusCode !== 200 || !parsed.status)
      throw new Error(`${action}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
    return parsed.data;
  };
  await post('Admin/StaffLogin', { serviceCode: 'demo', loginId: 'admin', password: 'admin-demo-password' });
  return { call: async <T>(action: string, body: object) => (await post(action, body)) as T };
}
