import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Db } from '@server/db/client';
import { usedPowChallenges } from '@server/db/schema';
import { BusinessError } from '@server/domain/business-error';
import type { ProofGate } from './login-attempts';

/**
 * The proof of work a throttled address pays per sign-in (PRODUCT.md §3, self-hosted ALTCHA).
 * PBKDF2 because browsers run it natively (WebCrypto), so a learner's phone is not much slower
 * than an attacker's server. Deterministic mode: the server picks the counter, so the work is
 * exactly `counter + 1` derivations of `cost` iterations — on average 2 million PBKDF2-SHA-256
 * iterations, about 0.7 s of one server core, a second or so on a phone with the work split
 * over its cores — and a solution is checked with one HMAC, not by redoing any work.
 */
export const POW_CHALLENGE = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 2_000,
  counterMin: 500,
  counterMax: 1_500,
  /** a challenge must be solved and sent within this time */
  ttlMinutes: 5,
} as const;

/** The challenge a throttled sign-in is refused with (error 103's `data`): ALTCHA's own JSON. */
export interface PowRequirement {
  challenge: Challenge;
}

interface PowSecrets {
  hmacSignatureSecret: string;
  hmacKeySignatureSecret: string;
}

/** Two secrets, as altcha-lib wants them: one signs the challenge, one the expected key. */
function powSecrets(key: Buffer): PowSecrets {
  const part = (purpose: string) => createHmac('sha256', key).update(purpose).digest('hex');
  return { hmacSignatureSecret: part('challenge'), hmacKeySignatureSecret: part('derived-key') };
}

/**
 * A fresh signed challenge. The expiry travels in the signed `data` (seconds since the epoch)
 * rather than in ALTCHA's `expiresAt`, because altcha-lib checks that one against the host's
 * clock and every rule here reads the app's clock (which the tests move).
 */
export async function createPowChallenge(key: Buffer, now: Date): Promise<PowRequirement> {
  const expires = Math.floor(now.getTime() / 1000) + POW_CHALLENGE.ttlMinutes * 60;
  const challenge = await createChallenge({
    algorithm: POW_CHALLENGE.algorithm,
    cost: POW_CHALLENGE.cost,
    counter: randomInt(POW_CHALLENGE.counterMax, POW_CHALLENGE.counterMin),
    deriveKey,
    data: { expires },
    ...powSecrets(key),
  });
  return { challenge };
}

const hex = z.string().regex(/^[0-9a-f]+$/);

/** ALTCHA's payload: base64 of JSON `{challenge, solution}`, as its widget sends it. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(POW_CHALLENGE.algorithm),
      nonce: hex.max(64),
      salt: hex.max(64),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: hex.max(128),
      keySignature: hex.max(128),
      data: z.object({ expires: z.number().int() }),
    }),
    signature: hex.length(64),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: hex.max(128) }),
});

function parsePayload(payload: string): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Whether `payload` solves a challenge this server issued, unexpired, never redeemed before;
 * redeeming it records its signature (used_pow_challenges), so a replay answers false. Only the
 * signature check runs before the database is touched: nothing unsigned is ever stored.
 */
export async function redeemPowSolution(db: Db, key: Buffer, payload: string, now: Date): Promise<boolean> {
  const parsed = parsePayload(payload);
  if (!parsed) return false;
  const { challenge, solution } = parsed;
  const expiresAt = new Date(challenge.parameters.data.expires * 1000);
  if (expiresAt <= now) return false;
  const result = await verifySolution({ challenge, solution, deriveKey, ...powSecrets(key) });
  if (!result.verified) return false;
  const redeemed = await db
    .insert(usedPowChallenges)
    .values({ signature: challenge.signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedPowChallenges.signature });
  return redeemed.length === 1;
}

/**
 * The gate of a throttled address or a challenged staff account (PRODUCT.md §3): a valid,
 * unexpired, unused solution lets the attempt go on to the normal checks, and is used up even if
 * those then refuse it; anything else is 103 with a fresh challenge in its data, which the login
 * page solves without the learner doing anything. One solution serves the whole attempt.
 */
export function proofOfWorkGate(powKey: Buffer, altcha: string | undefined, now: Date): ProofGate {
  let redeemed = false;
  return async (tx) => {
    if (redeemed) return;
    if (altcha && (await redeemPowSolution(tx, powKey, altcha, now))) {
      redeemed = true;
      return;
    }
    throw BusinessError.of('error', 103, {}, await createPowChallenge(powKey, now));
  };
}
