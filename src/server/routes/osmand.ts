import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseOsmAnd } from '@server/domain/positions/osmand';
import { recordFix } from '@server/domain/positions/record-fix';

/** The ingestion path under the base path: the "server URL" staff enter in Traccar Client. */
export const OSMAND_PATH = 'osmand';

/** Far above one report (Traccar Client 9's JSON is under 1 KiB), far below the API's limit. */
const OSMAND_BODY_LIMIT = 8 * 1024;

/**
 * Where phones report positions (issue 13 §1): the OsmAnd protocol as Traccar Client sends it —
 * GET or POST, parameters in the query or a form body, or Traccar Client 9's JSON — answered as
 * Traccar answers, with a status and an empty body, outside the API's envelope.
 *
 * Phones have no session and no XSRF token (`sessionless`); the device id's secret is the
 * credential (see domain/positions/device-id.ts). No rate limit: a request costs a parse, one
 * indexed read and, for a real device, one short transaction.
 *
 * Statuses: a report that cannot be a fix (missing or malformed fields, bad coordinates, ) → 400; an id that names no live device or has the wrong secret → 404, Traccar's
 * answer for an unknown device, the same whichever part was wrong; nothing is stored for either.
 * A fix older than a day → 200, not stored: Traccar Client resends a refused fix for ever before
 * any newer one, so refusing it would silence that phone for good, while no track we keep wants it; for the
 * same reason a fix dated more than ten minutes ahead is stored as taken on arrival (osmand.ts).
 */
export default async function osmandRoutes(app: FastifyInstance) {
  // every body as text, whatever it claims to be: the parser reads form, JSON and nothing alike
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send();
    request.log.error({ err: error }, 'OsmAnd report failed');
    return reply.code(500).send();
  });

  const report = async (request: FastifyRequest, reply: FastifyReply) => {
    const now = app.now();
    const parsed = parseOsmAnd(
      {
        query: request.query as Record<string, string | string[] | undefined>,
        contentType: request.headers['content-type'],
        body: request.body,
      },
      now,
    );
    if (!parsed.ok) {
      request.log.info({ reason: parsed.reason }, 'OsmAnd report refused');
      return reply.code(parsed.reason === 'timestamp-too-old' ? 200 : 400).send();
    }
    if ((await recordFix(app.db, parsed.fix, now)) === 'unknown-device') {
      request.log.info('OsmAnd report from an unknown device');
      return reply.code(404).send();
    }
    return reply.code(200).send();
  };

  const path = `${app.config.basePath}${OSMAND_PATH}`;
  for (const url of [path, `${path}/`]) {
    app.route({
      method: ['GET', 'POST'],
      url,
      // Fastify answers HEAD with a GET route by default, which would store a fix for a HEAD
      exposeHeadRoute: false,
      bodyLimit: OSMAND_BODY_LIMIT,
      config: { sessionless: true },
      handler: report,
    });
  }
}
