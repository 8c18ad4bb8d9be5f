import { useState, type FormEvent } from 'react';
import { VEHICLE_LIMITS, type StaffVehicle } from '@shared/schemas/admin-vehicles';
import { focusOnMount } from '@client/lib/focus-on-mount';
import { failureText } from '@client/lib/refusal-text';
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
 * The server checks every field (780–784) and the form shows its Japanese text, not the browser's.
 */
export function VehicleForm({ vehicle, onSaved, onCancel }: Props) {
  const [vehicleCd, setVehicleCd] = useState(vehicle?.vehicleCd ?? '');
  const [name, setName] = useState(vehicle?.name ?? '');
  const [plate, setPlate] = useState(vehicle?.plate ?? '');
  const [seats, setSeats] = useState(String(vehicle?.seats ?? ''));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      onSaved(
        await saveVehicle({
          id: vehicle?.id,
          vehicleCd: vehicle ? undefined : vehicleCd,
          name,
          plate,
          seats: seatCount(seats),
        }),
      );
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      className="admin-panel vehicle-form"
      onSubmit={(e) => void submit(e)}
      aria-labelledby="vehicle-form-title"
    >
      <h2 id="vehicle-form-title">{vehicle ? `${vehicle.name}の編集` : '車両の登録'}</h2>
      {problem && (
        <p role="alert" className="alert alert-error">
          {problem}
        </p>
      )}
      <div className="vehicle-fields">
        <div className="field">
          <label htmlFor="vehicle-cd">車両コード（半角英数字 {VEHICLE_LIMITS.vehicleCd}文字以内）</label>
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
            運行表の便が車両をこのコードで指します。登録後は変更できません。
          </p>
        </div>
        <div className="field">
          <label htmlFor="vehicle-name">車両名（{VEHICLE_LIMITS.name}文字以内）</label>
          <input
            ref={vehicle ? focusOnMount : undefined}
            id="vehicle-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
          />
        </div>
        <div className="field">
          <label htmlFor="vehicle-plate">ナンバー（任意）</label>
          <input id="vehicle-plate" value={plate} onChange={(e) => setPlate(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="vehicle-seats">
            定員（{VEHICLE_LIMITS.minSeats}〜{VEHICLE_LIMITS.maxSeats}人）
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
        <button type="submit" className="button button-primary" aria-disabled={busy}>
          {busy ? '送信中…' : vehicle ? '保存する' : '登録する'}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          やめる
        </button>
      </div>
    </form>
  );
}
