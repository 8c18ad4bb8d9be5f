import { queryKeys } from '@client/lib/query-keys';
import { useStaffAction } from '@client/lib/use-staff-action';

/** A change of the run page: the run's manifest, its options and the boards show it afterwards. */
export function useRunChange(runId: number) {
  return useStaffAction({
    invalidates: [
      queryKeys.admin.runManifest(runId),
      queryKeys.admin.runChangeOptions(runId),
      queryKeys.admin.dayBoards,
    ],
  });
}
