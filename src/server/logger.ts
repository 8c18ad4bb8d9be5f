import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values never reach a log line, by name as the server reads it. */
const SECRET_PARAMS = new Set(['token', 'password', 'recno', 'id', 'deviceid']);

/** A parameter's name as a query parser may read it: decoded, without blanks or NULs, any case. */
function paramName(raw: string): string {
  let name = raw.replace(/\+/g, ' ');
  try {
    name = decodeURIComponent(name);
  } catch {
    // a malformed escape stays as written; the name is compared as it is
  }
  return name
    .split('')
    .filter((c) => c !== '\u0000' && c.trim() !== '')
    .join('')
    .toLowerCase();
}

/**
 * Query values that must never reach a log line: the mng sign-in link carries its token in the
 * URL, and an OsmAnd report its device's secret in `id` (or `deviceid`). Names are compared
 * decoded, so `%69d=` or `id%00=` is masked like `id=`.
 */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const pairs = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq >= 0 && SECRET_PARAMS.has(paramName(pair.slice(0, eq)))
        ? `${pair.slice(0, eq + 1)}***`
        : pair;
    });
  return `${url.slice(0, query + 1)}${pairs.join('&')}`;
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
