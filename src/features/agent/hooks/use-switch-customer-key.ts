import { useEffect, useRef } from 'react';

/** The one key that switches customer (issue 7): F2, anywhere in the app while the console is in use. */
export const SWITCH_CUSTOMER_KEY = 'F2';

export function useSwitchCustomerKey(enabled: boolean, onSwitch: () => void): void {
  const latest = useRef(onSwitch);
  useEffect(() => {
    latest.current = onSwitch;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== SWITCH_CUSTOMER_KEY || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.repeat) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
