import { describe, expect, it } from 'vitest';
import { NamePrefixTable, nameKey } from '../../server/services/search/name-prefix-table';
import {
  compactSku,
  foldText,
  indexTokens,
  isCjk,
  normalizeQuery,
  queryTokens,
  textRuns,
} from '../../server/services/search/search-tokenize';

describe('foldText', () => {
  it.each([
    ['Bœuf', 'boeuf'],
    ['BŒUF HACHÉ', 'boeuf hache'],
    ['Crème brûlée', 'creme brulee'],
    ['Écrevisses', 'ecrevisses'],
    ['Ail émincé à l’huile', 'ail emince a l’huile'],
    ['Façon maïs', 'facon mais'],
    ['Æble Straße', 'aeble strasse'],
    ['Jalapeño', 'jalapeno'],
  ])('%s → %s', (input, folded) => {
    expect(foldText(input)).toBe(folded);
  });

  it('leaves Chinese untouched and turns full-width forms into ASCII', () => {
    expect(foldText('罗马番茄')).toBe('罗马番茄');
    expect(foldText('牛肚（金钱肚）')).toBe('牛肚(金钱肚)');
    expect(foldText('ＡＡＡ级')).toBe('aaa级');
  });

  it('normalizes a query: folded, trimmed, inner spaces collapsed', () => {
    expect(normalizeQuery('  Crème   Fraîche ')).toBe('creme fraiche');
    expect(normalizeQuery('\tJasmine\nRice')).toBe('jasmine rice');
  });
});

describe('textRuns', () => {
  it('splits Latin words on spaces and punctuation, and drops French elisions', () => {
    expect(textRuns('Huile d’olive extra-vierge')).toEqual(['huile', 'olive', 'extra', 'vierge']);
    expect(textRuns("Tripes de bœuf (nid d'abeille)")).toEqual(['tripes', 'de', 'boeuf', 'nid', 'abeille']);
    expect(textRuns('Whipping Cream 35%')).toEqual(['whipping', 'cream', '35']);
  });

  it('separates CJK runs from Latin letters and digits in the same word', () => {
    expect(textRuns('AAA级西冷牛排')).toEqual(['aaa', '级西冷牛排']);
    expect(textRuns('6盎司牛肉汉堡饼')).toEqual(['6', '盎司牛肉汉堡饼']);
    expect(textRuns('淡奶油 35%')).toEqual(['淡奶油', '35']);
  });
});

describe('CJK tokenization', () => {
  it('indexes each character and each overlapping bigram', () => {
    expect(indexTokens('罗马番茄')).toEqual(['罗', '马', '番', '茄', '罗马', '马番', '番茄']);
    expect(indexTokens('鸡翅')).toEqual(['鸡', '翅', '鸡翅']);
    expect(indexTokens('虾')).toEqual(['虾']);
  });

  it('queries two or more characters by their bigrams, one character by itself', () => {
    expect(queryTokens('番茄')).toEqual(['番茄']);
    expect(queryTokens('番茄酱')).toEqual(['番茄', '茄酱']);
    expect(queryTokens('虾')).toEqual(['虾']);
    expect(queryTokens('日式 酱油')).toEqual(['日式', '酱油']);
  });

  it('finds every two-character query among the terms of a name that holds it', () => {
    const name = '日式酱油';
    const terms = new Set(indexTokens(name));
    for (let i = 0; i + 2 <= name.length; i++) {
      for (const q of queryTokens(name.slice(i, i + 2))) expect(terms.has(q)).toBe(true);
    }
    expect(terms.has('日酱')).toBe(false);
  });

  it('mixes Chinese and Latin in one text', () => {
    expect(indexTokens('AAA级牛排')).toEqual(['aaa', '级', '牛', '排', '级牛', '牛排']);
    expect(queryTokens('chicken 鸡翅')).toEqual(['chicken', '鸡翅']);
  });

  it('tells CJK terms from others', () => {
    expect(isCjk('番茄')).toBe(true);
    expect(isCjk('すし')).toBe(true);
    expect(isCjk('boeuf')).toBe(false);
    expect(isCjk('35')).toBe(false);
  });
});

describe('Latin tokenization', () => {
  it('folds accents the same way in the index and in queries', () => {
    expect(indexTokens('Bœuf à ragoût')).toEqual(['boeuf', 'a', 'ragout']);
    expect(queryTokens('boeuf a ragout')).toEqual(indexTokens('Bœuf à ragoût'));
    expect(queryTokens('CRÈME')).toEqual(['creme']);
  });

  it('gives nothing for punctuation or spaces only', () => {
    expect(indexTokens(' -–— ')).toEqual([]);
    expect(queryTokens('   ')).toEqual([]);
  });

  it('compacts an SKU so it is found with or without its dash', () => {
    expect(compactSku('PRD-1001')).toBe('prd1001');
    expect(compactSku('prd 1001')).toBe('prd1001');
  });
});

describe('name prefix table', () => {
  const names = [
    'Jasmine Rice, New Crop',
    'Jasmine Rice',
    'Jasmine Brown Rice',
    'Rice Flour',
    'Wild Rice',
    'Riz au jasmin',
    '泰国香米',
    '新米泰国香米',
    'Bœuf haché',
  ];
  const table = new NamePrefixTable(names);
  const top = (q: string, k = 10) => table.top(q, k).map((m) => [names[m.index], m.tier]);

  it('keys a name by its folded words', () => {
    expect(nameKey('Beef Short Ribs, Korean Cut')).toBe('beef short ribs korean cut');
    expect(nameKey('  Bœuf   HACHÉ ')).toBe('boeuf hache');
  });

  it('ranks the exact name, then names starting with the query (shorter first), then later words', () => {
    expect(top('jasmine rice')).toEqual([
      ['Jasmine Rice', 0],
      ['Jasmine Rice, New Crop', 1],
    ]);
    expect(top('ri')).toEqual([
      ['Rice Flour', 1],
      ['Riz au jasmin', 1],
      ['Wild Rice', 2],
      ['Jasmine Rice', 2],
      ['Jasmine Brown Rice', 2],
      ['Jasmine Rice, New Crop', 2],
    ]);
    expect(top('ri', 2)).toHaveLength(2);
  });

  it('matches Chinese at any character and folds accents', () => {
    expect(top('泰国')).toEqual([
      ['泰国香米', 1],
      ['新米泰国香米', 2],
    ]);
    expect(top('香米')).toEqual([
      ['泰国香米', 2],
      ['新米泰国香米', 2],
    ]);
    expect(top('boeuf h')).toEqual([['Bœuf haché', 1]]);
  });

  it('finds nothing for fewer than 2 characters or a word that starts no name', () => {
    expect(top('r')).toEqual([]);
    expect(top('ice')).toEqual([]);
  });
});
