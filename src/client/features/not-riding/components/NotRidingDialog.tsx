import { t } from '@shared/i18n/learner/not-riding';
import type { Reservation } from '@shared/schemas/reservation';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { directionWithDestination, rideDateLabel } from '@client/lib/labels';

/** The confirm step before 「今日は乗りません」, open while mounted: which ride, and that it is not a cancel. */
export function NotRidingDialog({
  ride,
  onConfirm,
  onCancel,
}: {
  ride: Reservation;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open
      title={t('confirm.title', {
        ride: `${rideDateLabel(ride.date)} ${directionWithDestination(ride.upDown)}`,
      })}
      text={t('confirm.text')}
      confirmLabel={t('confirm.yes')}
      cancelLabel={t('confirm.no')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
