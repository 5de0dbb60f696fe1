import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QUANTITY_ISSUE_MESSAGE_KEYS,
  quantityIssue,
  quantityIssueParams,
  quantityRuleFromWire,
  stepDown,
  stepUp,
  type QuantityRule,
} from '../../../../core/cart/quantity-rule';
import type { StandingOrderView } from '../../../../core/schemas/standing-order';
import { MinusIcon, PlusIcon, TrashIcon } from '../../../components/icons';
import { buttonStyles } from '../../../components/ui/button-styles';
import { errorMessage } from '../../../lib/request-parsed';
import { useChangeStandingOrder } from '../api/change-standing-order';
import { SheetDialog } from './sheet-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { DialogActions } from '../../../components/ui/dialog-parts';

type Line = StandingOrderView['lines'][number];
interface Draft {
  line: Line;
  rule: QuantityRule;
  qty: string;
}

/** Edit a standing order's lines (issue 20): quantities step by the product's rule (core), lines can be removed. */
export function EditLinesDialog({
  order,
  open,
  onOpenChange,
  onSaved,
}: {
  order: StandingOrderView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SheetDialog open={open} onOpenChange={onOpenChange} title={t('standingOrders.edit.title')} description={t('standingOrders.edit.lead')}>
      {open ? <EditForm order={order} onCancel={() => onOpenChange(false)} onSaved={onSaved} /> : null}
    </SheetDialog>
  );
}

function EditForm({ order, onCancel, onSaved }: { order: StandingOrderView; onCancel: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const change = useChangeStandingOrder();
  const [drafts, setDrafts] = useState<Draft[]>(() => order.lines.map((line) => ({ line, rule: quantityRuleFromWire(line), qty: String(line.qty) })));
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const issueOf = (draft: Draft): string | null => {
    const qty = Number(draft.qty);
    if (!/^\d{1,4}$/.test(draft.qty.trim()) || qty < 1) return t('standingOrders.edit.qty_invalid');
    const issue = quantityIssue(draft.rule, qty);
    return issue ? t(QUANTITY_ISSUE_MESSAGE_KEYS[issue.code] as 'cart.qtyBelowMin', quantityIssueParams(issue, draft.line.name)) : null;
  };

  const setQty = (index: number, qty: string) => setDrafts((all) => all.map((d, i) => (i === index ? { ...d, qty } : d)));
  const remove = (index: number) => setDrafts((all) => all.filter((_, i) => i !== index));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    setSubmitted(true);
    setError(null);
    if (drafts.length === 0) {
      setError(t('standingOrders.edit.none_left'));
      return;
    }
    const bad = drafts.findIndex((d) => issueOf(d) !== null);
    if (bad >= 0) {
      document.getElementById(`${id}-qty-${bad}`)?.focus();
      return;
    }
    change.mutate(
      { kind: 'lines', id: order.id, lines: drafts.map((d) => ({ product_id: d.line.product_id, qty: Number(d.qty), note: d.line.note })) },
      { onSuccess: onSaved, onError: (caught) => setError(errorMessage(caught, t('standingOrders.edit.failed'))) },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-4" aria-busy={change.isPending}>
      {drafts.length === 0 ? <p className="rounded-control bg-canvas px-3 py-3 text-sm text-ink-muted">{t('standingOrders.edit.none_left')}</p> : null}
      <ul className="flex flex-col divide-y divide-line rounded-control border border-line">
        {drafts.map((draft, index) => {
          const qty = Number(draft.qty) || 0;
          const issue = submitted || draft.qty !== String(draft.line.qty) ? issueOf(draft) : null;
          const fieldId = `${id}-qty-${index}`;
          return (
            <li key={draft.line.product_id} className="flex flex-col gap-2 px-3 py-3" data-testid="standing-edit-line">
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
                <label htmlFor={fieldId} className="min-w-0 flex-1 basis-40 text-sm font-medium break-words text-ink">
                  {draft.line.name}
                </label>
                <div className="flex items-center gap-1">
                  <button
                    type="button"
                    className={buttonStyles.quiet}
                    onClick={() => setQty(index, String(Math.max(draft.rule.min, stepDown(draft.rule, qty))))}
                    disabled={qty <= draft.rule.min}
                    aria-label={t('standingOrders.edit.less', { name: draft.line.name })}
                  >
                    <MinusIcon width={16} height={16} />
                  </button>
                  <input
                    id={fieldId}
                    inputMode="numeric"
                    className="h-11 w-16 rounded-control border border-line-strong bg-surface text-center text-base font-semibold text-ink tabular-nums aria-invalid:border-danger-700"
                    value={draft.qty}
                    onChange={(event) => setQty(index, event.target.value)}
                    aria-invalid={issue ? true : undefined}
                    aria-describedby={issue ? `${fieldId}-error` : undefined}
                  />
                  <button
                    type="button"
                    className={buttonStyles.quiet}
                    onClick={() => setQty(index, String(stepUp(draft.rule, qty)))}
                    aria-label={t('standingOrders.edit.more', { name: draft.line.name })}
                  >
                    <PlusIcon width={16} height={16} />
                  </button>
                  <button
                    type="button"
                    className={buttonStyles.quietDanger}
                    onClick={() => remove(index)}
                    aria-label={t('standingOrders.edit.remove', { name: draft.line.name })}
                  >
                    <TrashIcon width={16} height={16} />
                  </button>
                </div>
              </div>
              {draft.rule.min > 1 || draft.rule.step > 1 ? (
                <p className="text-xs text-ink-muted">{t('orderGuide.rule', { min: draft.rule.min, step: draft.rule.step })}</p>
              ) : null}
              {issue ? (
                <p id={`${fieldId}-error`} role="alert" className="text-sm font-medium text-danger-700">
                  {issue}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <FormAlert>{error}</FormAlert>
      <DialogActions cancel={{ label: t('standingOrders.cancel'), onClick: onCancel }} action={{ label: t('standingOrders.edit.save'), busyLabel: t('standingOrders.edit.saving'), busy: change.isPending }} />
    </form>
  );
}
