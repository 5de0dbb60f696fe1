import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * What the console remembers for this run only: whether the agent signed out on purpose (then the
 * saved credentials prefill the form but do not sign in again by themselves), and whether "Remember
 * me" could not be honoured (the finder repeats that nothing was saved).
 */
interface StaffConsoleState {
  signedOutOnPurpose: boolean;
  credentialsNotSaved: boolean;
}

export const staffConsoleStore = createStore<StaffConsoleState>(() => ({ signedOutOnPurpose: false, credentialsNotSaved: false }));

export function useStaffConsole<T>(selector: (state: StaffConsoleState) => T): T {
  return useStore(staffConsoleStore, selector);
}
