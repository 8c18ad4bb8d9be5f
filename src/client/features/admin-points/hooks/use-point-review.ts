import { useState } from 'react';
import { queryKeys } from '@client/lib/query-keys';
import { useStaffAction } from '@client/lib/use-staff-action';

/**
 * The point under review (chosen on the map or in the list) and the outcome of the last review:
 * a review closes the panel, says what was decided and reads the queue again.
 */
export function usePointReview() {
  const [selectedCd, setSelectedCd] = useState<string | null>(null);
  // the forms send the review; this action only says it and refreshes the queue (and the menu's count)
  const review = useStaffAction({ invalidates: [queryKeys.admin.pendingPoints] });
  const choose = (busStopCd: string) => {
    review.clear();
    setSelectedCd(busStopCd);
  };
  // focus goes back where the review was opened from, as it would after a dialog
  const close = () => {
    const opener = selectedCd;
    setSelectedCd(null);
    requestAnimationFrame(() => document.getElementById(`review-${opener}`)?.focus());
  };
  const reviewed = (message: string) => {
    setSelectedCd(null);
    review.showDone(message);
  };
  return { selectedCd, choose, close, reviewed, done: review.done };
}
