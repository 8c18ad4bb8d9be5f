import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { t } from '@shared/i18n/learner/booking';
import type { LearnerContext } from '@client/app/use-learner-context';
import { Loading } from '@client/components/ui/Loading';
import { paths } from '@client/config/paths';
import {
  useReservationCondition,
  type ReservationCondition,
} from '@client/features/reservation/hooks/use-reservation-condition';
import { SpStepBar } from '@client/features/reservation/components/SpStepBar';
import { SpSummaryPanel } from '@client/features/reservation/components/SpSummaryPanel';
import { placeTerm } from '@client/lib/labels';
import { SpFrame } from './sp-frame';
import '@client/styles/sp-booking.css';

interface Props {
  /** the page's title, or how it is worded for the chosen direction (乗車地点 / 降車地点) */
  title: string | ((condition: ReservationCondition) => string);
  step: 1 | 2 | 3 | 4;
  /** what the page builds on: a chosen point (time page) or a chosen bus too (confirm page) */
  needs?: 'busStop' | 'travel';
  /** the confirm page shows the whole condition itself */
  summary?: boolean;
  children: (args: { condition: ReservationCondition; context: LearnerContext }) => ReactNode;
}

/** The point pages' title: where the learner boards, or gets off on a return ride. */
export const choosePlaceTitle = (condition: ReservationCondition) =>
  t('titles.choosePlace', { place: placeTerm(condition.upDown) });

/**
 * A page of the smartphone booking flow: title, step bar and summary over the page's own content.
 * A page opened without the condition it needs goes back to where that condition is made; the
 * check is made on arrival only, so clearing the condition after a booking does not redirect.
 */
export function SpFlowFrame({ title, step, needs, summary = true, children }: Props) {
  const { condition } = useReservationCondition();
  const [onArrival] = useState(condition);
  if (!onArrival) return <Navigate to={paths.sp.menu} replace />;
  if (needs && !onArrival.busStop) return <Navigate to={paths.sp.course} replace />;
  if (needs === 'travel' && !onArrival.travel) return <Navigate to={paths.sp.time} replace />;
  return (
    <SpFrame bookingUnderway={condition !== null}>
      {(context) =>
        condition ? (
          <>
            <h1 className="page-title">{typeof title === 'string' ? title : title(condition)}</h1>
            <SpStepBar current={step} upDown={condition.upDown} />
            {summary && <SpSummaryPanel condition={condition} view={context.siteOption.reservationView} />}
            {children({ condition, context })}
          </>
        ) : (
          <Loading />
        )
      }
    </SpFrame>
  );
}
