import { t } from '@shared/i18n/console/network';
import type { StaffArea } from '@shared/schemas/admin-network';
import { deleteArea } from '../api/network';
import { useNetworkAdmin } from './use-network-admin';

/** What admins do with areas; the server refuses deleting an area with stops or the approval area (829). */
export function useAreaAdmin() {
  const admin = useNetworkAdmin<StaffArea>();
  return {
    ...admin,
    remove: (area: StaffArea) =>
      admin.remove(
        t('areas.removeConfirm', { name: area.name }),
        () => deleteArea(area.areaCd),
        t('areas.removed', { name: area.name }),
      ),
  };
}
