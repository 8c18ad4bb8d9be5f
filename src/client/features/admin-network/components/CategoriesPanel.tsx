import { t } from '@shared/i18n/console/network';
import type { StaffCategory } from '@shared/schemas/admin-network';
import { deleteCategory } from '../api/network';
import { NetworkListPanel, RowActions } from './NetworkListPanel';
import { useNetworkAdmin } from '../hooks/use-network-admin';
import { CategoryForm } from './CategoryForm';

/** The categories of points: add, change, delete one no stop is in (issue 23 §6). */
export function CategoriesPanel({ categories }: { categories: StaffCategory[] }) {
  const admin = useNetworkAdmin<StaffCategory>();
  const remove = (category: StaffCategory) =>
    admin.remove(
      t('categories.removeConfirm', { name: category.name }),
      () => deleteCategory(category.categoryCd),
      t('categories.removed', { name: category.name }),
    );
  return (
    <NetworkListPanel
      part="categories"
      admin={admin}
      empty={categories.length === 0}
      form={(item) => (
        <CategoryForm
          key={item === null ? 'new' : item.categoryCd}
          category={item}
          onSaved={admin.saved}
          onCancel={admin.cancel}
        />
      )}
    >
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('categories.code')}</th>
            <th scope="col">{t('categories.nameHeader')}</th>
            <th scope="col">{t('categories.kind')}</th>
            <th scope="col">{t('categories.limitHeader')}</th>
            <th scope="col">{t('categories.isNetReleaseHeader')}</th>
            <th scope="col">{t('categories.stops')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('categories.edit')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {categories.map((c) => (
            <tr key={c.categoryCd}>
              <td>{c.categoryCd}</td>
              <td>
                {c.name}
                {c.displayName !== c.name && <div className="hint">{c.displayName}</div>}
              </td>
              <td>{c.isPersonal ? t('categories.personal') : t('categories.school')}</td>
              <td>{c.limitPerLearner}</td>
              <td>{c.isNetRelease ? t('categories.shown') : t('categories.hidden')}</td>
              <td>{t('categories.stopsCount', { count: c.stops })}</td>
              <RowActions
                part="categories"
                name={c.name}
                busy={admin.action.busy}
                onEdit={() => admin.edit(c)}
                onRemove={c.stops === 0 ? () => remove(c) : undefined}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </NetworkListPanel>
  );
}
