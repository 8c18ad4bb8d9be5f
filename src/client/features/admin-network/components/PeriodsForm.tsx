import type { FormEvent } from 'react';
import { t } from '@shared/i18n/console/network';
import { TIMETABLE_UNITS, type StaffNetwork } from '@shared/schemas/admin-network';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import { usePeriodsForm } from '../hooks/use-periods-form';

/** The school's class periods, edited as one table and saved at once (issue 23 §6). */
export function PeriodsForm({ network }: { network: StaffNetwork }) {
  const form = usePeriodsForm(network);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  const label = (index: number, field: string) => t('periods.rowLabel', { number: index + 1, field });
  return (
    <form noValidate className="admin-panel" onSubmit={submit} aria-labelledby="periods-title">
      <h2 id="periods-title">{t('periods.title')}</h2>
      <p className="hint">{t('periods.hint')}</p>
      <ActionOutcome done={form.save.done} problem={form.save.problem} />
      <div className="field">
        <label htmlFor="periods-unit">{t('periods.unit')}</label>
        <select id="periods-unit" value={form.unit} onChange={(e) => form.setUnit(e.target.value)}>
          {TIMETABLE_UNITS.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
      </div>
      {form.rows.length === 0 ? (
        <p className="empty">{t('periods.none')}</p>
      ) : (
        <table className="admin-table network-periods">
          <thead>
            <tr>
              <th scope="col">{t('periods.number')}</th>
              <th scope="col">{t('periods.name')}</th>
              <th scope="col">{t('periods.start')}</th>
              <th scope="col">{t('periods.end')}</th>
              <th scope="col">{t('periods.runs')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('periods.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {form.rows.map((row, i) => (
              <tr key={row.key}>
                <td>
                  <input
                    className="network-number"
                    inputMode="numeric"
                    value={row.jgn}
                    aria-label={label(i, t('periods.number'))}
                    onChange={(e) => form.change(row.key, 'jgn', e.target.value)}
                  />
                </td>
                <td>
                  <input
                    value={row.timeName}
                    aria-label={label(i, t('periods.name'))}
                    onChange={(e) => form.change(row.key, 'timeName', e.target.value)}
                  />
                </td>
                <td>
                  <input
                    type="time"
                    value={row.start}
                    aria-label={label(i, t('periods.start'))}
                    onChange={(e) => form.change(row.key, 'start', e.target.value)}
                  />
                </td>
                <td>
                  <input
                    type="time"
                    value={row.end}
                    aria-label={label(i, t('periods.end'))}
                    onChange={(e) => form.change(row.key, 'end', e.target.value)}
                  />
                </td>
                <td>{t('periods.runsCount', { count: row.runs })}</td>
                <td>
                  <button
                    type="button"
                    className="button"
                    aria-label={t('periods.removeLabel', { name: row.timeName || String(i + 1) })}
                    onClick={() => form.remove(row.key)}
                  >
                    {t('periods.remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="admin-toolbar">
        <button type="button" className="button" onClick={form.add}>
          {t('periods.add')}
        </button>
        <button type="submit" className="button button-primary" aria-disabled={form.save.busy}>
          {form.save.busy ? t('periods.sending') : t('periods.save')}
        </button>
      </div>
    </form>
  );
}
