import { translator } from '../translator';

/** The school's notices to learners (お知らせ, admin/notices, issue 10 §4): list, editor and preview. */
export const ja = {
  title: 'お知らせ',
  create: '新しいお知らせ',
  none: 'お知らせはまだありません。',
  columns: {
    state: '状態',
    subject: '件名',
    startAt: '掲載開始',
    endAt: '掲載終了',
    actions: '操作',
  },
  edit: '編集',
  withdraw: '取り下げ',
  withdrawConfirm: '「{subject}」を取り下げますか。教習生の画面からすぐに消えます。',
  withdrawn: '「{subject}」を取り下げました。',
  saved: '「{subject}」を保存しました。',
  states: {
    scheduled: '掲載予定',
    showing: '掲載中',
    ended: '掲載終了',
    withdrawn: '取り下げ',
  },
  form: {
    editTitle: 'お知らせの編集',
    newTitle: 'お知らせの作成',
    subject: '件名（{max}文字以内）',
    body: '本文（{max}文字以内）',
    bodyLength: '{count} / {max} 文字',
    startAt: '掲載開始',
    endAt: '掲載終了（任意）',
    save: '保存する',
    publish: '掲載する',
    cancel: 'やめる',
  },
  preview: {
    title: 'プレビュー（教習生の画面）',
    /** what the preview shows for a field not written yet */
    noSubject: '（件名）',
    noBody: '（本文）',
    phone: 'スマートフォン（メニューと詳細）',
    desktop: 'パソコン（メニューと詳細）',
  },
} as const;

export const t = translator(ja);
