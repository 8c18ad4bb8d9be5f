import { solveChallenge, solveChallengeWorkers, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** Give up after this long: the learner then reads the 103 text instead of waiting on. */
const SOLVE_TIMEOUT_MS = 60_000;

const createWorker = () =>
  new Worker(new URL('./pow-worker.ts', import.meta.url), { type: 'module', name: 'proof-of-work' });

/**
 * Solves the proof-of-work challenge of a throttled sign-in (error 103, PRODUCT.md §3) and
 * answers ALTCHA's payload for `altcha`, or null when this browser cannot (no WebCrypto outside
 * HTTPS, time-out). The work is split over a few cores in Web Workers, so the page stays
 * responsive; on the page itself where workers are refused. Loaded only when a challenge comes,
 * to keep the login page small.
 */
export async function solvePowChallenge(challenge: Challenge): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const solution = await solve(challenge).catch(() => null);
  return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
}

async function solve(challenge: Challenge): Promise<Solution | null> {
  if (typeof Worker !== 'undefined') {
    const concurrency = Math.min(4, Math.max(1, navigator.hardwareConcurrency || 2));
    try {
      return await solveChallengeWorkers({ challenge, concurrency, createWorker, timeout: SOLVE_TIMEOUT_MS });
    } catch {
      // no module workers here: solve on the page
    }
  }
  return solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
}
