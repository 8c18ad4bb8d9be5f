import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '@server/plugins/app/http-error';
import type { SessionLearner, SessionStaff } from '@server/domain/auth/session-store';
import { success } from '@server/plugins/app/envelope';

/** What the OpenAPI document lists: one entry per action, from the same zod schemas the route uses. */
export interface ActionRecord {
  path: string;
  body: z.ZodType;
  response: z.ZodType;
  /** who may call it: anyone, the signed-in learner, any staff member, or an admin only */
  access: 'public' | 'learner' | 'staff' | 'admin';
  summary: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    actions: ActionRecord[];
  }
}

interface ActionSpec<B extends z.ZodType, R extends z.ZodType> {
  name: string;
  body: B;
  response: R;
  summary: string;
}

type Handler<B extends z.ZodType, R extends z.ZodType, L> = (input: {
  body: z.output<B>;
  request: FastifyRequest;
  reply: FastifyReply;
  learner: L;
}) => Promise<z.input<R>>;

/**
 * Paths of strings (and keys) holding U+0000 anywhere in a body: PostgreSQL text cannot store it
 * and no field of ours means it, so it is refused for every action at once before any schema or
 * query sees it. Iterative, since a hostile body may nest thousands of levels deep.
 */
function nulPaths(body: unknown): string[] {
  const found: string[] = [];
  const pending: { value: unknown; path: string }[] = [{ value: body, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(path);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) found.push(itemPath);
        else pending.push({ value: item, path: itemPath });
      }
    }
  }
  return found;
}

function assertNoNul(body: unknown): void {
  const withNul = nulPaths(body);
  if (withNul.length > 0) {
    throw new HttpError(
      400,
      undefined,
      withNul.map((path) => ({ path, message: 'contains U+0000' })),
    );
  }
}

/** The body by its schema, once {@link assertNoNul} has passed it. */
function validBody<B extends z.ZodType>(schema: B, body: unknown): z.output<B> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new HttpError(400, undefined, issues);
  }
  return parsed.data;
}

function parseBody<B extends z.ZodType>(schema: B, body: unknown): z.output<B> {
  assertNoNul(body);
  return validBody(schema, body);
}

function register(
  app: FastifyInstance,
  spec: ActionSpec<z.ZodType, z.ZodType>,
  access: ActionRecord['access'],
  run: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  app.actions.push({
    path: `${app.prefix}/${spec.name}`,
    body: spec.body,
    response: spec.response,
    access,
    summary: spec.summary,
  });
  app.post(`/${spec.name}`, async (request, reply) => success(await run(request, reply)));
}

/** An action anyone may call (sign-in screens): schema → command → presenter. */
export function publicAction<B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  spec: ActionSpec<B, R>,
  handler: Handler<B, R, SessionLearner | null>,
) {
  register(app, spec, 'public', (request, reply) =>
    handler({ body: parseBody(spec.body, request.body), request, reply, learner: request.learner }),
  );
}

/**
 * An action for the signed-in learner: no session → 401; a body naming another learner's recNo
 * or another school's serviceCode → 403, so one learner's data is never served to another.
 */
export function learnerAction<B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  spec: ActionSpec<B, R>,
  handler: Handler<B, R, SessionLearner>,
) {
  register(app, spec, 'learner', async (request, reply) => {
    const learner = request.learner;
    if (!learner) throw new HttpError(401);
    const body = parseBody(spec.body, request.body) as { recNo?: number; serviceCode?: string };
    if (body.recNo !== undefined && body.recNo !== learner.learnerId) throw new HttpError(403);
    if (body.serviceCode !== undefined && body.serviceCode !== learner.serviceCode) throw new HttpError(403);
    return handler({ body: body as z.output<B>, request, reply, learner });
  });
}

/**
 * An action of the staff console (`api/Admin/…`): no session → 401; a learner's session → 403;
 * a dispatcher on an admin-only action → 403; a body naming another school's serviceCode → 403.
 * The handler scopes every row it touches to `staff.schoolId` (see `domain/school/school-scope`).
 */
export function staffAction<B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  spec: ActionSpec<B, R> & { adminOnly?: boolean },
  handler: (input: {
    body: z.output<B>;
    request: FastifyRequest;
    reply: FastifyReply;
    staff: SessionStaff;
  }) => Promise<z.input<R>>,
) {
  register(app, spec, spec.adminOnly ? 'admin' : 'staff', async (request, reply) => {
    const staff = request.staff;
    if (!staff) throw new HttpError(request.learner ? 403 : 401);
    if (spec.adminOnly && staff.role !== 'admin') throw new HttpError(403);
    assertNoNul(request.body);
    // before the schema, which could strip it: no console call may name another school, whatever else it sends
    const named = (request.body as { serviceCode?: unknown } | null | undefined)?.serviceCode;
    if (named !== undefined && named !== staff.serviceCode) throw new HttpError(403);
    return handler({ body: validBody(spec.body, request.body), request, reply, staff });
  });
}
