import { translator } from '../translator';

/**
 * The learner's 「バスの接近通知」 screen (/sp/alerts, /pc/alerts; issue 28 §2, §3): push on this
 * browser, the approach minutes, delay alerts, mail instead of push, a test notification, and what
 * to do where push is not available. Also the test notification's own words.
 */
export const ja = {
  title: 'バスの接近通知',
  lead: 'バスがお客様の乗車地点に近づいたときや、遅れているときに、この端末へ通知でお知らせします。',
  push: {
    heading: 'この端末で通知を受け取る',
    on: '通知を受け取る',
    off: '通知を止める',
    isOn: 'この端末で通知を受け取ります。',
    isOff: 'この端末では通知を受け取っていません。',
    turningOn: '通知を設定しています…',
    /** {count} is how many browsers of the learner receive alerts */
    devices: '通知を受け取る端末: {count}台',
    test: 'テスト通知を送る',
    /** after 「テスト通知を送る」: {sent} browsers received it */
    testSent: 'テスト通知を{sent}台の端末に送りました。届かない場合は、端末の通知設定をご確認ください。',
    testFailed:
      'テスト通知を送れませんでした（{failed}台）。通知をいったんオフにしてから、もう一度オンにしてください。',
  },
  states: {
    schoolOff: '学校がバスの接近通知を停止しています。',
    denied:
      'このブラウザーで通知がブロックされています。ブラウザーの設定でこのサイトの通知を「許可」にしてから、もう一度お試しください。',
    unsupported: 'このブラウザーは通知に対応していません。',
    iphone:
      'iPhone・iPad では、Safari の共有ボタンから「ホーム画面に追加」をして、ホーム画面のアイコンから開くと通知を受け取れます（iOS 16.4 以降）。',
    failed: '通知を設定できませんでした。通信状態をご確認のうえ、もう一度お試しください。',
  },
  settings: {
    heading: '通知の内容',
    approach: '到着の何分前に知らせるか',
    approachNone: '知らせない',
    /** {minutes} is 3, 5 or 10 */
    approachMinutes: '{minutes}分前',
    delay: 'バスが遅れているときに知らせる',
    mail: '通知を受け取る端末がないときはメールで知らせる',
    mailUnavailable:
      'メールでの受け取りは、学校が受け付けていて、メールアドレスが登録されているときに選べます。',
    save: '保存する',
    saved: '通知の設定を保存しました。',
  },
  /** the reminder before the cut-off (issue 29 §3), which the school may send whatever its push alerts */
  reminder: {
    heading: '予約のお知らせ',
    label: '予約のお知らせ（締め切り前）',
    hint: '教習の予定がある日に送迎バスのご予約がないとき、予約の締め切り前にメールでお知らせします（通知を受け取る端末があれば、その端末にも通知します）。',
    schoolOff: '学校は現在、予約のお知らせを送っていません。',
    save: '予約のお知らせを保存する',
    saved: '予約のお知らせの設定を保存しました。',
  },
  /** the notification 「テスト通知を送る」 sends */
  testPush: {
    title: 'テスト通知',
    body: 'バスの接近通知は、このように届きます。',
  },
} as const;

export const t = translator(ja);
