import { translator } from './translator';

/**
 * The alerts' push notifications (issue 28 §3): short, read on a lock screen. {bus} is the run's
 * name, {place} the stop as the learner knows it, {time} 'HH:mm'. The same alerts by mail are in
 * mail.ts (rideAlert).
 */
export const ja = {
  approach: {
    title: 'まもなく送迎バスが到着します',
    body: '{bus}は{place}にあと約{minutes}分（{time}ごろ）で到着する見込みです。',
  },
  delay: {
    title: '送迎バスが約{minutes}分遅れています',
    /** the learner boards on the way (a run to school) */
    up: '{bus}は{place}に{time}ごろ到着する見込みです。',
    /** the learner boards at school (a run from school) */
    down: '{bus}は学校を{time}ごろ出発する見込みです。',
  },
  cancel: {
    title: '送迎バスは運休です',
    body: '{date}の{bus}は運休となり、ご予約を取り消しました。',
  },
  waitlist: {
    title: 'キャンセル待ちの便を予約しました',
    body: '{date}の{bus}に空きが出たため、ご予約しました。',
  },
} as const;

export const t = translator(ja);
