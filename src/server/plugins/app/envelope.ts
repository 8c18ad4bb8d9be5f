import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Envelope } from '@shared/schemas/envelope';
import { messageFor } from '@shared/i18n/messages';
import { BusinessError } from '@server/domain/business-error';
import { OutsideSchoolError } from '@server/domain/school/school-scope';
import { HttpError } from './http-error';

export function success<T>(data: T): Envelope<T> {
  return { status: true, error: null, data };
}

export function failure(code: number | string, message: string, data: unknown = null): Envelope<never> {
  return { status: false, error: { code, message, data }, data: null };
}

export function sendHttpError(reply: FastifyReply, error: HttpError) {
  return reply.code(error.statusCode).send(failure(error.statusCode, error.message, error.data));
}

/**
 * Every answer is the envelope, including Fastify's own errors: malformed JSON, a wrong content
 * type and an oversize body become HTTP 400, and nothing a client sends produces a 500 text.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BusinessError)
      return reply.code(200).send(failure(error.code, error.message, error.data));
    if (error instanceof HttpError) return sendHttpError(reply, error);
    if (error instanceof OutsideSchoolError) return sendHttpError(reply, new HttpError(403));
    const status = error.statusCode ?? 500;
    if (status === 416) {
      // a file's unsatisfiable Range (RFC 9110 §15.5.17): say so, with the file's length
      const contentRange = (error as { headers?: Record<string, string> }).headers?.['Content-Range'];
      if (contentRange) reply.header('content-range', contentRange);
      return reply.code(416).send(failure(400, messageFor('error', 400)));
    }
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'client error');
      const clientStatus =
        status === 401 || status === 403 || status === 404 || status === 429 ? status : 400;
      return reply.code(clientStatus).send(failure(clientStatus, messageFor('error', clientStatus)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(failure(500, messageFor('error', 500)));
  });
});
