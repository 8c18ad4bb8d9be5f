import { queryKeys } from '@client/lib/query-keys';
import { useStaffAction } from '@client/lib/use-staff-action';

/** A change of the run page: the run's manifest, its options, its queue and the boards show it afterwards. */
export function useRunChange(runId: number) {
  return useStaffAction({
    invalidates: [
      queryKeys.admin.runManifest(runId),
      queryKeys.admin.runChangeOptions(runId),
      // a freed or added seat promotes from the run's キャンセル待ち in the same write
      queryKeys.admin.runWaitlist(runId),
      queryKeys.admin.dayBoards,
    ],
  });
}
