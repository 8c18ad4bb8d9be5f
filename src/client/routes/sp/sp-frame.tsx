import type { ReactNode } from 'react';
import { SpLayout } from '@client/components/layouts/sp/SpLayout';
import { ConnectionProblem } from '@client/components/ui/ConnectionProblem';
import { Loading } from '@client/components/ui/Loading';
import {
  useContextRetry,
  useLearnerContext,
  useSchool,
  type LearnerContext,
} from '@client/app/use-learner-context';
import { useSignOut } from '@client/app/use-sign-out';

interface Props {
  /** the booking flow's pages while it holds the learner's choices: sign-out asks first */
  bookingUnderway?: boolean;
  children: (context: LearnerContext) => ReactNode;
}

/** A signed-in smartphone screen: layout, footer, and the learner context once loaded. */
export function SpFrame({ bookingUnderway = false, children }: Props) {
  const context = useLearnerContext();
  const school = useSchool();
  const retry = useContextRetry();
  const signOut = useSignOut('sp');
  return (
    <SpLayout
      schoolName={school?.name}
      phoneNumber={school?.phoneNumber}
      onSignOut={() => signOut(context?.session.user.recNo)}
      confirmSignOut={bookingUnderway}
    >
      {context ? (
        children(context)
      ) : retry ? (
        <ConnectionProblem onRetry={retry} titled />
      ) : (
        <Loading cards={3} screen />
      )}
    </SpLayout>
  );
}
