import { ChatInboxScreen } from '../../../features/chat/components/chat-inbox-screen';
import { RequireStaff } from './require-staff';

/** /agent/inbox: the support chat's conversations (agents and supervisors). */
export function AgentInboxPage() {
  return (
    <RequireStaff>
      <ChatInboxScreen />
    </RequireStaff>
  );
}
