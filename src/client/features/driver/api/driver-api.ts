import { driverApi } from '@shared/api/driver';
import type { BrowserFix, DriverTap } from '@shared/schemas/driver';
import { call } from '@client/lib/api-client';

/**
 * The driver page's calls. The page says itself when it has no connection (its kept list, its
 * count of unsent taps), so none of them raises the learners' global alert when unanswered, and
 * only the sign-in is a wait the driver watches.
 */
const quiet = { quietWhenUnanswered: true, background: true } as const;

export const signIn = (code: string) => call(driverApi.signIn, { code }, { quietWhenUnanswered: true });

export const signOut = () => call(driverApi.signOut, {}, quiet);

export const getDay = () => call(driverApi.getDay, {}, quiet);

export const recordTaps = (taps: DriverTap[]) => call(driverApi.recordTaps, { taps }, quiet);

export const reportPosition = (fixes: BrowserFix[]) => call(driverApi.reportPosition, { fixes }, quiet);
