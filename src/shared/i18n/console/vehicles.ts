import { translator } from '../translator';

/**
 * The console's vehicles (issue 13 §4): 車両と端末 (admin/vehicles, the vehicles and the phones that
 * report their positions), 車両の現在地 (admin/live) and 車両の割り当て (admin/assignments).
 */
export const ja = {
  title: '車両と端末',
  register: '車両を登録',
  none: '車両はまだ登録されていません。',
  traccarHint:
    '運転手のスマートフォンには、無料の Traccar Client アプリを入れ、「端末を追加」で表示される端末IDとサーバーURLを設定します。',
  saved: '{name}（{code}）を保存しました。',
  retire: {
    confirm: '{name}の使用をやめますか。端末からの位置を受け付けず、便にも割り当てられなくなります。',
    done: '{name}の使用をやめました。',
    resumed: '{name}の使用を再開しました。',
  },
  table: {
    vehicle: '車両',
    plate: 'ナンバー',
    driver: '運転手',
    seats: '定員',
    latest: '最新の位置',
    devices: '端末',
    actions: '操作',
    retired: '使用停止',
    seatCount: '{count}人',
    noPosition: '位置情報なし',
    edit: '編集',
    addDevice: '端末を追加',
    resume: '使用を再開',
    retire: '使用をやめる',
  },
  form: {
    editTitle: '{name}の編集',
    newTitle: '車両の登録',
    code: '車両コード（半角英数字 {max}文字以内）',
    codeHint: '運行表の便が車両をこのコードで指します。登録後は変更できません。',
    name: '車両名（{max}文字以内）',
    plate: 'ナンバー（任意）',
    driver: '運転手（任意・{max}文字以内）',
    driverHint: 'いつもこの車両を運転する人。運行表（乗車名簿）に印刷されます。',
    seats: '定員（{min}〜{max}人）',
    sending: '送信中…',
    save: '保存する',
    register: '登録する',
    cancel: 'やめる',
  },
  devices: {
    none: '端末なし',
    revokedAt: '無効（{at}）',
    lastSeen: '最終受信 {at}',
    neverSeen: 'まだ受信していません',
    revoke: '無効にする',
    /** which device a revoke button acts on, for assistive technology */
    revokeTarget: '：{vehicle}の端末 {device}',
    added: '{vehicle}に端末 {device} を追加しました。',
    revokeConfirm: '{vehicle}の端末 {device} を無効にしますか。この端末からの位置は受け付けなくなります。',
    revoked: '{vehicle}の端末 {device} を無効にしました。',
    /** asked before the panel with a new device's secret id closes by another action */
    secretShown: '表示中の{vehicle}の端末ID（{device}）は二度と表示できません。控えましたか。',
    /** issue 27 §1: a one-time code that signs the vehicle's phone in to the driver page */
    driverSignIn: 'ドライバー画面にサインイン',
    driverSignInTarget: '：{vehicle}の端末 {device}',
  },
  /** the dialog with a driver page sign-in code, shown once (issue 27 §1) */
  driverSignIn: {
    title: '{vehicle}のドライバー画面にサインイン',
    scan: '運転手のスマートフォンのカメラでこのQRコードを読み取るか、ドライバー画面を開いて下のコードを入力してください。',
    qr: 'ドライバー画面のサインイン用QRコード',
    code: 'サインインコード',
    url: 'ドライバー画面のURL',
    expires: '有効期限 {time}（一度だけ使えます）',
    onlyHere:
      'このコードはこの画面を閉じると二度と表示されません。必要なら、もう一度「ドライバー画面にサインイン」を押して新しいコードを表示してください（前のコードは使えなくなります）。',
    close: '閉じる',
  },
  /** how a vehicle's newest fix arrived and how precise it is (issue 27 §3) */
  source: {
    osmand: 'Traccar Client',
    browser: 'ドライバー画面',
    accuracy: '精度 約{metres} m',
  },
  setup: {
    title: '{vehicle}の端末を追加しました',
    onlyHere:
      '端末IDはこの画面でしか表示されません。閉じる前に運転手のスマートフォンの Traccar Client に入力するか、控えてください。',
    deviceId: '端末ID（Device identifier）',
    serverUrl: 'サーバーURL（Server URL）',
    steps: '設定の手順',
    close: '控えたので閉じる',
  },
  /** how old a fix is */
  age: {
    seconds: '{count}秒前',
    minutes: '{count}分前',
    hours: '{count}時間前',
    days: '{count}日前',
  },
  /** a run's name carries its course: 北部方面 1便（往路 08:12–08:50） */
  runLabel: '{run}（{direction} {start}–{end}）',
  live: {
    title: '車両の現在地',
    summary: '{time} 現在・位置を送信中 {reporting} 台 / {total} 台',
    refreshEvery: '（{seconds}秒ごとに自動更新）',
    refresh: '更新',
    map: '地図',
    list: '車両の一覧',
    none: '使用中の車両はありません。「車両と端末」で登録できます。',
    mapLabel: '車両の現在地の地図',
    offlineNote: '地図の画像を読み込めません。車両の位置は印で示しています。詳しくは下の一覧をご覧ください。',
    legend: '地図の凡例',
    freshVehicle: '車両（{minutes}分以内の位置）',
    staleVehicle: '車両（古い位置）',
    school: '学校',
    /** a vehicle's marker: its name and how old its position is */
    marker: '{name}（{age}）',
    fixTime: '（{time}）',
    stale: '古い位置',
    /** how the run being driven keeps time (issue 28 §1) */
    late: '{minutes}分遅れ',
    early: '{minutes}分早い',
    onTime: '定刻',
    columns: {
      vehicle: '車両',
      fix: '位置の更新',
      currentRun: '運行中の便',
      nextRun: '次の便',
      speedAndBattery: '速度・電池',
      map: '地図',
    },
    battery: '電池 {percent}%',
    separator: '・',
    showAll: '全体を表示',
    showOnMap: '地図で見る',
  },
  assignments: {
    title: '車両の割り当て {date}',
    dateGroup: '日付',
    pastDay: '過ぎた日の割り当ては変更できません。記録として表示しています。',
    actions: '割り当ての操作',
    sameAsLastWeek: '前週（{date}）と同じにする',
    runCount: '（{count}便）',
    /** one vehicle for every run of a course of the day */
    courseGroup: '方面ごとの割り当て',
    course: '方面',
    courseVehicle: '車両',
    assignCourse: 'この方面の全便に入れる',
    discard: '変更を取り消す',
    sending: '送信中…',
    save: '保存する',
    hint: '「前週と同じにする」はこの日の全便に前週の同じ曜日の車両を、「この方面の全便に入れる」は選んだ方面の全便に選んだ車両を入れます。個別の便は表で変えられます。保存するまで、教習生の画面は今の車両のままです。',
    saved: '{count}便の車両を保存しました。',
    savedNothing: '変更はありませんでした。',
    notSent: '送信できませんでした。',
    /** the warnings of a row (shared/rules/assignment-checks) */
    warningCapacity: '座席 {seats}人に予約 {riders}人',
    warningOverlap: '{run}（{start}–{end}）と時間が重なる',
    warningsOf: '{run}の注意',
    confirm: {
      title: '注意のある割り当てを保存しますか',
      text: '{count}件の注意があります：{list}。このまま保存しますか。',
      separator: '、',
      item: '{run}（{warning}）',
      save: '注意を確認して保存する',
      back: '戻って直す',
    },
    columns: {
      run: '便',
      times: '時刻',
      vehicle: '車両',
      lastWeek: '前週の同じ曜日',
      riders: '予約',
      state: '状態',
    },
    vehicleOf: '{run}（{direction}）の車両',
    unassigned: '未割り当て',
    vehicle: '{name}（{code}）',
    unknownVehicle: '{code}（使用停止または未登録）',
    unsaved: '未保存',
    assigned: '割り当て済み',
    asTimetabled: '運行表のまま',
    riderCount: '{count}人',
  },
} as const;

export const t = translator(ja);
