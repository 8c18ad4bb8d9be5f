import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staff } from './people';
import { schools } from './school';

/**
 * One import of a school's CSV file (issue 24), from the console, the CLI or the lesson feed: the
 * decoded text waits here for its job, which writes the report and drops the text (it holds
 * learners' data). Progress counts the lines checked so far.
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    dryRun: boolean('dry_run').notNull(),
    /** 'console' | 'cli' | 'feed' */
    source: text('source').notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    apiTokenId: integer('api_token_id').references(() => apiTokens.id, { onDelete: 'set null' }),
    /** the file as text, its encoding detected on arrival; null once the import has ended */
    content: text('content'),
    encoding: text('encoding').notNull(),
    /** 'queued' | 'running' | 'done' | 'failed' */
    status: text('status').notNull().default('queued'),
    linesDone: integer('lines_done').notNull().default(0),
    linesTotal: integer('lines_total').notNull().default(0),
    report: jsonb('report'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('import_runs_school_created').on(t.schoolId, t.createdAt),
    check('import_runs_status', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('import_runs_source', sql`${t.source} in ('console', 'cli', 'feed')`),
  ],
);

/**
 * A school's API token for the lesson feed (issue 24 §3): created by an admin, shown once, kept
 * only as a SHA-256 hash, good for imports only, revocable. The window counts its calls for the
 * per-token rate limit.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** the first characters of the token, so staff can tell tokens apart without the secret */
    prefix: text('prefix').notNull(),
    createdByStaffId: integer('created_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    windowStart: timestamp('window_start', { withTimezone: true }),
    windowCount: integer('window_count').notNull().default(0),
  },
  (t) => [uniqueIndex('api_tokens_hash').on(t.tokenHash)],
);
