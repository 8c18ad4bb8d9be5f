import { translator } from '../translator';

/**
 * The week planner (issue 29 §2, /sp/planner and /pc/planner): the rides the learner's lessons of
 * the coming days need, proposed from their usual stop and booked with one confirm.
 */
export const ja = {
  title: '1週間分をまとめて予約',
  intro:
    'これから1週間の教習に合わせて、学校へ行く便と帰りの便をご提案します。予約する便を選んで「選んだ便を予約する」を押してください。',
  stop: {
    label: '乗車地点：',
    change: '乗車地点を変える',
    choose: '乗車地点を選んでください',
    apply: 'この地点で表示する',
    cancel: 'やめる',
    none: 'いつもの乗車地点がまだありません。はじめに「往路の予約」から乗車地点を選んで予約してください。',
    usual: '（いつもの乗車地点）',
  },
  noDays: 'これから1週間に、予約を受け付けている日の教習はありません。',
  lessons: '教習：{periods}',
  /** between the periods of a day's lessons */
  lessonsJoin: '・',
  closesAt: '{time}まで予約できます',
  direction: {
    1: '往路（学校へ）',
    2: '復路（学校から）',
  },
  /** which lesson the ride serves */
  serves: {
    1: '{period}の教習に間に合う便',
    2: '{period}の教習のあとの便',
  },
  /** a run's time at the stop: boarding on the way to school, getting off on the way home */
  at: {
    1: '{stop} {time} 乗車',
    2: '{stop} {time} 到着',
  },
  atNoTime: '{stop}',
  state: {
    booked: '予約済みです',
    waiting: 'キャンセル待ち {place}番目です',
    full: '満席です。キャンセル待ちに登録できます。',
    fullNoWaitlist: '満席のため予約できません。',
    none: 'この時限に乗車地点を通る便がないため、ご提案できません。',
  },
  /** the checkbox's visible label; the date and direction are read out before it */
  choose: {
    bookable: 'この便を予約する',
    full: 'キャンセル待ちに登録',
  },
  confirm: '選んだ便を予約する',
  nothingChosen: '予約する便が選ばれていません。',
  sending: '予約しています…（{done}/{total}）',
  checking: '通信が途切れました。結果を確認しています…',
  results: '予約の結果',
  result: {
    booked: '{ride}：予約しました。',
    queued: '{ride}：キャンセル待ちに登録しました（{place}番目）。',
    refused: '{ride}：予約できませんでした。{reason}',
    unknown:
      '{ride}：通信できないため、予約できたかどうかを確認できませんでした。通信できる場所で「予約の確認」画面を開いてご確認ください。',
  },
  /** a ride named in labels and results: date and direction */
  ride: '{date} {direction}',
} as const;

export const t = translator(ja);
