import { useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';

/**
 * Headless ARIA 1.2 combobox (editable input + listbox, WAI-ARIA APG "list autocomplete"): focus stays
 * in the input, the active option is announced through aria-activedescendant; ArrowDown/ArrowUp move
 * (and open), Enter picks the active option, Escape closes. Closing on blur is the caller's (a popup
 * may hold buttons of its own).
 */
export interface UseComboboxOptions<T> {
  /** Unique prefix for the listbox and option ids. */
  id: string;
  items: readonly T[];
  getKey: (item: T) => string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (item: T) => void;
  /** Enter without an active option (e.g. submit the typed search). */
  onEnter?: () => void;
}

export function useCombobox<T>({ id, items, getKey, open, onOpenChange, onSelect, onEnter }: UseComboboxOptions<T>) {
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  // Derived, so a new list (new suggestions) never points at a stale option.
  const activeIndex = open && activeKey !== null ? items.findIndex((item) => getKey(item) === activeKey) : -1;
  const expanded = open && items.length > 0;

  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, id]);

  const activate = (index: number) => {
    const item = items[index];
    setActiveKey(item === undefined ? null : getKey(item));
  };

  const select = (item: T) => {
    setActiveKey(null);
    onSelect(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return; // IME (Chinese input) owns Enter and arrows while composing
    const count = items.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) onOpenChange(true);
        if (count > 0) activate(activeIndex < 0 || activeIndex >= count - 1 ? 0 : activeIndex + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) onOpenChange(true);
        if (count > 0) activate(activeIndex <= 0 ? count - 1 : activeIndex - 1);
        break;
      case 'Enter': {
        const item = activeIndex >= 0 ? items[activeIndex] : undefined;
        if (item !== undefined) {
          event.preventDefault();
          select(item);
        } else if (onEnter) {
          event.preventDefault();
          onEnter();
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setActiveKey(null);
          onOpenChange(false);
        }
        break;
    }
  };

  return {
    activeIndex,
    expanded,
    inputProps: {
      role: 'combobox' as const,
      'aria-expanded': expanded,
      'aria-controls': listboxId,
      'aria-autocomplete': 'list' as const,
      'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
      autoComplete: 'off',
      onKeyDown,
    },
    listboxProps: { id: listboxId, role: 'listbox' as const },
    getOptionProps: (index: number) => {
      const item = items[index];
      return {
        id: optionId(index),
        role: 'option' as const,
        'aria-selected': index === activeIndex,
        // Keep focus in the input: a blur would close the list (and validate) before the click lands.
        onMouseDown: (event: MouseEvent) => event.preventDefault(),
        onMouseMove: () => {
          if (index !== activeIndex) activate(index);
        },
        onClick: () => {
          if (item !== undefined) select(item);
        },
      };
    },
  };
}
