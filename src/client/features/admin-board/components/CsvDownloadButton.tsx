import { t } from '@shared/i18n/console/board';
import { failureText } from '@client/lib/refusal-text';
import { useStaffAction } from '@client/lib/use-staff-action';
import { downloadManifestCsv } from '../api/export-manifest-csv';

interface Props {
  date: string;
  runId?: number;
  disabled: boolean;
  children: string;
}

/** A refusal with its code; a file that never came (no answer, time-out) said plainly. */
const csvProblem = (error: unknown) => failureText(error) ?? t('csv.failed');

/** A manifest CSV download that says so when the file could not be made (no answer included). */
export function CsvDownloadButton({ date, runId, disabled, children }: Props) {
  const download = useStaffAction({ problemText: csvProblem });
  return (
    <>
      <button
        type="button"
        className="button button-small"
        // not disabled while busy: a disabled button drops the keyboard focus to the page
        disabled={disabled}
        aria-disabled={download.busy}
        onClick={() => void download.run(() => downloadManifestCsv(date, runId))}
      >
        {download.busy ? t('csv.making') : children}
      </button>
      {download.problem && (
        // Alert takes no class name yet, and the toolbar places this one on a line of its own
        <p role="alert" className="alert alert-error csv-problem">
          {download.problem}
        </p>
      )}
    </>
  );
}
