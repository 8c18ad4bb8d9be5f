import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  ACCOUNT_TYPES,
  SITE_LIMITS,
  type EditableSiteOptions,
  type StaffSite,
  type StaffSites,
} from '@shared/schemas/admin-sites';
import { siteOptionSchema } from '@shared/schemas/provider';
import type { Db } from '@server/db/client';
import { areas, siteOptions, stops } from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/domain/audit/record-audit';
import { BusinessError } from '@server/domain/business-error';
import { getSchoolSettings } from '@server/domain/school/manage-settings';
import { isNetworkEntry, isTooWideNetwork } from './site-networks';

/** The site options as stored (no transform: staff edit what is stored, not what a kiosk applies). */
const storedSchema = siteOptionSchema.omit({ site: true, school: true, mapTiles: true });
type Stored = ReturnType<typeof storedSchema.parse>;

type SiteRow = { site: string; options: unknown; allowedNetworks: string[] };

const SITE_CODE = /^[0-9A-Za-z]{1,8}$/;

const siteRowsOf = (db: Db, schoolId: number) =>
  db
    .select({
      site: siteOptions.site,
      options: siteOptions.options,
      allowedNetworks: siteOptions.allowedNetworks,
    })
    .from(siteOptions)
    .where(eq(siteOptions.schoolId, schoolId))
    .orderBy(asc(siteOptions.site));

function editableOf(stored: Stored): EditableSiteOptions {
  return {
    account: {
      accountType: stored.account.accountType,
      password: { ...stored.account.password },
      passwordRequired: stored.account.passwordRequired,
    },
    menu: { ...stored.menu },
    reservation: { ...stored.reservation },
    registredInfo: { ...stored.registredInfo },
    busStopRegistredInfo: { ...stored.busStopRegistredInfo },
  };
}

const staffSiteOf = (row: SiteRow): StaffSite => ({
  site: row.site,
  options: editableOf(storedSchema.parse(row.options)),
  allowedNetworks: [...row.allowedNetworks],
});

/** The school's sites for the console (issue 23 §5), with its areas for the approval area. */
export async function getSites(db: Db, schoolId: number): Promise<StaffSites> {
  const [rows, areaRows, settings] = await Promise.all([
    siteRowsOf(db, schoolId),
    db
      .select({ areaCd: areas.areaCd, name: areas.name })
      .from(areas)
      .where(eq(areas.schoolId, schoolId))
      .orderBy(asc(areas.areaCd)),
    getSchoolSettings(db, schoolId),
  ]);
  return { sites: rows.map(staffSiteOf), areas: areaRows, seitoNoLength: settings.seitoNoLength };
}

export interface SaveSiteInput {
  site: string;
  create: boolean;
  options: EditableSiteOptions;
  allowedNetworks: readonly string[];
}

const isWhole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/** The input checked field by field, each refusal with its catalogue code (890–899); networks trimmed, one each. */
function checked(input: SaveSiteInput) {
  const site = input.site.trim();
  if (!SITE_CODE.test(site)) throw BusinessError.of('error', 890);
  const { account, busStopRegistredInfo } = input.options;
  if (!(ACCOUNT_TYPES as readonly number[]).includes(account.accountType))
    throw BusinessError.of('error', 893);
  const { minLength, maxLength } = account.password;
  if (
    !isWhole(minLength, SITE_LIMITS.minPassword, SITE_LIMITS.maxPassword) ||
    !isWhole(maxLength, SITE_LIMITS.minPassword, SITE_LIMITS.maxPassword) ||
    minLength > maxLength
  )
    throw BusinessError.of('error', 894);
  const networks = [...new Set(input.allowedNetworks.map((n) => n.trim()).filter((n) => n !== ''))];
  const bad = networks.find((n) => !isNetworkEntry(n));
  if (bad !== undefined) throw BusinessError.of('error', 895, { network: bad });
  const wide = networks.find(isTooWideNetwork);
  if (wide !== undefined) throw BusinessError.of('error', 901, { network: wide });
  if (networks.length > SITE_LIMITS.networks) throw BusinessError.of('error', 896);
  if (!isWhole(busStopRegistredInfo.binCdType, SITE_LIMITS.minBinCdType, SITE_LIMITS.maxBinCdType))
    throw BusinessError.of('error', 899);
  return { site, networks };
}

/** One level of fields for the audit log, so each option shows as a changed line of its own. */
const auditSnapshot = (site: StaffSite) => {
  const { account, menu, reservation, registredInfo, busStopRegistredInfo } = site.options;
  return {
    site: site.site,
    accountType: account.accountType,
    passwordMinLength: account.password.minLength,
    passwordMaxLength: account.password.maxLength,
    passwordRequired: account.passwordRequired,
    allowedNetworks: site.allowedNetworks.join(', '),
    ...menu,
    ...reservation,
    ...registredInfo,
    approvalArea: busStopRegistredInfo.selectAreaMastRegisterBusStop,
    binCdType: busStopRegistredInfo.binCdType,
  };
};

/**
 * Whether learners' points would change state if the school's approval area moved from `from` to
 * `to`: a point waiting (or rejected) in the old area would count as approved, an approved one in
 * the new area as waiting again (PRODUCT.md §4: pending = in the approval area).
 */
async function learnerPointsIn(tx: Db, schoolId: number, areaCds: string[]): Promise<boolean> {
  if (areaCds.length === 0) return false;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(stops)
    .where(
      and(
        eq(stops.schoolId, schoolId),
        inArray(stops.areaCd, areaCds),
        isNotNull(stops.ownerLearnerId),
        isNull(stops.deletedAt),
      ),
    );
  return (row?.n ?? 0) > 0;
}

