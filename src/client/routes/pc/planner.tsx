import { Navigate } from 'react-router';
import { t } from '@shared/i18n/learner/frame';
import { paths } from '@client/config/paths';
import { PlannerPanel } from '@client/features/planner/components/PlannerPanel';
import { PcFrame } from './pc-frame';
import '@client/styles/planner.css';

/** The week planner on the desktop (issue 29 §2); where the site takes no bookings, the menu. */
export default function PcPlannerRoute() {
  return (
    <PcFrame>
      {(context) =>
        context.siteOption.menu.useReservation ? (
          <>
            <h1 className="page-title">{t('screens.planner')}</h1>
            <PlannerPanel />
          </>
        ) : (
          <Navigate to={paths.pc.menu} replace />
        )
      }
    </PcFrame>
  );
}
