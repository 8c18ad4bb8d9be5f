import { useState } from 'react';
import type { AnswerOf, BodyOf, Endpoint } from '@shared/api/endpoint';
import { BusinessFailure, callEnvelope, TransportFailure } from './api-client';
import { useSinglePressMutation } from './use-single-press-mutation';

/** How long a confirm keeps asking before it admits it cannot tell (a tunnel, a lift, a dead zone). */
export const GIVE_UP_AFTER_MS = 120_000;
const BACK_OFF_MS = [1_000, 2_000, 4_000, 5_000];

/**
 * A fresh idempotency key: 32 characters of base64url from 24 random bytes. getRandomValues, not
 * randomUUID, which browsers offer only in secure contexts (a school's plain-http LAN address).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** A keyed write that got no answer within {@link GIVE_UP_AFTER_MS}: it may or may not have happened. */
export class OutcomeUnknown extends Error {}

/** Whether a failed call may have reached the server unanswered: no answer, a time-out or a 5xx. */
const unanswered = (error: unknown) =>
  error instanceof TransportFailure && (error.status === null || error.status >= 500);

/**
 * Sends a write with its idempotency key until the server answers (the answer to a repeat is the
 * first outcome, so repeating is safe), backing off between attempts; `onChecking` is called once
 * the first attempt went unanswered. Resolves with the data and whether it took a check; a refusal
 * is a BusinessFailure; past the bound an OutcomeUnknown.
 */
export async function sendUntilAnswered<E extends Endpoint>(
  endpoint: E,
  body: BodyOf<E>,
  onChecking: () => void,
  now: () => number = Date.now,
): Promise<{ data: AnswerOf<E>; checked: boolean }> {
  const started = now();
  for (let attempt = 0; ; attempt++) {
    try {
      const envelope = await callEnvelope(endpoint, body, { quietWhenUnanswered: true });
      if (!envelope.status || envelope.data === null) {
        throw new BusinessFailure(envelope.error ?? { code: 500, message: '' });
      }
      return { data: envelope.data, checked: attempt > 0 };
    } catch (error) {
      if (!unanswered(error)) throw error;
      if (now() - started >= GIVE_UP_AFTER_MS) throw new OutcomeUnknown();
      onChecking();
      const pause = BACK_OFF_MS[Math.min(attempt, BACK_OFF_MS.length - 1)]!;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/**
 * A booking or cancel write as both areas' confirm screens use it: each `mutate` is one press of
 * the confirm button and gets one new idempotency key, kept for all its repeats. `checking` is
 * true while an unanswered write is being sent again, so the screen says so instead of "failed".
 */
export function useHonestWrite<E extends Endpoint>(endpoint: E, onSettled: () => Promise<void>) {
  const [checking, setChecking] = useState(false);
  const mutation = useSinglePressMutation(
    (body: Omit<BodyOf<E>, 'idempotencyKey'>) => {
      setChecking(false);
      const keyed = { ...body, idempotencyKey: newIdempotencyKey() } as BodyOf<E>;
      return sendUntilAnswered(endpoint, keyed, () => setChecking(true));
    },
    async () => {
      setChecking(false);
      await onSettled();
    },
  );
  return { ...mutation, checking };
}
