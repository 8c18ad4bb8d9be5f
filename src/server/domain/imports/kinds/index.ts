import type { ImportKindName } from '@shared/schemas/admin-imports';
import type { AnyImportKind } from '../import-kind';
import { areasKind } from './areas';
import { lessonsKind } from './lessons';
import { calendarKind } from './calendar';
import { runPatternKind } from './run-pattern';
import { learnersKind } from './learners';

/** Every kind of the school's files by name (issue 24); one file per kind in this folder. */
export const importKinds: Partial<Record<ImportKindName, AnyImportKind>> = {
  areas: areasKind,
  lessons: lessonsKind,
  'run-pattern': runPatternKind,
  calendar: calendarKind,
  learners: learnersKind,
};
