import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import { loadBoardingStats } from '@server/domain/dispatch/boarding-stats';
import { boardingStatsCsv } from '@server/domain/dispatch/boarding-stats-csv';
import { loadDayBoard } from '@server/domain/dispatch/day-board';
import { loadDayManifests, loadRunManifest } from '@server/domain/dispatch/manifests';
import { manifestCsv } from '@server/domain/dispatch/manifest-csv';
import { staffAction } from '@server/routes/action';

/**
 * The day board, the manifests, their print data and CSV (issue 10 §2), and the boarding
 * statistics (issue 27 §5): read-only, for every role.
 */
export default async function dayBoardRoutes(app: FastifyInstance) {
  staffAction(app, api.admin.getDayBoard, ({ body, staff }) =>
    loadDayBoard(app.db, {
      schoolId: staff.schoolId,
      calendar: staff.settings.calendar,
      date: body.date,
      now: app.now(),
    }),
  );

  staffAction(app, api.admin.getRunManifest, ({ body, staff }) =>
    loadRunManifest(app.db, staff.schoolId, body.runId, app.now()),
  );

  staffAction(app, api.admin.getDayManifests, ({ body, staff }) =>
    loadDayManifests(app.db, {
      schoolId: staff.schoolId,
      date: body.date,
      runId: body.runId,
      now: app.now(),
    }),
  );

  staffAction(app, api.admin.exportManifestCsv, async ({ body, staff }) =>
    manifestCsv(
      await loadDayManifests(app.db, {
        schoolId: staff.schoolId,
        date: body.date,
        runId: body.runId,
        now: app.now(),
      }),
      body.encoding,
    ),
  );

  staffAction(app, api.admin.getBoardingStats, ({ body, staff }) =>
    loadBoardingStats(app.db, { schoolId: staff.schoolId, from: body.from, to: body.to, now: app.now() }),
  );

  staffAction(app, api.admin.exportBoardingStatsCsv, async ({ body, staff }) =>
    boardingStatsCsv(
      await loadBoardingStats(app.db, {
        schoolId: staff.schoolId,
        from: body.from,
        to: body.to,
        now: app.now(),
      }),
      body.encoding,
    ),
  );
}
