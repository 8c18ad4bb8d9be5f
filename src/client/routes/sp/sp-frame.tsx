import type { ReactNode } from 'react';
import { SpLayout } from '@client/components/layouts/sp/SpLayout';
import { Loading } from '@client/components/ui/Loading';
import { useLearnerContext, useSchoolName, type LearnerContext } from '@client/app/use-learner-context';
import { useSignOut } from '@client/app/use-sign-out';

/** A signed-in smartphone screen: layout, footer, and the learner context once loaded. */
export function SpFrame({ children }: { children: (context: LearnerContext) => ReactNode }) {
  const context = useLearnerContext();
  const schoolName = useSchoolName();
  const signOut = useSignOut('sp');
  return (
    <SpLayout
      schoolName={schoolName}
      phoneNumber={context?.provider.phoneNumber}
      onSignOut={() => signOut(context?.session.user.recNo)}
    >
      {context ? children(context) : <Loading cards={3} screen />}
    </SpLayout>
  );
}
