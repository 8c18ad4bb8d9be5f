import type { ReactNode } from 'react';
import { t } from '@shared/i18n/learner/frame';
import { PcLayout, type NavEntry } from '@client/components/layouts/pc/PcLayout';
import { ConnectionProblem } from '@client/components/ui/ConnectionProblem';
import { Loading } from '@client/components/ui/Loading';
import {
  useContextRetry,
  useLearnerContext,
  useSchool,
  type LearnerContext,
} from '@client/app/use-learner-context';
import { useSignOut } from '@client/app/use-sign-out';
import { paths, rsvcondHref } from '@client/config/paths';

/** Side-navigation entries of SPEC.md §2 whose screens exist; later screens add theirs, gated by site options. */
function navEntries(context: LearnerContext | null): NavEntry[] {
  return [
    { to: paths.pc.menu, label: t('screens.top') },
    ...(context?.siteOption.menu.useReservation
      ? [
          { to: rsvcondHref(1), label: t('screens.bookUp') },
          { to: rsvcondHref(2), label: t('screens.bookDown') },
          { to: paths.pc.planner, label: t('screens.planner') },
          { to: paths.pc.check, label: t('screens.check') },
          { to: paths.pc.cancel, label: t('screens.cancel') },
        ]
      : []),
    ...(context?.siteOption.menu.useChangeRegistered
      ? [{ to: paths.pc.change, label: t('screens.change') }]
      : []),
    { to: paths.pc.alerts, label: t('screens.alerts') },
  ];
}

interface Props {
  /** the booking flow's pages while it holds the learner's choices: sign-out asks first */
  bookingUnderway?: boolean;
  children: (context: LearnerContext) => ReactNode;
}

/** A signed-in desktop screen inside the side navigation. */
export function PcFrame({ bookingUnderway = false, children }: Props) {
  const context = useLearnerContext();
  const school = useSchool();
  const retry = useContextRetry();
  const signOut = useSignOut('pc');
  return (
    <PcLayout
      schoolName={school?.name ?? ''}
      phoneNumber={school?.phoneNumber ?? ''}
      entries={navEntries(context)}
      onSignOut={() => signOut(context?.session.user.recNo)}
      confirmSignOut={bookingUnderway}
    >
      {context ? (
        children(context)
      ) : retry ? (
        <ConnectionProblem onRetry={retry} titled />
      ) : (
        <Loading cards={3} />
      )}
    </PcLayout>
  );
}
