import clsx from 'clsx';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackingOrder } from '../../../../core/schemas/fulfilment';
import { Spinner } from '../../../components/ui/spinner';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useLocale } from '../../../hooks/use-locale';
import { formatPrice } from '../../../lib/format-price';
import { errorMessage } from '../../../lib/request-parsed';
import { useOrderStep, usePack } from '../api/order-steps';
import { usePackingForm } from '../hooks/use-packing-form';
import type { WeightUnit } from '../utils/packing-figures';
import type { StepFeedback } from './order-step-buttons';
import { PackingLineRow } from './packing-line';
import { PackingTotals } from './packing-totals';

const UNITS: readonly WeightUnit[] = ['g', 'kg'];

/**
 * Packing one order: per line the delivered quantity and, for weighed lines, the weight; the settled
 * line and order figures follow every keystroke (core's rules, as the server settles). Enter moves to
 * the next field and from the last one to Save. When nothing at all is delivered the save becomes
 * "Mark out of stock". Problems show on their lines after a save attempt (typing errors at once).
 */
export function PackingForm({ order, onFeedback }: { order: PackingOrder; onFeedback: (feedback: StepFeedback) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { typed, unit, live, setLine, setUnit } = usePackingForm(order);
  const pack = usePack();
  const step = useOrderStep();
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const busy = pack.isPending || step.isPending;
  const outOfStock = live.action === 'mark_out_of_stock';

  const focusNext = (from: HTMLInputElement) => {
    const inputs = [...(formRef.current?.querySelectorAll<HTMLInputElement>('input[data-pack-input]:not(:disabled)') ?? [])];
    const next = inputs[inputs.indexOf(from) + 1];
    if (next) next.focus();
    else saveRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setServerError(null);
    const [firstProblem] = live.problems.keys();
    if (firstProblem !== undefined) {
      const line = live.problems.get(firstProblem);
      const target = line === 'orders.pack.weight_required' ? 'weight' : 'qty';
      document.getElementById(`pack-line-${firstProblem}-${target}`)?.focus();
      return;
    }
    try {
      if (outOfStock) {
        await step.mutateAsync({ step: 'mark_out_of_stock', orderId: order.order_id });
        onFeedback({ tone: 'ok', text: t('warehouseDesk.done.mark_out_of_stock', { no: order.order_no }) });
      } else {
        const result = await pack.mutateAsync({ orderId: order.order_id, entries: live.entries });
        onFeedback({ tone: 'ok', text: t('warehouseDesk.done.pack', { no: order.order_no, total: formatPrice(result.settled_total ?? live.view.settled_total, locale) }) });
      }
    } catch (error) {
      const text = errorMessage(error, t('warehouseDesk.step_failed'));
      setServerError(text);
    }
  };

  const problemCount = live.problems.size;
  const typingProblem = (lineId: number) => {
    const problem = live.problems.get(lineId);
    return problem === 'warehouseDesk.packing.not_a_number' || problem === 'orders.pack.over_ordered';
  };
  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section aria-labelledby="packing-lines-title" className="min-w-0 rounded-card border border-line bg-surface shadow-card">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-3 py-3 sm:px-4">
          <h2 id="packing-lines-title" className="text-base font-bold text-ink">
            {t('warehouseDesk.packing.lines_title', { count: order.lines.length })}
          </h2>
          {order.lines.some((l) => l.unit_grams !== null) ? (
            <fieldset className="flex items-center gap-2">
              <legend className="sr-only">{t('warehouseDesk.packing.weight_unit')}</legend>
              <span aria-hidden className="text-xs font-semibold text-ink-muted">
                {t('warehouseDesk.packing.weight_unit')}
              </span>
              <div className="inline-flex rounded-control border border-line-strong p-0.5">
                {UNITS.map((u) => (
                  <label
                    key={u}
                    className={clsx(
                      'inline-flex min-h-9 cursor-pointer items-center rounded-[calc(var(--radius-control)-2px)] px-3 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700',
                      unit === u ? 'bg-brand-700 text-white' : 'text-ink hover:bg-canvas',
                    )}
                  >
                    <input type="radio" name="weight-unit" value={u} checked={unit === u} onChange={() => setUnit(u)} className="sr-only" />
                    {t(u === 'g' ? 'warehouseDesk.packing.grams' : 'warehouseDesk.packing.kilograms')}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
        </div>
        <ol>
          {order.lines.map((line) => (
            <PackingLineRow
              key={line.line_id}
              orderId={order.order_id}
              packed={order.packed}
              line={line}
              typed={typed[line.line_id] ?? { delivered: '', weight: '' }}
              unit={unit}
              settled={live.view.lines.find((l) => l.line_id === line.line_id)}
              problem={live.problems.get(line.line_id)}
              showProblem={attempted || typingProblem(line.line_id)}
              onChange={(patch) => setLine(line.line_id, patch)}
              onEnter={focusNext}
            />
          ))}
        </ol>
      </section>
      <div className="flex flex-col gap-3 lg:sticky lg:top-4">
        <PackingTotals order={order} view={live.view} title={t('warehouseDesk.totals.title_live')} />
        {outOfStock ? (
          <p className="rounded-control bg-warning-50 px-3 py-2 text-sm font-medium text-warning-800">{t('warehouseDesk.packing.nothing_delivered')}</p>
        ) : null}
        <div role="alert">
          {attempted && problemCount > 0 ? (
            <p className="rounded-control bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700">{t('warehouseDesk.packing.problems', { count: problemCount })}</p>
          ) : null}
          {serverError ? <p className="rounded-control bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700">{serverError}</p> : null}
        </div>
        <button ref={saveRef} type="submit" disabled={busy} className={clsx(outOfStock ? buttonStyles.danger : buttonStyles.primary, 'w-full')}>
          {busy ? <Spinner light /> : null}
          {outOfStock ? t('warehouseDesk.packing.save_out_of_stock') : t('warehouseDesk.packing.save')}
        </button>
        <p className="text-xs text-ink-muted">{t('warehouseDesk.packing.keyboard_hint')}</p>
      </div>
    </form>
  );
}
