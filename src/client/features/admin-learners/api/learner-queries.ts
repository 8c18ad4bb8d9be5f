import { useQuery } from '@tanstack/react-query';
import type { BookableRuns, LearnerDetail, SearchLearnersResponse } from '@shared/schemas/admin-learners';
import { callData } from '@client/lib/api-client';

/** Learners matching a student number or furigana; nothing is asked for an empty query. */
export function useLearnerSearch(query: string) {
  return useQuery({
    queryKey: ['admin', 'learner-search', query],
    queryFn: () => callData<SearchLearnersResponse>('Admin/SearchLearners', { query }),
    enabled: query.trim() !== '',
  });
}

export const learnerDetailKey = (learnerId: number) => ['admin', 'learner', learnerId];

export function useLearnerDetail(learnerId: number) {
  return useQuery({
    queryKey: learnerDetailKey(learnerId),
    queryFn: () => callData<LearnerDetail>('Admin/GetLearner', { learnerId }),
    enabled: learnerId > 0,
  });
}

/** The runs staff may book the learner on for a date and direction. */
export function useBookableRuns(learnerId: number, date: string, upDown: 1 | 2) {
  return useQuery({
    queryKey: ['admin', 'bookable-runs', learnerId, date, upDown],
    queryFn: () => callData<BookableRuns>('Admin/GetBookableRunsFor', { learnerId, date, upDown }),
    enabled: learnerId > 0 && date !== '',
  });
}
