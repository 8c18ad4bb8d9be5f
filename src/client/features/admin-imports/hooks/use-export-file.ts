import { useState } from 'react';
import { t } from '@shared/i18n/console/imports';
import type { EXPORT_ENCODINGS, ImportKindName } from '@shared/schemas/admin-imports';
import { failureText } from '@client/lib/refusal-text';
import { useStaffAction } from '@client/lib/use-staff-action';
import { downloadExport } from '../api/imports';

export type ExportEncoding = (typeof EXPORT_ENCODINGS)[number];

/** A refusal with its code (942: a text Shift_JIS cannot write); a file that never came said plainly. */
const exportProblem = (error: unknown) => failureText(error) ?? t('export.failed');

/** The export form: a kind and an encoding (UTF-8 with BOM unless asked), and the download. */
export function useExportFile() {
  const [kind, setKind] = useState<ImportKindName>('periods');
  const [encoding, setEncoding] = useState<ExportEncoding>('utf-8-bom');
  const action = useStaffAction({ problemText: exportProblem });
  const submit = () => void action.run(() => downloadExport(kind, encoding).then(() => null));
  return { kind, setKind, encoding, setEncoding, action, submit };
}
