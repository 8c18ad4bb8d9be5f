import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { t } from '@shared/i18n/console/run-changes';
import type { RunChangeOptions } from '@shared/schemas/admin-runs';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import { adminRunHref } from '@client/config/paths';
import { DIRECTION_NAME, type UpDown } from '@client/lib/labels';
import { addExtraRun } from '../api/run-changes';
import { useRunChange } from '../hooks/use-run-change';

interface Props {
  runId: number;
  jgn: number;
  upDown: UpDown;
  periods: RunChangeOptions['periods'];
}

/** An extra run (増便) on this run's course and date: a period, a direction and its capacity. */
export function ExtraRunForm({ runId, jgn, upDown, periods }: Props) {
  const [period, setPeriod] = useState(jgn);
  const [direction, setDirection] = useState<UpDown>(upDown);
  const [capacity, setCapacity] = useState({ seats: '', childSeats: '0', bicycles: '0' });
  const [added, setAdded] = useState<number | null>(null);
  const add = useRunChange(runId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    void add
      .run(
        () =>
          addExtraRun({
            runId,
            jgn: period,
            upDown: direction,
            seats: Number(capacity.seats),
            childSeats: Number(capacity.childSeats),
            bicycles: Number(capacity.bicycles),
          }),
        () => t('extra.done'),
      )
      .then((result) => result && setAdded(result.runId));
  };
  return (
    <form noValidate className="admin-panel run-change" onSubmit={submit} aria-labelledby="run-extra-title">
      <h2 id="run-extra-title">{t('extra.title')}</h2>
      <p className="hint">{t('extra.hint')}</p>
      <ActionOutcome done={add.done} problem={add.problem} />
      {added !== null && (
        <p>
          <Link to={adminRunHref(added)}>{t('extra.open')}</Link>
        </p>
      )}
      <div className="run-change-fields">
        <div className="field">
          <label htmlFor="run-extra-period">{t('extra.period')}</label>
          <select id="run-extra-period" value={period} onChange={(e) => setPeriod(Number(e.target.value))}>
            {periods.map((p) => (
              <option key={p.jgn} value={p.jgn}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="run-extra-direction">{t('extra.direction')}</label>
          <select
            id="run-extra-direction"
            value={direction}
            onChange={(e) => setDirection(e.target.value === '2' ? 2 : 1)}
          >
            {([1, 2] as const).map((d) => (
              <option key={d} value={d}>
                {DIRECTION_NAME[d]}
              </option>
            ))}
          </select>
        </div>
        {(['seats', 'childSeats', 'bicycles'] as const).map((field) => (
          <div className="field" key={field}>
            <label htmlFor={`run-extra-${field}`}>{t(`capacity.${field}`)}</label>
            <input
              id={`run-extra-${field}`}
              inputMode="numeric"
              size={4}
              value={capacity[field]}
              onChange={(e) => setCapacity((v) => ({ ...v, [field]: e.target.value }))}
            />
          </div>
        ))}
      </div>
      <button type="submit" className="button button-primary" aria-disabled={add.busy}>
        {t('extra.submit')}
      </button>
    </form>
  );
}
