import { translator } from '../translator';

/**
 * The check and cancel screens of both areas (SPEC.md §2, §4): /sp/check, /sp/cancel and its
 * confirm page, /pc/check, /pc/cancel, /pc/cancelcheck and /pc/cancelnotice.
 */
export const ja = {
  toCancel: '予約の取消へ',
  /** only bookings before their cut-off can be cancelled */
  lead: '取消受付の締切前の予約だけが表示されます。',
  chooseLegend: '取消する予約を選んでください',
  pcChooseLegend: '取消する予約にチェックを付けてください',
  cancellable: '取消できる予約',
  chosen: '取消する予約',
  cancelled: '取消した予約',
  note: '以上の予約を取消します。よろしければ「取消する」を押してください。',
  pcNote: '以下の予約を取消します。よろしければ「取消する」を押してください。',
  cancel: '取消する',
  cancelling: '取消しています…',
  backToChoice: '予約の選択に戻る',
  titles: {
    confirm: '予約取消の確認',
    pcConfirm: '取消内容の確認',
    done: '取消完了',
  },
} as const;

export const t = translator(ja);
