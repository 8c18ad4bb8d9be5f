import type { SiteOption } from '@shared/schemas/provider';

/** The two `reservationView` switches (SPEC.md §3) that say whether learners see periods and bus names. */
export type NameVisibility = Pick<SiteOption['reservationView'], 'isJgnVisible' | 'isBusVisible'>;

/** A ride's class period as the screens name it ('2時限'), or '' when the school hides periods. */
export function shownPeriod(
  view: NameVisibility,
  ride: { jigenName?: string; displayJigen: string },
): string {
  return view.isJgnVisible ? ride.jigenName || ride.displayJigen : '';
}

/** A ride's bus name ('北部方面 1便'), or '' when the school hides bus names. */
export function shownBus(view: NameVisibility, ride: { binNm: string }): string {
  return view.isBusVisible ? ride.binNm : '';
}
