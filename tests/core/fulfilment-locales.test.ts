import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import cn from '../../locales/cn.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { CLAIM_KINDS, CLAIM_REFUSALS, CLAIM_RESOLUTIONS, CLAIM_STATUSES } from '../../core/orders/claims';
import { ORDER_ACTIONS, TRANSITION_REASONS } from '../../core/orders/lifecycle';
import { LINE_STATUSES, PACKING_PROBLEMS } from '../../core/orders/line-outcome';
import { LEDGER_KINDS } from '../../core/schemas/fulfilment';
import { ORDER_STATUSES } from '../../core/schemas/order';

/** Every code the order's life can show a person has words in English, Chinese and French. */
const keys = [
  ...TRANSITION_REASONS,
  ...PACKING_PROBLEMS,
  ...CLAIM_REFUSALS,
  ...CLAIM_KINDS.map((k) => `orders.claim_kind.${k}`),
  ...CLAIM_STATUSES.map((s) => `orders.claim_status.${s}`),
  ...CLAIM_RESOLUTIONS.map((r) => `orders.claim_resolution.${r}`),
  // The ledger's words are owned by fulfilment.ledger.<kind>_<method> (ledgerNoteKey); pending and failed wrap them.
  'fulfilment.ledger.pending',
  'fulfilment.ledger.failed',
  ...ORDER_ACTIONS.map((a) => `orders.steps.${a}`),
  ...LINE_STATUSES.map((s) => `orders.line_status.${s}`),
  'validation.reason_required',
  'validation.receiver_name_required',
  'validation.photo_invalid',
  'validation.photo_too_large',
  'validation.photo_type',
  'validation.too_many_photos',
];

const tree = { en, cn, fr } as const;
const lookup = (locale: keyof typeof tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree[locale]);

describe('words for the life of an order', () => {
  it.each(['en', 'cn', 'fr'] as const)('%s has every reason, status step, line outcome, claim and ledger word', (locale) => {
    const missing = keys.filter((key) => typeof lookup(locale, key) !== 'string' || (lookup(locale, key) as string).trim() === '');
    expect(missing).toEqual([]);
  });

  it('a refusal at the wrong step names the order’s status in the reader’s language', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ resources: { en: { translation: en }, cn: { translation: cn }, fr: { translation: fr } }, lng: 'en', interpolation: { escapeValue: false } });
    for (const status of ORDER_STATUSES) {
      for (const lng of ['en', 'cn', 'fr'] as const) {
        const message = i18n.t('orders.transition.wrong_status', { status, lng });
        expect(message).toContain(i18n.t(`orderStatus.${status}`, { lng }));
        expect(message).not.toMatch(/\$t\(|\{\{/);
      }
    }
    expect(i18n.t('orders.transition.wrong_status', { status: 'cooking', lng: 'fr' })).toContain('« En préparation »');
  });
  it.each(['cn', 'fr'] as const)('%s has every ledger line English has, and every ledger kind has words', (locale) => {
    const english = Object.keys(en.fulfilment.ledger);
    expect(english.filter((key) => typeof lookup(locale, `fulfilment.ledger.${key}`) !== 'string')).toEqual([]);
    expect(LEDGER_KINDS.filter((kind) => !english.some((key) => key.startsWith(`${kind}_`)))).toEqual([]);
  });
});
