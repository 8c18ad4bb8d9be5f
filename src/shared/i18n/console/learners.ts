import { translator } from '../translator';

/**
 * Helping a learner at the desk (教習生サポート, issue 10 §3): the search (admin/learners) and one
 * learner's page (admin/learner) with their lock, points, rides, proxy booking and cancelling, and
 * the one-time sign-in link.
 */
export const ja = {
  title: '教習生サポート',
  search: {
    label: '学生番号またはふりがな',
    submit: '検索',
    hint: '一部だけでも探せます（例：2345、やまだ、ﾔﾏﾀﾞ）。',
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
  },
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
    place: '乗降地点',
    bicycle: '自転車を載せる',
    pastCutoff: 'この日の教習生の予約受付は終了しています。代理で予約する理由を入力してください。',
    reason: '理由（必須）',
    sending: '送信中…',
    submit: '予約する',
    done: '{date} {run} を予約しました。',
    /** why a date takes no booking, worded for the desk */
    days: {
      closed: 'この日は休校日のため、運行はありません。',
      notYetOpen: 'この日はまだ予約受付前です。予約できる期間に入ってから予約してください。',
      past: '今日以前の日付は予約できません。明日以降の日付を選んでください。',
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
