import type { LoginResponse, LoginUser } from '@shared/schemas/auth';
import type { SessionLearner } from '@server/domain/auth/session-store';
import type { Learner } from '@server/domain/auth/sign-in';

/** Only what the screens need: never the hash, and contact details only on the change screens. */
export function presentLoginUser(learner: Learner): LoginUser {
  return { recNo: learner.id, seitoNo: learner.seitoNo, name: learner.name, furigana: learner.furigana };
}

/** The answer to a sign-in: who, for which school and site (SPEC.md §3 auth). */
export function presentLoginResponse(
  learner: Learner,
  school: { serviceCode: string },
  site: string,
  authority: string,
): LoginResponse {
  return {
    user: presentLoginUser(learner),
    auth: { code: school.serviceCode, recNo: learner.id, authority },
    site,
  };
}

/** The signed-in learner of a session, to restore the screens after a reload. */
export function presentSessionUser(learner: Learner, session: Pick<SessionLearner, 'site' | 'serviceCode'>) {
  return { user: presentLoginUser(learner), site: session.site, serviceCode: session.serviceCode };
}
