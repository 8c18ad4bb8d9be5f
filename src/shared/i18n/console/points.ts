import { translator } from '../translator';

/** Approving learners' own points (地点の承認, admin/points, issue 12 §3): the map, the queue, a review. */
export const ja = {
  title: '地点の承認',
  map: '地図',
  pendingTitle: '承認待ちの地点（{count}件）',
  noPending: '承認待ちの地点はありません。',
  recentTitle: '最近の審査',
  noRecent: 'まだ審査した地点はありません。',
  /** a point without a name or an address */
  unnamed: '（名称なし）',
  columns: {
    submittedAt: '登録日時',
    reviewedAt: '審査日時',
    learner: '教習生',
    category: '分類',
    name: '地点名',
    point: '地点',
    address: '住所',
    nearest: '最寄りの乗車地点',
    actions: '操作',
    outcome: '結果',
    reason: '理由',
  },
  /** the nearest course stop and its course */
  nearestStop: '{stop}（{course}）',
  review: '審査する',
  /** which point a review button opens, for assistive technology */
  reviewTarget: '：{learner} {point}',
  approved: '承認',
  notApproved: '承認しない',
  mapView: {
    label: '承認待ちの地点と方面の乗車地点の地図',
    offlineNote: '地図の画像を読み込めません。地点の位置は印で示しています。審査は下の一覧からもできます。',
    pendingMarker: '{learner}：{point}（承認待ち）',
    school: '学校',
    legend: '地図の凡例',
    pending: '承認待ちの地点',
    picked: '審査中の地点',
    courseStop: '方面の乗車地点',
    hint: '地図の地点を選ぶか、下の一覧の「審査する」から審査できます。',
  },
  panel: {
    title: '「{point}」の審査',
    coordinates: '緯度・経度',
    /** the nearest course stop, its course and how far it is */
    nearest: '{stop}（{course}、{distance}）',
    close: '閉じる',
  },
  approve: {
    title: '承認する',
    area: 'エリア',
    course: '方面',
    offset: '始発の乗車地点からの時間（分）',
    offsetRange: '0〜{max}分。',
    nearestOffset: '最寄りの「{stop}」は{course}の{minutes}分です。',
    courseStops: '{course}の乗車地点と時間',
    courseStop: '{minutes}分：{stop}',
    submit: '承認する',
    done: '{learner} さんの「{point}」を承認しました。{course}の {runs} 便に停車します。',
    mailed: '教習生にメールでお知らせします。',
  },
  reject: {
    title: '承認しない',
    reason: '理由（教習生に伝わります。{max}文字以内）',
    reasonLength: '{count} / {max} 文字',
    submit: '承認しない',
    done: '{learner} さんの「{point}」を承認しませんでした。',
    mailed: '理由を教習生にメールでお知らせします。',
  },
  /** either review, for a learner the school has no mail address for */
  notMailed: 'メールアドレスが未登録のため、メールは送信していません。',
} as const;

export const t = translator(ja);
