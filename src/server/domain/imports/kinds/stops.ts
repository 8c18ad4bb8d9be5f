import { and, asc, eq, isNull } from 'drizzle-orm';
import { messageFor } from '@shared/i18n/messages';
import { ja, t } from '@shared/i18n/imports';
import { isInJapan } from '@shared/rules/geo';
import { trimText } from '@shared/rules/text';
import { normaliseYomi } from '@shared/rules/yomi';
import { STOP_LIMITS } from '@shared/schemas/admin-network';
import { areas, stops } from '@server/db/schema';
import { coordinate, isSchoolStopCd, plainText, roundCoordinate } from '@server/domain/network/manage-stops';
import { approvalAreasOf } from '@server/domain/points/review/pending-points';
import { noCounts, type CellProblem, type ImportKind } from '../import-kind';

const headers = ja.headers.stops;

interface StopRow {
  busStopCd: string;
  name: string;
  yomi: string;
  areaCd: string;
  address: string;
  latitude: number;
  longitude: number;
  isNetRelease: boolean;
}

/** The areas a school stop may be in: the school's, less its approval area (873). */
interface StopRef {
  areaCds: ReadonlySet<string>;
}

/**
 * `stops` (issue 24): 乗車地点コード, 乗車地点名, よみ, エリアコード, 住所, 緯度, 経度, ネット予約 (1/0).
 * The school's own stops only, with the stop form's rules (saveStop): 870 a code not of 1–10
 * letters or digits or shaped like a learner's point (K123), 871 a code a learner's point holds,
 * 872 a name or address too long, 873 an area the school does not have (areas are imported
 * before stops) or its approval area, 874 coordinates not in Japan. Stops in the file are added
 * or changed; one the file leaves out stays (removed on 時限と路線, which shows its runs). The file
 * has no display name: a new stop's is its name, and an existing stop keeps the one staff gave
 * it unless it was the old name, which then follows the new one.
 */
export const stopsKind: ImportKind<StopRow, StopRef> = {
  name: 'stops',
  columns: [
    { key: 'busStopCd', header: headers.busStopCd, required: true },
    { key: 'name', header: headers.name, required: true },
    { key: 'yomi', header: headers.yomi, required: false },
    { key: 'areaCd', header: headers.areaCd, required: true },
    { key: 'address', header: headers.address, required: false },
    { key: 'latitude', header: headers.latitude, required: true },
    { key: 'longitude', header: headers.longitude, required: true },
    { key: 'isNetRelease', header: headers.isNetRelease, required: false },
  ],
  async references(db, schoolId) {
    const approval = await approvalAreasOf(db, schoolId);
    const rows = await db.select({ areaCd: areas.areaCd }).from(areas).where(eq(areas.schoolId, schoolId));
    return { areaCds: new Set(rows.map((a) => a.areaCd).filter((cd) => !approval.includes(cd))) };
  },
  parse(cells, ref) {
    const problems: CellProblem[] = [];
    const busStopCd = cells.busStopCd ?? '';
    const name = trimText(cells.name ?? '');
    const yomi = normaliseYomi(cells.yomi ?? '');
    const areaCd = cells.areaCd ?? '';
    const address = trimText(cells.address ?? '');
    const latitude = coordinate(cells.latitude ?? '');
    const longitude = coordinate(cells.longitude ?? '');
    const net = cells.isNetRelease ?? '';
    if (!isSchoolStopCd(busStopCd))
      problems.push({ column: headers.busStopCd, message: messageFor('error', 870) });
    if (!plainText(name, 1, Math.min(STOP_LIMITS.name, STOP_LIMITS.displayName)))
      problems.push({ column: headers.name, message: messageFor('error', 872) });
    if (yomi === null) problems.push({ column: headers.yomi, message: t('problem.notYomi') });
    if (!ref.areaCds.has(areaCd))
      problems.push({ column: headers.areaCd, message: messageFor('error', 873) });
    if (!plainText(address, 0, STOP_LIMITS.address))
      problems.push({ column: headers.address, message: messageFor('error', 872) });
    if (!isInJapan(latitude, longitude))
      problems.push({
        column: Number.isNaN(longitude) && !Number.isNaN(latitude) ? headers.longitude : headers.latitude,
        message: messageFor('error', 874),
      });
    if (!['', '0', '1'].includes(net))
      problems.push({ column: headers.isNetRelease, message: t('problem.notOneOrZero') });
    if (problems.length > 0 || yomi === null) return { problems };
    return {
      row: {
        busStopCd,
        name,
        yomi,
        areaCd,
        address,
        latitude: roundCoordinate(latitude),
        longitude: roundCoordinate(longitude),
        // an empty cell: learners may search it, as the stop form's default
        isNetRelease: net !== '0',
      },
    };
  },
  key: (row) => row.busStopCd,
  async apply({ tx, schoolId }, rows) {
    const counts = noCounts();
    const problems = [];
    const existing = new Map(
      (await tx.select().from(stops).where(eq(stops.schoolId, schoolId))).map((s) => [s.busStopCd, s]),
    );
    for (const { line, row } of rows) {
      const was = existing.get(row.busStopCd);
      if (!was) {
        await tx.insert(stops).values({ schoolId, ...row, displayName: row.name });
        counts.added++;
      } else if (was.ownerLearnerId !== null) {
        problems.push({ line, column: headers.busStopCd, message: messageFor('error', 871) });
      } else if (
        was.name !== row.name ||
        was.yomi !== row.yomi ||
        was.areaCd !== row.areaCd ||
        was.address !== row.address ||
        was.latitude !== row.latitude ||
        was.longitude !== row.longitude ||
        was.isNetRelease !== row.isNetRelease
      ) {
        const displayName = was.displayName === was.name ? row.name : was.displayName;
        await tx
          .update(stops)
          .set({ ...row, displayName })
          .where(eq(stops.id, was.id));
        counts.changed++;
      } else counts.unchanged++;
    }
    return { counts, problems };
  },
  async exportRows(db, schoolId) {
    const rows = await db
      .select()
      .from(stops)
      .where(and(eq(stops.schoolId, schoolId), isNull(stops.ownerLearnerId)))
      .orderBy(asc(stops.busStopCd));
    return rows.map((s) => [
      s.busStopCd,
      s.name,
      s.yomi,
      s.areaCd,
      s.address,
      String(s.latitude),
      String(s.longitude),
      s.isNetRelease ? 1 : 0,
    ]);
  },
};
