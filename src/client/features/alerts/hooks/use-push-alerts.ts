import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ApproachMinutes } from '@shared/constants';
import { t } from '@shared/i18n/learner/alert-settings';
import type { PushSubscriptionInput } from '@shared/schemas/learner-alerts';
import { queryKeys } from '@client/lib/query-keys';
import { writeFailureText } from '@client/lib/refusal-text';
import { deletePushSubscription, fetchPushPublicKey, savePushSubscription } from '../api/push-subscription';

/** Where push stands in this browser: no Push API (an iPhone outside the home screen), blocked by the learner, or usable. */
export type PushAvailability = 'unsupported' | 'denied' | 'available';

/** The service worker lives at the base path, so its scope is the whole app (src/client/public/sw.js). */
const SCOPE = import.meta.env.BASE_URL;
const WORKER_URL = `${SCOPE}sw.js`;

function availabilityNow(): PushAvailability {
  const supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (!supported) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'available';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const own = subscription.options.applicationServerKey;
  if (!own) return false;
  const bytes = new Uint8Array(own);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * This browser's push subscription (issue 28 §2): turning on asks the learner's permission,
 * registers the service worker, subscribes with the deployment's key (again when the key changed)
 * and stores the subscription; turning off forgets it on the server, then in the browser.
 */
export function usePushAlerts() {
  const queryClient = useQueryClient();
  const [availability, setAvailability] = useState<PushAvailability>(availabilityNow);
  /** null while the browser is asked */
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    if (availability !== 'available') return;
    currentSubscription()
      .then(
        (subscription) =>
          live && setSubscribed(subscription !== null && Notification.permission === 'granted'),
      )
      .catch(() => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, [availability]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(writeFailureText(error) ?? t('states.failed'));
    } finally {
      setBusy(false);
    }
  };

  const turnOn = (approachMinutes: ApproachMinutes | null) =>
    run(async () => {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setAvailability(availabilityNow());
        return;
      }
      const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: SCOPE });
      await navigator.serviceWorker.ready;
      const key = keyBytes(await fetchPushPublicKey());
      let subscription = await registration.pushManager.getSubscription();
      if (subscription && !sameKey(subscription, key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
      const settings = await savePushSubscription(
        subscription.toJSON() as PushSubscriptionInput,
        approachMinutes,
      );
      queryClient.setQueryData(queryKeys.alertSettings, settings);
      setSubscribed(true);
    });

  const turnOff = () =>
    run(async () => {
      const subscription = await currentSubscription();
      if (subscription) {
        const settings = await deletePushSubscription(subscription.endpoint);
        queryClient.setQueryData(queryKeys.alertSettings, settings);
        await subscription.unsubscribe();
      }
      setSubscribed(false);
    });

  return {
    availability,
    subscribed: availability === 'available' ? subscribed : false,
    busy,
    problem,
    turnOn,
    turnOff,
  };
}
