import { translator } from '../translator';

/** The run page's day-of changes (issue 23 §8): cancel, capacity, extra run, move learners. */
export const ja = {
  title: '当日の変更',
  locked: {
    cancelled:
      'この便は運休です。予約はすべて取り消し、メールアドレスのある教習生にはメールでお知らせしました。',
    departed: 'この便は出発時刻を過ぎたため、変更できません。',
  },
  capacity: {
    title: '定員の変更',
    seats: '座席',
    childSeats: 'チャイルドシート',
    bicycles: '自転車',
    hint: '予約の人数より少なくはできません。減らすときは、先に教習生を別の便へ移してください。',
    save: '定員を変更',
    done: '定員を変更しました。',
  },
  move: {
    title: '教習生を別の便へ移す',
    hint: '同じ日・同じ時限・同じ方向の便へ移せます。移した教習生にはメールでお知らせします。',
    noTargets: '移せる便がありません（同じ時限・同じ方向の便を「増便」で追加できます）。',
    noRiders: 'この便に予約はありません。',
    riders: '移す教習生',
    rider: '{seitoNo} {name}（{place}）',
    target: '移動先の便',
    targetOption: '{bin}（{course}、{start} 発、座席の空き {seats}）',
    submit: '選んだ教習生を移す',
    done: '{count}件の予約を「{bin}」へ移しました（メール {mailed}通）。',
  },
  extra: {
    title: '増便',
    hint: 'この便と同じ方面・同じ日に便を追加します。時刻は同じ方面の便から時限に合わせて決まり、すぐ予約を受け付けます。',
    period: '時限',
    direction: '方向',
    submit: '便を追加',
    done: '便を追加しました。',
    open: '追加した便を開く',
  },
  cancel: {
    title: '運休',
    hint: 'この便の予約をすべて取り消し、教習生一人ひとりにメールでお知らせします。元に戻せません。',
    button: 'この便を運休にする',
    confirm: '{count}件の予約を取り消して運休にします。よろしいですか。',
    yes: '運休にする',
    no: 'やめる',
    done: '運休にしました。{count}件の予約を取り消し、{mailed}通のメールを送ります。',
  },
} as const;

export const t = translator(ja);
