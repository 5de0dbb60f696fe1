import { describe, expect, it } from 'vitest';
import { csvRecords } from '../../../core/bulk-entry/csv-records';
import { parseCsvFile } from '../../../core/bulk-entry/parse-csv-file';

const rows = (text: string) => {
  const parsed = parseCsvFile(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.entries.map(({ line, query, qty }) => [line, query, qty]);
};

describe('parseCsvFile: a SKU,QTY header, then one record a row', () => {
  it.each([
    ['LF', 'SKU,QTY\nGAR-001,2\nTOM-010,3\n'],
    ['CRLF', 'SKU,QTY\r\nGAR-001,2\r\nTOM-010,3\r\n'],
    ['CR', 'SKU,QTY\rGAR-001,2\rTOM-010,3'],
    ['BOM + CRLF (Excel "CSV UTF-8")', '\uFEFFSKU,QTY\r\nGAR-001,2\r\nTOM-010,3\r\n'],
    ['lower-case header', 'sku,qty\nGAR-001,2\nTOM-010,3'],
    ['semicolons (European Excel)', 'SKU;QTY\nGAR-001;2\nTOM-010;3'],
    ['quoted fields', '"SKU","QTY"\n"GAR-001","2"\n"TOM-010",3'],
  ])('%s', (_label, text) => {
    expect(rows(text)).toEqual([
      [2, 'GAR-001', 2],
      [3, 'TOM-010', 3],
    ]);
  });

  it('columns in another order and extra columns', () => {
    expect(rows('Name,Qty,SKU\n"Garlic, peeled",4,GAR-001\nTomatoes,,TOM-010')).toEqual([
      [2, 'GAR-001', 4],
      [3, 'TOM-010', 1],
    ]);
  });

  it('a quoted field may hold commas, doubled quotes and line breaks', () => {
    expect(csvRecords('a,"b,""c""\nd",e\r\nf')).toEqual([
      ['a', 'b,"c"\nd', 'e'],
      ['f'],
    ]);
    expect(rows('SKU,QTY,NOTE\nGAR-001,2,"two lines\nof note"\nTOM-010,1,x')).toEqual([
      [2, 'GAR-001', 2],
      [3, 'TOM-010', 1],
    ]);
  });

  it('blank records are skipped; a bad qty stays null', () => {
    expect(rows('SKU,QTY\n\nGAR-001,abc\n,\nTOM-010,0\n')).toEqual([
      [3, 'GAR-001', null],
      [5, 'TOM-010', null],
    ]);
  });

  it('no SKU column, or nothing at all, is refused', () => {
    expect(parseCsvFile('code,amount\nGAR-001,2')).toEqual({ ok: false, error: 'missing_header' });
    expect(parseCsvFile('GAR-001,2\nTOM-010,3')).toEqual({ ok: false, error: 'missing_header' });
    expect(parseCsvFile('\uFEFF\r\n  \r\n')).toEqual({ ok: false, error: 'empty' });
  });

  it('a header with SKU only: every row asks for 1', () => {
    expect(rows('SKU\nGAR-001\nTOM-010')).toEqual([
      [2, 'GAR-001', 1],
      [3, 'TOM-010', 1],
    ]);
  });
});
