import { AUDIT_ACTIONS, type AuditAction } from '../../../../core/schemas/agent';
import { oneOf, validDay, validId, validPage } from './orders-view';

/** The audit table's filters and page, kept in the URL query like the orders table's. */
export const AUDIT_PAGE_SIZES = [25, 50, 100] as const;
export type AuditPageSize = (typeof AUDIT_PAGE_SIZES)[number];

export interface AuditView {
  agent_id?: number;
  customer_id?: number;
  action?: AuditAction;
  from?: string;
  to?: string;
  page: number;
  page_size: AuditPageSize;
}

export const DEFAULT_AUDIT_VIEW: AuditView = { page: 1, page_size: 50 };
export const AUDIT_FILTER_KEYS = ['agent_id', 'customer_id', 'action', 'from', 'to'] as const;

export function readAuditView(params: URLSearchParams): AuditView {
  const size = Number(params.get('page_size'));
  return {
    agent_id: validId(params.get('agent_id')),
    customer_id: validId(params.get('customer_id')),
    action: oneOf(AUDIT_ACTIONS, params.get('action')),
    from: validDay(params.get('from')),
    to: validDay(params.get('to')),
    page: validPage(params.get('page')),
    page_size: (AUDIT_PAGE_SIZES as readonly number[]).includes(size) ? (size as AuditPageSize) : DEFAULT_AUDIT_VIEW.page_size,
  };
}

export function writeAuditView(view: AuditView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) {
    const value = view[key];
    if (value !== undefined) params.set(key, String(value));
  }
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.page_size !== DEFAULT_AUDIT_VIEW.page_size) params.set('page_size', String(view.page_size));
  return params;
}

/**
 * The API query. An agent only ever reads their own entries (the server enforces it too), so the
 * agent filter is pinned to them whatever the URL says.
 */
export function auditApiQuery(view: AuditView, who: { aid: number; supervisor: boolean }): Record<string, string | number | undefined> {
  return {
    agent_id: who.supervisor ? view.agent_id : who.aid,
    customer_id: view.customer_id,
    action: view.action,
    from: view.from,
    to: view.to,
    page: view.page,
    page_size: view.page_size,
  };
}
