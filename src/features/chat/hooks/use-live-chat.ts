import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatConversation, ChatMessage } from '../../../../core/schemas/chat';

/** How long each live-update request waits on the server for a new message. */
const WAIT_SECONDS = 20;
/** After a failed request, the pause before the next one. */
const RETRY_MS = 3000;

/**
 * Keeps a conversation's messages live: the first request reads everything, each next one waits on the
 * server (long poll, re-read from the database there) until a message newer than the last one seen.
 * A message sent here is shown at once and not repeated when the poll brings it back.
 */
export function useLiveChat(load: ((after: number, wait: number, signal: AbortSignal) => Promise<ChatConversation>) | null) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [readUpTo, setReadUpTo] = useState(0);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const lastId = useRef(0);

  const merge = useCallback((incoming: ChatMessage[]) => {
    if (incoming.length === 0) return;
    setMessages((current) => {
      const known = new Set(current.map((m) => m.id));
      const added = incoming.filter((m) => !known.has(m.id));
      return added.length === 0 ? current : [...current, ...added].sort((a, b) => a.id - b.id);
    });
    lastId.current = Math.max(lastId.current, ...incoming.map((m) => m.id));
  }, []);

  useEffect(() => {
    if (!load) return undefined;
    const controller = new AbortController();
    // A caller switching conversations mounts a new hook (key); this start reads from the beginning.
    lastId.current = 0;
    let first = true;
    const run = async () => {
      while (!controller.signal.aborted) {
        try {
          const answer = await load(lastId.current, first ? 0 : WAIT_SECONDS, controller.signal);
          merge(answer.messages);
          setReadUpTo(answer.read_up_to);
          setState('ready');
          first = false;
        } catch {
          if (controller.signal.aborted) return;
          setState((s) => (s === 'loading' ? 'error' : s));
          await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        }
      }
    };
    void run();
    return () => controller.abort();
  }, [load, merge]);

  return { messages, readUpTo, state, add: (m: ChatMessage) => merge([m]) };
}
