import { and, eq } from 'drizzle-orm';
import { SILENT_TOKEN_TTL_SECONDS } from '@shared/constants';
import type { Db } from '@server/db/client';
import { learners, schools } from '@server/db/schema';
import { issueSilentToken } from './silent-token';

export interface MngLinkTarget {
  serviceCode: string;
  /** the learner's id (recNo) */
  recNo: number;
  site: string;
  area: 'sp' | 'pc';
  /** e.g. http://localhost:3000/bus/ankyo/ */
  baseUrl: string;
}

/**
 * The silent sign-in address of SPEC.md §2 (mode=mng) with the signed, five-minute, single-use
 * token PRODUCT.md §3 requires, and when it expires. The staff console issues these; so does the
 * `mng-link` command.
 */
export function mngLinkFor(key: Buffer, target: MngLinkTarget, now: Date): { url: string; expiresAt: Date } {
  const token = issueSilentToken(key, { serviceCode: target.serviceCode, recNo: target.recNo }, now);
  const query = new URLSearchParams({
    serviceCode: target.serviceCode,
    site: target.site,
    mode: 'mng',
    recNo: String(target.recNo),
    token,
  });
  const page = target.area === 'pc' ? 'pc/pcmng/' : 'sp/spmng/';
  return {
    url: `${target.baseUrl}${page}?${query.toString()}`,
    expiresAt: new Date(now.getTime() + SILENT_TOKEN_TTL_SECONDS * 1000),
  };
}

/** The link for a learner named by school and student number (the `mng-link` command). */
export async function createMngLink(
  db: Db,
  key: Buffer,
  request: Omit<MngLinkTarget, 'recNo'> & { seitoNo: string },
  now: Date,
): Promise<string> {
  const [learner] = await db
    .select({ recNo: learners.id })
    .from(learners)
    .innerJoin(schools, eq(schools.id, learners.schoolId))
    .where(and(eq(schools.serviceCode, request.serviceCode), eq(learners.seitoNo, request.seitoNo)));
  if (!learner) throw new Error(`No learner ${request.seitoNo} at school ${request.serviceCode}.`);
  return mngLinkFor(key, { ...request, recNo: learner.recNo }, now).url;
}
