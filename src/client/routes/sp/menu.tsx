import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { t as tFrame } from '@shared/i18n/learner/frame';
import { t } from '@shared/i18n/learner/menu';
import { japanDateKey } from '@shared/rules/japan-time';
import type { SiteOption } from '@shared/schemas/provider';
import type { Reservation } from '@shared/schemas/reservation';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { StatusBanner } from '@client/components/ui/StatusBanner';
import { noticeHref, paths } from '@client/config/paths';
import { usePointCategories } from '@client/features/bus-stop-reg/api/get-point-categories';
import { PointStartForm } from '@client/features/bus-stop-reg/components/PointStartForm';
import { useStartRegistration } from '@client/features/bus-stop-reg/hooks/use-start-registration';
import { useFixedPlans } from '@client/features/fixed-plan/api/get-fixes-plans';
import { FixedPlanNotices } from '@client/features/fixed-plan/components/FixedPlanNotices';
import { useNews } from '@client/features/notices/api/get-news';
import { NoticeList } from '@client/features/notices/components/NoticeList';
import { useReservationDays } from '@client/features/reservation/api/get-reservation-days';
import {
  reservationListQuery,
  useReservationList,
} from '@client/features/reservation/api/get-reservation-list';
import { NotRidingControl } from '@client/features/not-riding/components/NotRidingControl';
import { RunMessageNotices } from '@client/features/run-messages/components/RunMessageNotices';
import { SpConditionForm } from '@client/features/reservation/components/SpConditionForm';
import { SpUpcomingReservations } from '@client/features/reservation/components/SpUpcomingReservations';
import {
  useReservationCondition,
  type ReservationCondition,
} from '@client/features/reservation/hooks/use-reservation-condition';
import { WaitlistEntries } from '@client/features/reservation/components/WaitlistEntries';
import { isRefusal } from '@client/lib/refusal-text';
import { SpFrame } from './sp-frame';
import '@client/styles/sp-booking.css';
import '@client/styles/account.css';
import '@client/styles/fixed-plan.css';
import '@client/styles/run-messages.css';
import '@client/styles/not-riding.css';
import '@client/styles/waitlist.css';

/**
 * Messages another screen passes to the menu (SPEC.md §2): successes in a status banner, refusals
 * SPEC.md §8 shows on the menu (a point deletion's 999999) in an alert.
 */
export interface MenuState {
  messages?: string[];
  problems?: string[];
}

function Notices() {
  const news = useNews();
  return (
    <section className="card" aria-labelledby="sp-notices">
      <h2 id="sp-notices">{t('sections.notices')}</h2>
      {news.data ? (
        <NoticeList notices={news.data} hrefFor={(id) => noticeHref('sp', id)} />
      ) : (
        <Loading cards={1} />
      )}
    </section>
  );
}

function FixedPlans() {
  const plans = useFixedPlans();
  return (
    <section className="card" aria-labelledby="sp-fixed-plans">
      <h2 id="sp-fixed-plans">{t('sections.fixedPlans')}</h2>
      {plans.data ? <FixedPlanNotices notices={plans.data} /> : <Loading cards={1} />}
    </section>
  );
}

/**
 * The booking form of SPEC.md §2. 「予約する」 at the top of the menu brings the learner here: each
 * press (`asked` counting them) scrolls to the heading and gives it the focus, also when the press
 * came before this section appeared.
 */
