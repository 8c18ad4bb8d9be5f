import { translator } from '../translator';

/**
 * 「今日は乗りません」 on the learner's rides (issue 27 §4, /sp and /pc menus and check screens):
 * after the cut-off the learner tells the driver not to wait. It is not a cancel, so the confirm
 * step says the seat is not freed.
 */
export const ja = {
  mark: '今日は乗りません',
  marked: '乗りません（運転手に連絡済み）',
  undo: 'やはり乗ります',
  sending: '送信しています…',
  confirm: {
    title: '{ride} に乗らないことを運転手に伝えますか',
    text: '予約の取消ではありません。席は空かず、予約は残ります。運転手はあなたを待たずに出発します。バスが出発するまでは「やはり乗ります」で元に戻せます。',
    yes: '乗らないと伝える',
    no: 'やめる',
  },
} as const;

export const t = translator(ja);
