import { useEffect, useState } from 'react';
import { t } from '@shared/i18n/learner/ui';
import { useBusy } from '@client/lib/busy-store';

/** A wait shorter than this shows nothing; a longer one shows the bar (issue 25 §7). */
export const PROGRESS_DELAY_MS = 300;
/** A wait that ends and another that starts at once (a screen's code, then its data) keep one bar. */
const HIDE_GRACE_MS = 120;

/**
 * A thin bar at the top of the window while a page's code or an API call is on its way for more
 * than PROGRESS_DELAY_MS, so a slow network shows that something is happening after 次へ.
 */
export function ProgressBar() {
  const busy = useBusy();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(busy), busy ? PROGRESS_DELAY_MS : HIDE_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);
  if (!shown) return null;
  return (
    <div className="progress-bar" role="progressbar" aria-label={t('loading')}>
      <span className="progress-bar-fill" />
    </div>
  );
}
