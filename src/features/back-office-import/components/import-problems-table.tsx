import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportProblem } from '../../../../core/schemas/back-office-import';

const column = createColumnHelper<ImportProblem>();

/** The dry run's problems: line, column, what is wrong, in the reader's language. */
export function ImportProblemsTable({ problems }: { problems: ImportProblem[] }) {
  const { t } = useTranslation();
  const columns = useMemo(
    () => [
      column.accessor('line', { header: () => t('backOffice.import.report.line'), cell: (c) => (c.getValue() === 0 ? '—' : c.getValue()) }),
      column.accessor('column', { header: () => t('backOffice.import.report.column'), cell: (c) => c.getValue() || '—' }),
      column.display({
        id: 'problem',
        header: () => t('backOffice.import.report.problem'),
        cell: ({ row }) => {
          const { code, params } = row.original;
          return code === 'rule' && typeof params.message === 'string' ? t(params.message as 'backOffice.import.problem.rule') : t(`backOffice.import.problem.${code}`, params);
        },
      }),
    ],
    [t],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- react-table's instance is read during render by design.
  const table = useReactTable({ data: problems, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-surface shadow-card">
      <table className="w-full text-left text-[0.8125rem] leading-snug" data-testid="import-problems">
        <caption className="sr-only">{t('backOffice.import.report.caption')}</caption>
        <thead className="border-b border-line bg-canvas text-xs font-semibold text-ink-muted uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-2 py-2 first:pl-3 last:pr-3">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-b border-line last:border-b-0">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-2 py-2 align-top break-words first:pl-3 last:pr-3">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
