import { z } from 'zod';
import { staffBaseSchema } from './admin';

/**
 * The kinds of the school's files (issue 24), in the order a new school imports them: each may
 * name what the ones before it hold (a stop its area, a course's stop list its stops…).
 */
export const IMPORT_KINDS = [
  'periods',
  'areas',
  'courses',
  'stops',
  'course-stops',
  'run-pattern',
  'learners',
  'lessons',
  'calendar',
] as const;
export const importKindSchema = z.enum(IMPORT_KINDS);
export type ImportKindName = z.infer<typeof importKindSchema>;

/** How a file arrived: detected from its bytes, never asked (UTF-8 with or without BOM, or Shift_JIS/CP932). */
export const FILE_ENCODINGS = ['utf-8', 'utf-8-bom', 'shift_jis'] as const;
export type FileEncoding = (typeof FILE_ENCODINGS)[number];

/** What an export is written in: UTF-8 with BOM (Excel reads it) by default, or Shift_JIS. */
export const EXPORT_ENCODINGS = ['utf-8-bom', 'shift_jis'] as const;

/** A file of 100,000 lessons is about 3.5 MB; base64 adds a third. */
export const IMPORT_MAX_FILE_BYTES = 20 * 1024 * 1024;

/** The problems a report lists; a file with more says how many there were in all. */
export const IMPORT_MAX_PROBLEMS_SHOWN = 500;

export const importCountsSchema = z.object({
  added: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  removed: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** One thing wrong with the file: its line (the header is line 1), the column's heading, and what. */
export const importProblemSchema = z.object({
  line: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importReportSchema = z.object({
  kind: importKindSchema,
  fileName: z.string(),
  encoding: z.enum(FILE_ENCODINGS),
  dryRun: z.boolean(),
  /** true: the file's changes were written (a real import without problems) */
  applied: z.boolean(),
  /** data lines read (the header and empty lines not counted) */
  lines: z.number().int(),
  counts: importCountsSchema,
  problems: z.array(importProblemSchema),
  problemCount: z.number().int(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const importRunSchema = z.object({
  importId: z.number().int(),
  kind: importKindSchema,
  fileName: z.string(),
  dryRun: z.boolean(),
  status: z.enum(IMPORT_STATUSES),
  linesDone: z.number().int(),
  linesTotal: z.number().int(),
  report: importReportSchema.nullable(),
  createdAt: z.string(),
});
export type ImportRun = z.infer<typeof importRunSchema>;

export const startImportRequestSchema = staffBaseSchema.extend({
  kind: importKindSchema,
  fileName: z.string().min(1).max(200),
  dryRun: z.boolean(),
  contentBase64: z.string().max(Math.ceil((IMPORT_MAX_FILE_BYTES * 4) / 3) + 4),
});

export const getImportRequestSchema = staffBaseSchema.extend({ importId: z.number().int().positive() });

export const listImportsRequestSchema = staffBaseSchema;
export const importRunsSchema = z.object({ imports: z.array(importRunSchema) });

export const exportCsvRequestSchema = staffBaseSchema.extend({
  kind: importKindSchema,
  encoding: z.enum(EXPORT_ENCODINGS).default('utf-8-bom'),
});

/** A file to download: bytes as base64 (Shift_JIS is not a JSON string), its name and type. */
export const exportFileSchema = z.object({
  fileName: z.string(),
  mimeType: z.string(),
  contentBase64: z.string(),
});
export type ExportFile = z.infer<typeof exportFileSchema>;

/** Calls a lesson-feed token may make per hour (issue 24 §3): an office system sends every few minutes at most. */
export const FEED_CALLS_PER_HOUR = 60;

export const API_TOKEN_NAME_MAX = 50;

/** A lesson-feed token as the console lists it: never the secret, only its first characters. */
export const apiTokenSchema = z.object({
  tokenId: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokensSchema = z.object({ tokens: z.array(apiTokenSchema) });
export const listApiTokensRequestSchema = staffBaseSchema;
export const createApiTokenRequestSchema = staffBaseSchema.extend({ name: z.string().max(200) });
/** A token just created: the secret is in this answer and nowhere else, ever. */
export const createdApiTokenSchema = z.object({
  token: apiTokenSchema,
  secret: z.string(),
  feedUrl: z.string(),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
export const revokeApiTokenRequestSchema = staffBaseSchema.extend({ tokenId: z.number().int().positive() });

/** The lesson feed's JSON body: the CSV's lines as objects. */
export const lessonFeedSchema = z.object({
  lessons: z
    .array(
      z.object({
        seitoNo: z.string().max(50),
        date: z.string().max(20),
        jgn: z.union([z.number().int(), z.string().max(5)]),
        kind: z.string().max(10),
      }),
    )
    .max(200_000),
});
