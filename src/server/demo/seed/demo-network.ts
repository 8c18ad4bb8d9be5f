import type { Db } from '@server/db/client';
import { areas, courseStops, courses, pointCategories, stops } from '@server/db/schema';

/** Area holding learner-registered points until staff approve them (site option selectAreaMastRegisterBusStop). */
export const APPROVAL_AREA_CD = '99';

/** Stops the demo bookings of the main learner use. */
export const DEMO_STOP_CD = {
  kitaAgeoStation: '0019',
  ownWorkplace: 'K0001',
  ownHomePending: 'K0002',
} as const;

const PREF = '埼玉県';

interface Place {
  busStopCd: string;
  name: string;
  city: string;
  town: string;
  block: string;
  areaCd: string;
  categoryCd: string | null;
  latitude: number;
  longitude: number;
}

interface StopSeed extends Place {
  /** minutes from the up run's first stop; see demo-runs.ts for the down direction */
  offsetMinutes: number;
}

/** A course of the demo with the parts of its weekly pattern that are per course. */
export interface CourseSeed {
  homenCd: string;
  name: string;
  /** reading: the learners' course list follows it (issue 24) */
  yomi: string;
  seats: number;
  /** minutes from the course's last stop to the school */
  minutesToSchool: number;
  stops: StopSeed[];
}

const stop = (
  busStopCd: string,
  name: string,
  [city, town, block]: [string, string, string],
  areaCd: string,
  categoryCd: string | null,
  [latitude, longitude]: [number, number],
  offsetMinutes: number,
): StopSeed => ({
  busStopCd,
  name,
  city,
  town,
  block,
  areaCd,
  categoryCd,
  latitude,
  longitude,
  offsetMinutes,
});

/**
 * The three demo courses, stops listed in up-run order (farthest first). All names and block
 * numbers are fictional; towns and coordinates are real-looking, within ~8 km of the school.
 */
export const DEMO_COURSES: readonly CourseSeed[] = [
  {
    homenCd: '01',
    name: '駅前方面',
    yomi: 'えきまえほうめん',
    seats: 20,
    minutesToSchool: 6,
    stops: [
      stop('0001', '宮原駅東口', ['さいたま市北区', '宮原町', '1-1'], '04', '03', [35.9458, 139.6147], 0),
      stop('0002', '宮原町三丁目', ['さいたま市北区', '宮原町', '3-412'], '04', null, [35.949, 139.612], 3),
      stop(
        '0003',
        'さいたま北郵便局前',
        ['さいたま市北区', '宮原町', '4-21'],
        '04',
        '04',
        [35.9512, 139.6091],
        5,
      ),
      stop('0004', '吉野町一丁目', ['さいたま市北区', '吉野町', '1-388'], '04', null, [35.954, 139.6065], 8),
      stop('0005', '加茂宮駅前', ['さいたま市北区', '吉野町', '2-190'], '04', '03', [35.9566, 139.604], 10),
      stop('0006', '春日一丁目', ['上尾市', '春日', '1-15'], '01', null, [35.9628, 139.5998], 13),
      stop(
        '0007',
        'スーパーみどり上尾春日店',
        ['上尾市', '春日', '2-8'],
        '01',
        '03',
        [35.9662, 139.5975],
        15,
      ),
      stop('0008', '上尾市民体育館前', ['上尾市', '宮本町', '5-30'], '01', '04', [35.9705, 139.595], 18),
      stop('0009', '上尾駅東口', ['上尾市', '宮本町', '1-1'], '01', '03', [35.9776, 139.594], 20),
      stop('0010', '上尾駅西口', ['上尾市', '柏座', '1-1'], '01', '03', [35.9772, 139.5915], 22),
      stop('0011', '柏座三丁目', ['上尾市', '柏座', '3-6'], '01', null, [35.9808, 139.5905], 24),
    ],
  },
  {
    homenCd: '02',
    name: '北部方面',
    yomi: 'ほくぶほうめん',
    seats: 14,
    minutesToSchool: 7,
    stops: [
      stop('0012', '北本駅西口', ['北本市', '本町', '1-1'], '02', '03', [36.027, 139.5305], 0),
      stop('0013', '北本市役所前', ['北本市', '本宿', '1-11'], '02', '04', [36.022, 139.533], 3),
      stop('0014', '本町六丁目', ['北本市', '本町', '6-42'], '02', null, [36.019, 139.538], 6),
      stop('0015', '桶川駅東口', ['桶川市', '東', '1-1'], '02', '03', [36.004, 139.559], 11),
      stop('0016', '桶川駅西口', ['桶川市', '若宮', '1-1'], '02', '03', [36.0035, 139.5565], 13),
      stop('0017', '桶川市役所入口', ['桶川市', '泉', '1-3'], '02', '04', [36.0, 139.561], 16),
      stop('0018', '上日出谷', ['桶川市', '上日出谷', '1150'], '02', null, [35.9985, 139.57], 20),
      stop('0019', '北上尾駅東口', ['上尾市', '原新町', '15-1'], '01', '03', [35.992, 139.579], 25),
      stop(
        '0020',
        'ショッピングモールみどり北上尾',
        ['上尾市', '愛宕', '3-20'],
        '01',
        '03',
        [35.9905, 139.581],
        27,
      ),
      stop('0021', 'みどり総合病院前', ['上尾市', '柏座', '4-9'], '01', '04', [35.988, 139.586], 29),
      stop('0022', '緑丘三丁目', ['上尾市', '緑丘', '3-11'], '01', null, [35.987, 139.587], 31),
    ],
  },
  {
    homenCd: '03',
    name: '東部方面',
    yomi: 'とうぶほうめん',
    seats: 10,
    minutesToSchool: 6,
    stops: [
      stop('0023', '蓮田駅西口', ['蓮田市', '本町', '1-1'], '03', '03', [35.994, 139.66], 0),
      stop('0024', '蓮田市役所前', ['蓮田市', '黒浜', '2799'], '03', '04', [35.996, 139.65], 4),
      stop('0025', '黒浜公園入口', ['蓮田市', '黒浜', '3520'], '03', null, [35.999, 139.642], 7),
      stop('0026', '伊奈町役場前', ['北足立郡伊奈町', '中央', '4-355'], '03', '04', [35.997, 139.623], 11),
      stop('0027', '内宿駅前', ['北足立郡伊奈町', '内宿台', '1-1'], '03', '03', [35.9862, 139.6163], 14),
      stop('0028', '羽貫駅前', ['北足立郡伊奈町', '羽貫', '600'], '03', '03', [35.978, 139.623], 17),
      stop('0029', '原市団地入口', ['上尾市', '原市', '3200'], '01', null, [35.9745, 139.609], 20),
      stop('0030', '原市中央', ['上尾市', '原市', '1500'], '01', null, [35.977, 139.604], 22),
      stop(
        '0031',
        'ホームセンターみどり原市店',
        ['上尾市', '原市', '2250'],
        '01',
        '03',
        [35.979, 139.601],
        24,
      ),
      stop('0032', '東町公民館前', ['上尾市', '東町', '2-5'], '01', '04', [35.983, 139.596], 26),
      stop('0033', '東町二丁目', ['上尾市', '東町', '2-18'], '01', null, [35.9845, 139.593], 28),
    ],
  },
];

