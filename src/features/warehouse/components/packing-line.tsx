import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { PackingLine, SettlementView } from '../../../../core/schemas/fulfilment';
import { StatusBadge } from '../../../components/order/status-badge';
import { inputStyles } from '../../../components/ui/input-styles';
import { useLocale } from '../../../hooks/use-locale';
import { formatPrice } from '../../../lib/format-price';
import { errorMessage } from '../../../lib/request-parsed';
import { useSubstituteLine } from '../api/order-steps';
import { formatDecimal } from '../../../../core/format/number';
import type { Locale } from '../../../../core/schemas/common';
import type { TypedLine, TypedLineProblem, WeightUnit } from '../utils/packing-figures';

/** The input look without its full width: these fields are sized to what they hold. */
const sizedInput = inputStyles().replace('w-full ', '');

const quick =
  'inline-flex min-h-10 items-center rounded-control border border-line-strong bg-surface px-2.5 text-xs font-semibold text-ink hover:bg-canvas focus-visible:outline-2 focus-visible:outline-brand-700';

/** Grams as a person reads them: 1,500 g or 1.5 kg in the page's language. */
export function formatGrams(grams: number, unit: WeightUnit, locale: Locale): string {
  return unit === 'g' ? `${formatDecimal(grams, locale)} g` : `${formatDecimal(grams / 1000, locale)} kg`;
}

/**
 * One line of the order being packed: what was ordered, the delivered quantity (with "all" and "none"),
 * for a weighed line the scale's reading in the chosen unit, and the line's settled total as core
 * computes it. Enter moves on to the next field (`onEnter`).
 */
export function PackingLineRow({
  orderId,
  packed,
  line,
  typed,
  unit,
  settled,
  problem,
  showProblem,
  onChange,
  onEnter,
}: {
  orderId: number;
  packed: boolean;
  line: PackingLine;
  typed: TypedLine;
  unit: WeightUnit;
  settled: SettlementView['lines'][number] | undefined;
  problem: TypedLineProblem | undefined;
  showProblem: boolean;
  onChange: (patch: Partial<TypedLine>) => void;
  onEnter: (from: HTMLInputElement) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const weighed = line.unit_grams !== null;
  const base = `pack-line-${line.line_id}`;
  const problemShown = problem !== undefined && showProblem ? problem : undefined;
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onEnter(event.currentTarget);
  };
  const changed = settled !== undefined && settled.credit > 0;
  const deliveredZero = typed.delivered.trim() === '0';
  return (
    <li
      data-testid="packing-line"
      data-line-id={line.line_id}
      className={clsx(
        'grid gap-x-4 gap-y-3 border-b border-line px-3 py-3 last:border-b-0 sm:px-4 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1.1fr)_minmax(0,1.1fr)_8rem] lg:items-start',
        problemShown && 'bg-danger-50/50',
      )}
    >
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          <span id={`${base}-name`}>{line.name}</span>
          {line.is_gift ? <StatusBadge tone="brand" className="ml-2 align-middle">{t('warehouseDesk.packing.gift')}</StatusBadge> : null}
          {weighed ? <StatusBadge tone="warning" className="ml-2 align-middle">{t('warehouseDesk.weighed')}</StatusBadge> : null}
        </p>
        <p className="text-xs text-ink-muted">
          <span className="font-mono">{line.sku}</span> · {t('warehouseDesk.packing.ordered', { qty: line.qty })} · {formatPrice(line.row_total, locale)}
        </p>
        {weighed ? (
          <p className="mt-0.5 text-xs text-ink-muted">
            {t('warehouseDesk.packing.standard', { qty: line.qty, unit: formatGrams(line.unit_grams!, unit, locale), total: formatGrams(line.unit_grams! * line.qty, unit, locale) })}
          </p>
        ) : null}
        {line.note ? <p className="mt-0.5 text-xs text-ink">{line.note}</p> : null}
        {line.is_gift ? null : <SubstitutionControl line={line} orderId={orderId} packed={packed} />}
      </div>
      <div>
        <label htmlFor={`${base}-qty`} className="mb-1 block text-xs font-semibold text-ink-muted">
          {t('warehouseDesk.packing.delivered_qty', { qty: line.qty })}
        </label>
        <div className="flex items-center gap-1.5">
          <input
            id={`${base}-qty`}
            data-pack-input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={typed.delivered}
            onChange={(event) => onChange({ delivered: event.target.value })}
            onKeyDown={onKeyDown}
            onFocus={(event) => event.currentTarget.select()}
            aria-invalid={problemShown && problem !== 'orders.pack.weight_required' ? true : undefined}
            aria-describedby={problemShown ? `${base}-problem` : undefined}
            className={clsx(sizedInput, 'w-20 py-2 text-right tabular-nums')}
          />
          <button type="button" className={quick} onClick={() => onChange({ delivered: String(line.qty) })} aria-label={t('warehouseDesk.packing.all_of', { name: line.name })}>
            {t('warehouseDesk.packing.all')}
          </button>
          <button type="button" className={quick} onClick={() => onChange({ delivered: '0', weight: '' })} aria-label={t('warehouseDesk.packing.none_of', { name: line.name })}>
            {t('warehouseDesk.packing.none')}
          </button>
        </div>
      </div>
      <div>
        {weighed ? (
          <>
            <label htmlFor={`${base}-weight`} className="mb-1 block text-xs font-semibold text-ink-muted">
              {t(unit === 'g' ? 'warehouseDesk.packing.weight_g' : 'warehouseDesk.packing.weight_kg')}
            </label>
            <div className="flex items-center gap-1.5">
              <input
                id={`${base}-weight`}
                data-pack-input
                type="text"
                inputMode="decimal"
                autoComplete="off"
                disabled={deliveredZero}
                value={deliveredZero ? '' : typed.weight}
                onChange={(event) => onChange({ weight: event.target.value })}
                onKeyDown={onKeyDown}
                aria-invalid={problemShown === 'orders.pack.weight_required' || (problemShown && typed.weight !== '') ? true : undefined}
                aria-describedby={problemShown ? `${base}-problem` : undefined}
                className={clsx(sizedInput, 'w-28 py-2 text-right tabular-nums')}
              />
              <span className="text-sm font-semibold text-ink-muted" aria-hidden>
                {unit}
              </span>
            </div>
          </>
        ) : (
          <p className="text-xs text-ink-muted lg:pt-7">{t('warehouseDesk.packing.by_count')}</p>
        )}
      </div>
      <div className="flex items-baseline justify-between gap-2 lg:flex-col lg:items-end lg:pt-6">
        <span className="text-xs text-ink-muted lg:sr-only">{t('warehouseDesk.packing.line_total')}</span>
        <span className="flex flex-col items-end tabular-nums" data-testid="line-settled">
          <span className={clsx('font-semibold', changed ? 'text-brand-800' : 'text-ink')}>{formatPrice(settled?.settled_row_total ?? line.row_total, locale)}</span>
          {changed ? <span className="text-xs text-ink-muted">−{formatPrice(settled.credit, locale)}</span> : null}
        </span>
      </div>
      {problemShown ? (
        <p id={`${base}-problem`} className="text-sm font-medium text-danger-700 lg:col-span-4">
          {t(problemShown)}
        </p>
      ) : null}
    </li>
  );
}

