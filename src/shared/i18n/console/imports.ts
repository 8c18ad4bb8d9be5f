import { translator } from '../translator';

/**
 * ファイルの取り込み (admin/imports, issue 24 §1, §2, §4): the school's CSV files in and out. The
 * kinds, their column headings and the problems a file has are in the shared part imports.ts.
 */
export const ja = {
  title: 'ファイルの取り込み',
  intro:
    '学校の事務システムや Excel の CSV ファイルから、時限・エリア・方面・乗車地点・運行パターン・教習生などをまとめて登録します。まず「確認する」で問題がないかを確かめてから取り込んでください。',
  import: {
    title: 'ファイルを取り込む',
    kind: 'ファイルの種類',
    columns: '{kind}のファイルに必要な列',
    columnsNote:
      '1行目に列の見出しを書いてください。列の順番は自由です。文字コード（UTF-8、BOM 付きの UTF-8、Shift_JIS）は自動で判別します。',
    file: 'CSV ファイル',
    fileHint: '{max}MB までのファイルを選べます。',
    noFile: 'ファイルを選んでください。',
    reading: 'ファイルを読んでいます…',
    unreadable: 'ファイルを読めませんでした。もう一度選んでください。',
    dryRun: '確認する（変更しません）',
    apply: '取り込む',
    applyChecked: 'この内容で取り込む',
    sending: '送っています…',
  },
  progress: {
    label: '取り込みの進み具合',
    waiting: '順番を待っています…',
    running: '{done} / {total} 行を確かめました',
  },
  report: {
    title: '結果：{kind}「{file}」',
    applied: '取り込みました。{lines} 行を反映しました。',
    notApplied: '問題があるため何も変更していません。ファイルを直して、もう一度取り込んでください。',
    dryRunClean: '確認のみ（変更していません）。問題はありません。取り込むと次のように変わります。',
    dryRunProblems: '確認のみ（変更していません）。問題が {count} 件あります。',
    counts: '件数',
    added: '追加',
    changed: '変更',
    unchanged: '変更なし',
    removed: '削除',
    problems: 'ファイルの問題（{count} 件）',
    line: '行',
    column: '列',
    message: '内容',
    wholeLine: '—',
  },
  history: {
    title: '最近の取り込み',
    empty: 'まだ取り込みはありません。',
    kind: '種類',
    file: 'ファイル',
    at: '日時',
    result: '結果',
    queued: '待機中',
    running: '実行中',
    failed: '失敗',
    applied: '取り込み済み（追加 {added}・変更 {changed}・削除 {removed}）',
    checked: '確認のみ（問題なし）',
    checkedProblems: '確認のみ（問題 {count} 件）',
    refused: '取り込めず（問題 {count} 件）',
  },
  export: {
    title: 'ファイルに書き出す',
    intro:
      '登録されている内容を、取り込みと同じ形の CSV ファイルに書き出します。書き出したファイルを直して取り込むこともできます。',
    kind: '書き出す種類',
    encoding: '文字コード',
    encodings: { 'utf-8-bom': 'UTF-8（BOM付き）', shift_jis: 'Shift_JIS' },
    submit: '書き出す',
    making: 'ファイルを作っています…',
    failed: 'ファイルを作れませんでした。もう一度お試しください。',
  },
} as const;

export const t = translator(ja);
