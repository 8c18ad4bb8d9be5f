import { translator } from './translator';

/**
 * The driver page (issue 27): a vehicle's phone in the bus. Short words, read at a glance with
 * gloves on; the riders' names and the stops come from the school's data and are shown as text.
 */
export const ja = {
  title: '運転手ページ',
  signIn: {
    title: '運転手ページにサインイン',
    lead: '学校のコンソールに表示されたサインインコード（8文字）を入力するか、QRコードを読み取ってください。',
    code: 'サインインコード（8文字）',
    submit: 'サインイン',
    checking: '確認中…',
    offline: '通信できません。電波の届く場所でもう一度お試しください。',
  },
  signOut: {
    button: 'サインアウト',
    title: 'サインアウトしますか',
    text: 'この端末では、もう一度サインインコードを入力するまで名簿を見られなくなります。',
    unsent: 'まだ送信していない記録が {count} 件あります。サインアウトすると送信されません。',
    confirm: 'サインアウトする',
    cancel: 'やめる',
  },
  day: {
    date: '{date}の運行',
    driver: '運転手 {name}',
    noRuns: '今日この車両が受け持つ便はありません。',
    updatedAt: '{time} 更新',
    keptAt: '通信できません。{time} に受け取った名簿を表示しています（{age}）。',
    age: {
      seconds: '{n}秒前',
      minutes: '{n}分前',
      hours: '{n}時間前',
    },
    refresh: '名簿を更新',
    loading: '名簿を読み込んでいます',
    connection: '通信できません。電波の届く場所で「名簿を更新」を押してください。',
  },
  sync: {
    unsent: '未送信 {count} 件',
    unsentHint: '電波が戻ると自動で送信します。',
    allSent: '記録はすべて送信済みです',
    refused:
      '{count} 件の記録は受け付けられませんでした（便の変更や予約の取消があったため）。名簿を確かめて、必要なら事務所に連絡してください。',
  },
  run: {
    direction: {
      1: '往路（学校へ）',
      2: '復路（学校から）',
    },
    planned: '予定 {start}〜{end}',
    state: {
      before: '出発前',
      running: '運行中（{time} 出発）',
      ended: '運行終了（{time}）',
    },
    depart: '出発',
    end: '運行終了',
    stops: '停車地',
    riders: '乗る人 {count} 人',
    noRiders: '乗る人はいません',
  },
  stop: {
    planTime: '{time} 予定',
    fixedLabel: '確定',
    noTime: '時刻なし',
  },
  rider: {
    party: '同乗の子供 {count} 人',
    childSeats: 'チャイルドシート {count}',
    bicycle: '自転車',
    call: '電話する',
    notRiding: '乗りません',
    notRidingHint: '本人から「今日は乗りません」と連絡がありました。',
    state: {
      boarded: '乗車済み',
      absent: '不在',
      unconfirmed: '未確認',
    },
    board: '乗車',
    absent: '不在',
    undo: '取り消す',
    /** names the rider a button acts on, for assistive technology */
    target: '：{name}',
  },
  early: {
    title: '予定より早い出発です',
    body: '{bin}は {time} 出発の予定です。この便で間違いなければ出発にしてください（出発は取り消せません）。',
    confirm: '出発にする',
    cancel: '戻る',
  },
  close: {
    title: '運行を終了しますか',
    allAccounted: '{bin}を運行終了にします。',
    unaccounted: 'まだ確認していない人が {count} 人います。',
    unaccountedRider: '{name}（{stop}）',
    confirm: '運行終了にする',
    cancel: '戻る',
  },
  gps: {
    title: '位置情報',
    stayHint: '位置を送る間は、この画面を開いたまま（スリープさせずに）にしてください。',
    off: '送信していません',
    starting: '位置を取得しています…',
    sending: '送信中',
    sendingWithAccuracy: '送信中・精度 約{metres} m',
    queued: '未送信の位置 {count} 件',
    denied: '位置情報が許可されていません。ブラウザの設定で位置情報を許可してください。',
    unavailable: 'この端末では位置情報を使えません。',
    turnOn: '位置の送信を始める',
    turnOff: '位置の送信をやめる',
  },
} as const;

export const t = translator(ja);
