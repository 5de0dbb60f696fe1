import { CLAIM_DECIDING_ROLES, CLAIM_FILING_ROLES, CLAIMABLE_ORDER_STATUSES } from '../../core/orders/claims';
import { ORDER_ACTION_RULES } from '../../core/orders/lifecycle';
import { LINE_RULES } from '../../core/orders/line-outcome';
import { PAYMENT_STATUS_RULES } from '../../core/orders/payment-status';

/**
 * The tables of core/orders/LIFECYCLE.md, rendered from the data. The doc test checks that the doc
 * holds each one exactly; when a rule changes, paste the printed table into the doc and say why beside it.
 */
const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
const list = (items: readonly string[]) => (items.length === 0 ? '—' : items.join(', '));

export function orderActionsTable(): string {
  return table(
    ['Action', 'From', 'To', 'Shipping', 'Who', 'Also requires', 'Stock', 'Money'],
    ORDER_ACTION_RULES.map((r) => [
      `\`${r.action}\``,
      list(r.from),
      r.to,
      r.shipping,
      list(r.roles),
      list(r.guards),
      r.effects.stock,
      r.effects.money,
    ]),
  );
}

export function paymentStatusTable(): string {
  return table(['Event', 'From', 'To'], PAYMENT_STATUS_RULES.map((r) => [`\`${r.event}\``, list(r.from), r.to]));
}

export function lineTable(): string {
  return table(['From', 'To', 'When'], LINE_RULES.map((r) => [r.from, r.to, r.when]));
}

export function claimTable(): string {
  return table(
    ['Step', 'Who', 'On'],
    [
      ['file (pending)', list(CLAIM_FILING_ROLES), `orders ${list(CLAIMABLE_ORDER_STATUSES)}`],
      ['approve (refund or store credit) / reject', list(CLAIM_DECIDING_ROLES), 'pending claims'],
    ],
  );
}
