import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import { fixPlan } from '@server/domain/plan/fix-plan';
import { previewPlan } from '@server/domain/plan/preview-plan';
import { setRideTime } from '@server/domain/plan/set-ride-time';
import { staffAction } from '@server/routes/action';
import { actorOf } from './actor';

/** Fixing the plan (送迎予定確定, issue 11 §5): the dispatcher's daily task, so every role may. */
export default async function planRoutes(app: FastifyInstance) {
  staffAction(app, api.admin.getPlanPreview, ({ body, staff }) =>
    previewPlan(app.db, {
      schoolId: staff.schoolId,
      calendar: staff.settings.calendar,
      date: body.date,
      now: app.now(),
    }),
  );

  staffAction(app, api.admin.setRideTime, ({ body, staff }) =>
    setRideTime(app.db, actorOf(staff), { reservationId: body.reservationId, time: body.time }, app.now()),
  );

  staffAction(app, api.admin.fixPlan, ({ body, staff }) =>
    fixPlan(app.db, actorOf(staff), { date: body.date, calendar: staff.settings.calendar }, app.now()),
  );
}
