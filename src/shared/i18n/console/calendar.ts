import { translator } from '../translator';

/**
 * 営業日カレンダー (admin/calendar, issue 23 §4): the month of business days, opening and closing
 * days and periods, and the preview of the days a learner may book.
 */
export const ja = {
  title: '営業日カレンダー',
  intro:
    '祝日と定休日は休業です。休業日を営業日にしたり、営業日を休業にしたりできます。期間を営業日にすると、その期間の休業の設定だけが外れます（祝日・定休日を営業日にするには1日ずつ指定してください）。変更はすぐに予約の受付に反映され、操作履歴に残ります。',
  month: '{year}年{month}月',
  previousMonth: '← 前の月',
  nextMonth: '次の月 →',
  weekdays: { 0: '日', 1: '月', 2: '火', 3: '水', 4: '木', 5: '金', 6: '土' },
  legend: {
    label: '凡例',
    business: '営業日',
    closed: '休業日',
    opened: '祝日・定休日の営業',
  },
  day: {
    business: '営業日',
    closed: '休業',
    weekdayClosed: '定休日',
    closure: '休業：{reason}',
    /** class periods closed on an open day (set by the calendar file) */
    closedPeriods: '休校の時限：{periods}',
    /** the date on a day's button, before its state */
    date: '{day}日',
  },
  change: {
    legend: '営業日・休業日の変更',
    start: '開始日',
    end: '終了日（1日だけなら開始日と同じ）',
    reason: '理由（任意、{max}文字以内）',
    close: '休業にする',
    open: '営業日にする',
    sending: '変更しています…',
    closed: '{range} を休業にしました。',
    opened: '{range} を営業日にしました。',
    unchanged: '{range} は既にその状態です。',
    bookingsLeft: '休業にした日に予約が{count}件あります。予約は取り消されていません。',
    cancelRuns: '休業日の便を運休にして予約{count}件を取り消す（教習生にメールで知らせます）',
    cancelRunsConfirm:
      '休業にした日の予約{count}件を取り消し、その便を運休にします。メールアドレスのある教習生には運休のメールが届きます。元に戻せません。よろしいですか？',
    runsCancelled: '{runs}便を運休にし、予約{bookings}件を取り消しました（メール{mailed}通）。',
    range: '{start}〜{end}',
    periodNote:
      '時限ごとの休業はまだ設定できません。その日の一部の便だけを止めるときは、日別運行表から便を開いて運休にしてください。',
  },
  preview: {
    legend: '教習生が予約できる日',
    hint: '選んだ日時に教習生の画面に表示される予約可能日です。',
    date: '今日の日付',
    time: '時刻',
    show: '表示',
    none: '予約できる日はありません。',
    deadline: '締切 {deadline}',
    count: '{count}日',
  },
} as const;

export const t = translator(ja);
