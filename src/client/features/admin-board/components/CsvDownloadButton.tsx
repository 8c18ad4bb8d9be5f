import { useState } from 'react';
import { failureText } from '@client/lib/refusal-text';
import { downloadManifestCsv } from '../api/export-manifest-csv';

interface Props {
  date: string;
  runId?: number;
  disabled: boolean;
  children: string;
}

/** A manifest CSV download that says so when the file could not be made (no answer included). */
export function CsvDownloadButton({ date, runId, disabled, children }: Props) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await downloadManifestCsv(date, runId);
    } catch (error) {
      setProblem(
        failureText(error) ?? 'CSVファイルを作成できませんでした。時間をおいてもう一度お試しください。',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button-small"
        // not disabled while busy: a disabled button drops the keyboard focus to the page
        disabled={disabled}
        aria-disabled={busy}
        onClick={() => void download()}
      >
        {busy ? 'CSVを作成中…' : children}
      </button>
      {problem && (
        <p role="alert" className="alert alert-error csv-problem">
          {problem}
        </p>
      )}
    </>
  );
}
