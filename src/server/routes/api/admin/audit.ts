import type { FastifyInstance } from 'fastify';
import { staffBaseSchema } from '@shared/schemas/admin';
import { auditPageSchema, listAuditRequestSchema, staffListSchema } from '@shared/schemas/admin-audit';
import { listAudit, listStaff } from '@server/domain/audit/list-audit';
import { staffAction } from '@server/routes/action';

/** The audit log (issue 10 §5): oversight, so admins only. */
export default async function auditRoutes(app: FastifyInstance) {
  staffAction(
    app,
    {
      name: 'ListAudit',
      body: listAuditRequestSchema,
      response: auditPageSchema,
      summary: 'The audit log, newest first, by Japan date range, staff member and student number; 50 a page',
      adminOnly: true,
    },
    ({ body, staff }) => listAudit(app.db, staff.schoolId, body),
  );

  staffAction(
    app,
    {
      name: 'ListStaff',
      body: staffBaseSchema,
      response: staffListSchema,
      summary: "The school's staff accounts (the audit log's filter)",
      adminOnly: true,
    },
    ({ staff }) => listStaff(app.db, staff.schoolId),
  );
}
