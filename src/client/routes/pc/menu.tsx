import { t as tFrame } from '@shared/i18n/learner/frame';
import { t } from '@shared/i18n/learner/menu';
import { t as tRides } from '@shared/i18n/learner/rides';
import { Loading } from '@client/components/ui/Loading';
import { noticeHref } from '@client/config/paths';
import { useFixedPlans } from '@client/features/fixed-plan/api/get-fixes-plans';
import { FixedPlanNotices } from '@client/features/fixed-plan/components/FixedPlanNotices';
import { useNews } from '@client/features/notices/api/get-news';
import { NoticeList } from '@client/features/notices/components/NoticeList';
import { PcUpcomingReservations } from '@client/features/reservation/components/PcUpcomingReservations';
import type { SiteOption } from '@shared/schemas/provider';
import { PcFrame } from './pc-frame';
import '../../styles/pc-booking.css';
import '../../styles/fixed-plan.css';

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

function Reservations({ siteOption }: { siteOption: SiteOption }) {
  return (
    <section className="card" aria-labelledby="pc-reservations">
      <h2 id="pc-reservations">{tRides('listTitle')}</h2>
      <PcUpcomingReservations siteOption={siteOption} />
    </section>
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
          {/* the learner's rides first, then the school's news */}
          {siteOption.menu.useReservation && <Reservations siteOption={siteOption} />}
          {siteOption.menu.useFixedPlanNotice && <FixedPlans />}
          {siteOption.menu.useNotification && <Notices />}
        </>
      )}
    </PcFrame>
  );
}
