/**
 * What the login page is told by a sign-out: forget the booking and the point in progress. A module
 * of its own, free of imports, so the login page reads it without loading the sign-out's code.
 */
export const SIGNED_OUT_STATE = { signedOut: true } as const;

/** Whether a location's state is a sign-out's (history keeps a copy: compared by its field). */
export const isSignedOutState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { signedOut?: unknown }).signedOut === true;
