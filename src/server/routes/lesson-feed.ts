import type { FastifyError, FastifyInstance } from 'fastify';
import { IMPORT_MAX_FILE_BYTES, lessonFeedSchema } from '@shared/schemas/admin-imports';
import { authenticateFeed } from '@server/domain/imports/api-tokens';
import { decodeFile } from '@server/domain/imports/decode';
import { importLessonFeed, type FeedBody } from '@server/domain/imports/lesson-feed';

/** The feed's path under the base path, which the console shows with a new token. */
export const LESSON_FEED_PATH = 'feed/lessons';

const bearer = (header: string | undefined) => /^Bearer ([^\s]+)$/i.exec(header ?? '')?.[1];

/**
 * The lesson feed (issue 24 §3): the office system POSTs the lessons file (text/csv in any of the
 * file encodings) or its JSON form (application/json, {"lessons": [...]}) with
 * `Authorization: Bearer <token>`; `?dryRun=1` only checks. A machine's endpoint: no session, no
 * XSRF token (`sessionless`), the token is the credential. Answers: 200 with the import report
 * (applied, or a dry run); 422 with the report when the file has problems (nothing written); 401
 * for a missing, unknown or revoked token (the same whichever); 429 with Retry-After past the
 * token's hourly calls; 400 for a body that is neither (or a file that is not UTF-8 or Shift_JIS text); 413 past the
 * file limit.
 */
export default async function lessonFeedRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['text/csv', 'application/octet-stream'],
    { parseAs: 'buffer' },
    (_r, body, done) => done(null, body),
  );
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('the body is not JSON'), { statusCode: 400 }));
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ error: error.message });
    request.log.error({ err: error }, 'lesson feed failed');
    return reply.code(500).send({ error: 'internal error' });
  });

  app.post(`${app.config.basePath}${LESSON_FEED_PATH}`, {
    bodyLimit: IMPORT_MAX_FILE_BYTES,
    config: { sessionless: true },
    handler: async (request, reply) => {
      const now = app.now();
      const caller = await authenticateFeed(app.db, bearer(request.headers.authorization), now);
      if (!caller.ok && caller.reason === 'rate-limited')
        return reply
          .code(429)
          .header('retry-after', String(caller.retryAfterSeconds))
          .send({ error: 'too many calls for this token; try again later' });
      if (!caller.ok)
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ error: 'unknown or revoked token' });
      let body: FeedBody;
      if (Buffer.isBuffer(request.body) && request.body.length > 0) {
        const decoded = decodeFile(request.body);
        if (!decoded)
          return reply.code(400).send({ error: 'the file is not CSV text in UTF-8 or Shift_JIS (CP932)' });
        body = { csv: decoded };
      } else {
        const parsed = lessonFeedSchema.safeParse(request.body);
        if (!parsed.success)
          return reply.code(400).send({ error: 'send text/csv, or application/json as {"lessons": [...]}' });
        body = { lessons: parsed.data.lessons };
      }
      const dryRun = ['1', 'true'].includes(String((request.query as { dryRun?: unknown }).dryRun ?? ''));
      const report = await importLessonFeed(app.db, app.hasher, caller, body, dryRun, now);
      request.log.info(
        {
          tokenId: caller.tokenId,
          lines: report.lines,
          problems: report.problemCount,
          applied: report.applied,
        },
        'lesson feed imported',
      );
      return reply.code(report.problemCount > 0 ? 422 : 200).send(report);
    },
  });
}
