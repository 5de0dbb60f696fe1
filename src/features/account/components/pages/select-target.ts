import { safeRedirectPath } from '../../utils/safe-redirect';

export type SelectTarget = { kind: 'path'; to: string } | { kind: 'back' } | { kind: 'home' };

/**
 * Where the address book goes after 'Deliver here' (?enableSelect=1): the ?redirect= path when it is
 * one of ours, else back, else (opened directly, no history of ours) home.
 */
export function selectTarget(redirect: string | null, hasHistory: boolean): SelectTarget {
  const to = safeRedirectPath(redirect);
  if (to) return { kind: 'path', to };
  return hasHistory ? { kind: 'back' } : { kind: 'home' };
}
