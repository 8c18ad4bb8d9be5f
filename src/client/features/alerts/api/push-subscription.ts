import { notificationApi } from '@shared/api/notification';
import type { AlertSettings, PushSubscriptionInput } from '@shared/schemas/learner-alerts';
import type { ApproachMinutes } from '@shared/constants';
import { call } from '@client/lib/api-client';

/** The deployment's VAPID public key (the browser's `applicationServerKey`). */
export async function fetchPushPublicKey(): Promise<string> {
  return (await call(notificationApi.getPushPublicKey, {})).publicKey;
}

export function savePushSubscription(
  subscription: PushSubscriptionInput,
  approachMinutes: ApproachMinutes | null,
): Promise<AlertSettings> {
  return call(notificationApi.savePushSubscription, { subscription, approachMinutes });
}

export function deletePushSubscription(endpoint: string): Promise<AlertSettings> {
  return call(notificationApi.deletePushSubscription, { endpoint });
}
