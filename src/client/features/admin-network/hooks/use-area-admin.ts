import { useState } from 'react';
import { t } from '@shared/i18n/console/network';
import type { StaffArea } from '@shared/schemas/admin-network';
import { queryKeys } from '@client/lib/query-keys';
import { useStaffAction } from '@client/lib/use-staff-action';
import { deleteArea } from '../api/network';

/**
 * What admins do with areas: one form at a time (a new area or one to change) and deleting, which
 * the server refuses for an area with stops or the approval area (829).
 */
export function useAreaAdmin() {
  const [editing, setEditing] = useState<StaffArea | 'new' | null>(null);
  const action = useStaffAction({ invalidates: [queryKeys.admin.network] });
  const remove = (area: StaffArea) => {
    if (!window.confirm(t('areas.removeConfirm', { name: area.name }))) return;
    void action.run(async () => {
      await deleteArea(area.areaCd);
      return t('areas.removed', { name: area.name });
    });
  };
  const saved = (text: string) => {
    setEditing(null);
    action.showDone(text);
  };
  return { action, editing, edit: setEditing, cancel: () => setEditing(null), saved, remove };
}
