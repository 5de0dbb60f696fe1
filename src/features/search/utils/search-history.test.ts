import { describe, expect, it } from 'vitest';
import { addToHistory, hasHiddenHistory, historyOwner, HISTORY_MAX, visibleHistory } from './search-history';
import { normalizeKeyword, wantsSuggestions } from './search-keyword';

describe('search history', () => {
  it('puts the newest first and moves repeats to the front', () => {
    let history: string[] = [];
    for (const k of ['rice', 'tomato', 'Rice ', '鸡翅']) history = addToHistory(history, k);
    expect(history).toEqual(['鸡翅', 'Rice', 'tomato']);
  });

  it('keeps 30 entries, dropping the oldest', () => {
    let history: string[] = [];
    for (let i = 1; i <= 31; i++) history = addToHistory(history, `k${i}`);
    expect(history).toHaveLength(HISTORY_MAX);
    expect(history[0]).toBe('k31');
    expect(history.at(-1)).toBe('k2');
    expect(history).not.toContain('k1');
  });

  it('ignores empty and whitespace keywords', () => {
    expect(addToHistory(['a'], '   ')).toEqual(['a']);
  });

  it('shows 8 until show all, and offers show all only past 8', () => {
    const nine = Array.from({ length: 9 }, (_, i) => `k${i}`);
    expect(visibleHistory(nine, false)).toHaveLength(8);
    expect(visibleHistory(nine, true)).toHaveLength(9);
    expect(hasHiddenHistory(nine)).toBe(true);
    expect(hasHiddenHistory(nine.slice(0, 8))).toBe(false);
  });

  it('is kept per user, or under notLogin', () => {
    expect(historyOwner(undefined)).toBe('notLogin');
    expect(historyOwner('  ')).toBe('notLogin');
    expect(historyOwner('chef')).toBe('chef');
  });
});

describe('keywords', () => {
  it('trims and collapses whitespace; empty means nothing to search', () => {
    expect(normalizeKeyword('  green   onion ')).toBe('green onion');
    expect(normalizeKeyword(' \t ')).toBeNull();
  });

  it('suggests from 2 trimmed characters, counting CJK characters', () => {
    expect(wantsSuggestions(' t ')).toBe(false);
    expect(wantsSuggestions('to')).toBe(true);
    expect(wantsSuggestions('鸡翅')).toBe(true);
    expect(wantsSuggestions('鸡')).toBe(false);
  });
});
