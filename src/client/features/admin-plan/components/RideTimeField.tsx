import { useState, type FormEvent } from 'react';
import { t } from '@shared/i18n/console/plan';
import { Alert } from '@client/components/ui/Alert';
import { queryKeys } from '@client/lib/query-keys';
import { useStaffAction } from '@client/lib/use-staff-action';
import { setRideTime } from '../api/plan';

interface Props {
  reservationId: number;
  /** 'HH:MM' or null while none is set */
  time: string | null;
  /** names the field for assistive technology: whose ride, which direction */
  label: string;
}

/** The time staff give a ride at a point its run has no time for; saved on its own, audited by the server. */
export function RideTimeField({ reservationId, time, label }: Props) {
  const [value, setValue] = useState(time ?? '');
  const save = useStaffAction({ invalidates: [queryKeys.admin.planPreview.all] });
  const id = `ride-time-${reservationId}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run(() => setRideTime(reservationId, value === '' ? null : value));
  };
  return (
    <form className="ride-time-form" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} type="time" value={value} onChange={(event) => setValue(event.target.value)} />
      <button type="submit" className="button button-small" disabled={save.busy || value === (time ?? '')}>
        {t('rides.saveTime')}
      </button>
      {save.problem && <Alert>{save.problem}</Alert>}
    </form>
  );
}
