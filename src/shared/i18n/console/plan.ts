import { translator } from '../translator';

/** Fixing the plan of a date (送迎予定の確定, admin/plan, issue 11 §5): the fix, its mails and the rides. */
export const ja = {
  screenTitle: '送迎予定の確定',
  title: '送迎予定の確定 {date}',
  dateGroup: '日付',
  toBoard: 'この日の運行表',
  state: {
    fixed: '確定済み（{at}）',
    notFixed: '未確定',
  },
  facts: {
    deadline: '予約の締切',
    fixableAfterDeadline: '（締切の後に確定できます）',
    rides: '予約',
    rideCount: '{rides} 件（{learners} 人）',
    onFix: '確定するとき',
  },
  /** the learners a fix would mail, said before it is pressed */
  mails: {
    none: 'メールを送る教習生はいません。',
    rideTimes: '送迎予定のお知らせ {count} 人',
    changes: '変更のお知らせ {count} 人',
    separator: '、',
    toSend: '{who} にメールを送ります。',
  },
  missingTimes: '乗車時刻が未入力の予約が {count} 件あります。表の「時刻」に入力してください。',
  fix: {
    first: '送迎予定を確定してメールを送る',
    again: '変更を確定して通知する',
    nothingNew: '前回の確定から変更はありません。',
    confirm: '{date} の送迎予定を確定します。{summary}よろしいですか。',
    done: '{date} の送迎予定を確定しました。',
    mailsQueued: 'メール {count} 通（送迎予定 {rideTimes}、変更 {changes}）を{when}送信します。',
    /** mails of a fix before the plan's release wait for it (PRODUCT.md §4) */
    atRelease: '送迎予定の公開時刻（{at}）に',
    noMails: '送るメールはありませんでした。',
  },
  noRides: 'この日の予約はありません。',
  onlyAttention: '前回の確定から変わった予約と、時刻が未入力の予約だけを表示',
  noneToShow: '該当する予約はありません。',
  rides: {
    seitoNo: '学生番号',
    name: '氏名',
    direction: '方向',
    periodAndRun: '時限・便',
    place: '乗降地点',
    time: '時刻',
    lastNotice: '前回の通知',
    change: '変更',
    mail: 'メール',
    /** the point of a ride is not on its run's timetable: staff give its time */
    noTimetableTime: '運行表に時刻なし',
    timeMissing: '時刻未入力',
    /** names a ride's time field for assistive technology */
    timeLabel: '{name} {direction} {place} の乗車時刻',
    saveTime: '保存',
    /** what the last fix mailed, when its place or run differ */
    fixedPlace: '{place}（{run}）',
  },
  /** a ride against the last fix */
  changes: {
    new: '新規',
    changed: '変更あり',
    unchanged: '変更なし',
    gone: '取消',
  },
  /** the mail a learner gets if the plan is fixed now */
  learnerMail: {
    rideTimes: '送迎予定を送信',
    changes: '変更を通知',
    none: '送信なし',
    noAddress: '送信なし（アドレス未登録）',
  },
} as const;

export const t = translator(ja);
