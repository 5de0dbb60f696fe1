import { useSyncExternalStore } from 'react';

/*
 * Whether a navigation is waiting for its page's code or its guards (src/app/router.tsx,
 * locale-scope.tsx). The router renders each navigation in a transition, so the page on screen stays
 * until the next one is ready; the layout shows the loading overlay meanwhile (spec §2.3).
 */
let pending = 0;
const listeners = new Set<() => void>();

function changed(by: number): void {
  pending += by;
  for (const listener of listeners) listener();
}

/** Counts `work` as part of the navigation until it settles; returns it unchanged. */
export function trackNavigation<T>(work: Promise<T>): Promise<T> {
  changed(1);
  void work.then(
    () => changed(-1),
    () => changed(-1),
  );
  return work;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNavigationPending(): boolean {
  return useSyncExternalStore(subscribe, () => pending > 0, () => false);
}
