import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loginBodySchema } from '../../../../core/schemas/account';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useLocale } from '../../../hooks/use-locale';
import { errorMessage } from '../../../lib/request-parsed';
import { staffSignIn } from '../../../lib/session/staff-session';
import { platform } from '../../../platform';
import { staffLogin } from '../api/staff-login';
import { forgetCredentials, loadSavedCredentials, saveCredentials, type StaffCredentials } from '../utils/saved-credentials';
import { staffConsoleStore, useStaffConsole } from '../stores/staff-console-store';

type FieldErrors = { username?: string; password?: string };

/**
 * Staff sign-in (DECISIONS.md: agents and supervisors use a username and password): POST /api/login,
 * then the staff session. "Remember me on this computer" keeps the credentials in the platform's
 * secure store; saved ones prefill the form and, unless the agent signed out on purpose, sign in
 * again by themselves (an expired staff token sends the agent here through the page guard).
 */
export function StaffSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const formId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [silent, setSilent] = useState(false);
  const [secureAvailable, setSecureAvailable] = useState(true);
  const signedOutOnPurpose = useStaffConsole((s) => s.signedOutOnPurpose);
  const usernameRef = useRef<HTMLInputElement>(null);
  const tried = useRef(false);
  const latest = useRef(onSignedIn);
  useEffect(() => {
    latest.current = onSignedIn;
  });

  const signIn = async (credentials: StaffCredentials, keep: boolean): Promise<boolean> => {
    setBusy(true);
    setServerError(null);
    try {
      const session = await staffLogin(credentials, locale);
      await staffSignIn(session);
      if (keep) {
        const saved = await saveCredentials(credentials);
        staffConsoleStore.setState({ credentialsNotSaved: !saved });
      } else {
        await forgetCredentials();
        staffConsoleStore.setState({ credentialsNotSaved: false });
      }
      staffConsoleStore.setState({ signedOutOnPurpose: false });
      latest.current();
      return true;
    } catch (error) {
      setServerError(errorMessage(error, t('agent.sign_in.failed')));
      return false;
    } finally {
      setBusy(false);
    }
  };

  // Saved credentials: prefill, and sign in silently once (not after a deliberate sign-out).
  useEffect(() => {
    let cancelled = false;
    void platform.secureStorage.available().then((available) => {
      if (!cancelled) setSecureAvailable(available);
    });
    void loadSavedCredentials().then(async (saved) => {
      if (cancelled || !saved) return;
      setUsername(saved.username);
      setPassword(saved.password);
      setRemember(true);
      if (tried.current || staffConsoleStore.getState().signedOutOnPurpose) return;
      tried.current = true;
      setSilent(true);
      const ok = await signIn(saved, true);
      if (!cancelled && !ok) setSilent(false);
    });
    return () => {
      cancelled = true;
    };
    // Once per visit of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginBodySchema.safeParse({ username, password });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'username' && !next.username) next.username = t('validation.username_required');
        if (field === 'password' && !next.password) next.password = t('validation.password_required');
      }
      setErrors(next);
      (next.username ? usernameRef.current : document.getElementById(`${formId}-password`))?.focus();
      return;
    }
    setErrors({});
    setSilent(false);
    void signIn(parsed.data, remember);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="flex flex-col gap-4">
      {silent && busy ? (
        <p role="status" className="flex items-center gap-2 rounded-control bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">
          <Spinner />
          {t('agent.sign_in.signing_in_saved')}
        </p>
      ) : null}
      {signedOutOnPurpose && !busy && !serverError ? (
        <p role="status" className="rounded-control bg-canvas px-3 py-2 text-sm text-ink-muted">
          {t('agent.sign_in.signed_out')}
        </p>
      ) : null}
      <TextField
        id={`${formId}-username`}
        inputRef={usernameRef}
        label={t('agent.sign_in.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={errors.username}
        maxLength={80}
      />
      <TextField
        id={`${formId}-password`}
        label={t('agent.sign_in.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        maxLength={200}
      />
      <div>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-ink">
          <input
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
            aria-describedby={`${formId}-remember-hint`}
            className="size-5 accent-brand-700"
          />
          {t('agent.sign_in.remember')}
        </label>
        <p id={`${formId}-remember-hint`} className={secureAvailable ? 'text-xs text-ink-muted' : 'text-xs font-medium text-warning-800'}>
          {secureAvailable ? t('agent.sign_in.remember_hint') : t('agent.sign_in.remember_unavailable')}
        </p>
      </div>
      {serverError ? (
        <p role="alert" data-testid="staff-sign-in-error" className="rounded-control bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700">
          {serverError}
        </p>
      ) : null}
      <button type="submit" disabled={busy} className={`${buttonStyles.primary} w-full`}>
        {busy ? <Spinner light /> : null}
        {busy ? t('agent.sign_in.submitting') : t('agent.sign_in.submit')}
      </button>
    </form>
  );
}
