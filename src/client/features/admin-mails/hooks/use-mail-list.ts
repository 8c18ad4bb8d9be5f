import { useState } from 'react';
import type { StaffMail } from '@shared/schemas/admin-mails';
import { useMails } from '../api/mails';

/** The outbox under the chosen state (every mail at first), its pages as one list, and the failed count. */
export function useMailList() {
  const [status, setStatus] = useState<StaffMail['status'] | undefined>(undefined);
  const mails = useMails(status);
  const pages = mails.data?.pages ?? [];
  return {
    status,
    setStatus,
    mails,
    list: pages.flatMap((page) => page.mails),
    // over the whole school, whatever the filter
    failedCount: pages[0]?.failedCount ?? 0,
  };
}
