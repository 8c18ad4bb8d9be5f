import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DriverTap } from '@shared/schemas/driver';
import { TransportFailure } from '@client/lib/api-client';
import { getDay, recordTaps } from '../api/driver-api';
import { forgetAll, keepDay, keepQueue, readKeptDay, readQueue, type KeptDay } from '../utils/kept';
import { applyTaps, enqueue, nextBatch, retryDelay, settle, type TapQueue } from '../utils/tap-queue';

/** Issue 27: the list is asked for again every 30 s while the page is visible. */
export const DAY_REFRESH_MS = 30_000;

/** The session is gone (signed out elsewhere, the device revoked, the session lapsed). */
export const isSignedOut = (error: unknown) =>
  error instanceof TransportFailure && (error.status === 401 || error.status === 403);

/**
 * The vehicle's day on the phone (issue 27 §1, §2): the last list the server answered, kept in
 * localStorage and shown with its age while the server cannot be reached; the driver's taps in a
 * persistent queue, applied to the list at once and sent in batches — at once, when the browser
 * is back online, after every answered call, and on a backing-off timer while sending fails.
 */
export function useDriverDay(onSignedOut: () => void) {
  const [kept, setKeptState] = useState<KeptDay | null>(() => readKeptDay(localStorage));
  const [queue, setQueueState] = useState<TapQueue>(() => readQueue(localStorage));
  /** null until the first answer or failure of this visit */
  const [connected, setConnected] = useState<boolean | null>(null);
  /** taps of the last answered batch the server did not take (the run or booking changed meanwhile) */
  const [refused, setRefused] = useState(0);
  const keptRef = useRef(kept);
  const queueRef = useRef(queue);
  const sending = useRef(false);
  const failures = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const signedOutRef = useRef(onSignedOut);
  signedOutRef.current = onSignedOut;

  const setKept = useCallback((next: KeptDay) => {
    keptRef.current = next;
    keepDay(localStorage, next.day, next.receivedAt);
    setKeptState(next);
  }, []);
  const setQueue = useCallback((next: TapQueue) => {
    queueRef.current = next;
    keepQueue(localStorage, next);
    setQueueState(next);
  }, []);

  const signedOut = useCallback(() => {
    clearTimeout(retryTimer.current);
    forgetAll(localStorage);
    signedOutRef.current();
  }, []);

  const refreshRef = useRef<() => Promise<void>>(async () => {});

  const flush = useCallback(async (): Promise<void> => {
    const batch = nextBatch(queueRef.current);
    if (sending.current || batch.length === 0) return;
    sending.current = true;
    clearTimeout(retryTimer.current);
    try {
      const answer = await recordTaps(batch);
      failures.current = 0;
      setConnected(true);
      const before = queueRef.current.length;
      const settled = settle(keptRef.current?.day ?? null, queueRef.current, answer);
      if (settled.day && keptRef.current) setKept({ ...keptRef.current, day: settled.day });
      setQueue(settled.queue);
      setRefused(settled.refused);
      sending.current = false;
      if (settled.queue.length > 0 && settled.queue.length < before) void flush();
      // the server's own word on what the taps did (a superseded or refused one shows as it stands)
      else void refreshRef.current();
    } catch (error) {
      sending.current = false;
      if (isSignedOut(error)) return signedOut();
      if (error instanceof TransportFailure && error.status === null) setConnected(false);
      failures.current += 1;
      retryTimer.current = setTimeout(() => void flush(), retryDelay(failures.current));
    }
  }, [setKept, setQueue, signedOut]);

  const refresh = useCallback(async (): Promise<void> => {
    try {
      const day = await getDay();
      setKept({ day, receivedAt: Date.now() });
      setConnected(true);
      void flush();
    } catch (error) {
      if (isSignedOut(error)) return signedOut();
      setConnected(false);
    }
  }, [flush, setKept, signedOut]);
  refreshRef.current = refresh;

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, DAY_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    const onOnline = () => void refresh();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onOnline);
    return () => {
      clearInterval(timer);
      clearTimeout(retryTimer.current);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
    };
  }, [refresh]);

  const tap = useCallback(
    (next: DriverTap) => {
      setQueue(enqueue(queueRef.current, next));
      void flush();
    },
    [flush, setQueue],
  );

  const day = useMemo(() => (kept ? applyTaps(kept.day, queue) : null), [kept, queue]);

  return {
    /** the list as shown: the kept answer with the unsent taps applied */
    day,
    /** when the shown list arrived from the server (epoch ms) */
    receivedAt: kept?.receivedAt ?? null,
    connected,
    unsent: queue.length,
    refused,
    refresh,
    tap,
    /** after any answered call elsewhere (a position report): the connection is back */
    flush,
  };
}
