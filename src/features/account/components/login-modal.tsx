import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_PHONE_COUNTRY } from '../../../../core/account/phone';
import { AlertIcon, CloseIcon } from '../../../components/icons';
import { useLocalizedPath } from '../../../hooks/use-locale';
import { closeLogin, useLoginPrompt } from '../../../lib/session/login-prompt';
import { isSignedIn, sessionStore } from '../../../lib/session/session-store';
import { useCountdown } from '../hooks/use-countdown';
import { LOGIN_RESET_DELAY_MS, nextLoginView, phoneFromSuggestion, type LoginView } from '../utils/login-form';
import { EmailSentView, ForgotPasswordView } from './login-modal-forgot';
import { SmsLoginForm, type PhoneEntry } from './login-modal-sms-form';

type Tab = 'individual' | 'merchant';

const TITLES = {
  login_view: 'login.title',
  forgot_password_view: 'login.forgot_title',
  email_sent_view: 'login.sent_title',
} as const;

/**
 * Spec §2.5 login modal: tabs Individual / Merchant ('Coming soon!') and three views, login_view →
 * forgot_password_view → email_sent_view. Opened through the login prompt (requestLogin); it resets
 * to login_view 500 ms after closing, and closing a forced prompt goes to the localized '/'.
 */
export default function LoginModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const open = useLoginPrompt((s) => s.open);
  const forced = useLoginPrompt((s) => s.forced);
  const notice = useLoginPrompt((s) => s.notice);
  const suggestedPhone = useLoginPrompt((s) => s.suggestedPhone);

  const [view, setView] = useState<LoginView>('login_view');
  const [tab, setTab] = useState<Tab>('individual');
  const [email, setEmail] = useState('');
  // The form's own state (code, errors) goes with the dialog's content when it closes; the phone,
  // the countdown and where the last code went stay while the modal is mounted.
  const [phone, setPhone] = useState<PhoneEntry>({ country: DEFAULT_PHONE_COUNTRY, digits: '' });
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);

  // 'Please log in with …' fills the phone in.
  const [suggestionUsed, setSuggestionUsed] = useState<string | null>(null);
  if (open && suggestedPhone && suggestionUsed !== suggestedPhone) {
    setSuggestionUsed(suggestedPhone);
    setPhone(phoneFromSuggestion(suggestedPhone));
  }

  useEffect(() => {
    if (open) return;
    const timer = window.setTimeout(() => {
      setView((current) => nextLoginView(current, 'reset'));
      setTab('individual');
    }, LOGIN_RESET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  const onOpenChange = (next: boolean) => {
    if (next) return;
    closeLogin();
    if (forced && !isSignedIn(sessionStore.getState())) void navigate(localized('/'));
  };

  const go = (action: Parameters<typeof nextLoginView>[1]) => setView((current) => nextLoginView(current, action));

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/45 animate-fade-in" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-[70] flex max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-card bg-surface shadow-raised animate-fade-in focus:outline-none"
        >
          <div className="flex shrink-0 items-center justify-between gap-3 border-b border-line py-2 pr-2 pl-5">
            <Dialog.Title className="text-lg font-bold text-ink">{t(TITLES[view])}</Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-canvas">
              <CloseIcon width={22} height={22} />
              <span className="sr-only">{t('common.close')}</span>
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-5 pt-4 pb-5">
            {view === 'login_view' && notice ? (
              <Dialog.Description className="mb-4 flex items-start gap-2 rounded-control bg-warning-50 px-3 py-2.5 text-sm font-medium text-warning-800">
                <AlertIcon width={18} height={18} className="mt-px shrink-0" />
                {notice}
              </Dialog.Description>
            ) : null}
            {view === 'login_view' ? (
              <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
                {notice ? null : <Dialog.Description className="sr-only">{t('login.description')}</Dialog.Description>}
                <Tabs.List aria-label={t('login.tabs_label')} className="mb-4 grid grid-cols-2 rounded-control bg-canvas p-1">
                  {(['individual', 'merchant'] as const).map((value) => (
                    <Tabs.Trigger
                      key={value}
                      value={value}
                      className="min-h-10 rounded-[calc(var(--radius-control)-0.25rem)] px-3 text-sm font-semibold text-ink-muted data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-card"
                    >
                      {t(`login.${value}`)}
                    </Tabs.Trigger>
                  ))}
                </Tabs.List>
                <Tabs.Content value="individual" className="focus-visible:outline-offset-4">
                  <SmsLoginForm
                    phone={phone}
                    onPhoneChange={setPhone}
                    countdown={countdown}
                    sentTo={sentTo}
                    onSent={setSentTo}
                    suggestedPhone={suggestedPhone}
                    onForgotPassword={() => go('forgot_password')}
                  />
                </Tabs.Content>
                <Tabs.Content value="merchant" className="py-10 text-center focus-visible:outline-offset-4">
                  <p className="text-lg font-semibold text-ink">{t('login.coming_soon')}</p>
                </Tabs.Content>
              </Tabs.Root>
            ) : null}
            {view === 'forgot_password_view' ? (
              <ForgotPasswordView
                email={email}
                onEmailChange={setEmail}
                onSent={() => go('email_sent')}
                onBack={() => go('back')}
              />
            ) : null}
            {view === 'email_sent_view' ? <EmailSentView email={email} onBack={() => go('back')} /> : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
