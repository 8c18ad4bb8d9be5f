import { Link, Navigate } from 'react-router';
import { t } from '@shared/i18n/learner/frame';
import { paths } from '@client/config/paths';
import { PlannerPanel } from '@client/features/planner/components/PlannerPanel';
import { SpFrame } from './sp-frame';
import '@client/styles/planner.css';

/** The week planner on the smartphone (issue 29 §2); where the site takes no bookings, the menu. */
export default function SpPlannerRoute() {
  return (
    <SpFrame>
      {(context) =>
        context.siteOption.menu.useReservation ? (
          <>
            <h1 className="page-title">{t('screens.planner')}</h1>
            <PlannerPanel />
            <Link className="button" to={paths.sp.menu}>
              {t('back')}
            </Link>
          </>
        ) : (
          <Navigate to={paths.sp.menu} replace />
        )
      }
    </SpFrame>
  );
}
