import { useState, type FormEvent } from 'react';
import { t } from '@shared/i18n/console/run-changes';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import { setRunCapacity } from '../api/run-changes';
import { useRunChange } from '../hooks/use-run-change';

interface Props {
  runId: number;
  capacity: { seats: number; childSeats: number; bicycles: number };
}

const FIELDS = ['seats', 'childSeats', 'bicycles'] as const;

/** The run's capacity, kind by kind; the server refuses less than the bookings take (852). */
export function CapacityForm({ runId, capacity }: Props) {
  const [values, setValues] = useState(() => ({
    seats: String(capacity.seats),
    childSeats: String(capacity.childSeats),
    bicycles: String(capacity.bicycles),
  }));
  const save = useRunChange(runId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run(
      () =>
        setRunCapacity({
          runId,
          seats: Number(values.seats),
          childSeats: Number(values.childSeats),
          bicycles: Number(values.bicycles),
        }),
      () => t('capacity.done'),
    );
  };
  return (
    <form
      noValidate
      className="admin-panel run-change"
      onSubmit={submit}
      aria-labelledby="run-capacity-title"
    >
      <h2 id="run-capacity-title">{t('capacity.title')}</h2>
      <p className="hint">{t('capacity.hint')}</p>
      <ActionOutcome done={save.done} problem={save.problem} />
      <div className="run-change-fields">
        {FIELDS.map((field) => (
          <div className="field" key={field}>
            <label htmlFor={`run-capacity-${field}`}>{t(`capacity.${field}`)}</label>
            <input
              id={`run-capacity-${field}`}
              inputMode="numeric"
              size={4}
              value={values[field]}
              onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
            />
          </div>
        ))}
      </div>
      <button type="submit" className="button button-primary" aria-disabled={save.busy}>
        {t('capacity.save')}
      </button>
    </form>
  );
}
