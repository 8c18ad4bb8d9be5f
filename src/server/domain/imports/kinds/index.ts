import type { ImportKindName } from '@shared/schemas/admin-imports';
import type { AnyImportKind } from '../import-kind';
import { areasKind } from './areas';
import { calendarKind } from './calendar';
import { courseStopsKind } from './course-stops';
import { coursesKind } from './courses';
import { learnersKind } from './learners';
import { lessonsKind } from './lessons';
import { periodsKind } from './periods';
import { runPatternKind } from './run-pattern';
import { stopsKind } from './stops';

/** Every kind of the school's files by name (issue 24); one file per kind in this folder. */
export const importKinds: Record<ImportKindName, AnyImportKind> = {
  periods: periodsKind,
  areas: areasKind,
  courses: coursesKind,
  stops: stopsKind,
  'course-stops': courseStopsKind,
  'run-pattern': runPatternKind,
  learners: learnersKind,
  lessons: lessonsKind,
  calendar: calendarKind,
};
