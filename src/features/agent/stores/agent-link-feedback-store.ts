import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * The outcome of the last agent link (spec §2.9): a refusal shown in an alert dialog, or step 6's
 * announcement ("Ordering for …") read out by a polite live region. `seq` lets the same text be
 * announced twice in a row.
 */
interface AgentLinkFeedbackState {
  alert: string | null;
  announcement: { text: string; seq: number } | null;
  busy: boolean;
}

export const agentLinkFeedbackStore = createStore<AgentLinkFeedbackState>(() => ({ alert: null, announcement: null, busy: false }));

export function useAgentLinkFeedback<T>(selector: (state: AgentLinkFeedbackState) => T): T {
  return useStore(agentLinkFeedbackStore, selector);
}

export const showAgentLinkAlert = (message: string) => agentLinkFeedbackStore.setState({ alert: message });
export const closeAgentLinkAlert = () => agentLinkFeedbackStore.setState({ alert: null });
export const setAgentLinkBusy = (busy: boolean) => agentLinkFeedbackStore.setState({ busy });
export function announceAgentOrder(text: string): void {
  const seq = (agentLinkFeedbackStore.getState().announcement?.seq ?? 0) + 1;
  agentLinkFeedbackStore.setState({ announcement: { text, seq } });
}
export const clearAgentAnnouncement = () => agentLinkFeedbackStore.setState({ announcement: null });
