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

/** Log bytes that may wait for a slow reader of stdout; past this, new lines are dropped. */
const MAX_WAITING_LOG_BYTES = 4 * 1024 * 1024;

/** The part of a stdout stream the log sink uses (a test passes a stand-in). */
export type LogOutput = Pick<NodeJS.WritableStream, 'write' | 'on'> & { readonly writableLength: number };

/**
 * Where log lines go (issue 21): stdout, without ever waiting for it. pino's own destination
 * writes synchronously and retries a full pipe for ever, so a reader that stops reading (a paused
 * pager, a stalled collector) froze the whole server, SIGTERM included. Here a line that stdout
 * cannot take at once waits in memory up to `maxWaiting` bytes; past that lines are dropped and
 * counted, and the count is logged once stdout reads again. A reader gone for good (EPIPE) ends
 * logging, not serving.
 */
export function logSink(out: LogOutput = process.stdout, maxWaiting = MAX_WAITING_LOG_BYTES) {
  let dropped = 0;
  let broken = false;
  out.on('error', () => {
    broken = true;
  });
  return {
    write(line: string): void {
      if (broken) return;
      if (out.writableLength > maxWaiting) {
        dropped++;
        return;
      }
      if (dropped > 0) {
        const msg = `${dropped} log lines were dropped while stdout was not read`;
        out.write(`${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, msg })}\n`);
        dropped = 0;
      }
      out.write(line);
    },
  };
}

/** Structured JSON request logs without bodies, cookies, passwords or tokens. */
export function loggerOptions(
  level: string,
  stream: { write(line: string): void } = logSink(),
): FastifyServerOptions['logger'] {
  return {
    level,
    stream,
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
