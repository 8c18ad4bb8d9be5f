import { POINT_TEXT_MAX } from '@shared/constants';
import { trimText } from './text';

/** What the registration form holds before it is sent (SPEC.md §5 point registration). */
export interface PointForm {
  categoryCd: string;
  lat: number | null;
  lng: number | null;
  address: string;
  name: string;
}

/** A §5 problem of the form: the catalogue's warning code. */
export type PointFormProblem = 40 | 42 | 43 | 44 | 45;

/**
 * The problems of a point registration or edit in SPEC.md §5's order: a category (40, only when
 * `needsCategory`), a place on the map (42), an address or a name (43: at least one of them, as
 * the text says), each at most 50 characters (44 address, 45 name). The texts count as they are
 * stored: without spaces and invisible characters at either end, so such characters alone are blank.
 */
export function pointFormProblems(form: PointForm, needsCategory: boolean): PointFormProblem[] {
  const problems: PointFormProblem[] = [];
  if (needsCategory && form.categoryCd === '') problems.push(40);
  if (form.lat === null || form.lng === null) problems.push(42);
  const address = trimText(form.address);
  const name = trimText(form.name);
  if (address === '' && name === '') problems.push(43);
  if ([...address].length > POINT_TEXT_MAX) problems.push(44);
  if ([...name].length > POINT_TEXT_MAX) problems.push(45);
  return problems;
}

/** A learner's point as the edit rules see it. */
export interface PointState {
  inApprovalArea: boolean;
  isNetRelease: boolean;
  isRejected: boolean;
}

/**
 * SPEC.md §2 edit list: a point may be deleted when it is outside the approval area; a point staff
 * did not approve (it stays in the approval area with a reason) may be deleted too, or it would
 * hold the category's limit for ever.
 */
export function isDeletablePoint(p: PointState): boolean {
  return !p.inApprovalArea || p.isRejected;
}

/**
 * SPEC.md §2 edit list: a point may be edited when it is neither in the approval area nor
 * net-released (the school's approval releases it, so an approved point is changed by deleting
 * and registering again), or when staff did not approve it. An edit sends it back to approval.
 */
export function isEditablePoint(p: PointState): boolean {
  return (!p.inApprovalArea && !p.isNetRelease) || p.isRejected;
}
