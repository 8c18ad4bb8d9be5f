import { t } from '@shared/i18n/console/plan';
import type { PlanPreview } from '@shared/schemas/admin-plan';
import { rideDateLabel } from '@client/lib/labels';
import { queryKeys } from '@client/lib/query-keys';
import { useStaffAction } from '@client/lib/use-staff-action';
import { fixPlan, usePlanPreview } from '../api/plan';
import { fixedText, fixSummary } from '../components/plan-labels';

/** The plan of a date (null: the next business day) and its fix, asked for once staff read what it mails. */
export function usePlanFix(date: string | null) {
  const plan = usePlanPreview(date);
  const fix = useStaffAction({ invalidates: [queryKeys.admin.planPreview.all] });
  const fixDay = (day: PlanPreview) => {
    const question = t('fix.confirm', { date: rideDateLabel(day.date), summary: fixSummary(day) });
    if (!window.confirm(question)) return;
    void fix.run(
      () => fixPlan(day.date),
      (result) => fixedText(day.date, result),
    );
  };
  return { plan, fix, fixDay };
}
