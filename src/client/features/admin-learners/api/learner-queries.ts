import { adminApi } from '@shared/api/admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** Learners matching a student number or furigana; nothing is asked for an empty query. */
export function useLearnerSearch(query: string) {
  return useQuery({
    queryKey: queryKeys.admin.learnerSearch(query),
    queryFn: () => call(adminApi.searchLearners, { query }),
    enabled: query.trim() !== '',
  });
}

export function useLearnerDetail(learnerId: number) {
  return useQuery({
    queryKey: queryKeys.admin.learner(learnerId),
    queryFn: () => call(adminApi.getLearner, { learnerId }),
    enabled: learnerId > 0,
  });
}

/** The runs staff may book the learner on for a date and direction. */
export function useBookableRuns(learnerId: number, date: string, upDown: 1 | 2) {
  return useQuery({
    queryKey: queryKeys.admin.bookableRuns(learnerId, date, upDown),
    queryFn: () => call(adminApi.getBookableRunsFor, { learnerId, date, upDown }),
    enabled: learnerId > 0 && date !== '',
  });
}
