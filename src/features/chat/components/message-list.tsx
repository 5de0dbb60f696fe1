import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../hooks/use-locale';
import { htmlLang } from '../../../lib/locale';
import type { ChatMessage } from '../../../../core/schemas/chat';

/** The messages of one conversation, own side on the right; scrolls to the newest; announces new ones. */
export function MessageList({ messages, mine, readUpTo, empty }: { messages: ChatMessage[]; mine: ChatMessage['author']; readUpTo: number; empty: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);
  const time = new Intl.DateTimeFormat(htmlLang(locale), { hour: 'numeric', minute: '2-digit' });
  const lastMine = [...messages].reverse().find((m) => m.author === mine);
  if (messages.length === 0) return <p className="px-2 py-8 text-center text-sm text-ink-muted">{empty}</p>;
  return (
    <ol className="flex flex-col gap-2" aria-live="polite" aria-relevant="additions" data-testid="chat-messages">
      {messages.map((m) => {
        const own = m.author === mine;
        const who = m.author === 'customer' ? (mine === 'customer' ? t('chat.you') : t('chat.customer')) : m.author_name || t('chat.staff');
        return (
          <li key={m.id} className={`flex flex-col ${own ? 'items-end' : 'items-start'}`}>
            <span className="mb-0.5 text-xs text-ink-muted">
              {who} · <time dateTime={m.created_at}>{time.format(new Date(m.created_at))}</time>
            </span>
            <p className={`max-w-[85%] whitespace-pre-wrap break-words rounded-card px-3 py-2 text-sm ${own ? 'bg-brand-700 text-white' : 'bg-canvas text-ink'}`}>{m.text}</p>
            {own && m.id === lastMine?.id && readUpTo >= m.id ? <span className="mt-0.5 text-xs text-ink-muted">{t('chat.read')}</span> : null}
          </li>
        );
      })}
      <li ref={end} aria-hidden="true" />
    </ol>
  );
}
