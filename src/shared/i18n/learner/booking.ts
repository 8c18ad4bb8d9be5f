import { translator } from '../translator';

/**
 * The booking screens of both areas (SPEC.md §2, §4): the smartphone flow from /sp/RsvCourse to
 * /sp/RsvConfirm and the desktop's from /pc/rsvcond to /pc/rsvnotice, with their step bars, the
 * desktop's grid of dates and periods, and the buses to choose from.
 */
export const ja = {
  stepsLabel: '予約の手順',
  /** {place}: 乗車地点, or 降車地点 on a return ride (where the learner gets off) */
  spSteps: {
    condition: '日付・方向',
    place: '{place}',
    time: '時間',
  },
  /** after a step already done, for assistive technology */
  stepDone: '（完了）',
  pcSteps: {
    condition: '条件・{place}',
    dateAndPeriod: '乗車日時',
    bus: '便の選択',
    done: '予約完了',
  },
  titles: {
    choosePlace: '{place}の選択',
    chooseTime: '時間の選択',
    confirm: '予約内容の確認',
    chooseDateAndPeriod: '乗車日時の選択',
  },
  places: {
    usedBefore: '前回利用した地点',
    search: '{place}を探す',
    backToCondition: '日付・方向の選択に戻る',
    backToPlace: '{place}の選択に戻る',
    /** the desktop's */
    chooseUsedBefore: '以前に利用した地点から選ぶ',
    noneUsedBefore: '以前に利用した地点はありません。下の検索から地点をお選びください。',
    chooseBySearch: '地点を検索して選ぶ',
    lead: '{place}を選んでください。',
    chooseAgain: '{place}を選び直す',
  },
  /** the smartphone's buses of one date, by class period */
  trips: {
    /** both directions: the learner boards (往路) or gets off (復路) at the chosen point */
    legend: '利用する便を選んでください',
    bookedBoth: '往復とも予約済み',
    bookedUp: '往路予約済み',
    bookedDown: '復路予約済み',
    lessonGino: '技能',
    lessonGakka: '学科',
    lessonSeparator: '・',
    lessons: '教習あり（{kinds}）',
    /** as the desktop shows it beside each bus that can be chosen */
    seatsLeft: '残り {count} 席',
  },
  /** why a bus cannot be chosen, in both areas */
  unavailable: {
    notOnNet: 'ネット予約対象外',
    /** what to do about a bus off the net: the school's phone follows as a tel: link */
    phoneAdvice: 'この便のご予約は学校へお電話ください',
    full: '満席',
    notBookable: '予約できません',
  },
  confirm: {
    summaryTitle: '予約内容',
    note: 'この内容で予約します。よろしければ「予約する」を押してください。',
    backToTime: '時間の選択に戻る',
  },
  book: '予約する',
  booking: '予約しています…',
  /** SPEC.md §4: the desktop grid; cells are 1–7 (constants.ts CellStatus) */
  grid: {
    lead: 'ご希望の乗車日と{unit}を選んでください。選べるのは「○」と「便あり」の枠です（表の中は矢印キーでも移動できます）。',
    title: '{direction}：乗車日と{unit}',
    cells: {
      1: { symbol: '○', label: '予約可' },
      2: { symbol: '往', label: '往路予約済' },
      3: { symbol: '往', label: '往路予約済・復路予約可' },
      4: { symbol: '復', label: '復路予約済' },
      5: { symbol: '復', label: '復路予約済・往路予約可' },
      6: { symbol: '往復', label: '往復予約済' },
      7: { symbol: '－', label: '便なし' },
    },
    /** a 7 whose buses are all full: grey as SPEC.md §4 has it, told apart by its mark, stripes and text */
    full: { symbol: '満', label: '満席' },
    /** the mark of 3 and 5: the other direction is bookable */
    tripMarker: '便あり',
    withReason: '{label}（{reason}）',
    lessonGino: '技能教習あり',
    lessonGakka: '学科教習あり',
    markGino: '技',
    markGakka: '学',
    legendTitle: '表の見かた',
    selectable: '（選択できます）',
    legendLessons: '技：技能教習あり、学：学科教習あり',
  },
  /** the desktop's buses of one date and period */
  pcTrips: {
    legend: '便を選択してください',
    seatsLeft: '残り {count} 席',
    periodWithTime: '{name}（{start}〜{end}）',
    bookOther: '{direction}も予約する',
  },
} as const;

export const t = translator(ja);
