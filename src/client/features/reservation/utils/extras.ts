import type { SiteOption } from '@shared/schemas/provider';

/** The extras of a booking (SPEC.md §3): children, child seats, bicycle. */
export interface Extras {
  passenger: number;
  childSheet: number;
  jitensya: number;
}

/** Which extras this site offers (SPEC.md §3 reservation flags). */
export function enabledExtras(options: SiteOption['reservation']): Record<keyof Extras, boolean> {
  return {
    passenger: options.isPassengerOptionEnabled,
    childSheet: options.isChildSheetOptionEnabled,
    jitensya: options.isJitensyaOptionEnabled,
  };
}

/** The extras to send: only those the site offers, the others count as none. */
export function chosenExtras(extras: Extras, options: SiteOption['reservation']): Extras {
  const enabled = enabledExtras(options);
  return {
    passenger: enabled.passenger ? extras.passenger : 0,
    childSheet: enabled.childSheet ? extras.childSheet : 0,
    jitensya: enabled.jitensya ? extras.jitensya : 0,
  };
}

/** The extras as the desktop summaries list them: absent when the site does not offer them. */
export function shownExtras(extras: Extras, options: SiteOption['reservation']): Partial<Extras> {
  const enabled = enabledExtras(options);
  return {
    ...(enabled.passenger ? { passenger: extras.passenger } : {}),
    ...(enabled.childSheet ? { childSheet: extras.childSheet } : {}),
    ...(enabled.jitensya ? { jitensya: extras.jitensya } : {}),
  };
}
