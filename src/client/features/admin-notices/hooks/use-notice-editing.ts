import { useState } from 'react';
import { t } from '@shared/i18n/console/notices';
import type { StaffNotice } from '@shared/schemas/admin-notices';
import { queryKeys } from '@client/lib/query-keys';
import { useStaffAction } from '@client/lib/use-staff-action';
import { withdrawNotice } from '../api/notices';

/** The notice being written (a new one or an edit, one at a time), and withdrawing one once staff confirm it. */
export function useNoticeEditing() {
  const [editing, setEditing] = useState<StaffNotice | 'new' | null>(null);
  const action = useStaffAction({ invalidates: [queryKeys.admin.notices] });
  const withdraw = (notice: StaffNotice) => {
    if (!window.confirm(t('withdrawConfirm', { subject: notice.subject }))) return;
    void action.run(async () => {
      await withdrawNotice(notice.id);
      return t('withdrawn', { subject: notice.subject });
    });
  };
  const saved = (notice: StaffNotice) => {
    setEditing(null);
    action.showDone(t('saved', { subject: notice.subject }));
  };
  return {
    action,
    editing,
    edit: setEditing,
    saved,
    cancelEditing: () => setEditing(null),
    withdraw,
  };
}
