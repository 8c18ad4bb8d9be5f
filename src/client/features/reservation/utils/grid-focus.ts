/** A cell of the desktop grid: its row (a date) and column (a class period), counted from 0. */
export interface GridPosition {
  row: number;
  col: number;
}

/** The keys the grid reads, as a KeyboardEvent gives them. */
export interface GridKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/**
 * The cell that gets focus after a key, in a grid of `rows` × `cols` (the ARIA grid pattern of the
 * WAI-ARIA Authoring Practices): arrows move one cell and stop at the edges, Home/End go to the
 * first/last cell of the row, Ctrl+Home/End (⌘ on a Mac) to the first/last cell of the grid.
 * Answers null for any other key, and with Alt held (Alt+← is the browser's Back), so the caller
 * leaves that key to the browser.
 */
export function nextGridPosition(
  at: GridPosition,
  key: GridKey,
  size: { rows: number; cols: number },
): GridPosition | null {
  if (size.rows < 1 || size.cols < 1 || key.altKey) return null;
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  const row = Math.min(Math.max(at.row, 0), lastRow);
  const col = Math.min(Math.max(at.col, 0), lastCol);
  const wholeGrid = Boolean(key.ctrlKey || key.metaKey);
  switch (key.key) {
    case 'ArrowUp':
      return { row: Math.max(row - 1, 0), col };
    case 'ArrowDown':
      return { row: Math.min(row + 1, lastRow), col };
    case 'ArrowLeft':
      return { row, col: Math.max(col - 1, 0) };
    case 'ArrowRight':
      return { row, col: Math.min(col + 1, lastCol) };
    case 'Home':
      return { row: wholeGrid ? 0 : row, col: 0 };
    case 'End':
      return { row: wholeGrid ? lastRow : row, col: lastCol };
    default:
      return null;
  }
}
