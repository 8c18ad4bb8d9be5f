import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { LearnerContext } from '@client/app/use-learner-context';
import { paths } from '@client/config/paths';
import { SpFrame } from './sp-frame';

export interface GatedFrameProps {
  title: string;
  children: (context: LearnerContext) => ReactNode;
}

/** A signed-in screen of a menu section (SPEC.md §2): shown only where the site turns that section on, else the menu. */
export function SpMenuGatedFrame({
  menuOption,
  title,
  children,
}: GatedFrameProps & { menuOption: 'useBusStopReg' | 'useBusOperationStatus' }) {
  return (
    <SpFrame>
      {(context) =>
        context.siteOption.menu[menuOption] ? (
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
