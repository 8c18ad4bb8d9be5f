import { and, asc, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import { actionLabel } from '@shared/i18n/console/audit';
import { addDays, japanInstant } from '@shared/rules/japan-time';
import { AUDIT_PAGE_SIZE, type AuditPage, type StaffList } from '@shared/schemas/admin-audit';
import type { Db } from '@server/db/client';
import { areas, auditLog, busRuns, courses, learners, staff, stops, vehicles } from '@server/db/schema';
import {
  changeLines,
  learnerName,
  noNames,
  runCodeKey,
  runName,
  targetText,
  type AuditNames,
} from './present-audit';

export interface AuditFilter {
  /** Japan dates, both included */
  fromDate?: string;
  toDate?: string;
  staffId?: number;
  seitoNo?: string;
  runId?: number;
  action?: string;
  beforeId?: number;
}

interface Row {
  targetType: string;
  targetId: string;
  runId: number | null;
  learnerId: number | null;
  before: unknown;
  after: unknown;
}

/** The codes and ids a page of entries refers to, to be read as names in one query each. */
class References {
  runIds = new Set<number>();
  runCodes = new Map<string, { date: string; binCd: string }>();
  vehicleCds = new Set<string>();
  vehicleIds = new Set<number>();
  stopCds = new Set<string>();
  stopIds = new Set<number>();
  learnerIds = new Set<number>();
  homenCds = new Set<string>();
  areaCds = new Set<string>();

  static of(rows: Row[]): References {
    const refs = new References();
    for (const row of rows) {
      if (row.runId !== null) refs.runIds.add(row.runId);
      if (row.learnerId !== null) refs.learnerIds.add(row.learnerId);
      const id = Number(row.targetId);
      if (Number.isSafeInteger(id) && id > 0) {
        if (row.targetType === 'run') refs.runIds.add(id);
        if (row.targetType === 'learner') refs.learnerIds.add(id);
        if (row.targetType === 'vehicle') refs.vehicleIds.add(id);
      }
      if (row.targetType === 'stop') refs.stopCds.add(row.targetId);
      if (row.targetType === 'area') refs.areaCds.add(row.targetId);
      if (row.targetType === 'homen') refs.homenCds.add(row.targetId);
      const before = isRecord(row.before) ? row.before : {};
      const after = isRecord(row.after) ? row.after : {};
      refs.add(before, after);
      refs.add(after, before);
    }
    return refs;
  }

  private add(record: Record<string, unknown>, other: Record<string, unknown>) {
    const date = typeof record.date === 'string' ? record.date : other.date;
    if (typeof record.binCd === 'string' && typeof date === 'string')
      this.runCodes.set(runCodeKey(date, record.binCd), { date, binCd: record.binCd });
    for (const [field, value] of Object.entries(record))
      for (const item of Array.isArray(value) ? value : [value]) {
        if (typeof item === 'string' && item !== '') {
          if (field === 'vehicleCd') this.vehicleCds.add(item);
          if (field === 'busStopCd') this.stopCds.add(item);
          if (field === 'homenCd') this.homenCds.add(item);
          if (field === 'areaCd') this.areaCds.add(item);
        }
        if (typeof item === 'number' && Number.isSafeInteger(item)) {
          if (field === 'runId' || field === 'toRunId') this.runIds.add(item);
          if (field === 'stopId') this.stopIds.add(item);
          if (field === 'learnerId') this.learnerIds.add(item);
        }
      }
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The names behind a page's references, read within the school (a code means nothing across schools). */
async function namesOf(db: Db, schoolId: number, refs: References): Promise<AuditNames> {
  const names = noNames();
  const runColumns = {
    runId: busRuns.id,
    date: busRuns.date,
    binCd: busRuns.binCd,
    binName: busRuns.binName,
    upDown: busRuns.upDown,
  };
  const codes = [...refs.runCodes.values()];
  const [runs, runsByCode, vehicleRows, stopRows, learnerRows, courseRows, areaRows] = await Promise.all([
    refs.runIds.size === 0
      ? []
      : db
          .select(runColumns)
          .from(busRuns)
          .where(and(eq(busRuns.schoolId, schoolId), inArray(busRuns.id, [...refs.runIds]))),
    codes.length === 0
      ? []
      : db
          .select(runColumns)
          .from(busRuns)
          .where(
            and(
              eq(busRuns.schoolId, schoolId),
              inArray(busRuns.date, [...new Set(codes.map((c) => c.date))]),
              inArray(busRuns.binCd, [...new Set(codes.map((c) => c.binCd))]),
            ),
          ),
    refs.vehicleCds.size + refs.vehicleIds.size === 0
      ? []
      : db
          .select({ id: vehicles.id, vehicleCd: vehicles.vehicleCd, name: vehicles.name })
          .from(vehicles)
          .where(
            and(
              eq(vehicles.schoolId, schoolId),
              or(
                inArray(vehicles.vehicleCd, [...refs.vehicleCds, '']),
                inArray(vehicles.id, [...refs.vehicleIds, 0]),
              ),
            ),
          ),
    refs.stopCds.size + refs.stopIds.size === 0
      ? []
      : db
          .select({ id: stops.id, busStopCd: stops.busStopCd, name: stops.name })
          .from(stops)
          .where(
            and(
              eq(stops.schoolId, schoolId),
              or(inArray(stops.busStopCd, [...refs.stopCds, '']), inArray(stops.id, [...refs.stopIds, 0])),
            ),
          ),
    refs.learnerIds.size === 0
      ? []
      : db
          .select({ id: learners.id, seitoNo: learners.seitoNo, name: learners.name })
          .from(learners)
          .where(and(eq(learners.schoolId, schoolId), inArray(learners.id, [...refs.learnerIds]))),
    refs.homenCds.size === 0
      ? []
      : db
          .select({ code: courses.homenCd, name: courses.name })
          .from(courses)
          .where(and(eq(courses.schoolId, schoolId), inArray(courses.homenCd, [...refs.homenCds]))),
    refs.areaCds.size === 0
      ? []
      : db
          .select({ code: areas.areaCd, name: areas.name })
          .from(areas)
          .where(and(eq(areas.schoolId, schoolId), inArray(areas.areaCd, [...refs.areaCds]))),
  ]);
  for (const r of runs) names.runs.set(r.runId, r);
  for (const r of runsByCode) {
    names.runsByCode.set(runCodeKey(r.date, r.binCd), r);
    names.runs.set(r.runId, r);
  }
  for (const v of vehicleRows) {
    names.vehicles.set(v.vehicleCd, v.name);
    names.vehiclesById.set(v.id, v.name);
  }
  for (const s of stopRows) {
    names.stops.set(s.busStopCd, s.name);
    names.stopsById.set(s.id, s.name);
  }
  for (const l of learnerRows) names.learners.set(l.id, { seitoNo: l.seitoNo, name: l.name });
  for (const c of courseRows) names.courses.set(c.code, c.name);
  for (const a of areaRows) names.areas.set(a.code, a.name);
  return names;
}

/**
 * One page of a school's audit log, newest first, filtered by Japan date range, staff member,
 * learner's student number, run and action; paged by id (a cursor), so the page after the first
 * costs the same. Each entry comes in words (issue 26 §7): the action's label, the target, the
 * learner and the run by name, and before → after field by field with codes read as names.
 */
export async function listAudit(db: Db, schoolId: number, filter: AuditFilter): Promise<AuditPage> {
  const conditions: (SQL | undefined)[] = [eq(auditLog.schoolId, schoolId)];
  if (filter.fromDate) conditions.push(gte(auditLog.at, japanInstant(filter.fromDate)));
  if (filter.toDate) conditions.push(lt(auditLog.at, japanInstant(addDays(filter.toDate, 1))));
  if (filter.staffId) conditions.push(eq(auditLog.staffId, filter.staffId));
  if (filter.seitoNo) conditions.push(eq(learners.seitoNo, filter.seitoNo));
  if (filter.runId) conditions.push(eq(auditLog.runId, filter.runId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
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
      learnerId: auditLog.learnerId,
      runId: auditLog.runId,
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
  const refs = References.of(page);
  if (filter.runId) refs.runIds.add(filter.runId);
  const names = await namesOf(db, schoolId, refs);
  const runOf = (runId: number | null) => {
    const run = runId === null ? undefined : names.runs.get(runId);
    return run && runId !== null ? { runId, name: runName(run) } : null;
  };
  return {
    entries: page.map((r) => {
      const learner = r.learnerId === null ? undefined : names.learners.get(r.learnerId);
      return {
        id: r.id,
        at: r.at.toISOString(),
        staffLoginId: r.staffLoginId,
        staffName: r.staffName,
        action: r.action,
        actionLabel: actionLabel(r.action),
        targetType: r.targetType,
        targetId: r.targetId,
        target: targetText(r.targetType, r.targetId, names),
        learner:
          learner && r.learnerId !== null
            ? { learnerId: r.learnerId, ...learner, label: learnerName(learner) }
            : null,
        run: runOf(r.runId),
        reason: r.reason,
        changes: changeLines(r.before, r.after, names),
        before: r.before,
        after: r.after,
      };
    }),
    nextBeforeId: rows.length > AUDIT_PAGE_SIZE ? page.at(-1)!.id : null,
    run: filter.runId ? runOf(filter.runId) : null,
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
