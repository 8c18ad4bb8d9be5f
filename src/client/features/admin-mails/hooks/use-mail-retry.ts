import { useState } from 'react';
import { t } from '@shared/i18n/console/mails';
import type { StaffMail } from '@shared/schemas/admin-mails';
import { failureText } from '@client/lib/refusal-text';
import { queryKeys } from '@client/lib/query-keys';
import { useStaffAction } from '@client/lib/use-staff-action';
import { retryMail } from '../api/mails';

/** Sending a failed mail again (admins): its delivery gets a fresh set of attempts; one mail at a time. */
export function useMailRetry() {
  const [mailId, setMailId] = useState<number | null>(null);
  const action = useStaffAction({
    invalidates: [queryKeys.admin.mails.all],
    problemText: (error) => failureText(error) ?? t('retryFailed'),
  });
  const retry = (mail: StaffMail) => {
    if (action.busy) return;
    setMailId(mail.id);
    void action.run(async () => {
      await retryMail(mail.id);
      return t('retried', { subject: mail.subject, address: mail.toAddress });
    });
  };
  return { action, retrying: action.busy ? mailId : null, retry };
}
