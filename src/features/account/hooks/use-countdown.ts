import { useCallback, useEffect, useState } from 'react';
import { resendAtAfter, secondsLeft, SMS_COUNTDOWN_TICK_MS } from '../utils/login-form';

/**
 * The SMS resend countdown (spec §9: 60 s, ticking every second): `start(retryAfter)` after a code is
 * sent; `seconds` is 0 when another code may be requested.
 */
export function useCountdown(): { seconds: number; start: (retryAfterSeconds?: number) => void } {
  const [state, setState] = useState<{ resendAt: number | null; now: number }>({ resendAt: null, now: 0 });
  const { resendAt } = state;

  useEffect(() => {
    if (resendAt === null) return;
    const timer = window.setInterval(() => {
      const now = Date.now();
      setState((current) => (current.resendAt === resendAt ? { resendAt, now } : current));
      if (now >= resendAt) window.clearInterval(timer);
    }, SMS_COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [resendAt]);

  const start = useCallback((retryAfterSeconds?: number) => {
    const now = Date.now();
    setState({ resendAt: resendAtAfter(retryAfterSeconds, now), now });
  }, []);

  return { seconds: secondsLeft(resendAt, state.now), start };
}