async function checkApprovalArea(tx: Db, schoolId: number, next: string, current: string[]): Promise<void> {
  const [area] = await tx
    .select({ areaCd: areas.areaCd })
    .from(areas)
    .where(and(eq(areas.schoolId, schoolId), eq(areas.areaCd, next)));
  if (!area) throw BusinessError.of('error', 897);
  if (current.length === 1 && current[0] === next) return;
  const leaving = current.filter((cd) => cd !== next);
  const entering = current.includes(next) ? [] : [next];
  if ((await learnerPointsIn(tx, schoolId, leaving)) || (await learnerPointsIn(tx, schoolId, entering)))
    throw BusinessError.of('error', 898);
}

/**
 * Adds a site or changes one (issue 23 §5). The student-number length and the display options
 * stay as 学校の設定 set them for every site (a new site takes them); the approval area is one per
 * school (PRODUCT.md §4), so a new one is written on every site. Refusals 890–899 change nothing.
 * Learner requests read the site's options with their session (school-settings.ts), so
 * GetSiteOption and the next sign-in answer the change at once. Audited before → after per site.
 */
export async function saveSite(
  db: Db,
  actor: AuditActor,
  input: SaveSiteInput,
  now: Date,
): Promise<StaffSites> {
  const { site, networks } = checked(input);
  await db.transaction(async (tx) => {
    const rows = await siteRowsOf(tx, actor.schoolId).for('update');
    const existing = rows.find((r) => r.site === site);
    if (input.create && existing) throw BusinessError.of('error', 891);
    if (!input.create && !existing) throw BusinessError.of('error', 892);
    const approval = input.options.busStopRegistredInfo.selectAreaMastRegisterBusStop;
    const currentApproval = [
      ...new Set(
        rows.map((r) => storedSchema.parse(r.options).busStopRegistredInfo.selectAreaMastRegisterBusStop),
      ),
    ];
    await checkApprovalArea(tx, actor.schoolId, approval, currentApproval);

    const settings = await getSchoolSettings(tx, actor.schoolId);
    const base = existing ? storedSchema.parse(existing.options) : null;
    const { account, ...rest } = input.options;
    const options: Stored = {
      ...rest,
      account: {
        ...account,
        seitoNo: base?.account.seitoNo ?? {
          minLength: settings.seitoNoLength,
          maxLength: settings.seitoNoLength,
        },
      },
      reservationView: base?.reservationView ?? settings.reservationView,
    };
    const after: StaffSite = { site, options: editableOf(options), allowedNetworks: networks };
    if (existing) {
      await tx
        .update(siteOptions)
        .set({ options, allowedNetworks: networks })
        .where(and(eq(siteOptions.schoolId, actor.schoolId), eq(siteOptions.site, site)));
    } else {
      // another admin adding the same code meanwhile: the primary key decides, as the check above would
      const inserted = await tx
        .insert(siteOptions)
        .values({ schoolId: actor.schoolId, site, options, allowedNetworks: networks })
        .onConflictDoNothing()
        .returning({ site: siteOptions.site });
      if (inserted.length === 0) throw BusinessError.of('error', 891);
    }
    await recordAudit(
      tx,
      actor,
      {
        action: existing ? 'site.update' : 'site.create',
        targetType: 'site',
        targetId: site,
        before: existing ? auditSnapshot(staffSiteOf(existing)) : null,
        after: auditSnapshot(after),
      },
      now,
    );
    for (const other of rows) {
      const stored = storedSchema.parse(other.options);
      if (other.site === site || stored.busStopRegistredInfo.selectAreaMastRegisterBusStop === approval)
        continue;
      // the stored JSON as it is, with only the approval area replaced
      const raw = other.options as { busStopRegistredInfo: object };
      const moved = {
        ...raw,
        busStopRegistredInfo: { ...raw.busStopRegistredInfo, selectAreaMastRegisterBusStop: approval },
      };
      await tx
        .update(siteOptions)
        .set({ options: moved })
        .where(and(eq(siteOptions.schoolId, actor.schoolId), eq(siteOptions.site, other.site)));
      await recordAudit(
        tx,
        actor,
        {
          action: 'site.update',
          targetType: 'site',
          targetId: other.site,
          before: auditSnapshot(staffSiteOf(other)),
          after: auditSnapshot(staffSiteOf({ ...other, options: moved })),
        },
        now,
      );
    }
  });
  return getSites(db, actor.schoolId);
}

/**
 * Deletes a site (issue 23 §5): never the school's last, which would leave no way to sign in
 * (900). Requests of sessions signed in through it are refused with 105, as a sign-in to it. Audited.
 */
export async function deleteSite(db: Db, actor: AuditActor, site: string, now: Date): Promise<StaffSites> {
  await db.transaction(async (tx) => {
    const rows = await siteRowsOf(tx, actor.schoolId).for('update');
    const existing = rows.find((r) => r.site === site);
    if (!existing) throw BusinessError.of('error', 892);
    if (rows.length === 1) throw BusinessError.of('error', 900);
    await tx
      .delete(siteOptions)
      .where(and(eq(siteOptions.schoolId, actor.schoolId), eq(siteOptions.site, site)));
    await recordAudit(
      tx,
      actor,
      {
        action: 'site.delete',
        targetType: 'site',
        targetId: site,
        before: auditSnapshot(staffSiteOf(existing)),
        after: null,
      },
      now,
    );
  });
  return getSites(db, actor.schoolId);
}
