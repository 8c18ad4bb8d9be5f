import { eq } from 'drizzle-orm';
import type { LoginUser } from '@shared/schemas/auth';
import type { Db } from '@server/db/client';
import { learners } from '@server/db/schema';
import { HttpError } from '@server/domain/business-error';
import type { Learner } from '@server/domain/auth/sign-in';

/** Only what the screens need: never the hash, and contact details only on the change screens. */
export function presentLoginUser(learner: Learner): LoginUser {
  return { recNo: learner.id, seitoNo: learner.seitoNo, name: learner.name, furigana: learner.furigana };
}

export async function findLearner(db: Db, id: number): Promise<Learner> {
  const [learner] = await db.select().from(learners).where(eq(learners.id, id));
  if (!learner) throw new HttpError(401);
  return learner;
}
