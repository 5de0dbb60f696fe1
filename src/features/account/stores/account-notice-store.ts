import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** A short confirmation shown after an account action ('Logged in'), cleared after a few seconds. */
interface AccountNoticeState {
  message: string | null;
  /** Bumped on every show, so the same message twice restarts the timer. */
  id: number;
}

export const accountNoticeStore = createStore<AccountNoticeState>(() => ({ message: null, id: 0 }));

export function useAccountNotice<T>(selector: (state: AccountNoticeState) => T): T {
  return useStore(accountNoticeStore, selector);
}

export function showAccountNotice(message: string): void {
  accountNoticeStore.setState((state) => ({ message, id: state.id + 1 }));
}

export function clearAccountNotice(): void {
  accountNoticeStore.setState({ message: null });
}
