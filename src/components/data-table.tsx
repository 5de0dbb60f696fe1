import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type RowData,
  type SortingState,
  type TableOptions,
} from '@tanstack/react-table';
import clsx from 'clsx';
import { useRef, useState, type FocusEvent, type HTMLAttributes, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDownIcon } from './icons';

declare module '@tanstack/react-table' {
  // Type parameters must match react-table's declaration.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Figures: right-aligned header and cells. */
    numeric?: boolean;
    /** Extra classes of this column's header and cells. */
    headerClassName?: string;
    cellClassName?: string;
  }
}

/** Anything in a row that acts on its own: a click there is not the row's. */
const OWN_ACTION = 'a,button,input,select,textarea,label,summary,[role="button"],[role="checkbox"],[data-row-ignore]';

export type DataTableSorting =
  /** The caller sorts (the server): the current order and what a header click asks for. */
  | { state: SortingState; onChange: (next: SortingState) => void }
  /** The table sorts its rows itself, starting from `initial`. */
  | { client: true; initial?: SortingState };

export interface DataTableProps<T> {
  data: T[];
  // Columns mix value types (createColumnHelper); react-table's own examples type them so.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  /** Read by screen readers before the table (kept visually hidden). */
  caption: ReactNode;
  /** A stable id per row (default: its index). */
  getRowId?: (row: T, index: number) => string;
  /** Sortable headers (buttons with aria-sort); columns opt out with `enableSorting: false`. */
  sorting?: DataTableSorting;
  /**
   * A row opens something (a dialog, a page): a click on the row (not on its own buttons or links) and
   * Enter or Space on the focused row call it; ↑/↓/Home/End move between rows (one tab stop for the body).
   */
  onRowActivate?: (row: T) => void;
  /** Rows this returns false for are not activated (default: every row). */
  canActivate?: (row: T) => boolean;
  /** Shown in the body when there are no rows (the headers stay). */
  empty?: ReactNode;
  /** A newer page is on its way: the rows dim and the table is aria-busy. */
  busy?: boolean;
  /** The header stays in view while the rows scroll inside the table's own box (at most 70 % of the viewport). */
  stickyHeader?: boolean;
  /** The first column stays in view while the table scrolls sideways. */
  stickyFirstColumn?: boolean;
  /** `compact` for dense desks (13 px text), `comfortable` for customer-facing lists. */
  density?: 'compact' | 'normal' | 'comfortable';
  /** Classes of the scrolling box (e.g. `hidden md:block`) and of the table (e.g. `min-w-[48rem]`). */
  className?: string;
  tableClassName?: string;
  /**
   * The scrolling box takes the focus itself (a region named by the caption), so a keyboard can scroll
   * it sideways: for tables with nothing focusable inside (no links, buttons or activatable rows).
   */
  focusableBox?: boolean;
  /** Cells line up at the top (multi-line entries) or in the middle (default). */
  valign?: 'top' | 'middle';
  /** Uppercase small header labels (the desks) or sentence-case (customer-facing). */
  headerStyle?: 'caps' | 'plain';
  /** Extra attributes of a row (data-*, classes), e.g. to mark a selected row. */
  rowProps?: (row: Row<T>) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | undefined>;
  /** More react-table options (row selection, column visibility...). */
  options?: Partial<Omit<TableOptions<T>, 'data' | 'columns' | 'getCoreRowModel' | 'getRowId'>>;
  'data-testid'?: string;
}

const PAD = {
  compact: 'px-2 py-2 first:pl-3 last:pr-3',
  normal: 'px-3 py-2',
  comfortable: 'px-4 py-3',
} as const;

/**
 * The one table of the staff desks and account pages (@tanstack/react-table): a caption, headers that
 * sort (by the caller, e.g. the server, or by the table), rows that open something by click or keyboard,
 * an empty state, an optional sticky header, and sideways scrolling inside its own box so a 390 px
 * page never scrolls sideways.
 */
