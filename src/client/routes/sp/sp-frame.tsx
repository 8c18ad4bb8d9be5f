import type { ReactNode } from 'react';
import { SpLayout } from '@client/components/layouts/sp/SpLayout';
import { Loading } from '@client/components/ui/Loading';
import { useLearnerContext, type LearnerContext } from '@client/app/use-learner-context';
import { useSignOut } from '@client/app/use-sign-out';

/** A signed-in smartphone screen: layout, footer, and the learner context once loaded. */
export function SpFrame({ children }: { children: (context: LearnerContext) => ReactNode }) {
  const context = useLearnerContext();
  const signOut = useSignOut('sp');
  return (
    <SpLayout
      schoolName={context?.provider.name}
      phoneNumber={context?.provider.phoneNumber}
      onSignOut={() => signOut(context?.session.user.recNo)}
    >
      {context ? children(context) : <Loading />}
    </SpLayout>
  );
}
