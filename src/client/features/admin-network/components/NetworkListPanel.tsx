import type { ReactNode } from 'react';
import { t } from '@shared/i18n/console/network';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import type { NetworkAdmin } from '../hooks/use-network-admin';

interface Props<T> {
  /** the list's part of the catalogue: its title, hint, add button and empty text */
  part: 'areas' | 'stops' | 'courses' | 'categories';
  admin: Pick<NetworkAdmin<T>, 'action' | 'editing' | 'edit'>;
  /** the form for a new item (null) or the one to change, shown instead of the add button */
  form: (item: T | null) => ReactNode;
  empty: boolean;
  /** the list's table */
  children: ReactNode;
}

/**
 * One list of 時限と路線 (areas, stops, courses, categories): its title and hint, the outcome of the
 * last action, one form at a time or the add button, and the table (issue 23 §6).
 */
export function NetworkListPanel<T>({ part, admin, form, empty, children }: Props<T>) {
  return (
    <section className="admin-panel" aria-labelledby={`${part}-title`}>
      <h2 id={`${part}-title`}>{t(`${part}.title`)}</h2>
      <p className="hint">{t(`${part}.hint`)}</p>
      <ActionOutcome done={admin.action.done} problem={admin.action.problem} focus={!admin.editing} />
      {admin.editing ? (
        form(admin.editing === 'new' ? null : admin.editing)
      ) : (
        <div className="admin-toolbar">
          <button type="button" className="button button-primary" onClick={() => admin.edit('new')}>
            {t(`${part}.add`)}
          </button>
        </div>
      )}
      {empty ? <p className="empty">{t(`${part}.none`)}</p> : children}
    </section>
  );
}

interface RowActionsProps {
  part: Props<unknown>['part'];
  /** the item's name, which the buttons' labels carry for screen readers */
  name: string;
  busy: boolean;
  onEdit: () => void;
  /** absent: the item is in use and cannot be deleted, so no button is offered */
  onRemove?: () => void;
}

/** A list row's 変更 and 削除 buttons. */
export function RowActions({ part, name, busy, onEdit, onRemove }: RowActionsProps) {
  return (
    <td className="network-actions">
      <button type="button" className="button" aria-label={t(`${part}.editLabel`, { name })} onClick={onEdit}>
        {t(`${part}.edit`)}
      </button>
      {onRemove && (
        <button
          type="button"
          className="button"
          aria-label={t(`${part}.removeLabel`, { name })}
          aria-disabled={busy}
          onClick={onRemove}
        >
          {t(`${part}.remove`)}
        </button>
      )}
    </td>
  );
}
