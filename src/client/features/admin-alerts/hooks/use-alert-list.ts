import { useState } from 'react';
import type { AlertKind, AlertStatus } from '@shared/constants';
import { useRideAlerts } from '../api/alerts';

/**
 * The alerts log of the address's day under the chosen kind, state and student number (none at
 * first): its pages as one list, with the first page's summary of the day.
 */
export function useAlertList(date: string | null) {
  const [kind, setKind] = useState<AlertKind | undefined>(undefined);
  const [status, setStatus] = useState<AlertStatus | undefined>(undefined);
  const [seitoNo, setSeitoNo] = useState('');
  const alerts = useRideAlerts({ date, kind, status, ...(seitoNo ? { seitoNo } : {}) });
  const pages = alerts.data?.pages ?? [];
  return {
    kind,
    setKind,
    status,
    setStatus,
    seitoNo,
    setSeitoNo,
    alerts,
    list: pages.flatMap((page) => page.alerts),
    first: pages[0],
  };
}
