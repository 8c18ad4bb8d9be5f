import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  fixPlanRequestSchema,
  fixPlanResultSchema,
  planPreviewRequestSchema,
  planPreviewSchema,
  setRideTimeRequestSchema,
} from '@shared/schemas/admin-plan';
import { fixPlan } from '@server/domain/plan/fix-plan';
import { previewPlan } from '@server/domain/plan/preview-plan';
import { setRideTime } from '@server/domain/plan/set-ride-time';
import { staffAction } from '@server/routes/action';
import { actorOf } from './actor';

/** Fixing the plan (送迎予定確定, issue 11 §5): the dispatcher's daily task, so every role may. */
export default async function planRoutes(app: FastifyInstance) {
  staffAction(
    app,
    {
      name: 'GetPlanPreview',
      body: planPreviewRequestSchema,
      response: planPreviewSchema,
      summary:
        "What fixing a date's plan would do now: every ride with its time, what was mailed, changes and mails due (default: the next business day)",
    },
    ({ body, staff }) =>
      previewPlan(app.db, {
        schoolId: staff.schoolId,
        calendar: staff.settings.calendar,
        date: body.date,
        now: app.now(),
      }),
  );

  staffAction(
    app,
    {
      name: 'SetRideTime',
      body: setRideTimeRequestSchema,
      response: z.object({ reservationId: z.number().int(), time: z.string().nullable() }),
      summary:
        "Set or clear the ride time of a booking at a stop its run has no time for (a learner's own point); 762/763; audited",
    },
    ({ body, staff }) =>
      setRideTime(app.db, actorOf(staff), { reservationId: body.reservationId, time: body.time }, app.now()),
  );

  staffAction(
    app,
    {
      name: 'FixPlan',
      body: fixPlanRequestSchema,
      response: fixPlanResultSchema,
      summary:
        'Fix the plan of a date past its cut-off: freeze ride times, mail each learner once (ride times, or only the changes on a re-fix); 760/761/764; audited',
    },
    ({ body, staff }) =>
      fixPlan(app.db, actorOf(staff), { date: body.date, calendar: staff.settings.calendar }, app.now()),
  );
}
