/** Placeholder until the agent console pages land (issue 7). */
export function AgentOrdersPage() {
  return null;
}
