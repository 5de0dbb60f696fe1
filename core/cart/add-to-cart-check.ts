/** stock -9999 means unlimited (spec §5 Add to cart). */
export const UNLIMITED_STOCK = -9999;

export interface AddToCartInput {
  /** Product name, for the alert text. */
  name: string;
  /** Units being added. */
  qty: number;
  /** Units of this product already in the cart. */
  inCart: number;
  stock: number;
  /** Most units per order; 0 = none. */
  max: number;
}

export type AddToCartFailure = 'out_of_stock' | 'over_max' | 'over_stock' | 'no_quantity';

export interface AddToCartParams {
  name: string;
  inCart: number;
  /** The cap that was hit: max for over_max, stock for over_stock, 0 otherwise. */
  limit: number;
  /** How many more may still be added: limit − inCart, never below 0. */
  left: number;
}

export type AddToCartCheck = { ok: true } | { ok: false; reason: AddToCartFailure; params: AddToCartParams };

/**
 * i18n keys for each failure, in the order the alert joins them (spec §5 Add to cart); params
 * interpolate as {{name}}, {{inCart}}, {{limit}}, {{left}}. no_quantity is silent (spec §4: ignored).
 */
export const ADD_TO_CART_MESSAGE_KEYS: Record<AddToCartFailure, readonly string[]> = {
  out_of_stock: ['cart.sorryOutOfStock'],
  over_max: ['cart.alreadyHaveInCart', 'cart.reachMax'],
  over_stock: ['cart.insufficientStock', 'cart.youAlreadyHaveInCart'],
  no_quantity: [],
};

function fail(reason: AddToCartFailure, input: AddToCartInput, limit: number): AddToCartCheck {
  return {
    ok: false,
    reason,
    params: { name: input.name, inCart: input.inCart, limit, left: Math.max(0, limit - input.inCart) },
  };
}

/**
 * Whether `qty` more units may go into the cart (spec §5 Add to cart). Reading chosen:
 * - no positive whole qty → no_quantity (the add is ignored);
 * - stock 0, or any negative stock other than -9999 → out_of_stock;
 * - unlimited stock (-9999): only max binds: max > 0 and qty + inCart > max → over_max;
 * - stock ≥ max > 0: max is the tighter cap: total > max → over_max;
 * - 0 < stock < max, or max = 0 (a negative max counts as 0): total > stock → over_stock.
 */
export function checkAddToCart(input: AddToCartInput): AddToCartCheck {
  if (!Number.isInteger(input.qty) || input.qty <= 0) return fail('no_quantity', input, 0);
  const { stock } = input;
  const max = Math.max(input.max, 0);
  const total = input.qty + input.inCart;

  if (stock === UNLIMITED_STOCK) {
    return max > 0 && total > max ? fail('over_max', input, max) : { ok: true };
  }
  if (stock <= 0) return fail('out_of_stock', input, 0);
  if (max > 0 && stock >= max) {
    return total > max ? fail('over_max', input, max) : { ok: true };
  }
  return total > stock ? fail('over_stock', input, stock) : { ok: true };
}
