import type { LearnerMail, RideChange } from '@shared/schemas/admin-plan';

/** A ride against the last fix, in the school's words, with the badge colour it wears. */
export const CHANGE_LABELS: Record<
  RideChange,
  { text: string; tone: 'ok' | 'warning' | 'danger' | 'muted' }
> = {
  new: { text: '新規', tone: 'ok' },
  changed: { text: '変更あり', tone: 'warning' },
  unchanged: { text: '変更なし', tone: 'muted' },
  gone: { text: '取消', tone: 'danger' },
};

/** The mail a learner gets if the plan is fixed now. */
export const MAIL_LABELS: Record<LearnerMail, string> = {
  rideTimes: '送迎予定を送信',
  changes: '変更を通知',
  none: '送信なし',
  noAddress: '送信なし（アドレス未登録）',
};
