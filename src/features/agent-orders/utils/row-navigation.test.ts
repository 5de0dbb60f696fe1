import { describe, expect, it } from 'vitest';
import { rowKeyAction } from './row-navigation';

const middle = { page: 2, pages: 3 };

describe('row keyboard navigation', () => {
  it('moves one row with the arrows and stops at the ends', () => {
    expect(rowKeyAction('ArrowDown', 0, 5, middle)).toEqual({ type: 'move', index: 1 });
    expect(rowKeyAction('ArrowDown', 4, 5, middle)).toEqual({ type: 'move', index: 4 });
    expect(rowKeyAction('ArrowUp', 0, 5, middle)).toEqual({ type: 'move', index: 0 });
  });

  it('jumps with Home and End', () => {
    expect(rowKeyAction('Home', 3, 5, middle)).toEqual({ type: 'move', index: 0 });
    expect(rowKeyAction('End', 0, 5, middle)).toEqual({ type: 'move', index: 4 });
  });

  it('changes page with PageUp/PageDown, or goes to the edge row on the first/last page', () => {
    expect(rowKeyAction('PageDown', 0, 5, middle)).toEqual({ type: 'page', delta: 1 });
    expect(rowKeyAction('PageUp', 0, 5, middle)).toEqual({ type: 'page', delta: -1 });
    expect(rowKeyAction('PageDown', 0, 5, { page: 3, pages: 3 })).toEqual({ type: 'move', index: 4 });
    expect(rowKeyAction('PageUp', 3, 5, { page: 1, pages: 3 })).toEqual({ type: 'move', index: 0 });
  });

  it('opens the active row with Enter; ignores other keys and empty pages', () => {
    expect(rowKeyAction('Enter', 2, 5, middle)).toEqual({ type: 'open', index: 2 });
    expect(rowKeyAction('a', 2, 5, middle)).toBeNull();
    expect(rowKeyAction('ArrowDown', 0, 0, middle)).toBeNull();
  });
});
