import { useId, useState } from 'react';
import { t } from '@shared/i18n/console/board';
import type { ManifestCsvEncoding } from '@shared/schemas/admin-board';
import { failureText } from '@client/lib/refusal-text';
import { useStaffAction } from '@client/lib/use-staff-action';
import { downloadManifestCsv } from '../api/export-manifest-csv';

interface FileButtonProps {
  /** makes the file in the chosen encoding and hands it to the browser; answers the characters written as 〓 */
  download: (encoding: ManifestCsvEncoding) => Promise<number>;
  disabled: boolean;
  children: string;
}

interface Props {
  date: string;
  runId?: number;
  disabled: boolean;
  children: string;
}

/** A refusal with its code; a file that never came (no answer, time-out) said plainly. */
const csvProblem = (error: unknown) => failureText(error) ?? t('csv.failed');

/** A manifest CSV download of a day or one run ({@link CsvFileButton}). */
export function CsvDownloadButton({ date, runId, disabled, children }: Props) {
  return (
    <CsvFileButton download={(encoding) => downloadManifestCsv(date, encoding, runId)} disabled={disabled}>
      {children}
    </CsvFileButton>
  );
}

/**
 * A CSV download in UTF-8 (with BOM) or Shift_JIS, that says so when the file could not be made
 * (no answer included) and when Shift_JIS had to write characters as 〓.
 */
export function CsvFileButton({ download: makeFile, disabled, children }: FileButtonProps) {
  const [encoding, setEncoding] = useState<ManifestCsvEncoding>('utf-8-bom');
  const encodingId = useId();
  const download = useStaffAction({ problemText: csvProblem });
  const save = () =>
    download.run(async () => {
      const substituted = await makeFile(encoding);
      return substituted > 0 ? t('csvEncoding.substituted', { count: substituted }) : null;
    });
  return (
    <>
      <div className="field csv-encoding">
        <label htmlFor={encodingId}>{t('csvEncoding.label')}</label>
        <select
          id={encodingId}
          value={encoding}
          onChange={(event) => setEncoding(event.target.value as ManifestCsvEncoding)}
        >
          <option value="utf-8-bom">{t('csvEncoding.utf8')}</option>
          <option value="shift_jis">{t('csvEncoding.shiftJis')}</option>
        </select>
      </div>
      <button
        type="button"
        className="button button-small"
        // not disabled while busy: a disabled button drops the keyboard focus to the page
        disabled={disabled}
        aria-disabled={download.busy}
        onClick={() => void save()}
      >
        {download.busy ? t('csv.making') : children}
      </button>
      {download.problem && (
        // Alert takes no class name yet, and the toolbar places this one on a line of its own
        <p role="alert" className="alert alert-error csv-problem">
          {download.problem}
        </p>
      )}
      {download.done && (
        <p role="status" className="alert alert-info csv-problem">
          {download.done}
        </p>
      )}
    </>
  );
}
