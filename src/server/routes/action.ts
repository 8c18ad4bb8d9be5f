import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Access, Endpoint } from '@shared/api/endpoint';
import type { z } from 'zod';
import { HttpError } from '@server/plugins/app/http-error';
import type { SessionDriver, SessionLearner, SessionStaff } from '@server/domain/auth/session-store';
import { success } from '@server/plugins/app/envelope';

/** What the OpenAPI document lists: one entry per action, from the same zod schemas the route uses. */
export interface ActionRecord {
  path: string;
  body: z.ZodType;
  response: z.ZodType;
  /** who may call it: anyone, the signed-in learner, any staff member, an admin only, or a driver's phone */
  access: Access;
  summary: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    actions: ActionRecord[];
  }
}

type Handler<B extends z.ZodType, R extends z.ZodType, L> = (input: {
  body: z.output<B>;
  request: FastifyRequest;
  reply: FastifyReply;
  learner: L;
}) => Promise<z.input<R>>;

/**
 * U+0000, or half of a surrogate pair (JSON's "\ud800" alone): PostgreSQL stores neither — text
 * silently turns a lone surrogate into U+FFFD, jsonb (the audit's before/after) refuses it with a
 * 500 — and no field of ours means them.
 */
// eslint-disable-next-line no-control-regex -- matching U+0000 is the point
const UNSTORABLE = /\u0000|\p{Cs}/u;

/**
 * Paths of strings (and keys) holding an {@link UNSTORABLE} character anywhere in a body: refused
 * for every action at once before any schema or query sees it. Iterative, since a hostile body may
 * nest thousands of levels deep.
 */
function nulPaths(body: unknown): string[] {
  const found: string[] = [];
  const pending: { value: unknown; path: string }[] = [{ value: body, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) found.push(path);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (UNSTORABLE.test(key)) found.push(itemPath);
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
      withNul.map((path) => ({ path, message: 'contains U+0000 or a lone surrogate' })),
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

/** The action's name under its controller's prefix: 'Reservation/SaveReservation' → '/SaveReservation'. */
function routeOf(app: FastifyInstance, spec: Endpoint): string {
  const [controller, name] = spec.path.split('/');
  if (!app.prefix.endsWith(`/${controller}`)) {
    throw new Error(`${spec.path} registered under ${app.prefix}: register it in its controller's routes`);
  }
  return `/${name}`;
}

function register(
  app: FastifyInstance,
  spec: Endpoint,
  run: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  app.actions.push({
    path: `${app.prefix}/${spec.path.split('/')[1]}`,
    body: spec.body,
    response: spec.response,
    access: spec.access,
    summary: spec.summary,
  });
  const options = spec.bodyLimit === undefined ? {} : { bodyLimit: spec.bodyLimit };
  app.post(routeOf(app, spec), options, async (request, reply) => {
    const data = await run(request, reply);
    if (app.config.checkAnswers) assertAnswer(spec, data);
    return success(data);
  });
}

/** Outside production, an answer its endpoint's schema does not describe is a bug to see at once. */
function assertAnswer(spec: Endpoint, data: unknown): void {
  const checked = spec.response.safeParse(data);
  if (checked.success) return;
  const issues = checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  throw new Error(`${spec.path} answered outside its schema: ${issues}`);
}

/** An action anyone may call (sign-in screens): schema → command → presenter. */
export function publicAction<B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  spec: Endpoint<B, R, 'public'>,
  handler: Handler<B, R, SessionLearner | null>,
) {
  register(app, spec, (request, reply) =>
    handler({ body: parseBody(spec.body, request.body), request, reply, learner: request.learner }),
  );
}

/**
 * An action for the signed-in learner: no session → 401 (a driver's phone → 403: it is signed in,
 * as somebody else); a body naming another learner's recNo or another school's serviceCode → 403,
 * so one learner's data is never served to another.
 */
export function learnerAction<B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  spec: Endpoint<B, R, 'learner'>,
  handler: Handler<B, R, SessionLearner>,
) {
  register(app, spec, async (request, reply) => {
    const learner = request.learner;
    if (!learner) throw new HttpError(request.driver ? 403 : 401);
    const body = parseBody(spec.body, request.body) as { recNo?: number; serviceCode?: string };
    if (body.recNo !== undefined && body.recNo !== learner.learnerId) throw new HttpError(403);
    if (body.serviceCode !== undefined && body.serviceCode !== learner.serviceCode) throw new HttpError(403);
    return handler({ body: body as z.output<B>, request, reply, learner });
  });
}

/**
 * An action of the staff console (`api/Admin/…`): no session → 401; a learner's or a driver's phone's session → 403;
 * a dispatcher on an admin-only action → 403; a body naming another school's serviceCode → 403.
 * The handler scopes every row it touches to `staff.schoolId` (see `domain/school/school-scope`).
 */
export function staffAction<B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  spec: Endpoint<B, R, 'staff' | 'admin'>,
  handler: (input: {
    body: z.output<B>;
    request: FastifyRequest;
    reply: FastifyReply;
    staff: SessionStaff;
  }) => Promise<z.input<R>>,
) {
  register(app, spec, async (request, reply) => {
    const staff = request.staff;
    if (!staff) throw new HttpError(request.learner || request.driver ? 403 : 401);
    if (spec.access === 'admin' && staff.role !== 'admin') throw new HttpError(403);
    assertNoNul(request.body);
    // before the schema, which could strip it: no console call may name another school, whatever else it sends
    const named = (request.body as { serviceCode?: unknown } | null | undefined)?.serviceCode;
    if (named !== undefined && named !== staff.serviceCode) throw new HttpError(403);
    return handler({ body: validBody(spec.body, request.body), request, reply, staff });
  });
}

/**
 * An action of the driver page (`api/Driver/…`, issue 27): no session → 401; a learner's or staff
 * member's session → 403. The handler acts only for `driver.vehicleId` in `driver.schoolId`: the
 * body never names a vehicle or school.
 */
export function driverAction<B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  spec: Endpoint<B, R, 'driver'>,
  handler: (input: {
    body: z.output<B>;
    request: FastifyRequest;
    reply: FastifyReply;
    driver: SessionDriver;
  }) => Promise<z.input<R>>,
) {
  register(app, spec, async (request, reply) => {
    const driver = request.driver;
    if (!driver) throw new HttpError(request.learner || request.staff ? 403 : 401);
    return handler({ body: parseBody(spec.body, request.body), request, reply, driver });
  });
}
