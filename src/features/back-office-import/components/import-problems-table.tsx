import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportProblem } from '../../../../core/schemas/back-office-import';
import { DataTable } from '../../../components/data-table';

const column = createColumnHelper<ImportProblem>();
const CELL = 'align-top break-words';

/** The dry run's problems: line, column, what is wrong, in the reader's language. */
export function ImportProblemsTable({ problems }: { problems: ImportProblem[] }) {
  const { t } = useTranslation();
  const columns = useMemo(
    () => [
      column.accessor('line', {
        header: () => t('backOffice.import.report.line'),
        cell: (c) => (c.getValue() === 0 ? '—' : c.getValue()),
        meta: { cellClassName: CELL },
      }),
      column.accessor('column', { header: () => t('backOffice.import.report.column'), cell: (c) => c.getValue() || '—', meta: { cellClassName: CELL } }),
      column.display({
        id: 'problem',
        header: () => t('backOffice.import.report.problem'),
        cell: ({ row }) => {
          const { code, params } = row.original;
          return code === 'rule' && typeof params.message === 'string' ? t(params.message as 'backOffice.import.problem.rule') : t(`backOffice.import.problem.${code}`, params);
        },
        meta: { cellClassName: CELL },
      }),
    ],
    [t],
  );
  return (
    <DataTable
      data={problems}
      columns={columns}
      caption={t('backOffice.import.report.caption')}
      density="compact"
      focusableBox
      data-testid="import-problems"
    />
  );
}
