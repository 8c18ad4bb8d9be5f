import { t } from '@shared/i18n/console/imports';
import { t as fileText } from '@shared/i18n/imports';
import { EXPORT_ENCODINGS, IMPORT_KINDS, type ImportKindName } from '@shared/schemas/admin-imports';
import { Alert } from '@client/components/ui/Alert';
import type { useExportFile } from '../hooks/use-export-file';

/** Choose a kind and an encoding, and download the school's data as the CSV its import reads. */
export function ExportForm({ form }: { form: ReturnType<typeof useExportFile> }) {
  const { action } = form;
  return (
    <form
      noValidate
      className="admin-panel"
      aria-labelledby="export-title"
      onSubmit={(e) => {
        e.preventDefault();
        form.submit();
      }}
    >
      <h2 id="export-title">{t('export.title')}</h2>
      <p className="hint">{t('export.intro')}</p>
      {action.problem && <Alert>{action.problem}</Alert>}
      <div className="admin-toolbar">
        <div className="field">
          <label htmlFor="export-kind">{t('export.kind')}</label>
          <select
            id="export-kind"
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
        <fieldset className="imports-encoding">
          <legend>{t('export.encoding')}</legend>
          {EXPORT_ENCODINGS.map((encoding) => (
            <label key={encoding}>
              <input
                type="radio"
                name="export-encoding"
                value={encoding}
                checked={form.encoding === encoding}
                onChange={() => form.setEncoding(encoding)}
              />{' '}
              {t(`export.encodings.${encoding}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button-primary" aria-disabled={action.busy}>
          {action.busy ? t('export.making') : t('export.submit')}
        </button>
      </div>
    </form>
  );
}
