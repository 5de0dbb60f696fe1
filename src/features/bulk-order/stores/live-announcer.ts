import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * What the grid's polite live region says. Its own store, so an announcement re-renders the region
 * alone, not the page around the grid (the grid is timed per keystroke).
 */
const announcer = createStore<{ message: string; seq: number }>(() => ({ message: '', seq: 0 }));

export function announce(message: string): void {
  announcer.setState((state) => ({ message, seq: state.seq + 1 }));
}

export function useAnnouncement(): { message: string; seq: number } {
  return useStore(announcer);
}