export function DataTable<T>({
  data,
  columns,
  caption,
  getRowId,
  sorting,
  onRowActivate,
  canActivate,
  empty,
  busy = false,
  stickyHeader = false,
  stickyFirstColumn = false,
  density = 'normal',
  className,
  tableClassName,
  headerStyle = 'caps',
  valign = 'middle',
  focusableBox = false,
  rowProps,
  options,
  'data-testid': testId,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const [clientSorting, setClientSorting] = useState<SortingState>(sorting && 'client' in sorting ? (sorting.initial ?? []) : []);
  const [active, setActive] = useState(0);
  const body = useRef<HTMLTableSectionElement>(null);
  const manual = sorting !== undefined && 'state' in sorting;
  const sortingState = manual ? sorting.state : clientSorting;

  // eslint-disable-next-line react-hooks/incompatible-library -- react-table's instance is read during render by design.
  const table = useReactTable<T>({
    ...options,
    data,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row, index) => (getRowId ? getRowId(row, index) : String(index)),
    enableSorting: sorting !== undefined,
    enableSortingRemoval: false,
    sortDescFirst: false,
    manualSorting: manual,
    ...(sorting && !manual ? { getSortedRowModel: getSortedRowModel() } : {}),
    state: { ...options?.state, sorting: sortingState },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sortingState) : updater;
      if (manual) sorting.onChange(next);
      else setClientSorting(next);
    },
  });

  const rows = table.getRowModel().rows;
  const activatable = (row: Row<T>) => onRowActivate !== undefined && (canActivate?.(row.original) ?? true);
  const focusable = rows.map((row, index) => (activatable(row) ? index : -1)).filter((index) => index >= 0);
  const current = focusable.includes(active) ? active : (focusable[0] ?? -1);

  const focusRow = (index: number) => {
    setActive(index);
    body.current?.querySelectorAll<HTMLTableRowElement>(':scope > tr')[index]?.focus();
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: Row<T>, index: number) => {
    if (event.target !== event.currentTarget) return; // keys inside the row's own inputs and buttons are theirs
    const at = focusable.indexOf(index);
    let next: number | undefined;
    if (event.key === 'ArrowDown') next = focusable[Math.min(at + 1, focusable.length - 1)];
    else if (event.key === 'ArrowUp') next = focusable[Math.max(at - 1, 0)];
    else if (event.key === 'Home') next = focusable[0];
    else if (event.key === 'End') next = focusable[focusable.length - 1];
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowActivate?.(row.original);
      return;
    } else return;
    event.preventDefault();
    if (next !== undefined) focusRow(next);
  };

  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, row: Row<T>) => {
    const own = (event.target as Element).closest(OWN_ACTION);
    if (own && event.currentTarget.contains(own)) return;
    onRowActivate?.(row.original);
  };

  const pad = PAD[density];
  const sticky = 'first:sticky first:left-0 first:z-[1]';
  const visibleColumns = table.getVisibleLeafColumns().length;
  return (
    <div
      {...(focusableBox ? { tabIndex: 0, role: 'region', 'aria-label': typeof caption === 'string' ? caption : undefined } : {})}
      className={clsx(
        'relative max-w-full overflow-x-auto rounded-card border border-line bg-surface shadow-card focus-visible:outline-2 focus-visible:outline-brand-700',
        stickyHeader && 'max-h-[70vh] overflow-y-auto overscroll-contain',
        busy && 'opacity-70 transition-opacity',
        className,
      )}
      aria-busy={busy}
    >
      <table
        className={clsx('w-full text-left leading-snug', density === 'compact' ? 'text-[0.8125rem]' : 'text-sm', tableClassName)}
        data-testid={testId}
      >
        <caption className="sr-only">{caption}</caption>
        <thead
          className={clsx(
            'border-b border-line bg-canvas text-xs font-semibold text-ink-muted',
            headerStyle === 'caps' && 'tracking-wide uppercase',
            stickyHeader && 'sticky top-0 z-[2] shadow-[0_1px_0_var(--color-line)]',
          )}
        >
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const sorted = header.column.getIsSorted();
                const label = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : header.column.getCanSort() ? 'none' : undefined}
                    className={clsx(pad, 'align-middle font-semibold', stickyFirstColumn && clsx(sticky, 'first:bg-canvas'), meta?.numeric && 'text-right', meta?.headerClassName)}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className={clsx(
                          '-mx-1 inline-flex min-h-9 items-center gap-1 rounded-md px-1 text-left font-semibold hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-700',
                          headerStyle === 'caps' && 'uppercase',
                          sorted && 'text-ink',
                          meta?.numeric && 'flex-row-reverse',
                        )}
                      >
                        {label}
                        <ArrowDownIcon
                          width={14}
                          height={14}
                          aria-hidden="true"
                          className={clsx('shrink-0 transition-transform', sorted ? 'opacity-100' : 'opacity-30', sorted === 'asc' && 'rotate-180')}
                        />
                        {sorted ? <span className="sr-only">, {t(sorted === 'asc' ? 'common.table.sorted_asc' : 'common.table.sorted_desc')}</span> : null}
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody ref={body} className="divide-y divide-line">
          {rows.length === 0 && empty !== undefined ? (
            <tr>
              <td colSpan={visibleColumns} className="px-4 py-8 text-center text-sm text-ink-muted">
                {empty}
              </td>
            </tr>
          ) : null}
          {rows.map((row, index) => {
            const extra = rowProps?.(row) ?? {};
            const opens = activatable(row);
            return (
              <tr
                key={row.id}
                {...extra}
                {...(opens
                  ? {
                      tabIndex: index === current ? 0 : -1,
                      onClick: (event: MouseEvent<HTMLTableRowElement>) => onRowClick(event, row),
                      onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => onRowKeyDown(event, row, index),
                      onFocus: (event: FocusEvent<HTMLTableRowElement>) => {
                        if (event.target === event.currentTarget) setActive(index);
                      },
                    }
                  : {})}
                className={clsx(
                  // A row's own background (e.g. selected) replaces the surface.
                  !extra.className?.includes('bg-') && 'bg-surface',
                  'text-ink',
                  opens &&
                    'cursor-pointer outline-none hover:bg-canvas focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700',
                  extra.className,
                )}
              >
                {row.getVisibleCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  return (
                    <td
                      key={cell.id}
                      className={clsx(pad, valign === 'top' ? 'align-top' : 'align-middle', stickyFirstColumn && clsx(sticky, 'first:bg-inherit'), meta?.numeric && 'text-right', meta?.cellClassName)}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
