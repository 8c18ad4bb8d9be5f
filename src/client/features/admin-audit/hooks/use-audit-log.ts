import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { TransportFailure } from '@client/lib/api-client';
import { useAuditLog, type AuditFilters } from '../api/audit';

/** The filters as typed, before they apply. */
export interface AuditDraft {
  fromDate: string;
  toDate: string;
  staffId: string;
  seitoNo: string;
  action: string;
}

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

const positiveId = (text: string | null): number | undefined => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** The filters an address carries (?runId=…&seitoNo=…), so a link from a run or a learner opens them. */
function filtersOf(params: URLSearchParams): AuditFilters {
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return DATE_KEY.test(value) ? value : undefined;
  };
  return {
    fromDate: date('fromDate'),
    toDate: date('toDate'),
    staffId: positiveId(params.get('staffId')),
    seitoNo: params.get('seitoNo')?.trim() || undefined,
    runId: positiveId(params.get('runId')),
    action: params.get('action') || undefined,
  };
}

const draftOf = (filters: AuditFilters): AuditDraft => ({
  fromDate: filters.fromDate ?? '',
  toDate: filters.toDate ?? '',
  staffId: filters.staffId ? String(filters.staffId) : '',
  seitoNo: filters.seitoNo ?? '',
  action: filters.action ?? '',
});

function paramsOf(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(name, String(value));
  return params;
}

/**
 * The audit log under the filters of the address, the filters being typed (applied on submit, into
 * the address, so a reload or the back button keeps them), the entries of every page read so far,
 * and whether this role may read the log at all.
 */
export function useAuditLogScreen() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = filtersOf(params);
  const [draft, setDraft] = useState<AuditDraft>(() => draftOf(filters));
  // a link to other filters (a run's entries) replaces what was typed
  const [draftFor, setDraftFor] = useState(search);
  if (draftFor !== search) {
    setDraftFor(search);
    setDraft(draftOf(filters));
  }
  const log = useAuditLog(filters);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setParams(
      paramsOf({
        fromDate: draft.fromDate || undefined,
        toDate: draft.toDate || undefined,
        staffId: draft.staffId ? Number(draft.staffId) : undefined,
        seitoNo: draft.seitoNo.trim() || undefined,
        action: draft.action || undefined,
        runId: filters.runId,
      }),
    );
  };
  const clearRun = () => setParams(paramsOf({ ...filters, runId: undefined }));
  return {
    log,
    entries: log.data?.pages.flatMap((page) => page.entries) ?? [],
    runId: filters.runId,
    /** the run filtered by, in words, once the first page has said it */
    runName: log.data?.pages[0]?.run?.name,
    clearRun,
    // a role that may not read the log (a dispatcher by URL) sees the refusal, not filters that cannot work
    forbidden: log.error instanceof TransportFailure && log.error.status === 403,
    draft,
    setDraft,
    apply,
  };
}
