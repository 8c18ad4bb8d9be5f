import type { ImportKindName } from '@shared/schemas/admin-imports';
import type { AnyImportKind } from '../import-kind';
import { areasKind } from './areas';
import { courseStopsKind } from './course-stops';
import { coursesKind } from './courses';
import { periodsKind } from './periods';
import { stopsKind } from './stops';

/** Every kind of the school's files by name (issue 24); one file per kind in this folder. */
export const importKinds: Partial<Record<ImportKindName, AnyImportKind>> = {
  periods: periodsKind,
  areas: areasKind,
  courses: coursesKind,
  stops: stopsKind,
  'course-stops': courseStopsKind,
};