const DEMO_AREAS = [
  { areaCd: '01', name: '上尾中央', yomi: 'あげおちゅうおう', isNetRelease: true },
  { areaCd: '02', name: '桶川・北本', yomi: 'おけがわ・きたもと', isNetRelease: true },
  { areaCd: '03', name: '伊奈・蓮田', yomi: 'いな・はすだ', isNetRelease: true },
  { areaCd: '04', name: '宮原・大宮北', yomi: 'みやはら・おおみやきた', isNetRelease: true },
  { areaCd: APPROVAL_AREA_CD, name: '承認待ち', yomi: 'しょうにんまち', isNetRelease: false },
];

const HOME_CATEGORY_CD = '01';
const WORKPLACE_CATEGORY_CD = '02';

const DEMO_CATEGORIES = [
  { categoryCd: HOME_CATEGORY_CD, name: '自宅', displayName: '自宅', limitPerLearner: 1, isPersonal: true },
  {
    categoryCd: WORKPLACE_CATEGORY_CD,
    name: '勤務先・学校',
    displayName: '勤務先・学校',
    limitPerLearner: 2,
    isPersonal: true,
  },
  {
    categoryCd: '03',
    name: '駅・商業施設',
    displayName: '駅・商業施設',
    limitPerLearner: 0,
    isPersonal: false,
  },
  {
    categoryCd: '04',
    name: '公共施設',
    displayName: '公共施設・病院',
    limitPerLearner: 0,
    isPersonal: false,
  },
];

interface OwnPoint {
  place: Place;
  /** the learner's own name for the point (busStopKName) */
  kanaName: string;
  onCourse: { homenCd: string; offsetMinutes: number } | null;
}

/**
 * The main learner's own points: one approved (on the 北部方面 course, between 桶川市役所入口 and
 * 上日出谷, approved and so net-released: only its owner books from it) and one just registered,
 * still in the approval area.
 */
const OWN_POINTS: readonly OwnPoint[] = [
  {
    place: {
      busStopCd: DEMO_STOP_CD.ownWorkplace,
      name: '桶川市若宮 アルバイト先',
      city: '桶川市',
      town: '若宮',
      block: '1-5-8',
      areaCd: '02',
      categoryCd: WORKPLACE_CATEGORY_CD,
      latitude: 35.9975,
      longitude: 139.564,
    },
    kanaName: 'バイト先',
    onCourse: { homenCd: '02', offsetMinutes: 18 },
  },
  {
    place: {
      busStopCd: DEMO_STOP_CD.ownHomePending,
      name: '上尾市緑丘 自宅',
      city: '上尾市',
      town: '緑丘',
      block: '1-2-3',
      areaCd: APPROVAL_AREA_CD,
      categoryCd: HOME_CATEGORY_CD,
      latitude: 35.9842,
      longitude: 139.5861,
    },
    kanaName: '自宅',
    onCourse: null,
  },
];

