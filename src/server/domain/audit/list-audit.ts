import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { addDays, japanInstant } from '@shared/rules/japan-time';
import { AUDIT_PAGE_SIZE, type AuditPage, type StaffList } from '@shared/schemas/admin-audit';
import type { Db } from '@server/db/client';
import { auditLog, learners, staff } from '@server/db/schema';

export interface AuditFilter {
  /** Japan dates, both included */
  fromDate?: string;
  toDate?: string;
  staffId?: number;
  seitoNo?: string;
  beforeId?: number;
}

/**
 * One page of a school's audit log, newest first, filtered by Japan date range, staff member and
 * learner's student number; paged by id (a cursor), so the page after the first costs the same.
 */
export async function listAudit(db: Db, schoolId: number, filter: AuditFilter): Promise<AuditPage> {
  const conditions: (SQL | undefined)[] = [eq(auditLog.schoolId, schoolId)];
  if (filter.fromDate) conditions.push(gte(auditLog.at, japanInstant(filter.fromDate)));
  if (filter.toDate) conditions.push(lt(auditLog.at, japanInstant(addDays(filter.toDate, 1))));
  if (filter.staffId) conditions.push(eq(auditLog.staffId, filter.staffId));
  if (filter.seitoNo) conditions.push(eq(learners.seitoNo, filter.seitoNo));
  if (filter.beforeId) conditions.push(lt(auditLog.id, filter.beforeId));
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      staffLoginId: auditLog.staffLoginId,
      staffName: staff.name,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      seitoNo: learners.seitoNo,
      learnerName: learners.name,
      reason: auditLog.reason,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .leftJoin(learners, eq(learners.id, auditLog.learnerId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      staffLoginId: r.staffLoginId,
      staffName: r.staffName,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      learner:
        r.seitoNo !== null && r.learnerName !== null ? { seitoNo: r.seitoNo, name: r.learnerName } : null,
      reason: r.reason,
      before: r.before,
      after: r.after,
    })),
    nextBeforeId: rows.length > AUDIT_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}

/** The school's staff, for the audit log's filter. */
export async function listStaff(db: Db, schoolId: number): Promise<StaffList> {
  const rows = await db
    .select({ staffId: staff.id, loginId: staff.loginId, name: staff.name, role: staff.role })
    .from(staff)
    .where(eq(staff.schoolId, schoolId))
    .orderBy(asc(staff.loginId));
  return rows;
}
