import { translator } from '../translator';

/** 乗車実績 (admin/boarding-stats, issue 27 §5): bookings against boarding over a period. */
export const ja = {
  title: '乗車実績',
  /** PRODUCT.md: repeated no-shows are shown to staff, never punished automatically */
  notice:
    'この画面はスタッフが状況を知るためのものです。不在や「乗りません」が続いても、予約が自動で制限されることはありません。',
  period: {
    legend: '集計期間',
    from: '開始日',
    to: '終了日',
    show: '集計する',
    hint: '最長 {days} 日',
    lastWeeks: '直近4週間',
  },
  totals:
    '予約 {booked} 件 ・ 乗車 {boarded} ・ 不在 {absent} ・ 乗りません {notRiding} ・ 未確認 {unconfirmed}',
  empty: 'この期間に予約はありません。',
  csv: 'この期間のCSV',
  chart: {
    title: '日別の予約と乗車',
    /** the chart's summary for screen readers; the table under it holds every number */
    summary:
      '{from}から{to}までの日別の予約数と乗車数の棒グラフ。{days}日間で予約 {booked} 件、乗車 {boarded} 件。最も予約が多い日は {maxDate} の {maxBooked} 件。数値は下の表にあります。',
    booked: '予約',
    boarded: '乗車',
    bar: '{date} {kind} {count}件',
    axis: '件数',
  },
  columns: {
    date: '日付',
    booked: '予約',
    boarded: '乗車',
    absent: '不在',
    notRiding: '乗りません',
    unconfirmed: '未確認',
    seitoNo: '学生番号',
    name: '氏名',
    course: '方面',
    run: '便',
  },
  days: {
    title: '日別',
    caption: '日別の予約と乗車状況（グラフの数値）',
  },
  learners: {
    title: '受講生別',
    caption: '不在または「乗りません」のある受講生（不在の多い順）',
    none: 'この期間に不在や「乗りません」の受講生はいません。',
  },
  runs: {
    title: '便別',
    caption: '運行パターンの便ごとの予約と乗車状況',
  },
} as const;

export const t = translator(ja);
