import { fillText } from './translator';

/**
 * The part of the text catalogue keyed by code (SPEC.md §8): every text a learner or staff member
 * sees for a code, by category and code, and the transport alerts. Screens' own words are in the
 * other parts beside this file (learner/, console/, common.ts, mail.ts), each with its `t`.
 * Texts given in English in SPEC.md are rendered as natural, polite Japanese (PRODUCT.md §3).
 */
export const messages = {
  info: {},
  confirm: {},
  warning: {
    1: '学生番号を正しく入力してください。',
    2: 'パスワードを正しく入力してください。',
    3: 'パスワードと再入力したパスワードが一致しません。',
    4: '携帯電話番号を正しく入力してください。',
    5: 'メールアドレスを正しく入力してください。',
    10: '変更できる項目がありません。',
    /** sign-up (issue 11): the fields SPEC.md §5 has no code for */
    31: 'ふりがな（姓）をひらがな10文字以内で入力してください。',
    32: 'ふりがな（名）をひらがな10文字以内で入力してください。',
    33: '生年月日を選択してください。',
    34: 'プライバシーポリシーに同意してください。',
    /** pick-up point registration and deletion (SPEC.md §5, issue 12) */
    40: '登録する地点の分類を選択してください。',
    42: '地図上で地点を選択してください。',
    43: '住所もしくは地点名を入力してください。',
    44: '住所は50文字以内で入力してください。',
    45: '地点名は50文字以内で入力してください。',
    46: '削除を行う地点を選択してください。',
  },
  error: {
    101: '学生番号またはパスワードが正しくありません。',
    102: 'ログインの失敗が続いたため、このアカウントは一時的にロックされています。{until}以降に再度お試しいただくか、学校にご連絡ください。',
    103: 'ログインの失敗が続いているため、しばらく時間をおいてから再度お試しください。',
    104: 'ログイン用のリンクが無効か、有効期限が切れているか、既に使用されています。学校にご連絡ください。',
    105: 'この学校のログイン画面が見つかりません。URLをご確認ください。',
    106: 'このログイン画面は、学校内の指定の端末からのみご利用いただけます。学校の受付でお尋ねください。',
    /** sign-up (issue 11): one text whichever field did not match, so it reveals nothing about the record */
    111: '入力された内容では利用登録できませんでした。学生番号・ふりがな・生年月日をご確認ください。既に利用登録がお済みの方は、ログイン画面からログインしてください。',
    112: '利用登録の失敗が続いたため、この学生番号での利用登録を一時的に停止しています。{until}以降に再度お試しいただくか、学校にご連絡ください。',
    309: '予約可能日がございません。 学校に連絡お願いします。',
    311: '乗車可能な運行がございません',
    310: '乗車可能な地点がございません。 学校に連絡お願いします。',
    313: '予約がございません。',
    314: '予約に失敗しました。',
    315: '取消可能な予約がございません。',
    320: '既に予約済みです。',
    321: 'この便の予約受付は終了しました。',
    322: '{date} の予約受付は終了しました。',
    323: '満席のため予約できませんでした。',
    324: '選択された乗車地点ではこの便をご利用いただけません。',
    325: '既に削除された予約があります。',
    326: '取消受付が終了した予約があります',
    /** the same idempotency key sent with another body or for another action (a client fault) */
    327: 'この操作は別の内容で既に受け付けられています。予約確認画面で内容をご確認のうえ、もう一度操作してください。',
    /** more writes in an hour than one learner makes by hand (the server's ceiling: a script, not a learner) */
    328: '短い時間に操作が続いたため、受け付けを一時停止しています。しばらくしてからもう一度お試しください。',
    /** a learner's own pick-up points (issue 12): 33x */
    330: 'その地点は既に登録されています。地点編集画面から編集または削除してください。',
    331: 'この地点は見つかりません。既に削除された可能性があります。',
    332: '承認待ちの地点は、学校が確認するまで変更・削除できません。',
    333: '学校が承認した地点は変更できません。変更するには、地点を削除してから登録し直してください。',
    334: 'この分類の地点は登録できません。',
    335: '{dates} のご予約がある地点は変更できません。予約を取り消してから変更してください。',
    /** live bus positions (issue 13): a run that is neither the learner's booking of today nor a school-bound run of today */
    340: 'この便の位置情報は表示できません。',
    /** SPEC.md §8: a refused deletion, shown on the menu */
    999999: '{dates} のご予約がある地点は削除できません。予約を取り消してから削除してください。',
    /** change of registration and mail registration (issue 11): 25x */
    250: 'このリンクは無効です。メールアドレスの変更を何度か行った場合は、最後に届いたメールのリンクを開いてください。',
    251: 'このリンクの有効期限（24時間）が切れています。お手数ですが、登録情報の変更画面からメールアドレスをもう一度登録してください。',
    252: 'このリンクは既に使用されています。メールアドレスの登録は完了しています。',
    253: 'メールアドレスの変更が続いたため、受け付けを一時停止しています。時間をおいてから再度お試しください。',
    /** staff console (issue 10): 7xx */
    701: 'ログインIDまたはパスワードが正しくありません。',
    702: 'パスワードは12文字以上128文字以内で、空白だけでもログインIDと同じでもないものにしてください。',
    720: '締切を過ぎた予約・取消を代わりに行うには、理由を入力してください。',
    740: '件名を100文字以内で入力してください。',
    741: '本文を2000文字以内で入力してください。',
    742: '掲載終了は掲載開始より後の日時にしてください。',
    743: '取り下げたお知らせは編集できません。新しいお知らせとして作成してください。',
    750: '送信に失敗したメールだけを再送できます。',
    /** fixing the plan (issue 11 §5): 76x */
    760: '{date} の予約受付の締切（{deadline}）より前のため、送迎予定はまだ確定できません。',
    761: '乗車時刻が未入力の予約が {count} 件あります。運行表に時刻のない地点の時刻を入力してから確定してください。',
    762: '運行表に時刻のある地点の乗車時刻は、ここでは変更できません。',
    763: 'この予約は取り消されたか、過ぎた日の予約のため、時刻を入力できません。',
    764: '過ぎた日の送迎予定は確定できません。',
    /** approving learners' points (issue 12): 77x */
    770: 'この地点は承認待ちではありません。画面を更新してください。',
    771: '承認しない理由を入力してください。',
    772: '選んだ方面またはエリアが見つかりません。',
    773: '方面の中の位置は、0分から{max}分までで入力してください。',
    774: 'この地点は学習者が変更しました。内容を確かめてから、もう一度審査してください。',
    /** vehicles, their devices and the day's assignment (issue 13): 78x */
    780: '車両コードは半角英数字（- と _ も使えます）16文字以内で入力してください。',
    781: 'その車両コードは既に登録されています。',
    782: '車両名を30文字以内で入力してください。',
    783: 'ナンバーは30文字以内で入力してください。',
    784: '定員は1人から200人までで入力してください。',
    785: '使用をやめた車両には、端末の追加も便の割り当てもできません。',
    786: '選んだ車両が見つかりません。',
    787: 'この日にその便はありません。日付と便をご確認ください。',
    788: '過ぎた日の車両の割り当ては変更できません。',
    789: '車両コードは登録後には変更できません。',
    /** staff accounts (issue 23): 80x */
    800: 'そのログインIDは既に使われています。',
    801: 'ログインIDは半角英数字（. _ - も使えます）64文字以内で入力してください。',
    802: '名前を50文字以内で入力してください。',
    803: '学校で最後の有効な管理者は、無効にすることも配車係に変えることもできません。先に別の管理者を用意してください。',
    804: '自分のアカウントは無効にできません。',
    805: '現在のパスワードが正しくありません。',
    806: 'このアカウントは使用が停止されています。学校の管理者にお問い合わせください。',
    /** timetable and network (issue 23 §6): 82x */
    820: '時限（部）の名前を1文字から20文字で入力してください。',
    821: '時限（部）の開始と終了の時刻を 00:00 から 23:59 の間で、開始を終了より前にして入力してください。',
    822: '時限（部）の時間がほかの時限（部）と重なっています。時刻を直してください。',
    823: '時限（部）の番号は1から99までで、ほかの時限（部）と重ならない番号にしてください。',
    824: '便がある時限（部）は削除できません。先にその時限（部）の便をなくしてください。',
    825: 'エリアコードは半角英数字8文字以内で入力してください。',
    826: 'そのエリアコードは既に使われています。',
    827: 'エリア名を1文字から30文字で入力してください。',
    828: 'そのエリアは見つかりません。画面を更新してください。',
    829: '乗車地点があるエリアと承認待ちのエリアは削除できません。',
    830: '時限の呼び方は「時限」か「部」を選んでください。',
    831: '運行パターンで使っている時限（部）は削除できません。先に運行パターンからその時限（部）を外してください。',
    /** stops, courses and point categories (issue 23 §6): 87x–88x */
    870: '乗車地点コードは半角英数字10文字以内で入力してください（「K」と数字だけのコードは教習生の登録地点に使われるため使えません）。',
    871: 'その乗車地点コードは既に使われています。',
    872: '乗車地点名と表示名は1文字から40文字、住所は100文字以内で入力してください。',
    873: 'エリアを一覧から選んでください（承認待ちのエリアには登録できません）。',
    874: '緯度と経度を、地図をクリックするか数字で入力してください（日本国内の位置にしてください）。',
    875: 'その乗車地点は見つかりません。画面を更新してください。',
    876: '方面で使っている乗車地点と、便や予約がある乗車地点は削除できません。',
    877: 'その地点の種別は見つかりません。画面を更新してください。',
    878: '方面コードは半角英数字8文字以内で入力してください。',
    879: 'その方面コードは既に使われています。',
    880: '方面名を1文字から30文字で入力してください。',
    881: 'その方面は見つかりません。画面を更新してください。',
    882: '方面の乗車地点は一覧から選び、同じ地点を2回入れないでください。',
    883: '始発からの分は、最初の乗車地点を0分にし、順に前の地点と同じかそれより大きく、300分以内で入力してください。',
    884: '便か運行パターンがある方面は削除できません。先に運行パターンを外してください。',
    885: '{dates} の便に、この変更で乗車地点がなくなるか時刻が変わる予約があります。予約を移すか取り消してから変更してください。',
    886: '種別コードは半角英数字8文字以内で入力してください。',
    887: 'その種別コードは既に使われています。',
    888: '種別名と表示名は1文字から30文字、1人が登録できる数は1から20で入力してください。',
    889: 'その種別の地点がある間は、種別を削除できません。',
    /** school settings and calendar (issue 23 §3, §4): 79x */
    850: 'この便は既に運休になっています。画面を更新してください。',
    851: '出発時刻を過ぎた便は変更できません。',
    852: '予約の人数より少ない定員にはできません。先に教習生を別の便へ移してください。',
    853: '座席数は1から100まで、チャイルドシートと自転車の数は0から10までで入力してください。',
    854: 'その時限はありません。時限を選び直してください。',
    855: 'この方面のその方向の便がまだないため、時刻を決められません。',
    856: '移動先には、同じ日・同じ時限・同じ方向の運行中の別の便を選んでください。',
    857: '移動先の便に空きが足りません。移す人数を減らすか、移動先の定員を増やしてください。',
    858: '移動先の便が停車しない乗降地点の教習生がいます。',
    859: '移す教習生を選んでください（選んだ予約がこの便にもうない場合は、画面を更新してください）。',
    860: '増便の時刻がその日のうちに収まりません。',
    890: 'サイトのコードは半角英数字8文字以内で入力してください。',
    891: 'そのコードのサイトはすでにあります。別のコードにしてください。',
    892: 'そのサイトはありません。画面を更新してください。',
    893: '学生番号の文字の種類を選び直してください。',
    894: 'パスワードの長さは4〜32文字の範囲で、最短を最長以下にしてください。',
    895: '「{network}」はネットワークの書き方になっていません。1行に1つ、192.0.2.0/24 のように入力してください。',
    896: 'ネットワークは50件まで登録できます。',
    897: '承認待ちエリアは学校のエリアから選んでください。',
    898: '承認待ちエリアを変えられません。今のエリアに教習生の登録地点（承認待ち・不承認）があるか、選んだエリアに教習生の登録地点があります。',
    899: '便コードの種類は0から9までの整数で入力してください。',
    900: '最後のサイトは削除できません。教習生がログインできなくなります。',
    901: '「{network}」は広すぎます。学校のネットワークだけを、IPv4 は /16、IPv6 は /48 より狭い範囲で入力してください（10.0.0.0/8 などの構内のアドレスは全体も可）。',
    861: '学生番号が{digits}桁でない教習生が{count}人います。その教習生がログインできなくなるため、桁数は変更できません。',
    790: '学校名を50文字以内で入力してください。',
    791: '電話番号は数字とハイフンで20文字以内で入力してください。',
    792: '郵便番号は8文字以内、住所はそれぞれ100文字以内で入力してください。',
    793: '学校の位置は日本国内の緯度（20〜46）と経度（122〜154）で入力するか、地図で選んでください。',
    794: '予約の締切時刻は 00:00 から 23:59 の間で入力してください。',
    795: '送迎予定の公開時刻は 00:00 から 23:59 の間で、締切時刻と同じかそれより後にしてください。',
    796: '予約できる期間は1日から120日までで入力してください。',
    797: '学生番号の桁数は4桁から10桁までで入力してください。',
    798: '時刻の表示方法に選べない値があります。画面を更新してください。',
    730: '配車ボードを翌営業日に切り替える時刻は 00:00 から 23:59 の間で入力してください。',
    799: '日付は今日から1年先までの範囲で、開始日を終了日より前にして入力してください。',
    840: 'この方面には乗車地点がありません。先に乗車地点を登録してください。',
    841: '時限は時間割にあるものを選んでください。',
    842: '座席数は1から100までで入力してください。',
    843: 'チャイルドシートと自転車の数は0から10までで入力してください。',
    844: '車両は登録済みで使用中のものを選んでください。',
    845: '学校までの所要時間は0〜180分、時限との間隔は0〜120分で入力してください。',
    846: '曜日・時限・往復の組み合わせが正しくないか、重複しています。画面を更新してください。',
    /** enrolling a learner (issue 23): 92x */
    920: '学生番号を学校の桁数で入力してください（桁数は学校の設定、数字だけか英字も使うかはサイトの設定）。',
    921: 'その学生番号の教習生は既に登録されています。',
    922: '氏名を1文字から50文字で入力してください（改行や見えない文字は使えません）。',
    923: 'ふりがなは姓と名の間に空白を1つ入れ、それぞれひらがなかカタカナ10文字以内で入力してください。',
    924: '生年月日を正しく入力してください（15歳から100歳まで）。',
    925: '住所は100文字以内で入力してください。',
    926: 'メールの差出人アドレスを正しく入力してください（空欄にもできます）。',
    927: '方面には乗車地点を1つ以上入れてください。',
    /** the school's files (issue 24) */
    940: 'その取り込みは見つかりません。画面を更新してください。',
    941: 'ファイルが空か、大きすぎます（20MB まで）。',
    942: 'Shift_JIS で書けない文字があります。UTF-8 で書き出してください。',
    943: 'よみはひらがなかカタカナで入力してください（空でもかまいません）。',
    944: 'CSV ファイルとして読めません。Excel などで CSV（UTF-8 か Shift_JIS）として保存し直してください。',
    /** class periods closed on a date (issue 24) */
    950: '{date} のこの時限は休校のため予約できません。ほかの時限を選んでください。',
    /** a learner the school's file marked 退所 (issue 24): sign-in and sign-up refused */
    955: '退所されたため、送迎バス予約はご利用いただけません。学校にお問い合わせください。',
    960: 'トークンの名前を1文字から50文字で入力してください（改行や見えない文字は使えません）。',
    961: 'そのトークンは見つかりません。画面を更新してください。',
    400: 'リクエストの内容が正しくありません。',
    401: 'ログインしてください。',
    403: 'この操作は許可されていません。',
    404: 'お探しの機能は見つかりません。',
    500: 'サーバーで問題が発生しました。',
    990: '通信エラーが発生しました。お手数ですが再度ログインしてください。',
  },
  http: {
    serious:
      'アプリケーションの操作中に重大な問題が発生したため、処理を中止します。学校にお問い合わせください。({status})',
    unavailable: '現在ご利用いただけません。しばらくお待ちください。({status})',
    timeout: 'タイムアウト',
    /** the {status} of a screen whose code could not be loaded (no HTTP status to show) */
    notLoaded: '読み込みエラー',
    /** a write that got no usable answer (offline, time-out, reset), shown where it was sent */
    notSent: '通信できませんでした。通信状態をご確認のうえ、もう一度お試しください。',
    /** a page whose code or data could not be fetched because nothing reached the server (offline, no signal): the connection, not the service */
    connection: '通信できませんでした。電波の良い場所で再度お試しください。',
  },
  login: {
    /** a login page that names no school on a deployment without a default school (PRODUCT.md §3) */
    noSchoolTitle: '学校のURLからアクセスしてください',
    noSchool: 'この画面からはログインできません。通っている自動車学校から案内されたURLを開いてください。',
    /** the link to /sp/signup; the sign-up page's own texts are in i18n/learner/sign-up.ts */
    signUpLink: 'はじめての方（利用登録）',
  },
  /** change of registration (SPEC.md §2 /sp/change, /pc/change…) and mail registration (/sp/mail) */
  registration: {
    mailSent:
      '新しいメールアドレスに確認メールを送信しました。メールに記載のリンクを開いて、登録を完了してください。',
    passwordChanged: 'パスワードを変更しました。',
    mobileChanged: '携帯電話番号を変更しました。',
    nothingChanged: '変更された項目はありませんでした。',
    /** SPEC.md §2: the note of the change page */
    mailNote:
      'メールアドレスを変更すると、新しいメールアドレスに確認メールをお送りします。メールが届かない場合は、お手数ですがもう一度登録してください。',
    /** an item of the desktop check page that stays as it is */
    unchanged: '変更なし',
    /** the learner's address waiting for its confirmation link to be opened */
    pending: '確認待ちのメールアドレス：{mailAddress}',
    mailRegistered: 'メールアドレスの登録が完了しました。',
  },
  reservation: {
    noTimeYet: '前日にご連絡します',
    /** a bus's planned time at the learner's stop, before booking and before the plan is fixed */
    plannedTime: '{time}（予定）',
    arriveAtSchool: '学校着',
    /** the menu's banner after a booking (issue 25 replaces SPEC.md §4's 「予約を確定しました」) */
    confirmed: '{date} {direction}を予約しました',
    cancelled: '{date} {direction} の予約を取消しました',
    /** the desktop's wording for refusal 325 (SPEC.md §5) */
    pcGone: '取消可能な予約がございません',
    selectOne: '選択してください。',
    /** a keyed write without an answer yet (time-out, no network): it is sent again, never called failed */
    checkingBooking: '通信が途切れました。予約できたかを確認しています…',
    checkingCancel: '通信が途切れました。取消できたかを確認しています…',
    /** the answer that arrived after such a check */
    bookingDone: '予約は完了しています',
    cancelDone: '取消は完了しています',
    /** no answer within the bound: the outcome is unknown, and where to look */
    bookingUnknown:
      '通信できないため、予約できたかどうかを確認できませんでした。通信できる場所で「予約の確認」画面を開き、予約が入っているかをご確認ください。',
    cancelUnknown:
      '通信できないため、取消できたかどうかを確認できませんでした。通信できる場所で「予約の確認」画面を開き、予約が残っていないかをご確認ください。',
  },
  /** SPEC.md §8 successes of the point screens, shown on the menu */
  points: {
    registered: '{category} を登録しました。学校の承認後にご予約いただけます。',
    updated: '{category} の地点を変更しました。学校の承認後にご予約いただけます。',
    deleted: '地点を削除しました',
  },
  /** the staff console's vehicles (issue 13) */
  vehicles: {
    /** shown once with a new device's id: how to set Traccar Client up */
    deviceSetup:
      'スマートフォンに Traccar Client アプリを入れ、設定の「Server URL」に {serverUrl} を、「Device identifier」に {deviceId} をそのまま入力して、送信を開始してください。この端末IDは今しか表示されません。控えが必要なら、他の人に見られない場所に保管してください。端末を失くしたときや端末IDが人に知られたときは、この端末を無効にして新しい端末を追加してください。',
  },
  /**
   * The text at an invalid field of a learner form (issue 25): what the field needs, where the
   * code's text only says that it is wrong. SPEC.md §5's own texts (3, 31–34, 40–46) stay as they are.
   */
  field: {
    studentNumberEmpty: '学生番号を入力してください。',
    /** {kind}: 数字 or 英数字 (SPEC.md §5 account type) */
    studentNumber: '学生番号は{kind}{digits}桁で入力してください。',
    passwordEmpty: 'パスワードを入力してください。',
    /** {length}: '4' or '4〜8' */
    password: 'パスワードは{kind}{length}文字で入力してください。',
    mobileNumberEmpty: '携帯電話番号を入力してください。',
    mobileNumber: '携帯電話番号は数字{digits}桁で入力してください。',
    mailAddressEmpty: 'メールアドレスを入力してください。',
    mailAddress: 'メールアドレスを「taro@example.jp」のような形で、{max}文字以内で入力してください。',
    /** SPEC.md §5: a dot right before the at sign, or two dots in a row before it */
    mailAddressDots: '「@」の直前の「.」や、続けて並んだ「..」のあるメールアドレスは使えません。',
    kinds: { digits: '数字', alphanumerics: '英数字' },
  },
  /** SPEC.md §8: a refusal's text followed by its code, the one style of every learner and staff screen */
  withCode: '{message}（コード {code}）',
  mail: {
    /** an outbox mail's state, for staff and the development mailbox */
    states: { pending: '送信待ち', sending: '送信中', sent: '送信済み', failed: '送信失敗' },
  },
} as const;

export type MessageCategory = 'info' | 'confirm' | 'warning' | 'error';

/** Looks a text up by category and code; unknown codes fall back to the generic server text. */
export function messageFor(
  category: MessageCategory,
  code: number,
  params: Record<string, string> = {},
): string {
  const table = messages[category] as Record<number, string>;
  return fillText(table[code] ?? messages.error[500], params);
}

/**
 * A refusal as a screen shows it: its text and its code (SPEC.md §8 gives sign-in "(code: N)" and
 * other screens "(コード： N)"; issue 25 made them one style, 「（コード 101）」).
 */
export function withCode(message: string, code: number | string): string {
  return fillText(messages.withCode, { message, code: String(code) });
}