/** Readings of the demo's stops: the learners' stop lists of an area follow them (issue 24). */
const STOP_YOMI: Readonly<Record<string, string>> = {
  '0001': 'みやはらえきひがしぐち',
  '0002': 'みやはらちょうさんちょうめ',
  '0003': 'さいたまきたゆうびんきょくまえ',
  '0004': 'よしのちょういっちょうめ',
  '0005': 'かものみやえきまえ',
  '0006': 'かすがいっちょうめ',
  '0007': 'すーぱーみどりあげおかすがてん',
  '0008': 'あげおしみんたいいくかんまえ',
  '0009': 'あげおえきひがしぐち',
  '0010': 'あげおえきにしぐち',
  '0011': 'かしわざさんちょうめ',
  '0012': 'きたもとえきにしぐち',
  '0013': 'きたもとしやくしょまえ',
  '0014': 'ほんちょうろくちょうめ',
  '0015': 'おけがわえきひがしぐち',
  '0016': 'おけがわえきにしぐち',
  '0017': 'おけがわしやくしょいりぐち',
  '0018': 'かみひでや',
  '0019': 'きたあげおえきひがしぐち',
  '0020': 'しょっぴんぐもーるみどりきたあげお',
  '0021': 'みどりそうごうびょういんまえ',
  '0022': 'みどりがおかさんちょうめ',
  '0023': 'はすだえきにしぐち',
  '0024': 'はすだしやくしょまえ',
  '0025': 'くろはまこうえんいりぐち',
  '0026': 'いなまちやくばまえ',
  '0027': 'うちじゅくえきまえ',
  '0028': 'はぬきえきまえ',
  '0029': 'はらいちだんちいりぐち',
  '0030': 'はらいちちゅうおう',
  '0031': 'ほーむせんたーみどりはらいちてん',
  '0032': 'あずまちょうこうみんかんまえ',
  '0033': 'あずまちょうにちょうめ',
};

const stopRow = (schoolId: number, s: Place) => ({
  schoolId,
  busStopCd: s.busStopCd,
  name: s.name,
  displayName: s.name,
  // a learner's own point has no reading
  yomi: STOP_YOMI[s.busStopCd] ?? '',
  pref: PREF,
  city: s.city,
  town: s.town,
  address: `${PREF}${s.city}${s.town}${s.block}`,
  areaCd: s.areaCd,
  categoryCd: s.categoryCd,
  latitude: s.latitude,
  longitude: s.longitude,
});

/**
 * Inserts areas, point categories, courses, stops and the course–stop links of the demo, plus
 * the main learner's two own points. Answers stop ids by busStopCd.
 */
export async function insertDemoNetwork(
  db: Db,
  schoolId: number,
  mainLearnerId: number,
  now: Date,
): Promise<Map<string, number>> {
  await db.insert(areas).values(DEMO_AREAS.map((a) => ({ ...a, schoolId })));
  await db.insert(pointCategories).values(DEMO_CATEGORIES.map((c) => ({ ...c, schoolId })));
  const courseRows = await db
    .insert(courses)
    .values(DEMO_COURSES.map((c) => ({ schoolId, homenCd: c.homenCd, name: c.name, yomi: c.yomi })))
    .returning({ id: courses.id, homenCd: courses.homenCd });
  const courseId = new Map(courseRows.map((c) => [c.homenCd, c.id]));

  const stopRows = await db
    .insert(stops)
    .values([
      ...DEMO_COURSES.flatMap((c) => c.stops.map((s) => stopRow(schoolId, s))),
      ...OWN_POINTS.map((p) => ({
        ...stopRow(schoolId, p.place),
        kanaName: p.kanaName,
        displayName: p.kanaName,
        // the school's approval releases a point (issue 12); one still in the approval area is not
        isNetRelease: p.place.areaCd !== APPROVAL_AREA_CD,
        ownerLearnerId: mainLearnerId,
        submittedAt: now,
        reviewedAt: p.place.areaCd !== APPROVAL_AREA_CD ? now : null,
      })),
    ])
    .returning({ id: stops.id, busStopCd: stops.busStopCd });
  const stopId = new Map(stopRows.map((s) => [s.busStopCd, s.id]));

  await db.insert(courseStops).values(
    DEMO_COURSES.flatMap((c) => {
      const ownOnCourse = OWN_POINTS.flatMap(({ place, onCourse }) =>
        onCourse?.homenCd === c.homenCd ? [{ ...place, offsetMinutes: onCourse.offsetMinutes }] : [],
      );
      return [...c.stops, ...ownOnCourse]
        .sort((a, b) => a.offsetMinutes - b.offsetMinutes)
        .map((s, i) => ({
          courseId: courseId.get(c.homenCd)!,
          stopId: stopId.get(s.busStopCd)!,
          seq: i + 1,
          offsetMinutes: s.offsetMinutes,
        }));
    }),
  );
  return stopId;
}
