import { z } from 'zod';
import type { PasswordHasher } from '@server/domain/auth/password-hash';
import { IMPORT_FILE_JOB, processImportRun } from '@server/domain/imports/import-runs';
import type { JobDefinition } from '@server/queue/job-definition';

const payloadSchema = z.object({ importId: z.number().int().positive() });

/** Runs one file uploaded in the console (issue 24 §4); enqueued with the upload. */
export function importFileJob(hasher: PasswordHasher): JobDefinition {
  return {
    kind: IMPORT_FILE_JOB,
    handler: async ({ db, now, payload, attempt, maxAttempts, log }) => {
      const { importId } = payloadSchema.parse(payload);
      const outcome = await processImportRun(db, hasher, importId, now(), attempt >= maxAttempts);
      if (outcome === 'missing') log.warn({ importId }, 'import to run no longer exists');
    },
  };
}
