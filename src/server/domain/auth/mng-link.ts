import { and, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { learners, schools } from '@server/db/schema';
import { issueSilentToken } from './silent-token';

export interface MngLinkRequest {
  serviceCode: string;
  seitoNo: string;
  site: string;
  area: 'sp' | 'pc';
  /** e.g. http://localhost:3000/bus/ankyo/ */
  baseUrl: string;
}

/**
 * The silent sign-in address of SPEC.md §2 (mode=mng) with the signed, five-minute, single-use
 * token PRODUCT.md §3 requires. The staff console will issue these; for now a CLI does.
 */
export async function createMngLink(
  db: Db,
  key: Buffer,
  request: MngLinkRequest,
  now: Date,
): Promise<string> {
  const [learner] = await db
    .select({ recNo: learners.id })
    .from(learners)
    .innerJoin(schools, eq(schools.id, learners.schoolId))
    .where(and(eq(schools.serviceCode, request.serviceCode), eq(learners.seitoNo, request.seitoNo)));
  if (!learner) throw new Error(`No learner ${request.seitoNo} at school ${request.serviceCode}.`);
  const token = issueSilentToken(key, { serviceCode: request.serviceCode, recNo: learner.recNo }, now);
  const query = new URLSearchParams({
    serviceCode: request.serviceCode,
    site: request.site,
    mode: 'mng',
    recNo: String(learner.recNo),
    token,
  });
  const page = request.area === 'pc' ? 'pc/pcmng/' : 'sp/spmng/';
  return `${request.baseUrl}${page}?${query.toString()}`;
}
