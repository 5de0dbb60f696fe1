import { describe, expect, it } from 'vitest';
import { auditApiQuery, DEFAULT_AUDIT_VIEW, readAuditView, writeAuditView } from './audit-view';

describe('audit view', () => {
  it('round-trips its filters and page through the URL, dropping junk', () => {
    const view = { agent_id: 3, customer_id: 9, action: 'order_placed' as const, from: '2026-03-01', to: '2026-03-02', page: 2, page_size: 100 as const };
    expect(readAuditView(new URLSearchParams(writeAuditView(view).toString()))).toEqual(view);
    expect(readAuditView(new URLSearchParams('action=deleted&page_size=7&from=2026-13-01'))).toEqual(DEFAULT_AUDIT_VIEW);
    expect(writeAuditView(DEFAULT_AUDIT_VIEW).toString()).toBe('');
  });

  it("pins an agent's query to their own id, whatever the URL asks; a supervisor's follows the filter", () => {
    const view = { ...DEFAULT_AUDIT_VIEW, agent_id: 99 };
    expect(auditApiQuery(view, { aid: 4, supervisor: false }).agent_id).toBe(4);
    expect(auditApiQuery(view, { aid: 1, supervisor: true }).agent_id).toBe(99);
    expect(auditApiQuery(DEFAULT_AUDIT_VIEW, { aid: 1, supervisor: true }).agent_id).toBeUndefined();
  });
});
