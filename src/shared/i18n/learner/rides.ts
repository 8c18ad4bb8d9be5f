import { translator } from '../translator';

/**
 * A ride booked or being booked, as the lists, summaries and booking screens of both areas word
 * it (SPEC.md §2, §9): the names of its facts, its plan state and its times. The words both the
 * learner screens and the console use (directions, extras) are in common.ts.
 */
export const ja = {
  listTitle: '予約一覧',
  /** the smartphone flow's summary of what has been chosen so far */
  chosenSoFar: '選択中の内容',
  facts: {
    date: '乗車日',
    direction: '方向',
    place: '乗車地点',
    bus: '便',
    periodAndBus: '時限・便',
    departure: '出発',
    arrival: '到着',
    time: '時刻',
    extras: '同乗者・お荷物',
    plan: '運行予定',
    /** the desktop's column of checkboxes */
    choice: '選択',
  },
  /** the unit of class periods until the school's timetable answers (it says 時限 or 部) */
  periodUnit: '時限',
  plan: {
    fixed: '送迎予定確定',
    open: '予定未確定',
    /** the desktop's column 運行予定 */
    fixedShort: '確定',
    openShort: '未確定',
  },
  departureAt: '出発 {time}',
  arrivalAt: '到着 {time}',
  /** the second half of a smartphone ride's time line */
  thenArrivalAt: '→ 到着 {time}',
  /** the desktop's extras cell of a ride without extras */
  noExtras: '－',
  /** between the extras in one cell */
  separator: '、',
} as const;

export const t = translator(ja);
