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
    nearStop: '乗車地点付近',
    unknown: '位置を確認できません',
  },
  /** what the live region says of a bus whose state changed, and between two of them */
  announcement: '{bus}：{state}',
  announcementSeparator: '、',
  stopLine: '乗車地点：{stop}',
  distanceLine: '乗車地点まで約{distance}',
  busMap: '{bus}の地図',
  map: '地図',
  facts: {
    time: '時刻',
    state: '状態',
    updated: '位置の更新',
    stop: '乗車地点',
    distance: '乗車地点まで',
    about: '約{distance}',
  },
  /** the map's markers and their legend */
  markers: {
    stop: '乗車地点',
    bus: 'バス',
    staleBus: 'バス（古い位置）',
  },
  mapLabel: '{bus}の現在地の地図',
  tilesMissing: '地図の画像を読み込めません。バスの状態と乗車地点までの距離は地図の上に表示しています。',
  backToBus: 'バスの位置に戻る',
  backToStop: '乗車地点に戻る',
} as const;

export const t = translator(ja);
