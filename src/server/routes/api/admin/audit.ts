import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import { listAudit, listStaff } from '@server/domain/audit/list-audit';
import { staffAction } from '@server/routes/action';

/** The audit log (issue 10 §5): oversight, so admins only. */
export default async function auditRoutes(app: FastifyInstance) {
  staffAction(app, api.admin.listAudit, ({ body, staff }) => listAudit(app.db, staff.schoolId, body));

  staffAction(app, api.admin.listStaff, ({ staff }) => listStaff(app.db, staff.schoolId));
}
