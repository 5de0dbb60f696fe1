/**
 * The cart drawer's Checkout button, after its own checks (spec §4 Checkout steps 1–2: minimum spend,
 * small-order-fee dialog), hands over to the checkout's routing (steps 3–5: login, pickup, saved
 * address, address book). The cart may not import the checkout, so the app registers the routing
 * here once its router is mounted, and the cart calls `startCheckout()`.
 */
export type CheckoutStarter = () => void;

let starter: CheckoutStarter | null = null;

/** Registers the routing (the app layout does, once). Returns the unregister. */
export function registerCheckoutStart(next: CheckoutStarter): () => void {
  starter = next;
  return () => {
    if (starter === next) starter = null;
  };
}

/** Runs the registered routing; false when none is registered (nothing happens then). */
export function startCheckout(): boolean {
  if (!starter) return false;
  starter();
  return true;
}
