import type { FastifyInstance } from 'fastify';
import {
  csvFileSchema,
  dayBoardRequestSchema,
  dayBoardSchema,
  dayManifestsRequestSchema,
  dayManifestsSchema,
  runManifestRequestSchema,
  runManifestSchema,
} from '@shared/schemas/admin-board';
import { loadDayBoard, loadDayManifests, loadRunManifest } from '@server/domain/dispatch/day-board';
import { manifestCsv } from '@server/domain/dispatch/manifest-csv';
import { staffAction } from '@server/routes/action';

/** The day board, the manifests, their print data and CSV (issue 10 §2): read-only, for every role. */
export default async function dayBoardRoutes(app: FastifyInstance) {
  staffAction(
    app,
    {
      name: 'GetDayBoard',
      body: dayBoardRequestSchema,
      response: dayBoardSchema,
      summary: "A day's runs by course and direction with booked/capacity (default: the next business day)",
    },
    ({ body, staff }) =>
      loadDayBoard(app.db, {
        schoolId: staff.schoolId,
        calendar: staff.settings.calendar,
        date: body.date,
        now: app.now(),
      }),
  );

  staffAction(
    app,
    {
      name: 'GetRunManifest',
      body: runManifestRequestSchema,
      response: runManifestSchema,
      summary: "One run's manifest: stops in order with planned times and the learners at each",
    },
    ({ body, staff }) => loadRunManifest(app.db, staff.schoolId, body.runId),
  );

  staffAction(
    app,
    {
      name: 'GetDayManifests',
      body: dayManifestsRequestSchema,
      response: dayManifestsSchema,
      summary: "Every run's manifest of a day, or one run's (the print view)",
    },
    ({ body, staff }) =>
      loadDayManifests(app.db, { schoolId: staff.schoolId, date: body.date, runId: body.runId }),
  );

  staffAction(
    app,
    {
      name: 'ExportManifestCsv',
      body: dayManifestsRequestSchema,
      response: csvFileSchema,
      summary: 'The manifests of a day or of one run as CSV for Excel (UTF-8 with BOM, CRLF)',
    },
    async ({ body, staff }) =>
      manifestCsv(
        await loadDayManifests(app.db, { schoolId: staff.schoolId, date: body.date, runId: body.runId }),
      ),
  );
}
