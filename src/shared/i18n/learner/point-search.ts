import { translator } from '../translator';

/**
 * The search of the school's pick-up points, by category, area, address or course, and the
 * lists it gives (SPEC.md §2): in the smartphone and desktop booking flows and on the smartphone's
 * page of the points that need no registration.
 */
export const ja = {
  /** the smartphone's searches, each opening its list */
  searches: {
    category: 'カテゴリから探す',
    area: 'エリアから探す',
    address: '住所から探す',
    course: 'コースから探す',
  },
  /** a list's heading: what was searched by, and its name */
  titles: {
    category: 'カテゴリ：{name}',
    area: 'エリア：{name}',
    address: '住所：{name}',
    course: 'コース：{name}',
  },
  /** the desktop's searches, one select each */
  kinds: {
    area: 'エリア',
    address: '住所',
    course: 'コース',
  },
  noOptions: '{kind}の候補がありません。',
  searchBy: 'この{kind}で探す',
  select: '選択',
  /** the select button's name for assistive technology, per area */
  selectLabel: {
    sp: '選択：{name}',
    pc: '{name} を選択',
  },
  /** a learner's own point the school has not approved yet: listed, not bookable */
  pending: '承認待ち',
} as const;

export const t = translator(ja);
