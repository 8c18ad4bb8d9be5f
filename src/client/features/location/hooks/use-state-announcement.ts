import { useEffect, useRef, useState } from 'react';
import { t } from '@shared/i18n/learner/location';
import type { BusOperationStatus } from '@shared/schemas/location';
import { busTitle, stateText } from '../utils/bus-texts';

/**
 * What a polite live region says after a refresh: only the buses whose state changed (moving,
 * near the stop, stale, no position), never the age that changes every 20 s — a screen reader
 * would otherwise chatter at every refresh. The first answer sets the baseline silently.
 */
export function useStateAnnouncement(buses: readonly BusOperationStatus[] | undefined): string {
  const previous = useRef<Map<string, string> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!buses) return;
    const now = new Map(buses.map((bus) => [busTitle(bus), stateText(bus)]));
    const before = previous.current;
    previous.current = now;
    if (!before) return;
    const changes = [...now].filter(([name, state]) => before.get(name) !== state);
    if (changes.length > 0)
      setAnnouncement(
        changes.map(([bus, state]) => t('announcement', { bus, state })).join(t('announcementSeparator')),
      );
  }, [buses]);
  return announcement;
}
