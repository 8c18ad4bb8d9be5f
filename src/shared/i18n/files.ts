import { translator } from './translator';

/**
 * The words of the files the product writes for a school's staff: the manifest CSV (issue 10 §2),
 * its headers in the school's words.
 */
export const ja = {
  manifest: {
    headers: {
      date: '日付',
      course: '方面',
      direction: '往復',
      run: '便',
      runName: '便名',
      period: '時限',
      time: '時刻',
      stop: '乗降地点',
      seitoNo: '学生番号',
      name: '氏名',
      furigana: 'ふりがな',
      mobile: '携帯電話',
      passenger: '同乗者',
      childSheet: 'チャイルドシート',
      jitensya: '自転車',
      ownPoint: '自己登録地点',
      ownPointAddress: '自己登録地点の住所',
      vehicle: '車両',
      driver: '運転手',
      stopCd: '乗降地点コード',
      /** issue 27 §5: the rider's mark, and whether the learner said 「今日は乗りません」 (even if they rode after all) */
      mark: '乗車状況',
      notRiding: '乗りません連絡',
    },
    /** the rider's mark (shared/rules/rider-mark.ts) */
    marks: {
      boarded: '乗車',
      absent: '不在',
      notRiding: '乗りません',
      unconfirmed: '未確認',
    },
    notRidingMark: '○',
    up: '往路',
    down: '復路',
    /** the mark of a learner's own registered point */
    ownPointMark: '○',
    dayFile: '送迎名簿_{date}.csv',
    runFile: '送迎名簿_{date}_{run}.csv',
    /** the Shift_JIS file is named apart, so both downloads can sit in one folder */
    dayFileShiftJis: '送迎名簿_{date}_SJIS.csv',
    runFileShiftJis: '送迎名簿_{date}_{run}_SJIS.csv',
  },
  /** the boarding statistics CSV of a period (issue 27 §5): three tables one after another */
  boardingStats: {
    sections: {
      days: '日別',
      learners: '受講生別（不在・乗りません のある受講生）',
      runs: '便別',
    },
    headers: {
      date: '日付',
      seitoNo: '学生番号',
      name: '氏名',
      course: '方面',
      run: '便',
      runName: '便名',
      booked: '予約',
      boarded: '乗車',
      absent: '不在',
      notRiding: '乗りません',
      unconfirmed: '未確認',
    },
    file: '乗車実績_{from}_{to}.csv',
    fileShiftJis: '乗車実績_{from}_{to}_SJIS.csv',
  },
} as const;

export const t = translator(ja);
