import { formatShortDate, japanInstant } from '@shared/rules/japan-time';
import type { CellStatus } from '@shared/constants';

export type UpDown = 1 | 2;

export const DIRECTION_NAME: Record<UpDown, string> = { 1: '往路', 2: '復路' };
export const DIRECTION_LABEL: Record<UpDown, string> = { 1: '往路 (学校行き)', 2: '復路 (学校発)' };

export const otherDirection = (upDown: UpDown): UpDown => (upDown === 1 ? 2 : 1);

/** 'YYYY-MM-DD' → 'MM月DD日(ddd)' */
export const shortDate = (dateKey: string) => formatShortDate(japanInstant(dateKey));

/**
 * What each desktop cell shows (SPEC.md §4): a symbol and a text besides the colour, so the
 * status never depends on colour alone; `trip` marks 「便あり」 (the other direction is bookable).
 */
export const CELL_LOOK: Record<CellStatus, { symbol: string; label: string; trip: boolean }> = {
  1: { symbol: '○', label: '予約可', trip: false },
  2: { symbol: '往', label: '往路予約済', trip: false },
  3: { symbol: '往', label: '往路予約済・復路予約可', trip: true },
  4: { symbol: '復', label: '復路予約済', trip: false },
  5: { symbol: '復', label: '復路予約済・往路予約可', trip: true },
  6: { symbol: '往復', label: '往復予約済', trip: false },
  7: { symbol: '－', label: '便なし', trip: false },
};

export const TRIP_MARKER = '便あり';

export function cellLook(status: number) {
  return CELL_LOOK[(status >= 1 && status <= 7 ? status : 7) as CellStatus];
}

/** Extras as SPEC.md §9 shows them: children 'N 人', child seats 'N 台', bicycle 有/無. */
export const formatPassenger = (n: number) => `${n} 人`;
export const formatChildSheet = (n: number) => `${n} 台`;
export const formatJitensya = (n: number) => (n > 0 ? '有' : '無');
