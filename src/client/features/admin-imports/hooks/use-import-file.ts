import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { t } from '@shared/i18n/console/imports';
import { messages } from '@shared/i18n/messages';
import { IMPORT_MAX_FILE_BYTES, type ImportKindName } from '@shared/schemas/admin-imports';
import { bytesToBase64 } from '@client/lib/download';
import { queryKeys } from '@client/lib/query-keys';
import { useStaffAction } from '@client/lib/use-staff-action';
import { startImport, useImportRun } from '../api/imports';

export const FILE_INPUT_ID = 'import-file';

/** A file chosen and read, ready to send as often as asked (a dry run, then the import). */
interface ChosenFile {
  name: string;
  contentBase64: string;
}

/**
 * The import form's state and its staff action: the kind, the file read as base64, the import
 * started as a job and followed until it has ended. The file last sent is kept, so a clean dry
 * run is imported for real as it was checked.
 */
export function useImportFile() {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<ImportKindName>('periods');
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [reading, setReading] = useState(false);
  const [importId, setImportId] = useState<number | null>(null);
  const sent = useRef<{ kind: ImportKindName; file: ChosenFile } | null>(null);
  const action = useStaffAction({ invalidates: [queryKeys.admin.importRuns] });
  const run = useImportRun(importId);
  const current = run.data?.importId === importId ? run.data : undefined;
  const ended = current?.status === 'done' || current?.status === 'failed';

  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: queryKeys.admin.importRuns });
  }, [ended, queryClient]);

  const choose = async (chosen: File | undefined) => {
    setFile(null);
    action.clear();
    if (!chosen) return;
    if (chosen.size === 0 || chosen.size > IMPORT_MAX_FILE_BYTES) {
      action.showProblem(messages.error[941]);
      return;
    }
    setReading(true);
    try {
      const bytes = new Uint8Array(await chosen.arrayBuffer());
      setFile({ name: chosen.name, contentBase64: bytesToBase64(bytes) });
    } catch {
      action.showProblem(t('import.unreadable'));
    } finally {
      setReading(false);
    }
  };

  const send = (what: { kind: ImportKindName; file: ChosenFile }, dryRun: boolean) =>
    action.run(async () => {
      const started = await startImport({
        kind: what.kind,
        fileName: what.file.name,
        dryRun,
        contentBase64: what.file.contentBase64,
      });
      sent.current = what;
      setImportId(started.importId);
      return null;
    });

  const submit = (dryRun: boolean) => {
    if (!file) {
      action.showProblem(t('import.noFile'));
      document.getElementById(FILE_INPUT_ID)?.focus();
      return;
    }
    void send({ kind, file }, dryRun);
  };

  /** The file of the last dry run, imported for real. */
  const applyChecked = () => {
    if (sent.current) void send(sent.current, false);
  };

  return {
    kind,
    setKind,
    file,
    reading,
    choose,
    action,
    /** the import under way or ended; undefined before the first or while its first answer is awaited */
    current,
    running: importId !== null && !ended,
    runProblem: run.error,
    submit,
    applyChecked,
  };
}
