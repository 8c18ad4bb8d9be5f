import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DRIVER_SESSION_LIMITS } from '@shared/constants';
import { createSession, deleteSession, type SessionOwner } from '@server/domain/auth/session-store';

/**
 * Sign-in: the session the request came with is dropped and a fresh id is issued before the new
 * holder is recorded, so a planted id is never promoted (PRODUCT.md §3). Learners, staff and driver phones alike; a phone's
 * cookie lives as long as its session may (DRIVER_SESSION_LIMITS), a person's as SESSION_LIMITS.
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  who: SessionOwner,
): Promise<void> {
  await deleteSession(app.db, request.sessionId);
  const maxAge = 'deviceId' in who ? DRIVER_SESSION_LIMITS.absoluteDays * 24 * 3600 : undefined;
  const id = app.rotateSession(request, reply, maxAge);
  await createSession(app.db, id, who, app.now());
}

/** Sign-out: the session ends on the server and the browser gets a fresh anonymous id. */
export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  await deleteSession(app.db, request.sessionId);
  app.rotateSession(request, reply);
}
