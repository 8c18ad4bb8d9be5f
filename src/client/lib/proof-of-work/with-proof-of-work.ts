import type { Challenge } from 'altcha-lib';
import { BusinessFailure } from '@client/lib/api-client';

/** The challenge an address over its failure limit is refused with (error 103), if any. */
function challengeOf(error: unknown): Challenge | null {
  if (!(error instanceof BusinessFailure) || error.error.code !== 103) return null;
  const data = error.error.data as { challenge?: Challenge } | null | undefined;
  return data?.challenge?.parameters ? data.challenge : null;
}

/**
 * Sends a sign-in. From an address over its failure limit the server asks for a proof of work
 * (103 with a challenge, PRODUCT.md §3): the solver is loaded then, solves it without the user
 * doing anything, and the sign-in is sent once more with the solution.
 */
export async function withProofOfWork<T>(send: (altcha?: string) => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    const challenge = challengeOf(error);
    if (!challenge) throw error;
    const { solvePowChallenge } = await import('./solve-challenge');
    const altcha = await solvePowChallenge(challenge);
    if (!altcha) throw error;
    return send(altcha);
  }
}
