import { translator } from '../translator';

/**
 * The learner's own pick-up points (SPEC.md §2, §4, §5, issue 12): registering one on a map
 * (/sp/BusStopReg), its confirm page (/sp/BusStopCom), the check, edit and delete pages, and the
 * page of the school's points that need no registration.
 */
export const ja = {
  titles: {
    register: '地点の登録',
    edit: '地点の変更',
    confirmRegister: '地点の登録の確認',
    confirmEdit: '地点の変更の確認',
    confirmDelete: '地点削除の確認',
    schoolPoints: '登録不要の地点',
  },
  status: {
    pending: '承認待ち',
    rejected: '承認されませんでした：{reason}',
    approved: '承認済み',
  },
  /** SPEC.md §5: the learner has no point */
  none: '登録されている地点がございません',
  facts: {
    category: '分類',
    address: '住所',
    name: '地点名',
    place: '場所',
    notEntered: '（未入力）',
    coordinates: '緯度 {lat}、経度 {lng}',
  },
  /** SPEC.md §7: the links to external maps */
  mapLinks: {
    label: '{name} の地図',
    newTab: '（新しいタブで開きます）',
  },
  editLabel: '編集：{name}',
  edit: '編集',
  /** the point being registered: its marker, its legend and its heading on the confirm page */
  toRegister: '登録する地点',
  placement: {
    /** what 現在地を使う last did, when it did not place the marker */
    locating: {
      busy: '現在地を取得しています…',
      unsupported:
        'この端末またはこの接続では現在地を取得できません。地図をタップするか、地図を動かして「地図の中央に置く」を押してください。',
      denied:
        '現在地の利用が許可されていません。端末やブラウザの設定で位置情報を許可するか、地図から地点を選んでください。',
      unavailable:
        '現在地を取得できませんでした。電波の届く場所でもう一度お試しいただくか、地図から地点を選んでください。',
      timeout: '現在地の取得に時間がかかっています。もう一度お試しいただくか、地図から地点を選んでください。',
    },
    placedAtLocation: '現在地に印を付けました。ずれている場合は、地図をタップして直してください。',
    placedByTap: '地図をタップした場所に印を付けました。',
    placedAtCentre: '地図の中央に印を付けました。',
    placedBefore: '印の場所で登録します。',
    coordinates: '（緯度 {lat}、経度 {lng}）',
    notPlaced: 'まだ場所が選ばれていません。',
    problems: '入力内容を確認してください',
    where: '乗車する場所',
    whereLead:
      '地図をタップして印を付けてください。キーボードでは、地図を選んで矢印キーで動かし、中央の十字を場所に合わせて「地図の中央に置く」を押します。',
    mapLabel: '乗車する場所を選ぶ地図（矢印キーで移動、＋と−で拡大・縮小）',
    useLocation: '現在地を使う',
    placeAtCentre: '地図の中央に置く',
    /** centring the map on a place of the school's own list (no outside geocoder) */
    centreOn: '地図に表示する場所',
    centreOnHint:
      '地区や停留所を選ぶと、地図がその場所に移ります。そこから乗車する場所をタップしてください。',
    centreOnSchool: '{school}（学校）',
    centreOnArea: '{area}（地区全体）',
    centredOn: '地図の中心：{place}',
    knownStop: '停留所',
    tilesMissing:
      '地図の画像を読み込めません。学校と停留所を示しています（停留所の名前は地図を拡大すると表示されます）。「地図に表示する場所」で近くの地区や停留所を選び、地図をタップするか、矢印キーで動かして地点を選べます。',
    what: '住所と地点名',
    whatLead: 'どちらか一方は必ず入力してください（それぞれ{max}文字まで）。',
    addressExample: '例：上尾市緑丘1-2-3',
    nameExample: '例：自宅、アルバイト先',
    count: '{length}/{max}文字',
  },
  /** an edit of a point the school did not approve */
  rejection: {
    reason: 'この地点は承認されませんでした：{reason}',
    fixAndSend: '場所や名前を直して「次へ」から送ると、もう一度学校の承認を待ちます。',
  },
  confirm: {
    edited: '変更後の地点',
    mayNotSuit: '場所によっては、ご希望に添えない場合があります。',
    untilApproved:
      '学校が承認するまで、この地点からはご予約いただけません。承認の結果は、メニューの「地点の確認」でご確認いただけます。',
    sending: '送信しています…',
    change: '変更する',
    register: '登録する',
    backToInput: '入力に戻る',
  },
  check: {
    registered: '登録した地点',
    lead: '承認済みの地点からご予約いただけます。承認待ちの地点は、学校の承認後にご予約いただけます。',
    seeSchoolPoints: '登録不要の地点を見る',
  },
  editList: {
    registerFromMenu: 'メニューの「乗車地点の登録」から地点を登録できます',
    deleteLead: '削除する地点にチェックを付けて「削除」を押してください。',
    delete: '削除',
    changeNeedsApproval: '地点を変更すると、学校が承認するまでその地点からはご予約いただけません。',
    approvedStay: '承認済みの地点は変更できません。変更するときは、削除してから登録し直してください。',
    backToEdit: '地点の編集に戻る',
  },
  deletion: {
    note: '以上の地点を削除します。よろしければ「削除する」を押してください。',
    deleting: '削除しています…',
    delete: '削除する',
    backToChoice: '地点の選択に戻る',
  },
  schoolPoints: {
    lead: '学校の乗車地点は、登録しなくてもご予約いただけます。',
    search: '地点を探す',
    backToCheck: '地点の確認に戻る',
  },
} as const;

export const t = translator(ja);
