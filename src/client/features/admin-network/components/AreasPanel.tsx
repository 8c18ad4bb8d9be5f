import { t } from '@shared/i18n/console/network';
import type { StaffArea } from '@shared/schemas/admin-network';
import { NetworkListPanel, RowActions } from './NetworkListPanel';
import { useAreaAdmin } from '../hooks/use-area-admin';
import { AreaForm } from './AreaForm';

/** The school's areas: add, change (name, shown to learners), delete one nothing is in (issue 23 §6). */
export function AreasPanel({ areas }: { areas: StaffArea[] }) {
  const admin = useAreaAdmin();
  return (
    <NetworkListPanel
      part="areas"
      admin={admin}
      empty={areas.length === 0}
      form={(item) => (
        <AreaForm
          key={item === null ? 'new' : item.areaCd}
          area={item}
          onSaved={admin.saved}
          onCancel={admin.cancel}
        />
      )}
    >
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('areas.code')}</th>
            <th scope="col">{t('areas.nameHeader')}</th>
            <th scope="col">{t('areas.isNetRelease')}</th>
            <th scope="col">{t('areas.stops')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('areas.edit')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {areas.map((a) => (
            <tr key={a.areaCd}>
              <td>{a.areaCd}</td>
              <td>
                {a.name}
                {a.isApprovalArea && (
                  <span className="admin-badge admin-badge-muted">{t('areas.approval')}</span>
                )}
              </td>
              <td>{a.isNetRelease ? t('areas.shown') : t('areas.hidden')}</td>
              <td>{t('areas.stopsCount', { count: a.stops })}</td>
              <RowActions
                part="areas"
                name={a.name}
                busy={admin.action.busy}
                onEdit={() => admin.edit(a)}
                onRemove={a.stops === 0 && !a.isApprovalArea ? () => admin.remove(a) : undefined}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </NetworkListPanel>
  );
}
