import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderAction } from '../../../../core/orders/lifecycle';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../hooks/use-locale';
import { errorMessage } from '../../../lib/request-parsed';
import { type StepInput, useOrderStep, type WarehouseStep } from '../api/order-steps';
import { StepDialog } from './step-dialog';

/** Steps taken with one click, in the order the buttons show. */
const ONE_CLICK: readonly WarehouseStep[] = ['accept', 'out_for_delivery', 'ready_for_pickup', 'mark_paid', 'finish'];
/** On the packing screen "Start packing" comes first: from then on the buyer can no longer cancel online. */
const ONE_CLICK_PACKING: readonly WarehouseStep[] = ['start_packing', ...ONE_CLICK];

export interface StepFeedback {
  tone: 'ok' | 'error';
  text: string;
}

const small =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-control px-3 text-sm font-semibold whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700';
const tones = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  plain: 'border border-line-strong bg-surface text-ink hover:bg-canvas',
  danger: 'text-danger-700 hover:bg-danger-50',
} as const;

/**
 * The steps the server says this order can take now (`actions`, core's `availableActions` for the
 * caller): accept, pack (a link to the packing screen; on that screen, start packing instead), out for delivery, ready for pickup, hand over
 * (asks who collected it), mark paid, finish, cancel (asks why). A refusal shows the server's message.
 */
export function OrderStepButtons({
  order,
  onFeedback,
  withPackLink = true,
}: {
  order: { order_id: number; order_no: string; actions: readonly OrderAction[] };
  onFeedback: (feedback: StepFeedback) => void;
  withPackLink?: boolean;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const step = useOrderStep();
  const [dialog, setDialog] = useState<'hand_over' | 'cancel' | null>(null);
  const can = (action: OrderAction) => order.actions.includes(action);

  const run = async (input: StepInput): Promise<string | null> => {
    try {
      await step.mutateAsync(input);
      onFeedback({ tone: 'ok', text: t(`warehouseDesk.done.${input.step}`, { no: order.order_no }) });
      return null;
    } catch (error) {
      const text = errorMessage(error, t('warehouseDesk.step_failed'));
      onFeedback({ tone: 'error', text: `${order.order_no}: ${text}` });
      return text;
    }
  };

  const busy = step.isPending;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {withPackLink && (can('pack') || can('start_packing')) ? (
        <Link to={localized(paths.warehouseOrder(order.order_id))} className={clsx(small, tones.primary)} aria-label={t('warehouseDesk.actions.pack_order', { no: order.order_no })}>
          {t('warehouseDesk.actions.pack')}
        </Link>
      ) : null}
      {(withPackLink ? ONE_CLICK : ONE_CLICK_PACKING).filter(can).map((action) => (
        <button
          key={action}
          type="button"
          disabled={busy}
          onClick={() => void run({ step: action, orderId: order.order_id } as StepInput)}
          className={clsx(small, action === 'accept' || action === 'start_packing' || action === 'out_for_delivery' || action === 'ready_for_pickup' ? tones.primary : tones.plain)}
          aria-label={t(`warehouseDesk.actions.${action}_order`, { no: order.order_no })}
        >
          {t(`warehouseDesk.actions.${action}`)}
        </button>
      ))}
      {can('hand_over_pickup') ? (
        <button type="button" disabled={busy} onClick={() => setDialog('hand_over')} className={clsx(small, tones.primary)} aria-label={t('warehouseDesk.actions.hand_over_pickup_order', { no: order.order_no })}>
          {t('warehouseDesk.actions.hand_over_pickup')}
        </button>
      ) : null}
      {can('cancel_by_staff') ? (
        <button type="button" disabled={busy} onClick={() => setDialog('cancel')} className={clsx(small, tones.danger)} aria-label={t('warehouseDesk.actions.cancel_by_staff_order', { no: order.order_no })}>
          {t('warehouseDesk.actions.cancel_by_staff')}
        </button>
      ) : null}
      <StepDialog
        open={dialog === 'hand_over'}
        onOpenChange={(open) => setDialog(open ? 'hand_over' : null)}
        title={t('warehouseDesk.hand_over.title', { no: order.order_no })}
        description={t('warehouseDesk.hand_over.description')}
        label={t('warehouseDesk.hand_over.receiver')}
        maxLength={80}
        confirm={t('warehouseDesk.hand_over.confirm')}
        required={t('warehouseDesk.hand_over.receiver_required')}
        onConfirm={(receiverName) => run({ step: 'hand_over_pickup', orderId: order.order_id, receiverName })}
      />
      <StepDialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        title={t('warehouseDesk.cancel.title', { no: order.order_no })}
        description={t('warehouseDesk.cancel.description')}
        label={t('warehouseDesk.cancel.reason')}
        multiline
        danger
        maxLength={500}
        confirm={t('warehouseDesk.cancel.confirm')}
        required={t('warehouseDesk.cancel.reason_required')}
        onConfirm={(reason) => run({ step: 'cancel_by_staff', orderId: order.order_id, reason })}
      />
    </div>
  );
}
