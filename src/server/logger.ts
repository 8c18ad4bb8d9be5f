import type { FastifyServerOptions } from 'fastify';

const SECRET_PARAMS = /([?&](?:token|password|recNo|id|deviceid)=)[^&]*/gi;

/**
 * Query values that must never reach a log line: the mng sign-in link carries its token in the
 * URL, and an OsmAnd report its device's secret in `id` (or `deviceid`).
 */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1***');
}

/** Structured JSON request logs without bodies, cookies, passwords or tokens. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}
