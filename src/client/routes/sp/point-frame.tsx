import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { LearnerContext } from '@client/app/use-learner-context';
import { paths } from '@client/config/paths';
import { SpFrame } from './sp-frame';
import '@client/styles/sp-booking.css';
import '@client/styles/sp-points.css';

/** A screen of the learner's own points (SPEC.md §2): only where the site turns point registration on. */
export function SpPointFrame({
  title,
  children,
}: {
  title: string;
  children: (context: LearnerContext) => ReactNode;
}) {
  return (
    <SpFrame>
      {(context) =>
        context.siteOption.menu.useBusStopReg ? (
          <>
            <h1 className="page-title">{title}</h1>
            {children(context)}
          </>
        ) : (
          <Navigate to={paths.sp.menu} replace />
        )
      }
    </SpFrame>
  );
}
