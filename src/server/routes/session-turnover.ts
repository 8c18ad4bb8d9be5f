import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSession, deleteSession, type NewSession } from '@server/domain/auth/session-store';

/**
 * Sign-in: the session the request came with is dropped and a fresh id is issued before the new
 * holder is recorded, so a planted id is never promoted (PRODUCT.md §3). Learners and staff alike.
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  who: NewSession | { schoolId: number; staffId: number },
): Promise<void> {
  await deleteSession(app.db, request.sessionId);
  const id = app.rotateSession(request, reply);
  await createSession(app.db, id, who, app.now());
}

/** Sign-out: the session ends on the server and the browser gets a fresh anonymous id. */
export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  await deleteSession(app.db, request.sessionId);
  app.rotateSession(request, reply);
}
