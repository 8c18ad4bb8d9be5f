import { translator } from './translator';

/**
 * The mails the product sends (issue 11, 12, 21) and the development mailbox page: each body is
 * one text with its {placeholders}; the templates (server/domain/mail/templates.ts) only fill them.
 */
export const ja = {
  subject: '【{school}】{title}',
  greeting: '{name} 様',
  signature: {
    rule: '――――――――――――――――',
    phone: '電話：{phone}',
    noReply: '※このメールは送信専用です。ご返信いただいてもお答えできません。',
  },
  /** a date with its year, as mails name it: '2026年12月01日(火)' */
  dateWithYear: '{year}年{date}',
  mailConfirmation: {
    title: 'メールアドレスの確認',
    body:
      '送迎バス予約のメールアドレス登録を受け付けました。\n次のリンクを開き、学生番号とパスワードを入力して登録を完了してください。\n\n{link}\n\n' +
      'このリンクは {expires} まで、1回だけ使えます。\nお心当たりのない場合は、このメールを破棄してください。',
  },
  mailAddressChanged: {
    title: 'メールアドレスが変更されました',
    body:
      '送迎バス予約に登録のメールアドレスが {changed} に変更されました。\n変更後のアドレス：{address}\nこれからのお知らせは変更後のアドレスにお送りします。\n\n' +
      'お心当たりのない場合は、お手数ですが学校までご連絡ください。',
  },
  passwordChanged: {
    title: 'パスワードが変更されました',
    body:
      '送迎バス予約のパスワードが {changed} に変更されました。\nほかの端末でのログインは終了しています。\n\n' +
      'お心当たりのない場合は、お手数ですが学校までご連絡ください。',
  },
  ride: {
    /** one ride of a ride-time mail, its parts apart by full-width spaces: ・往路（学校行き）07:42 乗車… */
    line: '・{direction}\u3000{time}\u3000{place}（{bus}）',
    up: '往路（学校行き）',
    down: '復路（学校発）',
    boards: '{time} 乗車',
    getsOff: '{time} 降車',
    /** a ride at a stop the run has no planned time for (a learner's own point) */
    timeLater: '時刻は追ってご連絡します',
  },
  rideTimes: {
    title: '送迎予定のお知らせ（{date}）',
    body: '{date} の送迎の時刻が確定しました。\n\n{rides}\n\n往路は、乗車時刻の数分前までに乗車地点でお待ちください。',
  },
  rideTimesChanged: {
    title: '送迎予定の変更あり（{date}）',
    body: '{date} の送迎予定に変更がありました。\n\n{changes}',
    change: '変更前：{before}\n変更後：{after}',
    none: 'なし',
    cancelled: 'なし（取消）',
  },
  point: {
    category: '・分類：{category}',
    name: '・地点名：{name}',
    address: '・住所：{address}',
    missing: '（なし）',
  },
  pointApproved: {
    title: '乗車地点を承認しました',
    body: 'ご登録いただいた乗車地点を承認しました。\n本日から、この地点を乗車地点として送迎バスをご予約いただけます。\n\n{point}',
  },
  pointRejected: {
    title: '乗車地点を承認できませんでした',
    body:
      'ご登録いただいた乗車地点は、次の理由により承認できませんでした。\n\n理由：{reason}\n\n{point}\n\n' +
      'お手数ですが、地点編集画面から地点を変更して申請し直すか、地点を削除してください。',
  },
  /** day-of changes to a run (issue 23 §8); {ride} is one ride line (ride.line) */
  runCancelled: {
    title: '送迎バス運休のお知らせ（{date}）',
    body:
      '誠に申し訳ありませんが、{date} の次の送迎バスは運休となり、ご予約を取り消しました。\n\n{ride}\n\n' +
      'お手数ですが、ほかの便をご予約いただくか、学校までご連絡ください。',
  },
  /** a learner the school's file marked 退所 (issue 24): the future rides that were cancelled */
  withdrawnRidesCancelled: {
    title: '送迎バスのご予約の取り消し',
    body:
      '学校の記録で退所となりましたので、次の送迎バスのご予約を取り消しました。\n\n{rides}\n\n' +
      'お心当たりのない場合は、お手数ですが学校までご連絡ください。',
    /** one cancelled ride: its date, then its ride line (ride.line) */
    ride: '{date}\n{ride}',
  },
  rideMoved: {
    title: '送迎バスの便の変更（{date}）',
    body: '{date} のご予約を、学校の都合により次の便に変更しました。\n\n変更前：{before}\n変更後：{after}',
  },
  /** approach and delay alerts by mail (issue 28 §3), for learners without push who asked for mail */
  rideAlert: {
    approach: {
      title: '送迎バスがまもなく到着します（{date}）',
      body:
        '{date} の {bus} は、{place} に {time} ごろ到着する見込みです。\n乗車地点でお待ちください。\n\n' +
        '到着の見込みはバスの位置から計算したもので、道路状況により前後します。',
    },
    delay: {
      title: '送迎バス遅延のお知らせ（{date}）',
      up: '{date} の {bus} は、予定より約{minutes}分遅れて運行しています。\n{place} への到着は {time} ごろの見込みです。',
      down: '{date} の {bus} は、予定より約{minutes}分遅れて運行しています。\n学校の出発は {time} ごろの見込みです。',
    },
  },
  /** キャンセル待ち (issue 29 §1); {ride} is one ride line (ride.line) */
  waitlist: {
    promoted: {
      title: 'キャンセル待ちの便をご予約しました（{date}）',
      body:
        'キャンセル待ちをされていた {date} の次の便に空きが出たため、ご予約しました。\n\n{ride}\n\n' +
        'ご都合が合わない場合は、締め切りまでに「予約の確認」から取り消してください。',
    },
    closed: {
      title: 'キャンセル待ちの受付終了のお知らせ（{date}）',
      body:
        '{date} の次の便は、予約の締め切りまでに空きが出なかったため、キャンセル待ちを終了しました。\n\n{ride}\n\n' +
        'お手数ですが、学校までご連絡ください。',
    },
    dropped: {
      title: 'キャンセル待ちの便の運休のお知らせ（{date}）',
      body:
        'キャンセル待ちをされていた {date} の次の便は運休となったため、キャンセル待ちを終了しました。\n\n{ride}\n\n' +
        'お手数ですが、ほかの便をご予約いただくか、学校までご連絡ください。',
    },
  },
  /** the school's learner login page, mailed by staff at the learner's request (issue 26 §6) */
  signInLink: {
    title: '送迎バス予約のログイン画面のご案内',
    body:
      '送迎バス予約のログイン画面は次のとおりです。学生番号とパスワードでログインしてください。\n\n{link}\n\n' +
      'パスワードがわからない場合は、学校までご連絡ください。',
  },
  /** staff's message to everyone booked on one run (issue 26 §3); {message} is staff's own text */
  runMessage: {
    title: {
      delay: '送迎バス遅延のお知らせ（{date}）',
      cancel: '送迎バス運休のお知らせ（{date}）',
      stopChange: '乗車地点変更のお知らせ（{date}）',
      other: '送迎バスからのお知らせ（{date}）',
    },
    body: 'ご予約の {date} {bus}（{direction}、{time} 発）について、学校からのお知らせです。\n\n{message}',
  },
  /** what staff see instead of a sign-in link's token in a mail's copy */
  hiddenToken: '（非表示）',
  /** the development mailbox page ({BASE_PATH}dev/mailbox) */
  mailbox: {
    title: '開発用メールボックス',
    intro:
      'SMTP_URL が設定されていないため、メールは送信されず、ここに表示されます（新しい順に{count}件まで）。',
    empty: 'メールはまだありません。',
    to: '宛先',
    from: '差出人',
    at: '日時',
    state: '状態',
  },
} as const;

export const t = translator(ja);
