import { useEffect, useRef, useState } from 'react';
import type { BrowserFix } from '@shared/schemas/driver';
import { reportPosition } from '../api/driver-api';
import { bufferFix, FIX_EVERY_MS, isDue, toFix, withoutSent, type Reading } from '../utils/fix-buffer';
import { isSignedOut } from './use-driver-day';

export type GpsState = 'off' | 'starting' | 'sending' | 'denied' | 'unavailable';

interface WakeLockHandle {
  release(): Promise<void>;
}
interface WakeLockNavigator {
  wakeLock?: { request(type: 'screen'): Promise<WakeLockHandle> };
}

/**
 * The phone as the bus's GPS (issue 27 §3) while `active`: watchPosition with high accuracy, a fix
 * kept every few seconds and sent through Driver/ReportPosition (kept ones go along while the
 * network is away), and the screen held awake where the browser can (it releases the lock when
 * the page is hidden, so it is asked for again on return). `onAnswered` tells the page a call got
 * through, so that queued taps can go too.
 */
export function useBrowserGps(active: boolean, onAnswered: () => void, onSignedOut: () => void) {
  const [state, setState] = useState<GpsState>('off');
  const [accuracy, setAccuracy] = useState<number | null>(null);
  const [pending, setPending] = useState(0);
  const callbacks = useRef({ onAnswered, onSignedOut });
  callbacks.current = { onAnswered, onSignedOut };

  useEffect(() => {
    if (!active) {
      setState('off');
      return;
    }
    if (!('geolocation' in navigator)) {
      setState('unavailable');
      return;
    }
    let buffer: BrowserFix[] = [];
    let lastKeptAt: number | null = null;
    // a reading that came too soon waits for its turn: the browser does not repeat an unchanged
    // position, so a bus that moves once and then stands would otherwise never report the move
    let held: Reading | null = null;
    let heldTimer: ReturnType<typeof setTimeout> | undefined;
    let sending = false;
    let stopped = false;

    const send = async () => {
      if (sending || buffer.length === 0) return;
      sending = true;
      const batch = buffer;
      try {
        await reportPosition(batch);
        buffer = withoutSent(buffer, batch);
        if (!stopped) callbacks.current.onAnswered();
      } catch (error) {
        if (isSignedOut(error)) callbacks.current.onSignedOut();
      } finally {
        sending = false;
        if (!stopped) setPending(buffer.length);
      }
    };

    const keep = (reading: Reading) => {
      lastKeptAt = reading.timestamp;
      buffer = bufferFix(buffer, toFix(reading));
      setPending(buffer.length);
      void send();
    };
    const keepHeld = () => {
      heldTimer = undefined;
      if (held && !stopped) keep(held);
      held = null;
    };

    setState('starting');
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        // the page's clock, as for the taps: the reading's own timestamp is the browser's, which
        // may be a cached fix's or the GNSS's, and the server compares fixes with the run's times
        const timestamp = Date.now();
        setState('sending');
        setAccuracy(Number.isFinite(coords.accuracy) ? coords.accuracy : null);
        const reading: Reading = {
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: coords.accuracy,
          speed: coords.speed,
          heading: coords.heading,
          altitude: coords.altitude,
          timestamp,
        };
        if (isDue(lastKeptAt, timestamp)) {
          held = null;
          clearTimeout(heldTimer);
          heldTimer = undefined;
          keep(reading);
          return;
        }
        held = reading;
        heldTimer ??= setTimeout(keepHeld, FIX_EVERY_MS - (timestamp - (lastKeptAt ?? timestamp)));
      },
      (error) => {
        setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'starting');
      },
      { enableHighAccuracy: true, maximumAge: 0, timeout: 30_000 },
    );
    // a fix kept in a dead zone goes out once the network is back, even while the bus stands still
    const onOnline = () => void send();
    window.addEventListener('online', onOnline);

    let lock: WakeLockHandle | null = null;
    const wakeLock = (navigator as Navigator & WakeLockNavigator).wakeLock;
    const holdScreen = async () => {
      if (!wakeLock || document.visibilityState !== 'visible') return;
      try {
        lock = await wakeLock.request('screen');
        if (stopped) await lock.release();
      } catch {
        // low battery or a browser policy: the page says to keep the phone on this page
      }
    };
    const onVisible = () => void holdScreen();
    void holdScreen();
    document.addEventListener('visibilitychange', onVisible);

    return () => {
      stopped = true;
      clearTimeout(heldTimer);
      navigator.geolocation.clearWatch(watch);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      void lock?.release().catch(() => undefined);
    };
  }, [active]);

  return { state, accuracy, pending };
}
