import { translator } from '../translator';

/**
 * 学校の設定 (admin/settings, issue 23 §3): contact, location, the booking rules' times and the
 * display options of SPEC.md §4, in the words a school's office uses.
 */
export const ja = {
  title: '学校の設定',
  intro: '保存すると、教習生の画面と予約の受付にすぐ反映されます。変更は操作履歴に残ります。',
  contact: {
    legend: '学校の連絡先',
    name: '学校名（{max}文字以内）',
    phone: '電話番号（教習生の画面に表示）',
    mail: 'メールの差出人アドレス',
    mailHint: '教習生へのメール（予約の確認、送迎予定など）の差出人です。返信もここに届きます。',
    zipCode: '郵便番号',
    address1: '住所',
    address2: '住所（建物名など）',
  },
  location: {
    legend: '学校の位置',
    hint: '地図をクリックするか、緯度と経度を入力してください。地図が表示されないときも入力で設定できます。',
    latitude: '緯度',
    longitude: '経度',
    mapLabel: '学校の位置の地図',
    marker: '学校',
    offlineNote: '地図を読み込めません。緯度と経度を入力して設定できます。',
  },
  booking: {
    legend: '予約の受付',
    cutoff: '予約の締切時刻（前の営業日）',
    cutoffHint: '乗車日の前の営業日のこの時刻に、その日の予約と取消の受付を締め切ります。',
    planRelease: '送迎予定の公開時刻（締切と同じ日）',
    planReleaseHint: '締切から公開までの間に送迎予定を確定します。',
    boardTomorrowFrom: '配車ボードを翌営業日に切り替える時刻',
    boardTomorrowFromHint:
      '営業日のこの時刻までは、配車ボードを開くと当日の便を表示します。この時刻からは翌営業日の便を表示します。00:00 にすると常に翌営業日です。',
    horizon: '予約できる期間（{min}〜{max}日先まで）',
    horizonUnit: '日先まで',
    digits: '学生番号の桁数（{min}〜{max}桁）',
    digitsHint: 'すべてのサイト（{sites}）のログイン画面に適用されます。',
    digitsConfirm:
      '学生番号の桁数を{from}桁から{to}桁に変えると、{from}桁の学生番号の教習生はログインできなくなります。変更しますか？',
  },
  view: {
    legend: '教習生に見せる時刻',
    hint: 'すべてのサイト（{sites}）に適用されます。時刻を表示しないときは「前日にご連絡します」と表示されます。',
    upDepartureTime: '往路の迎えの時刻を見せる時期',
    upLineDepartureTime: '往路の迎えの時刻（路線）',
    upDtoDDepartureTime: '往路の迎えの時刻（戸口送迎）',
    upArrivalTime: '往路の学校到着時刻',
    downDepartureTime: '復路の出発時刻',
    downArrivalTime: '復路の到着時刻',
    isJgnVisible: '時限を表示する',
    isBusVisible: '便名を表示する',
    choices: {
      upDepartureTime: {
        0: 'いつでも表示する',
        1: '送迎予定の確定後',
        2: '送迎予定の確定後、締切を過ぎてから',
        3: '送迎予定の確定後、確定メールの送信後',
        4: '送迎予定の確定後、公開時刻を過ぎてから',
      },
      upLineDepartureTime: { 1: '便の出発予定時刻', 2: '便の実際の出発時刻', 3: '乗車地点の予定時刻' },
      upDtoDDepartureTime: { 1: '便の出発予定時刻', 2: '便の実際の出発時刻', 3: '乗車地点の予定時刻' },
      upArrivalTime: { 1: '到着予定時刻', 2: '実際の到着時刻' },
      downDepartureTime: { 1: '便の出発予定時刻', 2: '降車地点の予定時刻' },
      downArrivalTime: { 1: '降車地点の予定時刻', 2: '実際の到着時刻' },
    },
  },
  /** issue 28 §3: approach, delay and cancel alerts to learners who turned them on */
  alerts: {
    legend: '教習生への通知',
    hint: '教習生がメニューで通知を有効にすると、バスの接近・遅れ・運休をスマートフォンに通知します。送った通知は「通知履歴」で確認できます。',
    enabled: '接近・遅れ・運休の通知を送る',
    delayStep: '遅れの通知：何分遅れるごと（{min}〜{max}分）',
    delayStepUnit: '分ごと',
    delayStepHint: '例えば10分なら、10分遅れたときに通知し、20分になったらもう一度通知します。',
    mailFallback: 'プッシュ通知を受け取れない教習生にはメールで送る',
  },
  /** the waitlist and the reminder before the cut-off (issue 29) */
  waitlist: {
    legend: 'キャンセル待ちと予約のお知らせ',
    enabled: 'キャンセル待ちを受け付ける',
    enabledHint: '満席の便に教習生がキャンセル待ちを登録でき、空席ができると登録順に自動で予約されます。',
    reminder: '予約のお知らせ（締め切り前のリマインド）を送る',
    reminderHint:
      '次の予約日に教習があるのに送迎バスを予約していない教習生に、締め切り前に一度だけお知らせします。',
    lead: '予約のお知らせを送る時刻：締め切りの何分前（{min}〜{max}分）',
    leadUnit: '分前',
  },
  /** between the site names of a hint: サイト（1・2・3） */
  siteSeparator: '・',
  save: '保存する',
  saving: '保存しています…',
  saved: '学校の設定を保存しました。',
} as const;

export const t = translator(ja);
