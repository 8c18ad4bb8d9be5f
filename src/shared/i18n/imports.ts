import { translator } from './translator';

/**
 * The words of the school's CSV files (issue 24): each kind's column headings as the office
 * writes them, and what an import says about a file. The console and the CLI show these texts.
 */
export const ja = {
  headers: {
    periods: { jgn: '時限', start: '開始', end: '終了' },
    areas: { areaCd: 'エリアコード', name: 'エリア名', yomi: 'よみ' },
    courses: { homenCd: '方面コード', name: '方面名', yomi: 'よみ' },
    stops: {
      busStopCd: '乗車地点コード',
      name: '乗車地点名',
      yomi: 'よみ',
      areaCd: 'エリアコード',
      address: '住所',
      latitude: '緯度',
      longitude: '経度',
      isNetRelease: 'ネット予約',
    },
    'course-stops': {
      homenCd: '方面コード',
      seq: '順番',
      busStopCd: '乗車地点コード',
      offset: '始発からの分',
    },
    'run-pattern': {
      homenCd: '方面コード',
      weekdays: '曜日',
      jgn: '時限',
      upDown: '往復',
      seats: '定員',
      childSeats: 'チャイルドシート',
      bicycles: '自転車',
      isNetReservation: 'ネット予約',
      vehicleCd: '車両',
    },
    learners: {
      seitoNo: '教習生番号',
      name: '氏名',
      furigana: 'フリガナ',
      birthDate: '生年月日',
      mailAddress: 'メールアドレス',
      mobileNumber: '携帯電話',
      status: '状態',
    },
    lessons: { seitoNo: '教習生番号', date: '日付', jgn: '時限', kind: '種別' },
    calendar: { date: '日付', closed: '区分', jgn: '時限' },
  },
  kinds: {
    periods: '時限',
    areas: 'エリア',
    courses: '方面',
    stops: '乗車地点',
    'course-stops': '方面の乗車地点',
    'run-pattern': '運行パターン',
    learners: '教習生',
    lessons: '教習予定',
    calendar: '休校日',
  },
  fileName: '{kind}_{date}.csv',
  /** the words of the cells the run-pattern and calendar files write */
  cells: {
    /** the weekday letters, Sunday first (index = weekday number) */
    weekdays: '日月火水木金土',
    up: '往',
    down: '復',
    closed: '休校',
    open: '開校',
  },
  /** the learners file's 状態 column */
  learnerStatus: { enrolled: '在籍', withdrawn: '退所' },
  /** the reason the audit keeps for a ride cancelled because the learners file marked its learner 退所 */
  withdrawnReason: '退所（教習生ファイルの取り込み）',
  problem: {
    empty: 'ファイルに見出しの行がありません。',
    shortLine: 'この行は {cells} 列しかありません（見出しは {columns} 列です）。',
    longLine: 'この行は {cells} 列あり、見出しの {columns} 列より後ろにも値があります。',
    unreadableCsv: 'CSV として読めません（引用符 " が閉じていないなど）。この行から後ろを確かめてください。',
    missingColumn: '列「{column}」がありません。',
    unknownColumn: '列「{column}」はこの種類のファイルにはありません（見出しを確かめてください）。',
    doubledColumn: '列「{column}」が2つあります。',
    required: '値がありません。',
    duplicate: '{first}行目と同じものです（1つにしてください）。',
    notOneOrZero: '1 か 0 で書いてください。',
    notWholeNumber: '0 以上の整数で書いてください。',
    notDate: '日付は 2026-04-01 か 2026/4/1 の形で書いてください。',
    notTime: '時刻は 8:50 の形で書いてください。',
    unknownArea: 'エリアコード「{code}」の地域がありません（エリアを先に取り込んでください）。',
    unknownStop: '乗車地点コード「{code}」の乗車地点がありません（乗車地点を先に取り込んでください）。',
    unknownCourse: '方面コード「{code}」の方面がありません（方面を先に取り込んでください）。',
    unknownPeriod: '時限「{jgn}」は時間割にありません（時限を先に取り込んでください）。',
    unknownLearner: '教習生番号「{code}」の教習生がいません（教習生を先に取り込んでください）。',
    unknownVehicle: '車両「{code}」は登録されていません（車両の画面で登録してください）。',
    notWeekdays: '曜日は 月火水木金土日 の文字で、1つずつ書いてください（例: 月火水木金）。',
    notDirection: '往 か 復 で書いてください。',
    overlappingSlot: '{first}行目と同じ曜日・時限・往復の便があります（1つにしてください）。',
    notCalendarKind: '休校 か 開校 で書いてください。',
    openWithPeriod: '開校は日付ごとなので、時限は空にしてください。',
    calendarOutOfRange: '日付は今日から1年先までにしてください。',
    calendarConflict: '{first}行目と同じ日に、休校（終日）と食い違う行があります。',
    notLearnerStatus: '状態は「在籍」か「退所」で書いてください。',
    periodInUse: '時限 {jgn}（{name}）がファイルにないため削除になりますが、削除できません。{reason}',
    notStopCd:
      '乗車地点コード「{code}」はこの方面の乗車地点にできません（学校の乗車地点か、この方面に承認済みの教習生の地点だけです）。',
    repeatedSeq: '方面「{code}」の順番 {seq} が2行あります。',
    ofCourse: '方面「{code}」：{reason}',
    notYomi: 'よみはひらがな（カタカナも可）で書いてください。',
    notLessonKind: '技能 か 学科 で書いてください。',
    tooManyProblems: 'ほかに {count} 件の問題があります。',
    sjisUnwritable:
      '{line}行目の「{text}」は Shift_JIS で書けない文字を含みます。UTF-8 で書き出してください。',
    failed: '取り込みの途中で思わぬ問題が起きたため、何も変更していません。もう一度お試しください。',
  },
} as const;

export const t = translator(ja);
