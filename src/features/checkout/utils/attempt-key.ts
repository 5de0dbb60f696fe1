/**
 * Placing an order is idempotent (DECISIONS.md): every checkout attempt sends one key, kept until the
 * attempt ends, so a double click or a retry after a lost answer returns the first order instead of
 * placing a second. An attempt is one order as the customer confirmed it: changing anything that goes
 * into the order (lines, destination, date, payment…) starts another one, and so does a placed order.
 */
export interface AttemptKeys {
  /** The key for this order body; the same body keeps the same key. */
  keyFor: (fingerprint: string) => string;
  /** The attempt ended (the order was placed): the next one gets a new key. */
  end: () => void;
}

export function createAttemptKeys(newKey: () => string = randomKey): AttemptKeys {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor: (fingerprint) => {
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newKey() };
      return current.key;
    },
    end: () => {
      current = null;
    },
  };
}

function randomKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return `checkout-${crypto.randomUUID()}`;
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `checkout-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** One attempt at a time in this window. */
export const checkoutAttempts = createAttemptKeys();
