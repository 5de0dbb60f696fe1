import { stripLocale } from '../../../lib/locale';

/** Spec §2.3: the cart bar is hidden on these pages. */
const HIDDEN_ON = ['/payment', '/addressBook', '/orderDetail'];

export function isCartHiddenOn(pathname: string): boolean {
  const path = stripLocale(pathname);
  return HIDDEN_ON.some((hidden) => path === hidden || path.startsWith(`${hidden}/`));
}
