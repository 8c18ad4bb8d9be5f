import { and, asc, between, eq, gt } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { classPeriods, lessons } from '@server/db/schema';

/** A class period (時限/部) of the school, minutes after midnight, Japan time. */
export interface ClassPeriodRow {
  jgn: number;
  timeName: string;
  startMinutes: number;
  endMinutes: number;
}

/** The school's class periods in order (GetKyosyuTimeTable); period 0, a placeholder row in SPEC.md §3, is left out. */
export async function listClassPeriods(db: Db, schoolId: number): Promise<ClassPeriodRow[]> {
  return db
    .select({
      jgn: classPeriods.jgn,
      timeName: classPeriods.timeName,
      startMinutes: classPeriods.startMinutes,
      endMinutes: classPeriods.endMinutes,
    })
    .from(classPeriods)
    .where(and(eq(classPeriods.schoolId, schoolId), gt(classPeriods.jgn, 0)))
    .orderBy(asc(classPeriods.jgn));
}

/** Lesson kinds as the lesson-booking system exports them (PRODUCT.md §4b). */
export const LESSON_KIND = { driving: '技能', classroom: '学科' } as const;

/** A lesson of the learner in one class period. */
export interface LessonRow {
  date: string;
  jgn: number;
  /** {@link LESSON_KIND}: 技能 (driving) or 学科 (classroom) */
  kind: string;
}

/** The learner's lessons between two dates, both included (GetKyosyuReservation), by date and period. */
export async function listLessons(
  db: Db,
  learnerId: number,
  fromDate: string,
  toDate: string,
): Promise<LessonRow[]> {
  return db
    .select({ date: lessons.date, jgn: lessons.jgn, kind: lessons.kind })
    .from(lessons)
    .where(and(eq(lessons.learnerId, learnerId), between(lessons.date, fromDate, toDate)))
    .orderBy(asc(lessons.date), asc(lessons.jgn));
}
