import { translator } from '../translator';

/** 開始までの準備 (issue 23 §9): the go-live checklist on the admins' home (admin/). */
export const ja = {
  title: '開始までの準備',
  intro:
    '教習生が予約を始めるまでに、あと {count} 項目の準備が必要です。終わった項目はこの一覧から消えます。',
  separator: '、',
  items: {
    location: { what: '学校の位置が地図上で未設定です。', fix: '学校の設定へ' },
    mailSender: { what: 'メールの差出人アドレスが未設定です。', fix: '学校の設定へ' },
    periods: { what: '時限（部）が登録されていません。', fix: '時限と路線へ' },
    stops: { what: '教習生の検索に表示する乗車地点がありません。', fix: '時限と路線へ' },
    courses: {
      what: '教習生の検索に表示する、乗車地点のある方面がありません。',
      withoutStops: '乗車地点のない方面があります：{names}',
      fix: '時限と路線へ',
    },
    categories: {
      what: '教習生が自分の地点（自宅など）を登録する種別がありません。',
      fix: '時限と路線へ',
    },
    runs: {
      what: 'ネット予約できるこれからの便がありません（運行パターンが未保存か、ネット予約なし）。',
      fix: '運行パターンへ',
    },
    vehicles: { what: '車両が登録されていません。', fix: '車両と端末へ' },
    learners: { what: '教習生が登録されていません。', fix: '教習生サポートへ' },
    mailDelivery: {
      what: 'サーバーのメール送信が設定されていません（SMTP_URL）。メールは送られずに待機します。',
      fix: 'サーバーの運用担当者にご連絡ください',
    },
  },
} as const;

export const t = translator(ja);
