import { useTranslation } from 'react-i18next';
import { DebouncedTextField } from './filter-fields';

const digitsOnly = (raw: string) => raw.replace(/\D/g, '').slice(0, 10);

/** The "Customer ID" filter of the order and audit tables: digits only, committed after a pause; empty or 0 clears it. */
export function CustomerIdField({ id, value, onCommit }: { id: string; value: number | undefined; onCommit: (customerId: number | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <DebouncedTextField
      id={id}
      type="text"
      inputMode="numeric"
      label={t('agentOrders.filters.customer_id')}
      value={value !== undefined ? String(value) : ''}
      sanitize={digitsOnly}
      onCommit={(raw) => onCommit(Number(raw) > 0 ? Number(raw) : undefined)}
    />
  );
}
