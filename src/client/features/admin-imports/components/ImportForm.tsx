import { t } from '@shared/i18n/console/imports';
import { ja as files, t as fileText } from '@shared/i18n/imports';
import { IMPORT_KINDS, IMPORT_MAX_FILE_BYTES, type ImportKindName } from '@shared/schemas/admin-imports';
import { Alert } from '@client/components/ui/Alert';
import { FILE_INPUT_ID, type useImportFile } from '../hooks/use-import-file';

interface Props {
  form: ReturnType<typeof useImportFile>;
}

/** The headings a kind's file needs, in the catalogue's order. */
const headingsOf = (kind: ImportKindName): string[] => Object.values(files.headers[kind]);

/** Choose the kind, see its columns, pick the file, then check it or import it. */
export function ImportForm({ form }: Props) {
  const { action } = form;
  const waiting = action.busy || form.reading || form.running;
  const kindName = fileText(`kinds.${form.kind}`);
  return (
    <form
      noValidate
      className="admin-panel"
      aria-labelledby="import-title"
      onSubmit={(e) => e.preventDefault()}
    >
      <h2 id="import-title">{t('import.title')}</h2>
      {action.problem && <Alert>{action.problem}</Alert>}
      <div className="imports-fields">
        <div className="field">
          <label htmlFor="import-kind">{t('import.kind')}</label>
          <select
            id="import-kind"
            value={form.kind}
            onChange={(e) => form.setKind(e.target.value as ImportKindName)}
          >
            {IMPORT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {fileText(`kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={FILE_INPUT_ID}>{t('import.file')}</label>
          <input
            id={FILE_INPUT_ID}
            type="file"
            accept=".csv,text/csv"
            aria-describedby="import-file-hint"
            onChange={(e) => void form.choose(e.target.files?.[0])}
          />
          <p className="hint" id="import-file-hint">
            {form.reading
              ? t('import.reading')
              : t('import.fileHint', { max: IMPORT_MAX_FILE_BYTES / 1024 / 1024 })}
          </p>
        </div>
      </div>
      <section className="imports-columns" aria-labelledby="import-columns-title">
        <h3 id="import-columns-title">{t('import.columns', { kind: kindName })}</h3>
        <ul>
          {headingsOf(form.kind).map((heading) => (
            <li key={heading}>{heading}</li>
          ))}
        </ul>
        <p className="hint">{t('import.columnsNote')}</p>
      </section>
      <div className="admin-toolbar">
        <button
          type="button"
          className="button"
          aria-disabled={waiting}
          onClick={() => !waiting && form.submit(true)}
        >
          {action.busy ? t('import.sending') : t('import.dryRun')}
        </button>
        <button
          type="button"
          className="button button-primary"
          aria-disabled={waiting}
          onClick={() => !waiting && form.submit(false)}
        >
          {t('import.apply')}
        </button>
      </div>
    </form>
  );
}
