import type { TFunction } from 'i18next';
import type { AuditEntry } from '../../../../core/schemas/agent';
import type { Locale } from '../../../../core/schemas/common';
import { formatPrice } from '../../../lib/format-price';

/** How many SKU×qty pairs a lines entry lists before '…'. */
export const LINES_SHOWN = 5;

const PAYMENT_METHODS = ['card', 'pad', 'cash', 'pay_later'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const asNumber = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/**
 * The audit entry's detail in words: "3 lines: SKU×qty, …" for lines, the refused codes, the order
 * number and total, the amount and method of a payment. The detail is free-form JSON on the wire,
 * so every field is checked; what is missing is left out rather than shown as 'undefined'.
 */
export function describeAuditDetail(entry: Pick<AuditEntry, 'action' | 'detail' | 'order_no'>, t: TFunction, locale: Locale): string {
  const detail = entry.detail;
  switch (entry.action) {
    case 'lines_added':
    case 'lines_removed': {
      const lines = Array.isArray(detail.lines) ? detail.lines.filter(isRecord) : [];
      if (lines.length === 0) return t('agentOrders.audit.detail.none');
      const pairs = lines.slice(0, LINES_SHOWN).map((line) => {
        const sku = typeof line.sku === 'string' && line.sku ? line.sku : `#${String(line.product_id ?? '?')}`;
        const qty = asNumber(line.qty);
        return qty === undefined ? sku : `${sku}×${qty}`;
      });
      const list = pairs.join(', ') + (lines.length > LINES_SHOWN ? ', …' : '');
      return t('agentOrders.audit.detail.lines', { count: lines.length, list });
    }
    case 'coupon_refused': {
      const codes = Array.isArray(detail.codes) ? detail.codes.filter((code): code is string => typeof code === 'string') : [];
      return codes.length > 0 ? t('agentOrders.audit.detail.coupons', { codes: codes.join(', ') }) : t('agentOrders.audit.detail.none');
    }
    case 'order_placed': {
      const total = asNumber(detail.total);
      const lines = asNumber(detail.lines) ?? (Array.isArray(detail.lines) ? detail.lines.length : undefined);
      const parts = [
        entry.order_no ? t('agentOrders.audit.detail.order_no', { no: entry.order_no }) : null,
        total !== undefined ? formatPrice(total, locale) : null,
        lines !== undefined ? t('agentOrders.audit.detail.line_count', { count: lines }) : null,
      ].filter((part): part is string => part !== null);
      return parts.length > 0 ? parts.join(' · ') : t('agentOrders.audit.detail.none');
    }
    case 'payment_taken': {
      const amount = asNumber(detail.amount);
      const method = typeof detail.method === 'string' ? detail.method : '';
      const methodLabel = (PAYMENT_METHODS as readonly string[]).includes(method)
        ? t(`agentOrders.payment_types.${method as (typeof PAYMENT_METHODS)[number]}`)
        : method;
      if (amount === undefined) return methodLabel || t('agentOrders.audit.detail.none');
      return methodLabel
        ? t('agentOrders.audit.detail.payment', { amount: formatPrice(amount, locale), method: methodLabel })
        : formatPrice(amount, locale);
    }
    case 'order_cancelled': {
      const charge = asNumber(detail.charge);
      const parts = [
        entry.order_no ? t('agentOrders.audit.detail.order_no', { no: entry.order_no }) : null,
        charge !== undefined && charge > 0 ? t('buyerOrder.audit.fee_kept', { amount: formatPrice(charge, locale) }) : null,
        typeof detail.reason === 'string' && detail.reason ? detail.reason : null,
      ].filter((part): part is string => part !== null);
      return parts.length > 0 ? parts.join(' · ') : t('agentOrders.audit.detail.none');
    }
    case 'customer_opened': {
      const shop = asNumber(detail.shop_id);
      return shop !== undefined ? t('agentOrders.audit.detail.shop', { shop }) : t('agentOrders.audit.detail.none');
    }
    default:
      return t('agentOrders.audit.detail.none');
  }
}
