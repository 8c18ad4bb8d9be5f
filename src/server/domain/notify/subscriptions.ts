import { ECDH } from 'node:crypto';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { pushSubscriptions } from '@server/db/schema';
import { BusinessError } from '@server/domain/business-error';
import type { ApproachMinutes } from '@shared/constants';
import { saveApproachMinutes } from './alert-settings';
import type { PushMessage, PushOptions, PushService } from './push';

/** A stored push subscription. */
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * How many browsers one learner may have subscribed: a phone, a tablet, a PC and a few
 * reinstalls. Saving one more drops the oldest, so a learner who keeps reinstalling never piles up
 * rows the alerts would try one by one.
 */
export const MAX_SUBSCRIPTIONS_PER_LEARNER = 10;

/** Whose subscription: the signed-in learner. */
export interface SubscriptionOwner {
  schoolId: number;
  learnerId: number;
}

export interface NewSubscription {
  endpoint: string;
  /** base64url */
  p256dh: string;
  auth: string;
}

/** Whether `p256dh` is a point on P-256 (a string of the right length may still not be one). */
function isP256Point(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1', undefined, undefined, 'uncompressed');
    return true;
  } catch {
    return false;
  }
}

/**
 * Stores a browser's subscription for the learner (issue 28 §2). The endpoint names the browser,
 * so a browser another learner subscribed on (signed out, then this learner signed in) moves to
 * this learner; the learner's oldest beyond {@link MAX_SUBSCRIPTIONS_PER_LEARNER} are dropped.
 * The approach minutes chosen with it are stored in the same transaction. Refuses an endpoint
 * PUSH_SERVICE_HOSTS does not allow (970) and keys that are no P-256 point (971).
 */
export async function savePushSubscription(
  db: Db,
  push: Pick<PushService, 'acceptsEndpoint'>,
  owner: SubscriptionOwner,
  subscription: NewSubscription,
  approachMinutes: ApproachMinutes | null,
  now: Date,
): Promise<void> {
  if (!push.acceptsEndpoint(subscription.endpoint)) throw BusinessError.of('error', 970);
  if (!isP256Point(subscription.p256dh)) throw BusinessError.of('error', 971);
  const row = {
    schoolId: owner.schoolId,
    learnerId: owner.learnerId,
    endpoint: subscription.endpoint,
    p256dh: subscription.p256dh,
    auth: subscription.auth,
    createdAt: now,
    lastSuccessAt: null,
    lastFailureAt: null,
    lastError: null,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
    const kept = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.learnerId, owner.learnerId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_SUBSCRIPTIONS_PER_LEARNER);
    await tx.delete(pushSubscriptions).where(
      and(
        eq(pushSubscriptions.learnerId, owner.learnerId),
        notInArray(
          pushSubscriptions.id,
          kept.map((k) => k.id),
        ),
      ),
    );
    await saveApproachMinutes(tx, owner, approachMinutes, now);
  });
}

/** Drops one of the learner's own subscriptions; another learner's endpoint is left alone. */
export async function deletePushSubscription(db: Db, learnerId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.learnerId, learnerId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The learner's subscriptions, newest first. */
export async function listLearnerSubscriptions(db: Db, learnerId: number): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.learnerId, learnerId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
}

/** The learners among `learnerIds` who have at least one subscription (an alert goes by push to them, by mail to the others). */
export async function learnersWithSubscriptions(db: Db, learnerIds: readonly number[]): Promise<Set<number>> {
  if (learnerIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ learnerId: pushSubscriptions.learnerId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.learnerId, [...learnerIds]));
  return new Set(rows.map((r) => r.learnerId));
}

/** What sending one message to a learner's browsers came to. */
export interface LearnerPushResult {
  /** subscriptions the learner had */
  targets: number;
  /** push services that accepted it */
  sent: number;
  /** refused or unreachable; includes `gone` */
  failed: number;
  /** answered 404/410 and dropped */
  gone: number;
  /** the first failure's description, for the alert's last_error */
  error: string | null;
}

/**
 * Sends one message to each of the learner's subscriptions at once and records each outcome on
 * its row: success time, or failure time and error; a subscription the push service says is gone
 * (404/410) is dropped (RFC 8030 §7.3). The alerts reuse it for every push alert.
 */
export async function sendToLearner(
  db: Db,
  push: Pick<PushService, 'send'>,
  learnerId: number,
  message: PushMessage,
  options: PushOptions,
  now: Date,
): Promise<LearnerPushResult> {
  const targets = await listLearnerSubscriptions(db, learnerId);
  const outcomes = await Promise.all(targets.map((target) => push.send(target, message, options)));
  const result: LearnerPushResult = { targets: targets.length, sent: 0, failed: 0, gone: 0, error: null };
  for (const [i, outcome] of outcomes.entries()) {
    const target = targets[i]!;
    if (outcome.ok) {
      result.sent += 1;
      await db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: now })
        .where(eq(pushSubscriptions.id, target.id));
      continue;
    }
    result.failed += 1;
    result.error ??= outcome.error;
    if (outcome.gone) {
      result.gone += 1;
      await dropGoneSubscription(db, target);
    } else {
      await db
        .update(pushSubscriptions)
        .set({ lastFailureAt: now, lastError: outcome.error })
        .where(eq(pushSubscriptions.id, target.id));
    }
  }
  return result;
}

/**
 * Drops a subscription its push service answered 404/410 for — unless the browser subscribed
 * again meanwhile (same endpoint, new keys), which is a live subscription.
 */
export async function dropGoneSubscription(
  db: Db,
  target: Pick<PushSubscriptionRow, 'id' | 'p256dh'>,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, target.id), eq(pushSubscriptions.p256dh, target.p256dh)));
}
