import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { IDLE_IN_TRANSACTION_MS, openDatabase } from '@server/db/client';
import { postgresReachable } from './databases';
import { createPostgresDatabase } from './harness';

it.runIf(postgresReachable)(
  'PostgreSQL only: a session idle inside a transaction is ended after a minute, so a paused process cannot hold row locks for ever',
  async () => {
    const provisioned = await createPostgresDatabase();
    const database = await openDatabase({ url: provisioned.url, dataDir: 'memory://', poolSize: 1 });
    try {
      const result = await database.db.execute(sql`show idle_in_transaction_session_timeout`);
      const value = (result as unknown as { rows: { idle_in_transaction_session_timeout: string }[] })
        .rows[0]!.idle_in_transaction_session_timeout;
      expect(value).toBe(`${IDLE_IN_TRANSACTION_MS / 60_000}min`);
    } finally {
      await database.close();
      await provisioned.drop();
    }
  },
);
