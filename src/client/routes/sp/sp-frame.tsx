import type { ReactNode } from 'react';
import { SpLayout } from '@client/components/layouts/sp/SpLayout';
import { Loading } from '@client/components/ui/Loading';
import { useLearnerContext } from '../use-learner-context';
import { useSignOut } from '../use-sign-out';

type LearnerContext = NonNullable<ReturnType<typeof useLearnerContext>>;

/** A signed-in smartphone screen: layout, footer, and the learner context once loaded. */
export function SpFrame({ children }: { children: (context: LearnerContext) => ReactNode }) {
  const context = useLearnerContext();
  const signOut = useSignOut('sp');
  return (
    <SpLayout schoolName={context?.provider.name} onSignOut={() => signOut(context?.session.user.recNo)}>
      {context ? children(context) : <Loading />}
    </SpLayout>
  );
}
