import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '../../../../core/schemas/agent';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../../../core/schemas/order';
import { ORDER_FILTER_KEYS, withFilter, type OrdersView } from '../utils/orders-view';
import { CustomerIdField } from './customer-id-field';
import { DateField, DebouncedTextField, SelectField } from './filter-fields';
import { FilterPanel } from './filter-panel';

/**
 * The orders table's filters. Every change goes to the URL (a new history entry; typing replaces
 * the current one) and starts again at page 1. The agent filter is for supervisors only: an agent's
 * table already holds only their orders.
 */
export function OrdersFilters({
  view,
  onChange,
  staff,
  showAgentFilter,
}: {
  view: OrdersView;
  onChange: (update: (current: OrdersView) => OrdersView, opts?: { replace?: boolean }) => void;
  staff: StaffMember[];
  showAgentFilter: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const rangeWrong = view.from !== undefined && view.to !== undefined && view.from > view.to;
  const active = ORDER_FILTER_KEYS.filter((key) => key !== 'q' && view[key] !== undefined).length + (view.q ? 1 : 0);
  return (
    <FilterPanel
      active={active}
      onClear={() =>
        onChange((current) => ({ ...current, status: undefined, payment_status: undefined, from: undefined, to: undefined, agent_id: undefined, customer_id: undefined, q: undefined, page: 1 }))
      }
      primary={
        <DebouncedTextField
          id={`${id}-q`}
          label={t('agentOrders.filters.search')}
          placeholder={t('agentOrders.filters.search_placeholder')}
          value={view.q ?? ''}
          sanitize={(raw) => raw.trim().slice(0, 80)}
          onCommit={(value) => onChange((current) => withFilter(current, 'q', value || undefined), { replace: true })}
        />
      }
      footer={
        rangeWrong ? (
          <p id={`${id}-range`} role="alert" className="mt-2 text-sm font-medium text-danger-700">
            {t('agentOrders.filters.range_order')}
          </p>
        ) : null
      }
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-6">
        <SelectField
          id={`${id}-status`}
          label={t('agentOrders.filters.status')}
          value={view.status ?? ''}
          onChange={(value) => onChange((current) => withFilter(current, 'status', (value || undefined) as OrdersView['status']))}
        >
          <option value="">{t('agentOrders.filters.any')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`orderStatus.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-payment`}
          label={t('agentOrders.filters.payment_status')}
          value={view.payment_status ?? ''}
          onChange={(value) => onChange((current) => withFilter(current, 'payment_status', (value || undefined) as OrdersView['payment_status']))}
        >
          <option value="">{t('agentOrders.filters.any')}</option>
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`paymentStatus.${status}`)}
            </option>
          ))}
        </SelectField>
        <DateField
          id={`${id}-from`}
          label={t('agentOrders.filters.from')}
          value={view.from ?? ''}
          invalid={rangeWrong}
          describedBy={rangeWrong ? `${id}-range` : undefined}
          onChange={(value) => onChange((current) => withFilter(current, 'from', value || undefined))}
        />
        <DateField
          id={`${id}-to`}
          label={t('agentOrders.filters.to')}
          value={view.to ?? ''}
          invalid={rangeWrong}
          describedBy={rangeWrong ? `${id}-range` : undefined}
          onChange={(value) => onChange((current) => withFilter(current, 'to', value || undefined))}
        />
        {showAgentFilter ? (
          <SelectField
            id={`${id}-agent`}
            label={t('agentOrders.filters.agent')}
            value={view.agent_id !== undefined ? String(view.agent_id) : ''}
            onChange={(value) => onChange((current) => withFilter(current, 'agent_id', value ? Number(value) : undefined))}
          >
            <option value="">{t('agentOrders.filters.all_agents')}</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name || member.username}
              </option>
            ))}
            {view.agent_id !== undefined && !staff.some((member) => member.id === view.agent_id) ? (
              <option value={view.agent_id}>#{view.agent_id}</option>
            ) : null}
          </SelectField>
        ) : null}
        <CustomerIdField
          id={`${id}-customer`}
          value={view.customer_id}
          onCommit={(customerId) => onChange((current) => withFilter(current, 'customer_id', customerId), { replace: true })}
        />
      </div>
    </FilterPanel>
  );
}
