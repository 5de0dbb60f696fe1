/**
 * Keyboard row navigation of the orders table (the table body is one tab stop): ↑/↓ move the active
 * row, Home/End jump to the first/last row of the page, PageUp/PageDown change page, Enter opens.
 */
export type RowKeyAction =
  | { type: 'move'; index: number }
  | { type: 'page'; delta: 1 | -1 }
  | { type: 'open'; index: number };

export function rowKeyAction(
  key: string,
  active: number,
  rows: number,
  paging: { page: number; pages: number },
): RowKeyAction | null {
  if (rows === 0) return null;
  const clamp = (index: number) => Math.min(rows - 1, Math.max(0, index));
  switch (key) {
    case 'ArrowDown':
      return { type: 'move', index: clamp(active + 1) };
    case 'ArrowUp':
      return { type: 'move', index: clamp(active - 1) };
    case 'Home':
      return { type: 'move', index: 0 };
    case 'End':
      return { type: 'move', index: rows - 1 };
    case 'PageDown':
      return paging.page < paging.pages ? { type: 'page', delta: 1 } : { type: 'move', index: rows - 1 };
    case 'PageUp':
      return paging.page > 1 ? { type: 'page', delta: -1 } : { type: 'move', index: 0 };
    case 'Enter':
      return { type: 'open', index: clamp(active) };
    default:
      return null;
  }
}
