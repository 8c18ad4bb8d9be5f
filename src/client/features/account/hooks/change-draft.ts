import type { RegistrationInput } from '@shared/rules/registration-change';

/**
 * The desktop change between /pc/change and /pc/changecheck. Kept in memory only: it may hold a
 * new password, which must not land in the history entry or in session storage. A reload of
 * the check page finds none and returns to the form.
 */
let draft: RegistrationInput | null = null;

export const readChangeDraft = () => draft;

export function writeChangeDraft(next: RegistrationInput | null) {
  draft = next;
}
