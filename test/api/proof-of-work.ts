import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expect } from 'vitest';
import type { Envelope } from '@shared/schemas/envelope';
import type { Answer } from './harness';

/** The challenge a sign-in was refused with (error 103's data). */
export function challengeOf(answer: Answer<Envelope<unknown>>): Challenge {
  expect(answer.body.error?.code).toBe(103);
  const challenge = (answer.body.error?.data as { challenge?: Challenge } | undefined)?.challenge;
  expect(challenge?.signature).toMatch(/^[0-9a-f]{64}$/);
  return challenge!;
}

/** What the login pages do with a challenge: ALTCHA's solver, then its payload. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
