import type { TFunction } from 'i18next';
import { ADD_TO_CART_MESSAGE_KEYS } from '../../../../core/cart/add-to-cart-check';
import { OPTION_ISSUE_MESSAGE_KEYS } from '../../../../core/cart/option-rules';
import { SPECIAL_OFFER_MESSAGE_KEYS } from '../../../../core/cart/special-offer-check';
import type { AddResult } from '../stores/cart-store';

/**
 * The alert text of an add (spec §5 Add to cart, Options, Special offers), or null when there is
 * nothing to say. The max alert reads: product name, 'already have N in cart', 'reach max' and the limit.
 */
export function addResultMessage(typedT: TFunction, result: AddResult): string | null {
  // core names its message keys as plain strings; they all exist under cart.* and options.*.
  const t = typedT as unknown as (key: string, params?: object) => string;
  if (result.ok) {
    if (!result.warning) return null;
    const keys = SPECIAL_OFFER_MESSAGE_KEYS[result.warning.reason];
    return keys.map((key) => t(key, result.warning!.params)).join(' ');
  }
  switch (result.reason) {
    case 'ignored':
    case 'other_shop':
      return null;
    case 'options':
      return result.issues.map((issue) => t(OPTION_ISSUE_MESSAGE_KEYS[issue.reason], issue.params)).join('\n');
    case 'over_max':
      return `${result.params.name} ${ADD_TO_CART_MESSAGE_KEYS.over_max.map((key) => t(key, result.params)).join(', ')}`;
    default:
      return ADD_TO_CART_MESSAGE_KEYS[result.reason].map((key) => t(key, result.params)).join(' ');
  }
}
