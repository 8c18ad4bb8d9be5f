import { Navigate, useLocation, useNavigate } from 'react-router';
import { t } from '@shared/i18n/learner/cancel';
import { t as tFrame } from '@shared/i18n/learner/frame';
import { messages } from '@shared/i18n/messages';
import { StatusBanner } from '@client/components/ui/StatusBanner';
import { paths } from '@client/config/paths';
import { PcReservationList } from '@client/features/reservation/components/PcReservationList';
import { cancelledMessage } from '@client/lib/labels';
import type { CancelNoticeState } from './cancelcheck';
import { PcFrame } from './pc-frame';
import '../../styles/pc-booking.css';

/** Cancel result (SPEC.md §2 desktop): which bookings were cancelled, and the way back to the top. */
export default function PcCancelNoticeRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as CancelNoticeState | null;
  const cancelled = state?.cancelled;
  if (!cancelled || cancelled.length === 0) return <Navigate to={paths.pc.menu} replace />;
  return (
    <PcFrame>
      {({ siteOption }) => (
        <>
          <h1 className="page-title">{t('titles.done')}</h1>
          <StatusBanner>
            {state.checked && <p>{messages.reservation.cancelDone}</p>}
            {cancelled.map((r) => (
              <p key={r.yoyakuId}>{cancelledMessage(r.date, r.upDown)}</p>
            ))}
          </StatusBanner>
          <div className="card">
            <PcReservationList
              reservations={cancelled}
              unit={siteOption.school.timetableUnit}
              view={siteOption.reservationView}
              caption={t('cancelled')}
            />
          </div>
          <div className="pc-actions">
            <button type="button" className="button" onClick={() => navigate(paths.pc.menu)}>
              {tFrame('backToTop')}
            </button>
          </div>
        </>
      )}
    </PcFrame>
  );
}
