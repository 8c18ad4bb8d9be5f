import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import { listRideAlerts } from '@server/domain/notify/list-alerts';
import { staffAction } from '@server/routes/action';

/** The alerts log (通知履歴, issue 28 §4): every staff member sees what was sent to whom, and what failed. */
export default async function alertRoutes(app: FastifyInstance) {
  staffAction(app, api.admin.listRideAlerts, ({ body, staff }) =>
    listRideAlerts(
      app.db,
      staff.schoolId,
      {
        date: body.date,
        kind: body.kind,
        status: body.status,
        seitoNo: body.seitoNo,
        beforeId: body.beforeId,
      },
      app.now(),
    ),
  );
}
