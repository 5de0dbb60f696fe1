import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useLocale } from '../../../hooks/use-locale';
import { getChatConfig } from '../api/chat-api';
import { openHostedChat } from './hosted-chat';

const ChatDialog = lazy(async () => ({ default: (await import('./chat-dialog')).ChatDialog }));

/**
 * Opens the support chat: the sandbox drawer, or the hosted widget when the server runs with a hosted
 * provider. `children` gets the opener (the Help menu's item).
 */
export function ChatLauncher({ children }: { children: (open: () => void) => React.ReactNode }) {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const config = useQuery({ queryKey: ['chat-config'], queryFn: ({ signal }) => getChatConfig(locale, signal), staleTime: Infinity });
  const start = () => {
    const c = config.data;
    if (c?.provider === 'crisp') openHostedChat(c.website_id, locale);
    else setOpen(true);
  };
  return (
    <>
      {children(start)}
      {open ? (
        <Suspense fallback={null}>
          <ChatDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
