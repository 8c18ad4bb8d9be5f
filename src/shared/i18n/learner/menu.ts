import { translator } from '../translator';

/**
 * The smartphone menu /sp/menu and the desktop top /pc/menu with what they hold (SPEC.md §2): the
 * school's notices (and a notice's own page), the fixed ride plans, and the start of a booking
 * and of a point registration.
 */
export const ja = {
  title: 'メニュー',
  /** before the learner's name on the desktop top */
  welcome: 'ようこそ、',
  sections: {
    bookings: '予約状況',
    notices: 'お知らせ',
    fixedPlans: '送迎予定確定',
    booking: '送迎バスの予約',
    points: '乗車地点の登録',
    registration: '登録情報',
  },
  /**
   * The actions the menu leads with (issue 25): the start of a booking (on the phone it brings the
   * learner to the booking form below; on the desktop one per direction), and the bus's position
   * on a day the learner rides.
   */
  actions: {
    book: '予約する',
    bookUp: '往路を予約する',
    bookDown: '復路を予約する',
  },
  /** the menu shows the next rides; {count} is how many the learner has in all */
  allRides: 'すべての予約（{count}件）',
  noNotices: '現在お知らせはありません。',
  /** a notice opened by its address after it was withdrawn or expired */
  noticeEnded: 'このお知らせは掲載が終了しました。',
  /** the 送迎予定確定 panel: dates whose ride times are final (fixed and released, issue 25) */
  fixedPlan: {
    none: '時刻が確定した送迎はまだありません。時刻は確定しだいここに表示し、メールでもお知らせします。',
    label: '時刻確定',
    times: '出発 {departure} → 到着 {arrival}',
    timesDown: '学校発 {departure} → 到着 {arrival}',
  },
  /**
   * The school's messages about the learner's own rides (issue 26 §3: 遅延, 運休…), above the rides;
   * the message itself is the school's own text.
   */
  runMessages: {
    title: '運行のお知らせ',
    kind: {
      delay: '遅延',
      cancel: '運休',
      stopChange: '乗車地点変更',
      other: 'お知らせ',
    },
    ride: '{date} {bus}（{time} 発）',
    sentAt: '{date} {time} 配信',
  },
  /** SPEC.md §2: the start of a point registration, a category to choose */
  pointStart: {
    category: '登録する地点の分類',
    placeholder: '選択してください',
    option: '{category}（登録 {count}/{limit}件）',
    submit: '地点を登録する',
  },
} as const;

export const t = translator(ja);
