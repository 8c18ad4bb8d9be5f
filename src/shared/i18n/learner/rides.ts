import { translator } from '../translator';

/**
 * A ride booked or being booked, as the lists, summaries and booking screens of both areas word
 * it (SPEC.md §2, §9): the names of its facts, its plan state and its times. The words both the
 * learner screens and the console use (directions, extras) are in common.ts.
 */
export const ja = {
  listTitle: '予約一覧',
  /** the box a narrow window scrolls the bookings table in, reachable by keyboard */
  tableBox: '予約の表',
  /** the smartphone flow's summary of what has been chosen so far */
  chosenSoFar: '選択中の内容',
  facts: {
    date: '乗車日',
    direction: '方向',
    place: '乗車地点',
    /** where the learner gets off a return (復路) ride */
    dropOff: '降車地点',
    /** the desktop's column of both directions' points */
    placeEither: '乗車・降車地点',
    bus: '便',
    periodAndBus: '時限・便',
    departure: '出発',
    /** a return ride's departure: the bus leaves school */
    schoolDeparture: '学校発',
    arrival: '到着',
    time: '時刻',
    extras: '同乗者・お荷物',
    /** the desktop's column of the ride's state (予約済み・時刻未定/時刻確定) */
    plan: '状態',
    /** the desktop's column of checkboxes */
    choice: '選択',
  },
  /** the unit of class periods until the school's timetable answers (it says 時限 or 部) */
  periodUnit: '時限',
  /**
   * One truth about a ride (issue 25): the booking is done (予約済み); its time is 時刻未定 until the
   * school's plan is fixed and released, then 時刻確定 — the same words on every card and the panel.
   */
  plan: {
    fixed: '時刻確定',
    open: '時刻未定',
    /** a card's badge: the booking's state, then its time's */
    state: '予約済み・{time}',
  },
  departureAt: '出発 {time}',
  /** a return ride's departure from school */
  schoolDepartureAt: '学校発 {time}',
  arrivalAt: '到着 {time}',
  /** the second half of a smartphone ride's time line */
  thenArrivalAt: '→ 到着 {time}',
  /** the desktop's extras cell of a ride without extras */
  noExtras: '－',
  /** between the extras in one cell */
  separator: '、',
} as const;

export const t = translator(ja);
