import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@shared/i18n/messages';
import type { PointCategory } from '@shared/schemas/bus-stop-reg';
import { paths } from '@client/config/paths';
import { writeFailureText } from '@client/lib/refusal-text';
import { checkCategoryQuery } from '../api/check-category';
import { writePointDraft } from './point-draft';

/**
 * The menu's start of a registration (SPEC.md §5): a category must be chosen (warning 40) and
 * still have room — asked afresh with checkBusStopCategory (error 330 when its limit is reached) —
 * then a new draft opens the map page.
 */
export function useStartRegistration(categories: readonly PointCategory[]) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const start = async (categoryCd: string) => {
    if (checking) return;
    const category = categories.find((c) => c.busStopCategoryCd === categoryCd);
    if (!category) {
      setProblem(messages.warning[40]);
      return;
    }
    setChecking(true);
    try {
      const { busStopList, limit } = await queryClient.fetchQuery(checkCategoryQuery(categoryCd));
      if (busStopList.length >= limit) {
        setProblem(messages.error[330]);
        return;
      }
      setProblem(null);
      writePointDraft({
        categoryCd,
        categoryName: category.busStopCategoryDisplayName || category.busStopCategoryName,
        lat: null,
        lng: null,
        address: '',
        name: '',
      });
      navigate(paths.sp.busStopReg);
    } catch (error) {
      setProblem(writeFailureText(error));
    } finally {
      setChecking(false);
    }
  };

  return { start, problem, checking, clearProblem: () => setProblem(null) };
}
