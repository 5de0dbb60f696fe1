/**
 * Which optional columns of the orders table are shown, remembered in platform storage under
 * AGENT_ORDER_COLUMNS as { columnId: false } for the hidden ones. The order number always shows.
 */
export const COLUMN_STORAGE_KEY = 'AGENT_ORDER_COLUMNS';

export const ORDER_COLUMNS = [
  'order_no',
  'created_at',
  'service_date',
  'customer_name',
  'customer_phone',
  'agent_name',
  'shipping_type',
  'payment_type',
  'status',
  'payment_status',
  'total',
] as const;
export type OrderColumn = (typeof ORDER_COLUMNS)[number];
export const ALWAYS_VISIBLE: ReadonlySet<OrderColumn> = new Set(['order_no']);

export type ColumnVisibility = Partial<Record<OrderColumn, boolean>>;

/** The stored value → visibility; anything unreadable means every column shows. */
export function readColumnVisibility(raw: string | null): ColumnVisibility {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const visibility: ColumnVisibility = {};
    for (const [key, value] of Object.entries(parsed)) {
      if ((ORDER_COLUMNS as readonly string[]).includes(key) && value === false && !ALWAYS_VISIBLE.has(key as OrderColumn)) {
        visibility[key as OrderColumn] = false;
      }
    }
    return visibility;
  } catch {
    return {};
  }
}

/** Only the hidden columns are stored, so a column added later shows by default. */
export function writeColumnVisibility(visibility: ColumnVisibility): string {
  const hidden = Object.fromEntries(Object.entries(visibility).filter(([key, shown]) => shown === false && !ALWAYS_VISIBLE.has(key as OrderColumn)));
  return JSON.stringify(hidden);
}
