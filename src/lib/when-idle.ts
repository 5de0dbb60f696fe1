/**
 * Runs `task` once the page has loaded and the browser is idle (at the latest `timeout` ms later):
 * for work the first paint must not wait for or compete with, such as loading what comes next.
 */
export function whenIdle(task: () => void, timeout = 5000): void {
  if (typeof window === 'undefined') return;
  const schedule = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout });
    else setTimeout(task, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
