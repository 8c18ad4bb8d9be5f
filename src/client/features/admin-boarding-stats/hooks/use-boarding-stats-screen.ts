import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isDateKey } from '@shared/rules/japan-time';
import { adminBoardingStatsHref, paths } from '@client/config/paths';
import { useBoardingStats } from '../api/boarding-stats';

/**
 * The statistics of the period the address names (`?from=&to=`), else of the server's last four
 * weeks (its clock says what today is), and the draft of the period form: a change is asked for
 * only when the form is sent, so a reload keeps the period.
 */
export function useBoardingStatsScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const from = params.get('from');
  const to = params.get('to');
  const requested = from !== null && to !== null && isDateKey(from) && isDateKey(to) ? { from, to } : null;
  const stats = useBoardingStats(requested);
  const data = stats.isPlaceholderData ? undefined : stats.data;
  const period = requested ?? (data ? { from: data.from, to: data.to } : { from: '', to: '' });
  const [draft, setDraft] = useState(period);
  const [shown, setShown] = useState(period);
  if (shown.from !== period.from || shown.to !== period.to) {
    setShown(period);
    setDraft(period);
  }
  const apply = () => {
    if (isDateKey(draft.from) && isDateKey(draft.to)) navigate(adminBoardingStatsHref(draft.from, draft.to));
  };
  const reset = () => navigate(paths.admin.boardingStats);
  return { stats, data, period, draft, setDraft, apply, reset };
}
