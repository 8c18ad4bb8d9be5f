import { useQueryClient } from '@tanstack/react-query';
import { t } from '@shared/i18n/console/learners';
import { queryKeys } from '@client/lib/query-keys';
import { useStaffAction } from '@client/lib/use-staff-action';
import { unlockLearner } from '../api/learner-actions';
import { useLearnerDetail } from '../api/learner-queries';

/**
 * One learner at the desk: their record, unlocking their sign-in (a staff action that reads the
 * record again), and reading it again after a proxy booking or cancel — keyed writes that repeat
 * until answered (honest-write), so they keep their own state.
 */
export function useLearnerDesk(learnerId: number) {
  const queryClient = useQueryClient();
  const detail = useLearnerDetail(learnerId);
  const learnerKey = queryKeys.admin.learner(learnerId);
  const unlock = useStaffAction({ invalidates: [learnerKey] });
  return {
    detail,
    unlock,
    unlockLearner: () =>
      void unlock.run(async () => {
        await unlockLearner(learnerId);
        return t('learner.unlocked');
      }),
    refresh: () => queryClient.invalidateQueries({ queryKey: learnerKey }),
  };
}
