import { useState, type FormEvent } from 'react';
import { t } from '@shared/i18n/console/vehicles';
import { VEHICLE_LIMITS, type StaffVehicle } from '@shared/schemas/admin-vehicles';
import { Alert } from '@client/components/ui/Alert';
import { focusOnMount } from '@client/lib/focus-on-mount';
import { useStaffAction } from '@client/lib/use-staff-action';
import { saveVehicle } from '../api/vehicles';

/** Whole seats as typed; anything else (empty, 1.5, 1e1) is sent as 0, which 784 refuses with its text. */
const seatCount = (text: string) => (/^\s*\d{1,3}\s*$/.test(text) ? Number(text) : 0);

interface Props {
  /** null: a new vehicle */
  vehicle: StaffVehicle | null;
  onSaved: (vehicle: StaffVehicle) => void;
  onCancel: () => void;
}

/**
 * Register or edit a vehicle; the code is typed once (runs name it) and shown fixed afterwards.
 * The server checks every field (780–784, 811) and the form shows its Japanese text, not the browser's.
 */
export function VehicleForm({ vehicle, onSaved, onCancel }: Props) {
  const [vehicleCd, setVehicleCd] = useState(vehicle?.vehicleCd ?? '');
  const [name, setName] = useState(vehicle?.name ?? '');
  const [plate, setPlate] = useState(vehicle?.plate ?? '');
  const [driverName, setDriverName] = useState(vehicle?.driverName ?? '');
  const [seats, setSeats] = useState(String(vehicle?.seats ?? ''));
  const save = useStaffAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save.run(() =>
      saveVehicle({
        id: vehicle?.id,
        vehicleCd: vehicle ? undefined : vehicleCd,
        name,
        plate,
        driverName,
        seats: seatCount(seats),
      }),
    );
    if (saved) onSaved(saved);
  };
  return (
    <form
      noValidate
      className="admin-panel vehicle-form"
      onSubmit={(e) => void submit(e)}
      aria-labelledby="vehicle-form-title"
    >
      <h2 id="vehicle-form-title">
        {vehicle ? t('form.editTitle', { name: vehicle.name }) : t('form.newTitle')}
      </h2>
      {save.problem && <Alert>{save.problem}</Alert>}
      <div className="vehicle-fields">
        <div className="field">
          <label htmlFor="vehicle-cd">{t('form.code', { max: VEHICLE_LIMITS.vehicleCd })}</label>
          {vehicle ? (
            <input id="vehicle-cd" value={vehicle.vehicleCd} readOnly aria-describedby="vehicle-cd-hint" />
          ) : (
            <input
              ref={focusOnMount}
              id="vehicle-cd"
              value={vehicleCd}
              onChange={(e) => setVehicleCd(e.target.value)}
              required
              autoComplete="off"
              aria-describedby="vehicle-cd-hint"
            />
          )}
          <p className="hint" id="vehicle-cd-hint">
            {t('form.codeHint')}
          </p>
        </div>
        <div className="field">
          <label htmlFor="vehicle-name">{t('form.name', { max: VEHICLE_LIMITS.name })}</label>
          <input
            ref={vehicle ? focusOnMount : undefined}
            id="vehicle-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
          />
        </div>
        <div className="field">
          <label htmlFor="vehicle-plate">{t('form.plate')}</label>
          <input id="vehicle-plate" value={plate} onChange={(e) => setPlate(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="vehicle-driver">{t('form.driver', { max: VEHICLE_LIMITS.driverName })}</label>
          <input
            id="vehicle-driver"
            value={driverName}
            onChange={(e) => setDriverName(e.target.value)}
            autoComplete="off"
            aria-describedby="vehicle-driver-hint"
          />
          <p className="hint" id="vehicle-driver-hint">
            {t('form.driverHint')}
          </p>
        </div>
        <div className="field">
          <label htmlFor="vehicle-seats">
            {t('form.seats', { min: VEHICLE_LIMITS.minSeats, max: VEHICLE_LIMITS.maxSeats })}
          </label>
          <input
            id="vehicle-seats"
            type="number"
            inputMode="numeric"
            min={VEHICLE_LIMITS.minSeats}
            max={VEHICLE_LIMITS.maxSeats}
            value={seats}
            onChange={(e) => setSeats(e.target.value)}
            required
          />
        </div>
      </div>
      <div className="admin-toolbar">
        <button type="submit" className="button button-primary" aria-disabled={save.busy}>
          {save.busy ? t('form.sending') : vehicle ? t('form.save') : t('form.register')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