/**
 * A line the shop cannot fill (issue 20): the buyer's substitution choice, and the packer's button that
 * acts on it — "similar" packs core's pick at its price, "ask me" texts the buyer a link, "never" has no
 * button. Once substituted the line says what it replaced; an offer shows the buyer's answer.
 */
function SubstitutionControl({ line, orderId, packed }: { line: PackingLine; orderId: number; packed: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const substitute = useSubstituteLine();
  const id = `pack-line-${line.line_id}-substitution`;
  if (line.substituted_from) {
    return (
      <p className="mt-1 text-xs font-medium text-brand-800" data-testid="line-substituted">
        {t('warehouseDesk.packing.substituted_from', { name: line.substituted_from })}
      </p>
    );
  }
  const canAct = !packed && line.substitution !== 'never' && line.offer !== 'pending' && line.offer !== 'refused';
  const result = substitute.data;
  return (
    <div className="mt-1.5 flex flex-wrap items-center gap-2 text-xs">
      <span id={id} className="text-ink-muted">
        {t(`warehouseDesk.packing.substitution.${line.substitution}`)}
        {line.offer ? ` · ${t(`warehouseDesk.packing.offer.${line.offer}`)}` : ''}
      </span>
      {canAct ? (
        <button
          type="button"
          className={quick}
          aria-describedby={id}
          aria-label={t('warehouseDesk.packing.substitute_label', { name: line.name })}
          disabled={substitute.isPending}
          aria-busy={substitute.isPending}
          onClick={() => substitute.mutate({ orderId, lineId: line.line_id })}
        >
          {t(line.substitution === 'ask' ? 'warehouseDesk.packing.ask_buyer' : 'warehouseDesk.packing.substitute')}
        </button>
      ) : null}
      {result ? (
        <span role="status" className="basis-full font-medium text-brand-800">
          {t(result.outcome === 'offered' ? 'warehouseDesk.packing.offered' : 'warehouseDesk.packing.substituted', { name: result.substitute_name, price: formatPrice(result.unit_price, locale) })}
        </span>
      ) : null}
      {substitute.isError ? (
        <span role="alert" className="basis-full font-medium text-danger-700">
          {errorMessage(substitute.error, t('warehouseDesk.packing.substitute_failed'))}
        </span>
      ) : null}
    </div>
  );
}
