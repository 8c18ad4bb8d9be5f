import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { doublePrecision, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '@server/db/client';
import { migrationsFolder } from '@server/db/migrate';
import { staff } from '@server/db/schema';
import { describeEachDatabase } from './databases';
import { createPostgresDatabase } from './harness';

/** The committed migrations up to and including `lastTag`, copied to a folder of their own. */
function migrationsUpTo(lastTag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-migrations-'));
  fs.cpSync(migrationsFolder(), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/**
 * The school columns this test writes, as 0011 left the table: drizzle's insert of today's
 * `schools` names every column, including those later migrations add (board_tomorrow_from_minutes).
 */
const schoolsAt0011 = pgTable('schools', {
  id: serial('id').primaryKey(),
  serviceCode: text('service_code').notNull(),
  name: text('name').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

/** The migrations of `folder` on either kind of database, as runMigrations would run them. */
const migrate = (database: Database, migrationsFolder: string) =>
  database.kind === 'postgres'
    ? migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder })
    : migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });

describeEachDatabase('migration 0012: staff login ids become case-insensitive (issue 23)', (kind) => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('stops, naming the accounts, while two ids differ only in case; migrates once one is renamed', async () => {
    const provisioned = kind === 'postgres' ? await createPostgresDatabase() : null;
    const database = await openDatabase({ url: provisioned?.url, dataDir: 'memory://' });
    try {
      const before = migrationsUpTo('0011_issue23_run_pattern');
      folders.push(before);
      await migrate(database, before);
      // rows written with plain inserts of the tables as 0011 left them: today's createSchool also
      // writes columns later migrations add (areas.yomi)
      const [school] = await database.db
        .insert(schoolsAt0011)
        .values({ serviceCode: 'casetest', name: 'テスト自動車学校', latitude: 35.68, longitude: 139.76 })
        .returning({ id: schoolsAt0011.id });
      const schoolId = school!.id;
      await database.db
        .insert(staff)
        .values({ schoolId, loginId: 'office', name: 'x', role: 'admin', passwordHash: 'x' });
      const [twin] = await database.db
        .insert(staff)
        .values({ schoolId, loginId: 'Office', name: 'x', role: 'admin', passwordHash: 'x' })
        .returning({ id: staff.id });

      const all = migrationsFolder();
      const refused = await migrate(database, all).then(
        () => null,
        (error: Error) => error,
      );
      // drizzle wraps the database's error; the operator reads the cause
      expect((refused?.cause as Error | undefined)?.message).toBe(
        `staff login ids that differ only in case: school ${schoolId}: office (id ${twin!.id - 1}), Office (id ${twin!.id}). Rename or remove one of each, then migrate again.`,
      );
      // nothing changed: the twin is still there under its own case
      expect(await database.db.select().from(staff).where(eq(staff.id, twin!.id))).toHaveLength(1);

      await database.db.update(staff).set({ loginId: 'office-2' }).where(eq(staff.id, twin!.id));
      await migrate(database, all);
      await expect(
        database.db
          .insert(staff)
          .values({ schoolId, loginId: 'OFFICE', name: 'x', role: 'admin', passwordHash: 'x' }),
      ).rejects.toThrow();
    } finally {
      await database.close();
      await provisioned?.drop();
    }
  });
});
