import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import { IMPORT_MAX_FILE_BYTES } from '@shared/schemas/admin-imports';
import { BusinessError } from '@server/domain/business-error';
import { createApiToken, listApiTokens, revokeApiToken } from '@server/domain/imports/api-tokens';
import { exportCsv } from '@server/domain/imports/export-csv';
import { getImportRun, listImportRuns, startImport } from '@server/domain/imports/import-runs';
import { staffAction } from '@server/routes/action';
import { learnerPagesUrl } from '@server/routes/learner-pages-url';
import { LESSON_FEED_PATH } from '@server/routes/lesson-feed';
import { actorOf } from './actor';

/** The school's files in and out (issue 24): admins only, as the data they replace is the school's whole setup. */
export default async function importRoutes(app: FastifyInstance) {
  staffAction(app, api.admin.startImport, async ({ body, staff }) => {
    const bytes = Buffer.from(body.contentBase64, 'base64');
    if (bytes.length === 0 || bytes.length > IMPORT_MAX_FILE_BYTES) throw BusinessError.of('error', 941);
    const run = await startImport(
      app.db,
      actorOf(staff),
      { kind: body.kind, fileName: body.fileName, dryRun: body.dryRun, bytes },
      app.now(),
    );
    // the job is committed: the console's progress bar need not wait for the runner's next poll
    app.wakeJobs();
    return run;
  });

  staffAction(app, api.admin.getImport, ({ body, staff }) =>
    getImportRun(app.db, staff.schoolId, body.importId, app.now()),
  );

  staffAction(app, api.admin.listImports, async ({ staff }) => ({
    imports: await listImportRuns(app.db, staff.schoolId, app.now()),
  }));

  staffAction(app, api.admin.exportCsv, ({ body, staff }) =>
    exportCsv(app.db, staff.schoolId, body.kind, body.encoding, app.now()),
  );

  staffAction(app, api.admin.listApiTokens, async ({ staff }) => ({
    tokens: await listApiTokens(app.db, staff.schoolId),
  }));

  staffAction(app, api.admin.createApiToken, ({ body, staff, request }) =>
    createApiToken(
      app.db,
      actorOf(staff),
      { name: body.name, feedUrl: `${learnerPagesUrl(app, request)}${LESSON_FEED_PATH}` },
      app.now(),
    ),
  );

  staffAction(app, api.admin.revokeApiToken, async ({ body, staff }) => ({
    tokens: await revokeApiToken(app.db, actorOf(staff), body.tokenId, app.now()),
  }));
}
