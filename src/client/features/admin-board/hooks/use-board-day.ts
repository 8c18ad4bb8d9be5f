import { useState } from 'react';
import { useDayBoard } from '../api/get-day-board';

/**
 * The board of a date (null: the school's default day) with its totals — riders, runs at capacity,
 * runs without a booking — and whether those empty runs are unfolded.
 */
export function useBoardDay(date: string | null) {
  const board = useDayBoard(date);
  const [showEmpty, setShowEmpty] = useState(false);
  // the previous day stays in the cache while the next loads; it must not pass for the new one
  const day = board.isPlaceholderData ? undefined : board.data;
  const riders = day ? day.runs.reduce((n, r) => n + r.riders, 0) : 0;
  const fullRuns = day ? day.runs.filter((r) => r.load === 'full').length : 0;
  const emptyRuns = day ? day.runs.filter((r) => r.riders === 0).length : 0;
  return { board, day, riders, fullRuns, emptyRuns, showEmpty, setShowEmpty };
}
