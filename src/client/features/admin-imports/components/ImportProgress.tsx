import { t } from '@shared/i18n/console/imports';
import type { ImportRun } from '@shared/schemas/admin-imports';

/** A running import's lines checked so far; before the job has counted them, a bar that waits. */
export function ImportProgress({ run }: { run: ImportRun | undefined }) {
  const total = run?.linesTotal ?? 0;
  const done = Math.min(run?.linesDone ?? 0, total);
  const counted = run?.status === 'running' && total > 0;
  const text = counted ? t('progress.running', { done, total }) : t('progress.waiting');
  return (
    <div className="admin-panel imports-progress">
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={counted ? total : undefined}
        aria-valuenow={counted ? done : undefined}
        aria-valuetext={text}
        className="imports-bar"
      >
        <div className="imports-bar-done" style={{ width: counted ? `${(done / total) * 100}%` : '0%' }} />
      </div>
      <p className="hint" aria-hidden="true">
        {text}
      </p>
    </div>
  );
}
