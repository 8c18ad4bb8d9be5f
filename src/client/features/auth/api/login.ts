import type { Challenge } from 'altcha-lib';
import type { LoginRequest, LoginResponse, SilentAuthRequest } from '@shared/schemas/auth';
import { BusinessFailure, callData } from '@client/lib/api-client';

/** The challenge an address over its failure limit is refused with (error 103), if any. */
function challengeOf(error: unknown): Challenge | null {
  if (!(error instanceof BusinessFailure) || error.error.code !== 103) return null;
  const data = error.error.data as { challenge?: Challenge } | null | undefined;
  return data?.challenge?.parameters ? data.challenge : null;
}

/**
 * Auth/Login. From an address over its failure limit the server asks for a proof of work (103
 * with a challenge, PRODUCT.md §3): the solver is loaded then, solves it without the learner
 * doing anything, and the call is sent once more with the solution. A plain function because the
 * sign-in screens load no query cache.
 */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  try {
    return await callData<LoginResponse>('Auth/Login', body);
  } catch (error) {
    const challenge = challengeOf(error);
    if (!challenge) throw error;
    const { solvePowChallenge } = await import('../utils/solve-challenge');
    const altcha = await solvePowChallenge(challenge);
    if (!altcha) throw error;
    return callData<LoginResponse>('Auth/Login', { ...body, altcha });
  }
}

export const silentAuth = (body: SilentAuthRequest) => callData<LoginResponse>('Auth/SilentAuth', body);
