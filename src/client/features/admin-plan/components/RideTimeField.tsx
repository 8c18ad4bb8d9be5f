import { useState, type FormEvent } from 'react';
import { failureText } from '@client/lib/refusal-text';
import { setRideTime } from '../api/plan';

interface Props {
  reservationId: number;
  /** 'HH:MM' or null while none is set */
  time: string | null;
  /** names the field for assistive technology: whose ride, which direction */
  label: string;
  onSaved: () => void;
}

/** The time staff give a ride at a point its run has no time for; saved on its own, audited by the server. */
export function RideTimeField({ reservationId, time, label, onSaved }: Props) {
  const [value, setValue] = useState(time ?? '');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = `ride-time-${reservationId}`;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setProblem(null);
    try {
      await setRideTime(reservationId, value === '' ? null : value);
      onSaved();
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="ride-time-form" onSubmit={(event) => void save(event)}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} type="time" value={value} onChange={(event) => setValue(event.target.value)} />
      <button type="submit" className="button button-small" disabled={saving || value === (time ?? '')}>
        保存
      </button>
      {problem && (
        <p role="alert" className="alert alert-error">
          {problem}
        </p>
      )}
    </form>
  );
}