function BookingCondition({ options, asked }: { options: SiteOption['reservation']; asked: number }) {
  const days = useReservationDays();
  const { condition, replace } = useReservationCondition();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = days.data ?? (isRefusal(days.error, 309) ? [] : null);
  const start = (next: ReservationCondition) => {
    replace(next);
    navigate(paths.sp.course);
  };
  useEffect(() => {
    if (asked === 0) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [asked]);
  return (
    <section className="card" aria-labelledby="sp-booking">
      <h2 id="sp-booking" ref={heading} tabIndex={-1}>
        {t('sections.booking')}
      </h2>
      {days.isPending && <Loading cards={1} />}
      {list ? (
        <SpConditionForm days={list} options={options} initial={condition} onSubmit={start} />
      ) : (
        <QueryProblem error={days.error} />
      )}
      <div className="sp-menu-buttons sp-menu-buttons-below">
        <Link className="button" to={paths.sp.planner}>
          {tFrame('screens.planner')}
        </Link>
      </div>
    </section>
  );
}

/** How many rides the menu shows before 「すべての予約」: few enough to keep the actions in sight. */
const MENU_RIDES = 3;

const notRiding = (ride: Reservation) => <NotRidingControl ride={ride} area="sp" />;

function Bookings({ siteOption, settled }: { siteOption: SiteOption; settled: boolean }) {
  return (
    <section className="card" aria-labelledby="sp-bookings">
      <h2 id="sp-bookings">{t('sections.bookings')}</h2>
      <SpUpcomingReservations siteOption={siteOption} compact limit={MENU_RIDES} rideAction={notRiding} />
      {settled && (
        <div className="sp-menu-buttons">
          <Link className="button" to={paths.sp.check}>
            {tFrame('screens.check')}
          </Link>
          <Link className="button" to={paths.sp.cancel}>
            {tFrame('screens.cancel')}
          </Link>
        </div>
      )}
    </section>
  );
}

/** Whether the learner rides today, when the bus's position helps most; asked only where rides are booked here. */
function useRidesToday(enabled: boolean): boolean {
  const rides = useQuery({ ...reservationListQuery, enabled });
  const today = japanDateKey(new Date());
  return (rides.data ?? []).some((ride) => ride.date === today);
}

/**
 * What the learner comes for, first on the page (issue 25): 「予約する」, and the bus's position on
 * a day they ride. One row whatever arrives, so the rides loading never moves it.
 */
function Actions({ showBus, onBook }: { showBus: boolean; onBook: () => void }) {
  return (
    <div className="sp-menu-actions">
      <button type="button" className="button button-primary" onClick={onBook}>
        {t('actions.book')}
      </button>
      {showBus && (
        <Link className="button" to={paths.sp.busplace}>
          {tFrame('screens.busPosition')}
        </Link>
      )}
    </div>
  );
}

/**
 * Under the actions: the next rides, the booking form, then the school's news. The sections below
 * the rides wait for them, held in a screen-tall box meanwhile, so that a list of rides arriving
 * never pushes what the learner is already reading down the page.
 */
function RidesFirst({ siteOption, bookingAsked }: { siteOption: SiteOption; bookingAsked: number }) {
  const rides = useReservationList();
  const settled = !rides.isPending;
  return (
    <div className={settled ? undefined : 'sp-menu-pending'}>
      <Bookings siteOption={siteOption} settled={settled} />
      {/* the learner's キャンセル待ち, only when there are any: the actions and rides stay first */}
      {settled && <WaitlistEntries area="sp" view={siteOption.reservationView} headingId="sp-waitlist" />}
      {settled && <BookingCondition options={siteOption.reservation} asked={bookingAsked} />}
      {settled && siteOption.menu.useFixedPlanNotice && <FixedPlans />}
      {settled && siteOption.menu.useNotification && <Notices />}
    </div>
  );
}

function PointRegistration() {
  const categories = usePointCategories();
  const list = categories.data ?? [];
  const { start, problem, checking, clearProblem } = useStartRegistration(list);
  return (
    <section className="card" aria-labelledby="sp-points">
      <h2 id="sp-points">{t('sections.points')}</h2>
      {categories.isPending && <Loading cards={1} />}
      <QueryProblem error={categories.error} />
      {list.length > 0 && (
        <PointStartForm
          categories={list}
          checking={checking}
          problem={problem}
          onChange={clearProblem}
          onSubmit={(categoryCd) => {
            // the map page's code (Leaflet) loads while the category is checked, not after
            if (categoryCd) void import('./bus-stop-reg');
            void start(categoryCd);
          }}
        />
      )}
      <div className="sp-menu-buttons sp-menu-buttons-below">
        <Link className="button" to={paths.sp.busStopCheck}>
          {tFrame('screens.pointCheck')}
        </Link>
        <Link className="button" to={paths.sp.busStopEdit}>
          {tFrame('screens.pointEdit')}
        </Link>
      </div>
    </section>
  );
}

function BusPosition() {
  return (
    <section className="card" aria-labelledby="sp-bus-position">
      <h2 id="sp-bus-position">{tFrame('screens.busPosition')}</h2>
      <Link className="button sp-registration-button" to={paths.sp.busplace}>
        {tFrame('screens.busPosition')}
      </Link>
    </section>
  );
}

function Alerts() {
  return (
    <section className="card" aria-labelledby="sp-alerts">
      <h2 id="sp-alerts">{tFrame('screens.alerts')}</h2>
      <Link className="button sp-registration-button" to={paths.sp.alerts}>
        {tFrame('screens.alerts')}
      </Link>
    </section>
  );
}

function Registration() {
  return (
    <section className="card" aria-labelledby="sp-registration">
      <h2 id="sp-registration">{t('sections.registration')}</h2>
      <Link className="button sp-registration-button" to={paths.sp.change}>
        {tFrame('screens.change')}
      </Link>
    </section>
  );
}

/** SpMenu's own parts, below the frame, so that they may read the learner's rides. */
function MenuBody({ siteOption }: { siteOption: SiteOption }) {
  const [bookingAsked, setBookingAsked] = useState(0);
  const menu = siteOption.menu;
  const ridesToday = useRidesToday(menu.useReservation);
  const busAtTop = menu.useReservation && menu.useBusOperationStatus && ridesToday;
  return (
    <>
      {menu.useReservation ? (
        <>
          <Actions showBus={busAtTop} onBook={() => setBookingAsked((n) => n + 1)} />
          <RunMessageNotices headingId="sp-run-messages" />
          <RidesFirst siteOption={siteOption} bookingAsked={bookingAsked} />
        </>
      ) : (
        <>
          {siteOption.menu.useFixedPlanNotice && <FixedPlans />}
          {siteOption.menu.useNotification && <Notices />}
        </>
      )}
      {siteOption.menu.useBusStopReg && <PointRegistration />}
      {siteOption.menu.useBusOperationStatus && !busAtTop && <BusPosition />}
      <Alerts />
      {siteOption.menu.useChangeRegistered && <Registration />}
    </>
  );
}

export default function SpMenuRoute() {
  const location = useLocation();
  const state = location.state as MenuState | null;
  const messages = state?.messages ?? [];
  const problems = state?.problems ?? [];
  return (
    <SpFrame>
      {({ session, siteOption }) => (
        <>
          <h1 className="page-title">{t('title')}</h1>
          <div className="greeting">
            <p className="greeting-name">{tFrame('greeting', { name: session.user.furigana })}</p>
            <p className="greeting-check">{tFrame('checkName')}</p>
          </div>
          {messages.length > 0 && (
            <StatusBanner>
              {messages.map((message, i) => (
                // two bookings of one date and direction give the same line
                <p key={`${i}:${message}`}>{message}</p>
              ))}
            </StatusBanner>
          )}
          {problems.map((problem, i) => (
            <Alert key={`${i}:${problem}`}>{problem}</Alert>
          ))}
          <MenuBody siteOption={siteOption} />
        </>
      )}
    </SpFrame>
  );
}
