import type { LoginUser } from '@shared/schemas/auth';
import type { Learner } from '@server/domain/auth/sign-in';

/** Only what the screens need: never the hash, and contact details only on the change screens. */
export function presentLoginUser(learner: Learner): LoginUser {
  return { recNo: learner.id, seitoNo: learner.seitoNo, name: learner.name, furigana: learner.furigana };
}
