import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { LearnerContext } from '@client/app/use-learner-context';
import { paths } from '@client/config/paths';
import { SpFrame } from './sp-frame';
import '@client/styles/sp-booking.css';
import '@client/styles/bus-position.css';

/** A signed-in screen of live bus positions: only where the site turns them on (SPEC.md §2). */
export function SpBusFrame({
  title,
  children,
}: {
  title: string;
  children: (context: LearnerContext) => ReactNode;
}) {
  return (
    <SpFrame>
      {(context) =>
        context.siteOption.menu.useBusOperationStatus ? (
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
