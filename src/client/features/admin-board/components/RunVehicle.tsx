import { t } from '@shared/i18n/console/board';
import type { BoardRun } from '@shared/schemas/admin-board';

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
