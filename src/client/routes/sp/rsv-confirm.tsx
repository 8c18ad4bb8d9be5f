import { Link, useNavigate } from 'react-router';
import type { SiteOption } from '@shared/schemas/provider';
import { Alert } from '@client/components/ui/Alert';
import { paths } from '@client/config/paths';
import { useSaveReservation } from '@client/features/reservation/api/save-reservation';
import { SpSummaryPanel } from '@client/features/reservation/components/SpSummaryPanel';
import {
  useReservationCondition,
  type ReservationCondition,
} from '@client/features/reservation/hooks/use-reservation-condition';
import { chosenExtras } from '@client/features/reservation/utils/extras';
import { confirmedMessage } from '@client/lib/labels';
import { t } from '@shared/i18n/learner/booking';
import { t as tFrame } from '@shared/i18n/learner/frame';
import { messages } from '@shared/i18n/messages';
import type { MenuState } from './menu';
import { SpFlowFrame } from './sp-flow';

function Confirm({ condition, siteOption }: { condition: ReservationCondition; siteOption: SiteOption }) {
  const options = siteOption.reservation;
  const save = useSaveReservation();
  const { replace } = useReservationCondition();
  const navigate = useNavigate();
  const { busStop, travel } = condition;

  const execute = () => {
    if (!busStop || !travel) return;
    save.mutate(
      {
        date: condition.date,
        binCd: travel.binCd,
        upDown: condition.upDown,
        busStopCd: busStop.busStopCd,
        ...chosenExtras(condition, options),
      },
      {
        onSuccess: ({ checked }) => {
          replace(null);
          const confirmed = confirmedMessage(condition.date, condition.upDown);
          const state: MenuState = {
            messages: checked ? [messages.reservation.bookingDone, confirmed] : [confirmed],
          };
          navigate(paths.sp.menu, { replace: true, state });
        },
      },
    );
  };

  return (
    <>
      {save.checkingText && <Alert tone="info">{save.checkingText}</Alert>}
      {save.failure && <Alert>{save.failure}</Alert>}
      <SpSummaryPanel
        condition={condition}
        view={siteOption.reservationView}
        title={t('confirm.summaryTitle')}
      />
      <p className="sp-confirm-note">{t('confirm.note')}</p>
      <div className="sp-actions">
        <button type="button" className="button button-primary" disabled={save.isPending} onClick={execute}>
          {save.checking ? tFrame('checking') : save.isPending ? t('booking') : t('book')}
        </button>
        <Link className="button" to={paths.sp.time}>
          {t('confirm.backToTime')}
        </Link>
      </div>
    </>
  );
}

export default function SpRsvConfirmRoute() {
  return (
    <SpFlowFrame title={t('titles.confirm')} step={4} needs="travel" summary={false}>
      {({ condition, context }) => <Confirm condition={condition} siteOption={context.siteOption} />}
    </SpFlowFrame>
  );
}
