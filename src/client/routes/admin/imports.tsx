import { t } from '@shared/i18n/console/imports';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { useImportRuns } from '@client/features/admin-imports/api/imports';
import { ExportForm } from '@client/features/admin-imports/components/ExportForm';
import { ImportForm } from '@client/features/admin-imports/components/ImportForm';
import { ImportHistory } from '@client/features/admin-imports/components/ImportHistory';
import { ImportProgress } from '@client/features/admin-imports/components/ImportProgress';
import { ImportReport } from '@client/features/admin-imports/components/ImportReport';
import { useExportFile } from '@client/features/admin-imports/hooks/use-export-file';
import { useImportFile } from '@client/features/admin-imports/hooks/use-import-file';
import '@client/styles/admin-imports.css';

/** ファイルの取り込み (issue 24, admins): the school's CSV files checked, imported and exported. */
export default function AdminImports() {
  const runs = useImportRuns();
  const importing = useImportFile();
  const exporting = useExportFile();
  const { current } = importing;
  return (
    <section>
      <h1 className="page-title">{t('title')}</h1>
      <p className="hint">{t('intro')}</p>
      <ImportForm form={importing} />
      {importing.runProblem && <QueryProblem error={importing.runProblem} />}
      {importing.running && <ImportProgress run={current} />}
      {current && !importing.running && (
        <ImportReport
          key={current.importId}
          run={current}
          onApply={importing.applyChecked}
          busy={importing.action.busy}
        />
      )}
      <ExportForm form={exporting} />
      <section className="admin-panel" aria-labelledby="imports-history-title">
        <h2 id="imports-history-title">{t('history.title')}</h2>
        {/* the list alone waits or fails: the forms above keep the file chosen and the import followed */}
        {runs.data ? (
          <ImportHistory runs={runs.data.imports} />
        ) : runs.isError ? (
          <QueryProblem error={runs.error} />
        ) : (
          <Loading />
        )}
      </section>
    </section>
  );
}
