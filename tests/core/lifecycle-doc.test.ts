import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { claimTable, lineTable, orderActionsTable, paymentStatusTable } from './lifecycle-doc-tables';

const doc = readFileSync(new URL('../../core/orders/LIFECYCLE.md', import.meta.url), 'utf8');

/** The doc's table that starts with the same header row, as it stands in the doc. */
function docTable(rendered: string): string {
  const header = rendered.split('\n')[0]!;
  const start = doc.indexOf(header);
  if (start < 0) return '(no such table in LIFECYCLE.md)';
  const lines = doc.slice(start).split('\n');
  const end = lines.findIndex((line) => !line.startsWith('|'));
  return lines.slice(0, end < 0 ? lines.length : end).join('\n');
}

describe('core/orders/LIFECYCLE.md says what the data says', () => {
  it.each([
    ['order actions', orderActionsTable],
    ['payment status', paymentStatusTable],
    ['lines', lineTable],
    ['claims', claimTable],
  ])('the %s table', (_name, render) => {
    const rendered = render();
    expect(docTable(rendered)).toBe(rendered);
  });
});
