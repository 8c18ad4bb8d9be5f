import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { hasGarblingCharacters, trimText } from '@shared/rules/text';
import {
  API_TOKEN_NAME_MAX,
  FEED_CALLS_PER_HOUR,
  type ApiToken,
  type CreatedApiToken,
} from '@shared/schemas/admin-imports';
import type { Db } from '@server/db/client';
import { apiTokens, staff } from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/domain/audit/record-audit';
import { BusinessError } from '@server/domain/business-error';

/** Tokens start so: a secret pasted in the wrong place (a log, a chat) is recognisable as ours. */
const TOKEN_PREFIX = 'sbf_';

/** A token's secret has 256 bits, so a plain SHA-256 is enough to keep it: nothing to guess. */
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

const presented = (row: typeof apiTokens.$inferSelect, createdBy: string | null): ApiToken => ({
  tokenId: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  createdBy,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** The school's lesson-feed tokens, newest first, revoked ones too (what was used when). */
export async function listApiTokens(db: Db, schoolId: number): Promise<ApiToken[]> {
  const rows = await db
    .select({ token: apiTokens, createdBy: staff.loginId })
    .from(apiTokens)
    .leftJoin(staff, eq(staff.id, apiTokens.createdByStaffId))
    .where(eq(apiTokens.schoolId, schoolId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map((r) => presented(r.token, r.createdBy));
}

/**
 * Creates a lesson-feed token (issue 24 §3): its secret is answered this once and kept only as a
 * hash; it may import lessons for this school and do nothing else. 960 for a name not of 1–50
 * characters. Audited (the name and first characters, never the secret).
 */
export async function createApiToken(
  db: Db,
  actor: AuditActor & { staffId: number },
  input: { name: string; feedUrl: string },
  now: Date,
): Promise<CreatedApiToken> {
  const name = trimText(input.name);
  if (name === '' || [...name].length > API_TOKEN_NAME_MAX || hasGarblingCharacters(name))
    throw BusinessError.of('error', 960);
  const secret = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const prefix = secret.slice(0, TOKEN_PREFIX.length + 6);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiTokens)
      .values({
        schoolId: actor.schoolId,
        name,
        tokenHash: hashOf(secret),
        prefix,
        createdByStaffId: actor.staffId,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('api token not stored');
    await recordAudit(
      tx,
      actor,
      { action: 'api-token.create', targetType: 'api-token', targetId: row.id, after: { name, prefix } },
      now,
    );
    return { token: presented(row, actor.loginId), secret, feedUrl: input.feedUrl };
  });
}

/** Revokes a token at once: its next call is refused. 961 for a token the school does not have. Audited. */
export async function revokeApiToken(
  db: Db,
  actor: AuditActor,
  tokenId: number,
  now: Date,
): Promise<ApiToken[]> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiTokens)
      .set({ revokedAt: sql`coalesce(${apiTokens.revokedAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.schoolId, actor.schoolId)))
      .returning();
    if (!row) throw BusinessError.of('error', 961);
    await recordAudit(
      tx,
      actor,
      {
        action: 'api-token.revoke',
        targetType: 'api-token',
        targetId: row.id,
        before: { name: row.name, prefix: row.prefix },
        after: { revokedAt: row.revokedAt?.toISOString() ?? null },
      },
      now,
    );
  });
  return listApiTokens(db, actor.schoolId);
}

export type FeedCaller =
  | { ok: true; schoolId: number; tokenId: number; name: string; prefix: string }
  | { ok: false; reason: 'unknown' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

/**
 * Who calls the feed: the live token the secret names, its call counted in one statement (the
 * window is an hour from its first call, FEED_CALLS_PER_HOUR calls in it). An unknown, revoked or
 * malformed secret is 'unknown', whichever it was.
 */
export async function authenticateFeed(db: Db, secret: string | undefined, now: Date): Promise<FeedCaller> {
  if (!secret?.startsWith(TOKEN_PREFIX) || secret.length > 100) return { ok: false, reason: 'unknown' };
  const at = now.toISOString();
  const fresh = sql`(${apiTokens.windowStart} is null or ${apiTokens.windowStart} <= ${at}::timestamptz - interval '1 hour')`;
  const [row] = await db
    .update(apiTokens)
    .set({
      windowStart: sql`case when ${fresh} then ${at}::timestamptz else ${apiTokens.windowStart} end`,
      windowCount: sql`case when ${fresh} then 1 else ${apiTokens.windowCount} + 1 end`,
      lastUsedAt: now,
    })
    .where(and(eq(apiTokens.tokenHash, hashOf(secret)), isNull(apiTokens.revokedAt)))
    .returning();
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.windowCount > FEED_CALLS_PER_HOUR) {
    const ends = (row.windowStart?.getTime() ?? now.getTime()) + 3_600_000;
    return {
      ok: false,
      reason: 'rate-limited',
      retryAfterSeconds: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)),
    };
  }
  return { ok: true, schoolId: row.schoolId, tokenId: row.id, name: row.name, prefix: row.prefix };
}
