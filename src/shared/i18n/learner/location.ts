import { translator } from '../translator';

/**
 * The bus positions (SPEC.md §2, issue 13): today's buses on /sp/busplace and one bus on a map on
 * /sp/busdisp, with the state of each bus and the age of its position in words.
 */
export const ja = {
  mapTitle: 'バスの現在地（地図）',
  /** what the screens say above the buses */
  delayNote: '表示される位置は、おおよそ1分前のものです。',
  refreshNote: '20秒ごとに自動で更新します。',
  refresh: '更新',
  reserved: '予約したバス',
  noneReserved: '本日予約したバスはありません。',
  /** the other school-bound buses: only those running, folded (issue 25 §4) */
  others: 'ほかの学校行きのバス',
  othersSummary: '運行中の{count}便を表示',
  noneOthersRunning: 'いま運行中のほかの学校行きのバスはありません。',
  noBusChosen: '表示するバスが選ばれていません。一覧から選んでください。',
  /** the age of a bus's last position */
  age: {
    seconds: '{count}秒前更新',
    minutes: '{count}分前更新',
    stale: '{age}（古い情報です）',
  },
  /** where a run of today stands (shared/rules/run-state.ts), said instead of "no position" */
  runStates: {
    before: '運行前',
    ended: '運行終了',
    running: '運行中',
  },
  plannedStart: '{time}発予定',
  /** a running bus and where it is: 「運行中・移動中」 */
  runningWith: '{state}・{position}',
  states: {
    /** inside the run's hours, no fix yet: the phone has not reported, nothing is broken */
    notArrived: '位置情報はまだ届いていません',
    stale: '位置情報が古くなっています',
    moving: '移動中',
    /** not moving, within 100 m of the learner's stop (SPEC.md §2) */
    nearStop: '{place}付近',
    unknown: '位置を確認できません',
  },
  /** what the live region says of a bus whose state changed, and between two of them */
  announcement: '{bus}：{state}',
  announcementSeparator: '、',
  /** {place}: 乗車地点, or 降車地点 for a ride home */
  stopLine: '{place}：{stop}',
  distanceLine: '{place}まで約{distance}',
  /** issue 28 §1: when the bus reaches the learner's stop, and how late it runs */
  eta: {
    minutes: 'あと約{minutes}分',
    soon: 'まもなく到着',
    late: '約{minutes}分遅れ',
    /** the list's line: 「乗車地点まで あと約8分（約5分遅れ）」 */
    line: '{place}まで {eta}',
    withLate: '{eta}（{late}）',
  },
  busMap: '{bus}の地図',
  map: '地図',
  facts: {
    time: '時刻',
    state: '状態',
    updated: '位置の更新',
    stop: '{place}',
    distance: '{place}まで',
    about: '約{distance}',
    /** the minutes until the bus reaches the learner's stop (issue 28 §1) */
    eta: '到着予定',
  },
  /** the map's markers and their legend */
  markers: {
    bus: 'バス',
    staleBus: 'バス（古い位置）',
    /** the learner's own stop of the run: where they board (to school) or get off (from school) */
    ownStopUp: 'あなたの乗車地点',
    ownStopDown: 'あなたの降車地点',
    /** a stop of the course on the map, numbered as in the list below it */
    courseStop: '{order} {stop}',
    ownCourseStop: '{order} {stop}（{own}）',
    school: '学校',
    course: 'コースの線',
    courseStops: 'コースの停留所',
  },
  /** the stops of the run's course beside the map, in the run's order */
  course: {
    title: 'コースと停留所（{course}）',
    lead: '地図の番号は、この一覧の順番です。',
    school: '{school}（学校）',
    own: '（{own}）',
    unavailable: 'コースの停留所を読み込めませんでした。',
  },
  mapLabel: '{bus}の現在地の地図',
  /** the map's note without tiles: what it draws all the same, and the distance only when it is known */
  tilesMissing: '地図の画像を読み込めません。学校、コースの線と停留所を名前つきで示しています。',
  tilesMissingBus:
    '地図の画像を読み込めません。学校、コースの線と停留所、バスの位置を名前つきで示しています。',
  tilesMissingDistance: 'バスから{own}までは約{distance}です。',
  backToBus: 'バスの位置に戻る',
  backToStop: '{place}に戻る',
  wholeCourse: 'コース全体を表示',
} as const;

export const t = translator(ja);
