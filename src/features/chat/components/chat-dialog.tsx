import * as Dialog from '@radix-ui/react-dialog';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/icons';
import { LoginRequired } from '../../../components/ui/login-required';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale } from '../../../hooks/use-locale';
import { useShopScope } from '../../../hooks/use-shop-scope';
import { isSignedIn, useSession } from '../../../lib/session/session-store';
import { getMyChat, postChatMessage } from '../api/chat-api';
import { useLiveChat } from '../hooks/use-live-chat';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

function Conversation() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { shopId } = useShopScope();
  const load = useCallback((after: number, wait: number, signal: AbortSignal) => getMyChat(shopId, after, wait, locale, signal), [shopId, locale]);
  const { messages, readUpTo, state, add } = useLiveChat(load);
  return (
    <>
      <div className="min-h-48 flex-1 overflow-y-auto px-1 py-3" tabIndex={0} aria-label={t('chat.title')}>
        {state === 'loading' ? (
          <div className="grid min-h-40 place-items-center" role="status">
            <Spinner />
            <span className="sr-only">{t('common.loading')}</span>
          </div>
        ) : state === 'error' ? (
          <p role="alert" className="py-8 text-center text-sm text-danger-700">
            {t('chat.load_failed')}
          </p>
        ) : (
          <MessageList messages={messages} mine="customer" readUpTo={readUpTo} empty={t('chat.empty')} />
        )}
      </div>
      <MessageComposer label={t('chat.placeholder')} action={t('chat.send')} onSend={async (text) => add(await postChatMessage(shopId, text, locale))} />
    </>
  );
}

/**
 * The buyer's support chat (spec §1, sandbox provider): a drawer from the Help menu with the
 * conversation, kept live by long polling; a guest is asked to sign in.
 */
export function ChatDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const signedIn = useSession(isSignedIn);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/55 animate-fade-in" />
        <Dialog.Content
          data-testid="chat-dialog"
          className="fixed inset-x-0 bottom-0 z-[60] flex max-h-[90dvh] flex-col rounded-t-card bg-surface px-4 pt-5 pb-4 shadow-raised animate-fade-in focus:outline-none sm:top-auto sm:right-6 sm:bottom-6 sm:left-auto sm:h-[min(36rem,calc(100dvh-3rem))] sm:w-[26rem] sm:rounded-card"
        >
          <div className="flex items-start justify-between gap-4 border-b border-line pb-3">
            <div>
              <Dialog.Title className="text-lg font-bold tracking-tight text-ink">{t('chat.title')}</Dialog.Title>
              <Dialog.Description className="text-sm text-ink-muted">{t('chat.intro')}</Dialog.Description>
            </div>
            <Dialog.Close className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-control text-ink hover:bg-canvas">
              <CloseIcon width={20} height={20} aria-hidden="true" />
              <span className="sr-only">{t('chat.close')}</span>
            </Dialog.Close>
          </div>
          {signedIn ? (
            <Conversation />
          ) : (
            <div className="py-4">
              <LoginRequired title={t('chat.sign_in')} action={t('chat.sign_in_button')} />
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
