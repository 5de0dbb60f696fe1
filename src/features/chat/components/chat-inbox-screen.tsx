import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLang } from '../../../lib/locale';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale } from '../../../hooks/use-locale';
import { errorMessage } from '../../../lib/request-parsed';
import { useStaffSession } from '../../../lib/session/staff-session';
import { getChatInbox, getStaffChat, postStaffReply } from '../api/chat-api';
import { useLiveChat } from '../hooks/use-live-chat';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

/** How often the inbox list is read again while the screen is open. */
const INBOX_REFRESH_MS = 5000;

function Thread({ conversationId, title, onReplied }: { conversationId: number; title: string; onReplied: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const load = useCallback((after: number, wait: number, signal: AbortSignal) => getStaffChat(conversationId, after, wait, locale, signal), [conversationId, locale]);
  const { messages, readUpTo, state, add } = useLiveChat(load);
  return (
    <section aria-labelledby="chat-thread-title" className="flex min-h-96 flex-col rounded-card border border-line bg-surface p-4">
      <h2 id="chat-thread-title" className="border-b border-line pb-2 text-lg font-bold text-ink">
        {title}
      </h2>
      <div className="max-h-[28rem] min-h-48 flex-1 overflow-y-auto py-3" tabIndex={0} aria-label={title}>
        {state === 'loading' ? <Spinner /> : <MessageList messages={messages} mine="staff" readUpTo={readUpTo} empty={t('chat.empty')} />}
      </div>
      <MessageComposer
        label={t('chat.reply_placeholder')}
        action={t('chat.reply')}
        onSend={async (text) => {
          add(await postStaffReply(conversationId, text, locale));
          onReplied();
        }}
      />
    </section>
  );
}

/** Agent console › Inbox: the buyers' chat conversations, unanswered first; open one to read and reply. */
export function ChatInboxScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const aid = useStaffSession((s) => s.user?.aid ?? 0);
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<number | null>(null);
  const inbox = useQuery({
    queryKey: ['chat-inbox', aid, locale] as const,
    queryFn: ({ signal }) => getChatInbox(locale, signal),
    enabled: aid > 0,
    refetchInterval: INBOX_REFRESH_MS,
  });
  const rows = inbox.data?.conversations ?? [];
  const current = rows.find((r) => r.conversation_id === selected);
  const when = new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'short', timeStyle: 'short' });
  return (
    <div className="container-page py-6">
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-ink">{t('chat.inbox')}</h1>
      {inbox.isError ? (
        <p role="alert" className="text-danger-700">
          {errorMessage(inbox.error, t('chat.load_failed'))}
        </p>
      ) : inbox.isPending ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <p className="text-ink-muted">{t('chat.inbox_empty')}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-[20rem_1fr]">
          <ul className="flex flex-col gap-1" aria-label={t('chat.inbox')} data-testid="chat-inbox">
            {rows.map((r) => (
              <li key={r.conversation_id}>
                <button
                  type="button"
                  aria-current={r.conversation_id === selected ? 'true' : undefined}
                  onClick={() => setSelected(r.conversation_id)}
                  className={`w-full rounded-card border px-3 py-2 text-left ${r.conversation_id === selected ? 'border-brand-700 bg-brand-50' : 'border-line bg-surface hover:bg-canvas'}`}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-ink">{r.customer_name || r.customer_phone}</span>
                    <span className={`rounded-full px-2 text-xs font-semibold ${r.unanswered ? 'bg-danger-700 text-white' : 'bg-canvas text-ink-muted'}`}>
                      {r.unanswered ? t('chat.unanswered') : t('chat.answered')}
                    </span>
                  </span>
                  <span className="block truncate text-sm text-ink-muted">{r.last_text}</span>
                  <span className="flex justify-between text-xs text-ink-muted">
                    <time dateTime={r.last_at}>{when.format(new Date(r.last_at))}</time>
                    {r.unread > 0 ? <span>{t('chat.unread', { count: r.unread })}</span> : null}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {current ? (
            <Thread
              key={current.conversation_id}
              conversationId={current.conversation_id}
              title={current.customer_name ? `${current.customer_name} · ${current.customer_phone}` : current.customer_phone}
              onReplied={() => void queryClient.invalidateQueries({ queryKey: ['chat-inbox'] })}
            />
          ) : (
            <p className="rounded-card border border-dashed border-line-strong p-8 text-center text-ink-muted">{t('chat.choose')}</p>
          )}
        </div>
      )}
    </div>
  );
}
