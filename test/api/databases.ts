import pg from 'pg';
import { describe, it } from 'vitest';

/**
 * Which databases the API suite runs on. Every API test runs on PGlite and, when a PostgreSQL
 * server is reachable, again on PostgreSQL (issue 2: "with PostgreSQL reachable the API suite
 * also passes against it; where PostgreSQL is absent the suite says so in its output").
 */
export type DatabaseKind = 'pglite' | 'postgres';

/** The server the PostgreSQL leg creates its throw-away databases on. */
export const postgresAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The URL without its password, fit for printing. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}

/** null when PostgreSQL answers within 2 s, else why not. */
async function probePostgres(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const unreachableReason = await probePostgres(postgresAdminUrl);

export const postgresReachable = unreachableReason === null;

if (!postgresReachable) {
  const line =
    `*** PostgreSQL NOT reachable at ${redactUrl(postgresAdminUrl)} (${unreachableReason}) — ` +
    'the PostgreSQL leg of the API suite is NOT RUN ***';
  // CI sets TEST_REQUIRE_POSTGRES=1 where PostgreSQL must be there: then its absence fails the suite.
  if (process.env.TEST_REQUIRE_POSTGRES === '1') throw new Error(line);
  process.stderr.write(`\n${line}\n\n`);
}

export const databaseKinds: readonly DatabaseKind[] = postgresReachable ? ['pglite', 'postgres'] : ['pglite'];

/**
 * `describe` once per database kind, title suffixed with the kind. When PostgreSQL is missing,
 * a visibly skipped suite stands in for its leg so the report shows what did not run.
 */
export function describeEachDatabase(title: string, body: (kind: DatabaseKind) => void): void {
  describe.each(databaseKinds)(`${title} [%s]`, body);
  if (!postgresReachable) {
    describe.skipIf(true)(`PostgreSQL leg (NOT RUN: PostgreSQL unreachable) — ${title}`, () => {
      it('runs the same tests against PostgreSQL', () => undefined);
    });
  }
}
