import clsx from 'clsx';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../../core/account/phone';
import type { AgentCustomer } from '../../../../core/schemas/agent';
import { Spinner } from '../../../components/ui/spinner';
import { inputStyles } from '../../../components/ui/input-styles';
import { useCombobox } from '../../../hooks/use-combobox';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useLocale } from '../../../hooks/use-locale';
import { errorMessage } from '../../../lib/request-parsed';
import { useCustomerSearch } from '../api/search-customers';
import { formatLastOrder } from '../utils/format-last-order';
import { isStaffRefusal } from '../utils/staff-refusal';

const SEARCH_DEBOUNCE_MS = 250;

/**
 * The customer finder (issue 7): one box for phone, name, customer id or address; results appear as
 * the agent types (debounced) in a listbox the keyboard drives — ↑/↓ move, Enter opens the chosen one
 * or else the first match, also when Enter comes before the results (ARIA 1.2 combobox with a list
 * that stays open while there are results).
 */
export function CustomerFinder({
  onOpen,
  openingId,
  onStaffRefused,
  initialQuery = '',
}: {
  onOpen: (customer: AgentCustomer) => void;
  /** Search text to start from (the page's ?q=, e.g. from an order's 'open the customer'). */
  initialQuery?: string;
  /** The customer being opened (the agent link is on its way), or null. */
  openingId: number | null;
  onStaffRefused: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useState(initialQuery);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useCustomerSearch(debounced);
  const customers = useMemo(() => (debounced && search.data ? search.data : []), [debounced, search.data]);
  const [open, setOpen] = useState(true);
  // The text Enter was pressed on while its results were still on their way.
  const enterFor = useRef<string | null>(null);
  const busy = openingId !== null;
  const pending = text.trim() !== debounced || (search.isFetching && Boolean(debounced));

  useEffect(() => {
    if (search.error && isStaffRefusal(search.error)) onStaffRefused();
  }, [search.error, onStaffRefused]);

  const combobox = useCombobox<AgentCustomer>({
    id: `${id}-customers`,
    items: customers,
    getKey: (customer) => String(customer.customer_id),
    open,
    onOpenChange: setOpen,
    onSelect: (customer) => {
      if (!busy) onOpen(customer);
    },
    // Enter without a chosen option opens the first match (the best one: the server ranks them).
    onEnter: () => {
      if (!text.trim() || busy) return;
      if (pending) enterFor.current = text.trim();
      else if (customers[0]) onOpen(customers[0]);
    },
  });

  useEffect(() => {
    if (enterFor.current === null || pending) return;
    const wanted = enterFor.current;
    enterFor.current = null;
    // Typing on after Enter asks for other results: open nothing until the next Enter.
    if (wanted === debounced && customers[0] && !busy) onOpen(customers[0]);
  }, [pending, debounced, customers, busy, onOpen]);

  let status: string;
  if (!text.trim()) status = t('agent.finder.start');
  else if (pending) status = t('agent.finder.searching');
  else if (search.error) status = errorMessage(search.error, t('agent.finder.failed'));
  else if (customers.length === 0) status = t('agent.finder.none', { query: debounced });
  else status = t('agent.finder.count', { count: customers.length });

  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={`${id}-input`} className="text-sm font-semibold text-ink">
        {t('agent.finder.label')}
      </label>
      <div className="relative">
        <input
          id={`${id}-input`}
          type="search"
          autoFocus
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          placeholder={t('agent.finder.placeholder')}
          aria-describedby={`${id}-hint ${id}-status`}
          className={clsx(inputStyles(), 'pr-10 text-lg')}
          maxLength={80}
          {...combobox.inputProps}
        />
        {pending ? (
          <span className="absolute top-1/2 right-3 -translate-y-1/2">
            <Spinner />
          </span>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {t('agent.finder.hint')}
      </p>
      <p
        id={`${id}-status`}
        role="status"
        aria-live="polite"
        className={clsx('text-sm', search.error && !pending ? 'font-medium text-danger-700' : 'text-ink-muted')}
      >
        {status}
      </p>
      <ul
        {...combobox.listboxProps}
        aria-label={t('agent.finder.results')}
        aria-busy={busy}
        className={clsx('flex flex-col gap-2', customers.length === 0 && 'hidden')}
      >
        {customers.map((customer, index) => {
          const active = index === combobox.activeIndex;
          const opening = openingId === customer.customer_id;
          return (
            <li
              key={customer.customer_id}
              {...combobox.getOptionProps(index)}
              data-testid="customer-option"
              className={clsx(
                'cursor-pointer rounded-card border bg-surface px-4 py-3 shadow-card',
                active ? 'border-brand-700 outline-2 outline-brand-700' : 'border-line hover:border-line-strong',
              )}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <span className="font-bold break-words text-ink">
                  {customer.name || formatPhone(customer.phone)}
                  {opening ? <span className="ml-2 text-sm font-medium text-brand-800">{t('agent.finder.opening')}</span> : null}
                </span>
                <span className="text-sm text-ink-muted">{t('agent.finder.customer_id', { id: customer.customer_id })}</span>
              </div>
              <div className="mt-1 grid gap-x-6 gap-y-0.5 text-sm text-ink-muted sm:grid-cols-[auto_1fr]">
                <span className="font-medium text-ink">{formatPhone(customer.phone)}</span>
                <span className="break-words">{customer.address || t('agent.finder.no_address')}</span>
              </div>
              <p className="mt-1 text-xs text-ink-muted">
                {t('agent.finder.orders', { count: customer.order_count })}
                {' · '}
                {customer.last_order_at
                  ? t('agent.finder.last_order', { date: formatLastOrder(customer.last_order_at, locale) })
                  : t('agent.finder.never_ordered')}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
