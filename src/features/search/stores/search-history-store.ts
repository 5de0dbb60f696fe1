import { create } from 'zustand';
import { decodeStoredValue, encodeStoredValue } from '../../../lib/stored-value';
import { platform } from '../../../platform';
import { addToHistory, GUEST_HISTORY_OWNER, isHistory } from '../utils/search-history';

interface SearchHistoryState {
  /** Username, or 'notLogin' for guests (spec §3). */
  owner: string;
  entries: string[];
  loadedOwner: string | null;
  load: (owner: string) => Promise<void>;
  add: (keyword: string) => void;
}

const storageKey = (owner: string) => `SEARCH_HISTORY:${owner}`;

/** The visitor's search history, newest first, kept in platform storage per owner. */
export const useSearchHistory = create<SearchHistoryState>()((set, get) => ({
  owner: GUEST_HISTORY_OWNER,
  entries: [],
  loadedOwner: null,

  load: async (owner) => {
    if (get().loadedOwner === owner) return;
    let stored: string[] = [];
    try {
      const read = decodeStoredValue(await platform.storage.get(storageKey(owner)), Date.now(), isHistory);
      if (read.state === 'fresh') stored = read.value;
    } catch {
      // Unreadable history starts afresh.
    }
    // Searches made while loading (same owner) stay on top.
    const pending = get().owner === owner ? get().entries : [];
    set({ owner, loadedOwner: owner, entries: pending.reduceRight((list, k) => addToHistory(list, k), stored) });
  },

  add: (keyword) => {
    const entries = addToHistory(get().entries, keyword);
    set({ entries });
    void platform.storage.set(storageKey(get().owner), encodeStoredValue(entries, Date.now()));
  },
}));
