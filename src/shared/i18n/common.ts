import { translator } from './translator';

/**
 * Words both the learner screens and the console use for the same things: directions, the extras
 * of a booking, a bus's times (SPEC.md §4, §9).
 */
export const ja = {
  direction: {
    1: '往路',
    2: '復路',
  },
  destination: {
    1: '学校行き',
    2: '学校発',
  },
  /** a direction with where its bus goes */
  directionWithDestination: '{direction}（{destination}）',
  extras: {
    passenger: '同乗する子供',
    childSheet: 'チャイルドシート',
    jitensya: '自転車',
    /** SPEC.md §9: children 'N 人', child seats 'N 台', bicycle 有/無 */
    passengerCount: '{count} 人',
    childSheetCount: '{count} 台',
    jitensyaYes: '有',
    jitensyaNo: '無',
  },
  tripTime: '出発 {up} ／ 到着 {down}',
  /** a return bus's times: it leaves school */
  tripTimeDown: '学校発 {up} ／ 到着 {down}',
  /** a run's name, numbered per course in departure order: 駅前方面 1便 */
  runName: '{course} {number}便',
  /** an extra run staff added on the day (増便, issue 23 §8) */
  extraRunName: '{course} 増便（{period}）',
} as const;

export const t = translator(ja);
