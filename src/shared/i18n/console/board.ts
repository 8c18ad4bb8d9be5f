import { translator } from '../translator';

/**
 * The day board (the console's home, admin/), a run's manifest (admin/run) and the print view of
 * the manifests (admin/print), with their CSV download (issue 10 §2).
 */
export const ja = {
  title: '日別運行表 {date}',
  toolbar: '日付と出力',
  dayCsv: 'この日のCSV',
  printDay: 'この日を印刷',
  plan: {
    fixed: '送迎予定 確定済み',
    notFixed: '送迎予定 未確定',
    link: '送迎予定の確定へ',
  },
  summary: {
    runs: '運行 {count} 便',
    riders: '予約 {count} 件',
    full: '満席 {count} 便',
  },
  closedDay: 'この日は休校日です。',
  /** the day buttons: today, and the next business day after it */
  today: '今日',
  tomorrow: '明日',
  /** when the board was last read; it reads itself again every few seconds while the tab is shown */
  updatedAt: '{time} 更新（自動更新）',
  /** empty runs are folded, per course */
  emptyRuns: '予約のない便 {count}便',
  showEmpty: '予約のない便を表示',
  hideEmpty: '予約のない便を隠す',
  runStates: {
    before: '運行前',
    running: '運行中',
    ended: '運行終了',
  },
  delay: '{minutes}分遅れ',
  onTime: '定刻',
  positionAge: '位置 {minutes}分前',
  positionFresh: '位置 受信中',
  noVehicle: '未割当',
  driver: '運転手 {name}',
  /** the columns of the board and of a run's facts */
  columns: {
    run: '便',
    direction: '方向',
    period: '時限',
    times: '発 – 着',
    riders: '乗車人数',
    seats: '座席',
    childSeats: 'チャイルドシート',
    bicycles: '自転車',
    state: '状態',
    vehicle: '車両',
    actions: '操作',
    date: '日付',
  },
  riderCount: '{count} 件',
  /**
   * a rider's mark (issue 27 §5, shared/rules/rider-mark.ts): the driver's tap or the learner's
   * 「今日は乗りません」
   */
  marks: {
    boarded: '乗車',
    absent: '不在',
    notRiding: '乗りません',
    unconfirmed: '未確認',
  },
  /** a run's riders of one mark, on the board: 乗車 3 */
  markCount: '{mark} {count}',
  legend: {
    title: '乗車状況の見かた',
    boarded: '運転手が乗車を確認しました。「乗りません」と連絡した受講生が乗った場合も乗車です。',
    absent: '運転手が不在（乗り場に来なかった）と記録しました。',
    notRiding: '受講生が「今日は乗りません」と連絡しました。予約（座席）はそのまま残ります。',
    unconfirmed: 'まだ記録がありません。',
  },
  manifestLink: '名簿',
  manifestLabel: '{run}の名簿',
  notNetBookable: 'ネット予約対象外',
  load: {
    cancelled: '運休',
    full: '満席',
    nearlyFull: '残りわずか',
  },
  /** learners in the run's キャンセル待ち (issue 29) */
  waiting: '待ち{count}',
  /** a kind of place the run does not offer */
  noPlaces: 'なし',
  run: {
    missing: '便が指定されていません。',
    title: '乗車名簿',
    back: '← {date}の運行表',
    heading: '{run}（{course}）の名簿',
    csv: 'この便のCSV',
    print: 'この便を印刷',
  },
  /** a run to school picks learners up, one from school sets them down */
  verb: {
    1: '乗車',
    2: '降車',
  },
  manifest: {
    time: '時刻',
    place: '{verb}地点',
    seitoNo: '学生番号',
    name: '氏名（ふりがな）',
    mobile: '携帯電話',
    extras: '同乗・荷物',
    ownPoint: '自己登録地点',
    mark: '乗車状況',
    nobody: '{verb}なし',
    riders: '{count} 名',
    ownPointMark: '自己登録',
    passengers: '同乗者 {count} 人',
    childSeats: 'チャイルドシート {count} 台',
    bicycle: '自転車',
    separator: '・',
  },
  print: {
    title: '送迎名簿',
    badDate: '日付が正しく指定されていません。日別運行表から開き直してください。',
    back: '← 戻る',
    print: '印刷する',
    heading: '送迎名簿 {date}',
    runLabel: '{run} の名簿',
    runHeading: '送迎名簿 {date} {run}（{course}）',
    runFacts: '{period} ・ {start} – {end} ・ 座席 {booked} / {capacity} ・ {plan}',
    fixed: '確定済み',
    notFixed: '未確定',
  },
  csv: {
    making: 'CSVを作成中…',
    failed: 'CSVファイルを作成できませんでした。時間をおいてもう一度お試しください。',
  },
  /** the manifest CSV's encoding (issue 26 §5) */
  csvEncoding: {
    label: 'CSVの文字コード',
    utf8: 'UTF-8（BOM付き）',
    shiftJis: 'Shift_JIS',
    substituted:
      'Shift_JISで表せない文字 {count} 字を「〓」に置き換えました。正しい文字はUTF-8のCSVでご確認ください。',
  },
  /** what a driver needs on a manifest and its print (issue 26 §5) */
  driverManifest: {
    vehicle: '車両',
    driver: '運転手',
    noVehicle: '未割当',
    noDriver: '未登録',
    vehicleValue: '{name}（{code}・{seats}席）',
    /** the paper's empty box for ticking each learner off */
    tick: '{verb}確認',
    ownAddress: '住所：{address}',
    noAddress: '住所の登録がありません（地図の位置のみ）',
    printedAt: '印刷 {time}',
    includeEmpty: '予約のない便も印刷する',
    skipped: '予約のない {count} 便は印刷しません。',
    nothingToPrint: 'この日は予約のある便がありません。',
    runFacts: '車両 {vehicle} ・ 運転手 {driver}',
  },
} as const;

export const t = translator(ja);
