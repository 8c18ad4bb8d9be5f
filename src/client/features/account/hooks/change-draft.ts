import type { RegistrationInput } from '@shared/rules/registration-change';

/**
 * The desktop change between /pc/change and /pc/changecheck. Kept in memory only: it may hold a
 * new password, which must not land in the history entry or in session storage. A reload of
 * the check page finds none and returns to the form. It belongs to one learner, so whoever signs
 * in next at the same desktop never finds it in their form.
 */
let draft: { recNo: number; input: RegistrationInput } | null = null;

export const readChangeDraft = (recNo: number) => (draft?.recNo === recNo ? draft.input : null);

export function writeChangeDraft(recNo: number, input: RegistrationInput | null) {
  draft = input ? { recNo, input } : null;
}
