import type { ReactNode } from 'react';
import { PcLayout, type NavEntry } from '@client/components/layouts/pc/PcLayout';
import { Loading } from '@client/components/ui/Loading';
import { paths } from '@client/config/paths';
import { useLearnerContext } from '../use-learner-context';
import { useSignOut } from '../use-sign-out';

type LearnerContext = NonNullable<ReturnType<typeof useLearnerContext>>;

/** Side-navigation entries of SPEC.md §2 whose screens exist; later screens add theirs, gated by site options. */
function navEntries(): NavEntry[] {
  return [{ to: paths.pc.menu, label: 'トップ' }];
}

/** A signed-in desktop screen inside the side navigation. */
export function PcFrame({ children }: { children: (context: LearnerContext) => ReactNode }) {
  const context = useLearnerContext();
  const signOut = useSignOut('pc');
  return (
    <PcLayout
      schoolName={context?.provider.name ?? ''}
      phoneNumber={context?.provider.phoneNumber ?? ''}
      entries={navEntries()}
      onSignOut={() => signOut(context?.session.user.recNo)}
    >
      {context ? children(context) : <Loading />}
    </PcLayout>
  );
}
