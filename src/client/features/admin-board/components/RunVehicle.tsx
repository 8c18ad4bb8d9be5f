import { t } from '@shared/i18n/console/board';
import type { BoardRun } from '@shared/schemas/admin-board';

/** The run's vehicle as a driver names it: name, code and seats; 未割当 when none is assigned. */
export const vehicleText = (run: BoardRun) =>
  run.vehicle
    ? t('driverManifest.vehicleValue', {
        name: run.vehicle.name,
        code: run.vehicle.vehicleCd,
        seats: run.vehicle.seats,
      })
    : t('driverManifest.noVehicle');

/** The assigned vehicle's usual driver; 未登録 when the vehicle has none or no vehicle is assigned. */
export const driverText = (run: BoardRun) => run.vehicle?.driverName || t('driverManifest.noDriver');

/** The vehicle and driver of a run as two facts of a manifest's list of facts. */
export function RunVehicleFacts({ run }: { run: BoardRun }) {
  return (
    <>
      <div>
        <dt>{t('driverManifest.vehicle')}</dt>
        <dd>{vehicleText(run)}</dd>
      </div>
      <div>
        <dt>{t('driverManifest.driver')}</dt>
        <dd>{driverText(run)}</dd>
      </div>
    </>
  );
}

/** The run's vehicle of the day and its usual driver, or 未割当. */
export function RunVehicle({ vehicle }: { vehicle: BoardRun['vehicle'] }) {
  if (!vehicle) return <span className="hint">{t('noVehicle')}</span>;
  return (
    <span className="board-vehicle">
      <span>{vehicle.name}</span>
      {vehicle.driverName !== '' && <span className="hint">{t('driver', { name: vehicle.driverName })}</span>}
    </span>
  );
}
