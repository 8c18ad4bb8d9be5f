import { translator } from '../translator';

/**
 * Helping a learner at the desk (教習生サポート, issue 10 §3): the search (admin/learners) and one
 * learner's page (admin/learner) with their lock, points, rides, proxy booking and cancelling, and
 * the one-time sign-in link.
 */
export const ja = {
  title: '教習生サポート',
  search: {
    label: '氏名・ふりがな・学生番号・携帯電話番号',
    submit: '検索',
    hint: '一部だけでも探せます（例：山田、やまだ、ヤマダ、12345、090-0000-1234）。ハイフンや空白はあってもなくてもかまいません。',
    none: '「{query}」に当てはまる教習生はいません。',
    count: '{count} 名',
    truncated: '（多すぎるため先頭のみ表示。条件を絞ってください）',
  },
  enrol: {
    title: '教習生の登録',
    intro:
      '入校した教習生を登録します。教習生はスマートフォンの「新規登録」で、ここに入力したふりがなと生年月日を入れてパスワードを決めると、送迎バスを予約できるようになります。',
    fields: {
      seitoNo: '学生番号',
      name: '氏名',
      furigana: 'ふりがな',
      birthDate: '生年月日',
      address: '住所（任意）',
    },
    hints: {
      seitoNo: '学校の設定の桁数（半角）',
      name: '例：佐藤 花子',
      furigana:
        '姓と名の間に空白、それぞれ10文字以内（例：さとう はなこ）。新規登録で教習生が入力するものと照らし合わせます。',
      birthDate: '新規登録で教習生が入力するものと照らし合わせます。',
      address: '乗車名簿に載ります。',
    },
    submit: '登録する',
    sending: '登録しています…',
    done: '{name}（{seitoNo}）を登録しました。続けて次の教習生を登録できます。',
    open: '{name} さんのページを開く',
  },
  columns: {
    seitoNo: '学生番号',
    name: '氏名',
    furigana: 'ふりがな',
    mobile: '携帯電話',
  },
  withdrawn: '退所',
  learner: {
    missing: '教習生が指定されていません。',
    title: '教習生',
    back: '← 教習生サポート',
    heading: '{name}（{furigana}）',
    mobile: '携帯電話',
    mail: 'メール',
    signIn: 'ログイン',
    locked: 'ロック中',
    lockedUntil: '{date} {time} まで',
    notLocked: 'ロックなし',
    failures: '（連続失敗 {count} 回）',
    unlock: 'ロック解除',
    unlocked: 'ロックを解除しました。',
    points: '登録地点',
    noPoints: '登録されている地点がございません',
    pending: '承認待ち',
    rejected: '承認しなかった地点（{reason}）',
    bookings: '予約（これからの予約、過去90日）',
    account: 'Web 登録',
    signedUp: '登録済み',
    notSignedUp: '未登録（新規登録がまだです）',
    consent: '個人情報の同意',
    consentAt: '{date} {time}',
    noConsent: '記録なし',
    withdrawnAt: '退所（{date}）',
    enrolled: '在籍',
    lessons: '教習の予定（今日から14日間）',
    noLessons: 'この期間の教習の予定はありません。',
    /** a lesson: its period and kind */
    lesson: '{period}・{kind}',
    mails: '最近のメール（新しい順に10件）',
    noMails: 'この教習生へのメールはまだありません。',
    mailColumns: {
      at: '日時',
      subject: '件名',
      kind: '種類',
      status: '状態',
    },
    /** the outbox's template names as the desk reads them; another shows as written */
    mailKinds: {
      'mail-confirmation': 'メールアドレスの確認',
      'mail-address-changed': 'メールアドレス変更のお知らせ',
      'password-changed': 'パスワード変更のお知らせ',
      'ride-times': '送迎時刻',
      'ride-times-changed': '送迎時刻の変更',
      'point-approved': '地点の承認',
      'point-rejected': '地点の不承認',
      'withdrawn-rides-cancelled': '退所による取消',
      'sign-in-link': 'ログイン画面の案内',
    },
    mailStatus: {
      pending: '送信待ち',
      sending: '送信中',
      sent: '送信済み',
      failed: '送信失敗',
    },
  },
  /** signing in again: a temporary password (admins), the login page by mail (issue 26 §6) */
  access: {
    title: 'ログインの手助け',
    resetHint:
      '仮のパスワードを発行します。今のパスワードは使えなくなり、この教習生のログイン中の画面はすべてログアウトします。仮のパスワードはこの画面に一度だけ表示されます。',
    reset: '仮のパスワードを発行…',
    resetQuestion: '{name} さんのパスワードを変えますか',
    resetText: '今のパスワードは使えなくなり、ログイン中の画面はすべてログアウトします。',
    resetConfirm: '発行する',
    resetCancel: 'やめる',
    resetDone:
      '仮のパスワードを発行しました。教習生に伝えてください（この画面を離れると二度と表示されません）。',
    temporaryPassword: '仮のパスワード',
    mailHint:
      'ログイン画面のアドレスを教習生のメールアドレスに送ります（パスワードなしでログインできるリンクではありません）。',
    mailSite: 'サイト',
    mail: 'ログイン画面の案内をメールで送る',
    mailDone: '{address} にログイン画面の案内を送りました。',
    noMailAddress: 'メールアドレスが登録されていないため、メールでは送れません。',
  },
  bookings: {
    date: '日付',
    direction: '方向',
    runAndPeriod: '便・時限',
    departure: '発',
    place: '乗降地点',
    extras: '同乗・荷物',
    state: '状態',
    /** a run and its period in one cell */
    runPeriod: '{run}・{period}',
    /** an extra as a fact: term and value */
    extra: '{term} {value}',
    separator: '・',
    cancelled: '取消済み',
    past: '乗車日経過',
    cancel: '取消…',
  },
  cancel: {
    question: '{date} {run}（{place}）を取り消しますか',
    pastCutoff: '教習生の取消受付は終了しています。取り消す理由を入力してください。',
    reasonOptional: '理由（任意）',
    reasonRequired: '理由（必須）',
    submit: '取消する',
    abandon: 'やめる',
    done: '{date} {run} の予約を取り消しました。',
  },
  proxy: {
    title: '代理予約',
    date: '乗車日',
    direction: '方向',
    run: '便',
    chooseDateFirst: '先に乗車日を選んでください',
    loading: '読み込み中…',
    noRuns: 'この日の便はありません',
    choose: '選択してください',
    /** a run offered: name, course, period, departure and free seats */
    runOption: '{run}（{course}）{period} {start}発 空席{seats}',
    notNetBookable: '・ネット予約対象外',
    departed: '・出発済み',
    place: '乗降地点',
    bicycle: '自転車を載せる',
    pastCutoff: 'この日の教習生の予約受付は終了しています。代理で予約する理由を入力してください。',
    today:
      '当日の予約です。便が出発する（始発の乗車地点を発車する）時刻まで予約できます。理由を入力してください。',
    reason: '理由（必須）',
    sending: '送信中…',
    submit: '予約する',
    done: '{date} {run} を予約しました。',
    /** why a date takes no booking, worded for the desk */
    days: {
      closed: 'この日は休校日のため、運行はありません。',
      notYetOpen: 'この日はまだ予約受付前です。予約できる期間に入ってから予約してください。',
      past: '過ぎた日付は予約できません。今日以降の日付を選んでください。',
    },
  },
  /** a keyed write sent again after no answer */
  checking: '結果を確認しています…',
  link: {
    title: 'ログインリンクの発行',
    hint: 'パスワードなしで一度だけログインできるリンクです。発行から5分間有効です。',
    area: '画面',
    phone: 'スマートフォン',
    desktop: 'パソコン',
    site: 'サイト',
    issue: 'ログインリンクを発行',
    url: 'リンク（{time} まで・1回限り）',
    copy: 'コピー',
    copied: 'コピーしました',
    /** 105 is worded for a learner at a wrong address; here the site list is out of date */
    unknownSite: 'サイト {site} はこの学校に登録されていません。画面を読み込み直してください。',
  },
} as const;

export const t = translator(ja);
