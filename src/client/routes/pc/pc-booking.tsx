import { paths } from '@client/config/paths';
import type { ReservationCondition } from '@client/features/reservation/hooks/use-reservation-condition';
import type { SiteOption } from '@shared/schemas/provider';

export type UpDown = 1 | 2;

export const parseUpDown = (value: string | null): UpDown => (value === '2' ? 2 : 1);

export const rsvcondHref = (upDown: UpDown) => `${paths.pc.rsvcond}?upDown=${upDown}`;

/** Which extras this site offers (SPEC.md §3 reservation flags). */
export function enabledExtras(siteOption: SiteOption) {
  return {
    passenger: siteOption.reservation.isPassengerOptionEnabled,
    childSheet: siteOption.reservation.isChildSheetOptionEnabled,
    jitensya: siteOption.reservation.isJitensyaOptionEnabled,
  };
}

/** The extras to send and show: only those the site offers, the others count as none. */
export function chosenExtras(condition: ReservationCondition, siteOption: SiteOption) {
  const enabled = enabledExtras(siteOption);
  return {
    passenger: enabled.passenger ? condition.passenger : 0,
    childSheet: enabled.childSheet ? condition.childSheet : 0,
    jitensya: enabled.jitensya ? condition.jitensya : 0,
  };
}

/** The extras as the summaries list them: absent when the site does not offer them. */
export function shownExtras(condition: ReservationCondition, siteOption: SiteOption) {
  const enabled = enabledExtras(siteOption);
  return {
    ...(enabled.passenger ? { passenger: condition.passenger } : {}),
    ...(enabled.childSheet ? { childSheet: condition.childSheet } : {}),
    ...(enabled.jitensya ? { jitensya: condition.jitensya } : {}),
  };
}

const STEPS = ['条件・乗車地点', '乗車日時', '便の選択', '予約完了'];

/** Where the learner is in the booking (the desktop counterpart of the smartphone step bar). */
export function BookingSteps({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <ol className="pc-steps" aria-label="予約の手順">
      {STEPS.map((step, i) => (
        <li
          key={step}
          className={i + 1 === current ? 'pc-step-current' : undefined}
          aria-current={i + 1 === current ? 'step' : undefined}
        >
          <span className="pc-step-number">{i + 1}</span>
          {step}
        </li>
      ))}
    </ol>
  );
}
