import { describe, expect, it } from 'vitest';
import { BULK_MAX_QTY, parseQty } from '../../../core/bulk-entry/bulk-lines';
import { parsePastedText } from '../../../core/bulk-entry/parse-pasted-text';

const pick = (text: string) => parsePastedText(text).entries.map(({ query, qty }) => [query, qty]);

describe('parsePastedText: one entry a line, SKU-or-name then qty', () => {
  it.each([
    ['tab', 'GAR-001\t3', [['GAR-001', 3]]],
    ['comma', 'GAR-001,3', [['GAR-001', 3]]],
    ['comma and spaces', 'GAR-001 , 3 ', [['GAR-001', 3]]],
    ['semicolon', 'GAR-001;3', [['GAR-001', 3]]],
    ['space', 'GAR-001 3', [['GAR-001', 3]]],
    ['several spaces', 'GAR-001     12', [['GAR-001', 12]]],
    ['a name with spaces', 'Peeled Garlic 4', [['Peeled Garlic', 4]]],
    ['a name with spaces, no qty', 'Peeled Garlic', [['Peeled Garlic', 1]]],
    ['SKU only', 'GAR-001', [['GAR-001', 1]]],
    ['tab with an empty qty', 'GAR-001\t', [['GAR-001', 1]]],
    ['spreadsheet: SKU, name, qty', 'GAR-001\tPeeled Garlic\t6', [['GAR-001', 6]]],
    ['quoted CSV name holding a comma', '"Garlic, peeled",2', [['Garlic, peeled', 2]]],
    ['qty first', '5,GAR-001', [['GAR-001', 5]]],
    ['x-suffixed qty', 'GAR-001 x3', [['GAR-001', 3]]],
    ['numeric SKU and qty', '10023 2', [['10023', 2]]],
    ['a numeric SKU alone', '10023', [['10023', 1]]],
  ])('%s', (_label, text, expected) => {
    expect(pick(text)).toEqual(expected);
  });

  it('splits lines on LF, CRLF and CR and skips blank lines, keeping line numbers', () => {
    const { entries } = parsePastedText('GAR-001 1\r\n\r\nTOM-010 2\rOIL-4 3\n  \nCUP-12');
    expect(entries.map((e) => [e.line, e.query, e.qty])).toEqual([
      [1, 'GAR-001', 1],
      [3, 'TOM-010', 2],
      [4, 'OIL-4', 3],
      [6, 'CUP-12', 1],
    ]);
  });

  it.each([
    ['SKU,QTY', true],
    ['sku\tqty', true],
    ['Sku;Quantity', true],
    ['SKU', true],
    ['SKU QTY', true],
    ['Peeled Garlic', false],
    ['GAR-001,QTY', false],
  ])('skips a header line %j: %s', (header, skipped) => {
    const parsed = parsePastedText(`${header}\nGAR-001,2`);
    expect(parsed.headerSkipped).toBe(skipped);
    expect(parsed.entries.at(-1)).toMatchObject({ query: 'GAR-001', qty: 2 });
  });

  it('only the first line can be a header', () => {
    expect(pick('GAR-001,2\nSKU,QTY')).toEqual([
      ['GAR-001', 2],
      ['SKU', null],
    ]);
  });

  it.each([
    ['0', null],
    ['-2', null],
    ['2.5', null],
    ['abc', null],
    [String(BULK_MAX_QTY), BULK_MAX_QTY],
    [String(BULK_MAX_QTY + 1), null],
    ['', 1],
    ['+4', 4],
    ['4x', 4],
  ])('qty %j reads as %j', (text, qty) => {
    expect(parseQty(text)).toBe(qty);
  });

  it('a bad quantity keeps its text, so the row can say what was wrong', () => {
    expect(parsePastedText('GAR-001,2.5').entries[0]).toEqual({ line: 1, query: 'GAR-001', qty: null, qtyText: '2.5' });
    expect(parsePastedText('GAR-001 -1').entries[0]).toMatchObject({ query: 'GAR-001', qty: null, qtyText: '-1' });
  });

  it('a byte-order mark before the first line is ignored', () => {
    expect(parsePastedText('\uFEFFSKU,QTY\nGAR-001,2')).toMatchObject({ headerSkipped: true, entries: [{ query: 'GAR-001', qty: 2 }] });
  });
});
