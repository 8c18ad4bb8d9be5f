import { translator } from '../translator';

/**
 * 運行パターン (admin/pattern, issue 23 §7): which runs a course makes every week and with what
 * bus, in the words a school's dispatch office uses.
 */
export const ja = {
  title: '運行パターン',
  intro:
    '方面ごとに、毎週どの曜日・時限に往路（学校へ）と復路（学校から）の便を出すかを決めます。保存すると、明日から予約できる期間の終わりまでの便が作られ、毎日自動で先の日付まで追加されます。予約のある便は消さずに、下の一覧に表示します。',
  noCourse: 'まだ方面がありません。先に方面と乗車地点を登録してください。',
  course: '方面',
  stopCount: '{name}（乗車地点 {count}）',
  noStops: 'この方面には乗車地点がありません。乗車地点を登録すると運行パターンを保存できます。',
  notStored: 'この方面の運行パターンはまだ保存されていません。',
  timing: {
    legend: '時刻の決め方',
    minutesToSchool: '最後の乗車地点から学校までの所要時間（0〜{max}分）',
    marginMinutes: '時限との間隔（0〜{max}分）',
    marginHint: '往路は時限の開始のこの分数前に学校に着き、復路は時限の終了のこの分数後に出発します。',
    unit: '分',
  },
  grid: {
    caption: '曜日ごとの運行と、時限・往復ごとのバス',
    period: '時限',
    direction: '往復',
    seats: '座席',
    childSeats: 'チャイルドシート',
    bicycles: '自転車',
    net: 'ネット予約',
    vehicle: 'いつもの車両',
    noVehicle: '指定なし',
    runsOn: '{period} {direction} {weekday}曜日に運行',
    field: '{period} {direction} {field}',
    periodTimes: '{name} {start}〜{end}',
    limits: '座席は{minSeats}〜{maxSeats}、チャイルドシートと自転車は0〜{maxExtras}で入力してください。',
    mixed:
      '曜日によって定員の違う便があります。この画面では時限・往復ごとに最初の曜日の定員で表示し、保存するとそろいます。',
  },
  weekdays: { 0: '日', 1: '月', 2: '火', 3: '水', 4: '木', 5: '金', 6: '土' },
  save: '保存して便を作る',
  saving: '保存しています…',
  saved: '運行パターンを保存しました。追加 {added} 便、変更 {updated} 便、削除 {removed} 便。',
  savedWithConflicts:
    '運行パターンを保存しました。追加 {added} 便、変更 {updated} 便、削除 {removed} 便。予約のある {count} 便はそのままです。下の一覧で確認してください。',
  removal: {
    asked: '保存すると予約のない {count} 便が削除されます。下の一覧を確認してください。',
    title: '保存すると削除される便（{count} 便）',
    intro: '新しい運行パターンにない、予約のない便です。削除してよければ保存してください。',
    list: '削除される便の一覧',
    run: '{date} {bin} {period} {direction}',
    confirm: '削除して保存する',
    cancel: 'やめる',
  },
  conflicts: {
    title: '予約があるため変更していない便',
    intro:
      '新しい運行パターンにない便、または定員が予約より少なくなる便です。便の運休や教習生の振替をするか、運行パターンを戻してください。',
    date: '日付',
    run: '便',
    direction: '往復',
    period: '時限',
    booked: '予約',
    reason: '理由',
    removed: 'パターンにない',
    capacity: '定員が予約より少ない',
    board: 'その日の配車表',
  },
} as const;

export const t = translator(ja);
