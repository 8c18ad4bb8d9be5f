import { t as tFrame } from '@shared/i18n/learner/frame';
import { t } from '@shared/i18n/learner/menu';
import { t as tRides } from '@shared/i18n/learner/rides';
import { Link } from 'react-router';
import { Loading } from '@client/components/ui/Loading';
import { noticeHref, rsvcondHref } from '@client/config/paths';
import { useFixedPlans } from '@client/features/fixed-plan/api/get-fixes-plans';
import { FixedPlanNotices } from '@client/features/fixed-plan/components/FixedPlanNotices';
import { useNews } from '@client/features/notices/api/get-news';
import { NoticeList } from '@client/features/notices/components/NoticeList';
import { NotRidingControl } from '@client/features/not-riding/components/NotRidingControl';
import { RunMessageNotices } from '@client/features/run-messages/components/RunMessageNotices';
import { PcUpcomingReservations } from '@client/features/reservation/components/PcUpcomingReservations';
import { WaitlistEntries } from '@client/features/reservation/components/WaitlistEntries';
import type { SiteOption } from '@shared/schemas/provider';
import type { Reservation } from '@shared/schemas/reservation';
import { PcFrame } from './pc-frame';
import '../../styles/pc-booking.css';
import '../../styles/fixed-plan.css';
import '../../styles/run-messages.css';
import '../../styles/not-riding.css';
import '../../styles/waitlist.css';

function Notices() {
  const news = useNews();
  return (
    <section className="card" aria-labelledby="pc-notices">
      <h2 id="pc-notices">{t('sections.notices')}</h2>
      {news.data ? (
        <NoticeList notices={news.data} hrefFor={(id) => noticeHref('pc', id)} dateFormat="long" />
      ) : (
        <Loading cards={1} />
      )}
    </section>
  );
}

function FixedPlans() {
  const plans = useFixedPlans();
  return (
    <section className="card" aria-labelledby="pc-fixed-plans">
      <h2 id="pc-fixed-plans">{t('sections.fixedPlans')}</h2>
      {plans.data ? <FixedPlanNotices notices={plans.data} /> : <Loading cards={1} />}
    </section>
  );
}

/** How many rides the top shows before 「すべての予約」 (the check screen lists them all too). */
const MENU_RIDES = 3;

const notRiding = (ride: Reservation) => <NotRidingControl ride={ride} area="pc" />;

function Reservations({ siteOption }: { siteOption: SiteOption }) {
  return (
    <section className="card" aria-labelledby="pc-reservations">
      <h2 id="pc-reservations">{tRides('listTitle')}</h2>
      <PcUpcomingReservations siteOption={siteOption} limit={MENU_RIDES} rideAction={notRiding} />
    </section>
  );
}

/**
 * What the learner comes for, first (issue 25): a booking, one button per direction as the side
 * navigation has them. The desktop has no bus position screen, so no バスの現在地 here.
 */
function Actions() {
  return (
    <div className="pc-menu-actions">
      <Link className="button button-primary" to={rsvcondHref(1)}>
        {t('actions.bookUp')}
      </Link>
      <Link className="button button-primary" to={rsvcondHref(2)}>
        {t('actions.bookDown')}
      </Link>
    </div>
  );
}

export default function PcMenuRoute() {
  return (
    <PcFrame>
      {({ session, siteOption }) => (
        <>
          <h1 className="page-title">{tFrame('screens.top')}</h1>
          <p className="welcome">
            {t('welcome')}
            <span className="greeting-name">{tFrame('greeting', { name: session.user.furigana })}</span>
          </p>
          {/* a booking first, then news of the learner's rides and the rides, then the school's news */}
          {siteOption.menu.useReservation && <Actions />}
          {siteOption.menu.useReservation && <RunMessageNotices headingId="pc-run-messages" />}
          {siteOption.menu.useReservation && <Reservations siteOption={siteOption} />}
          {siteOption.menu.useReservation && (
            <WaitlistEntries area="pc" view={siteOption.reservationView} headingId="pc-waitlist" />
          )}
          {siteOption.menu.useFixedPlanNotice && <FixedPlans />}
          {siteOption.menu.useNotification && <Notices />}
        </>
      )}
    </PcFrame>
  );
}
