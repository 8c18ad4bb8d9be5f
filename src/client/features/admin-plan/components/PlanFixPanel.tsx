import { t } from '@shared/i18n/console/plan';
import { formatLongDate, formatTime, japanDateKey } from '@shared/rules/japan-time';
import type { PlanPreview } from '@shared/schemas/admin-plan';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import type { StaffAction } from '@client/lib/use-staff-action';
import { fixSummary, instantText } from './plan-labels';

interface Props {
  day: PlanPreview;
  fix: StaffAction;
  onFix: () => void;
}

/** Where the plan of the day stands, what fixing it now would mail, and the fix itself. */
export function PlanFixPanel({ day, fix, onFix }: Props) {
  const learners = new Set(day.rides.map((r) => r.learnerId)).size;
  const nothingNew = day.fixedAt !== null && day.rides.every((r) => r.change === 'unchanged');
  return (
    <section className="admin-panel plan-summary" aria-labelledby="plan-state">
      <h2 id="plan-state">
        {day.fixedAt ? (
          <span className="admin-badge admin-badge-ok">
            {t('state.fixed', {
              at: `${formatLongDate(new Date(day.fixedAt))} ${formatTime(new Date(day.fixedAt))}`,
            })}
          </span>
        ) : (
          <span className="admin-badge admin-badge-muted">{t('state.notFixed')}</span>
        )}
      </h2>
      <dl className="plan-facts">
        <dt>{t('facts.deadline')}</dt>
        <dd>
          {instantText(day.deadline)}
          {!day.canFix && day.date >= japanDateKey(new Date()) && t('facts.fixableAfterDeadline')}
        </dd>
        <dt>{t('facts.rides')}</dt>
        <dd>
          {t('facts.rideCount', { rides: day.rides.filter((r) => r.change !== 'gone').length, learners })}
        </dd>
        <dt>{t('facts.onFix')}</dt>
        <dd>{fixSummary(day)}</dd>
      </dl>
      {day.missingTimes > 0 && (
        <p className="alert alert-error">{t('missingTimes', { count: day.missingTimes })}</p>
      )}
      <ActionOutcome done={fix.done} problem={fix.problem} focus={false} />
      <button
        type="button"
        className="button button-primary"
        disabled={fix.busy || !day.canFix || day.missingTimes > 0 || nothingNew}
        onClick={onFix}
      >
        {day.fixedAt ? t('fix.again') : t('fix.first')}
      </button>
      {nothingNew && <p className="hint">{t('fix.nothingNew')}</p>}
    </section>
  );
}
