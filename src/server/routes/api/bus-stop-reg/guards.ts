import type { SessionLearner } from '@server/domain/auth/session-store';
import { findLearner } from '@server/domain/auth/sign-in';
import { HttpError } from '@server/plugins/app/http-error';
import type { Db } from '@server/db/client';

/**
 * A write naming a student number (SPEC.md §7 BusStopRegister, BusStopDelete) must name the
 * session's learner: another one is refused with 403, as another recNo is by learnerAction.
 */
export async function assertOwnSeitoNo(db: Db, learner: SessionLearner, seitoNo: string | undefined) {
  if (seitoNo === undefined) return;
  const row = await findLearner(db, learner.learnerId);
  if (!row || row.seitoNo !== seitoNo) throw new HttpError(403);
}
