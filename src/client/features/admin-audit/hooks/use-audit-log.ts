import { useState, type FormEvent } from 'react';
import { TransportFailure } from '@client/lib/api-client';
import { useAuditLog, type AuditFilters } from '../api/audit';

/** The filters as typed, before they apply. */
export interface AuditDraft {
  fromDate: string;
  toDate: string;
  staffId: string;
  seitoNo: string;
}

/**
 * The audit log under the filters applied, the filters being typed (applied on submit), the
 * entries of every page read so far, and whether this role may read the log at all.
 */
export function useAuditLogScreen() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [draft, setDraft] = useState<AuditDraft>({ fromDate: '', toDate: '', staffId: '', seitoNo: '' });
  const log = useAuditLog(filters);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({
      fromDate: draft.fromDate || undefined,
      toDate: draft.toDate || undefined,
      staffId: draft.staffId ? Number(draft.staffId) : undefined,
      seitoNo: draft.seitoNo.trim() || undefined,
    });
  };
  return {
    log,
    entries: log.data?.pages.flatMap((page) => page.entries) ?? [],
    // a role that may not read the log (a dispatcher by URL) sees the refusal, not filters that cannot work
    forbidden: log.error instanceof TransportFailure && log.error.status === 403,
    draft,
    setDraft,
    apply,
  };
}
