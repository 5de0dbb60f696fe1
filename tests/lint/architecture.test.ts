import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The README's import rules and the no-literal-text rule hold by lint (eslint.config.js). Each sample
 * is linted in memory at a path inside the real tree, so it imports real files and is judged by the
 * real configuration: the rule must bite on the sample and stay quiet on its allowed twin.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rule ids reported for `code` linted as if it were the file at `filePath`. */
async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('import rules', () => {
  it('a feature never imports another feature, only itself and shared code', async () => {
    expect(
      await rulesBroken('src/features/cart/lint-sample.ts', "export { CheckoutPage } from '../checkout/components/checkout-page';\n"),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await rulesBroken(
        'src/features/cart/lint-sample.ts',
        "export { CartButton } from './components/cart-button';\nexport { formatPrice } from '../../lib/format-price';\n",
      ),
    ).toEqual([]);
  });

  it('shared code never imports a feature or src/app', async () => {
    expect(
      await rulesBroken('src/components/lint-sample.ts', "export { CartButton } from '../features/cart/components/cart-button';\n"),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesBroken('src/lib/lint-sample.ts', "export { Root } from '../app/routes/root';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('core/ imports nothing but zod and core/ itself', async () => {
    const code = [
      "import { z } from 'zod';",
      "import { assertCents } from './money';",
      "import { useState } from 'react';",
      "import { readFileSync } from 'node:fs';",
      "import { formatPrice } from '../src/lib/format-price';",
      "import { loadConfig } from '../server/config';",
      'export const all = [z, assertCents, useState, readFileSync, formatPrice, loadConfig];',
      '',
    ].join('\n');
    expect(await rulesBroken('core/lint-sample.ts', code)).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
      'import-x/no-restricted-paths',
      'import-x/no-restricted-paths',
    ]);
  });

  it('server/ never imports src/; src/ never imports server/ nor Electron beyond src/platform → electron/shared', async () => {
    expect(await rulesBroken('server/lint-sample.ts', "export { formatPrice } from '../src/lib/format-price';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesBroken('src/lib/lint-sample.ts', "export { loadConfig } from '../../server/config';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(
      await rulesBroken('src/lib/lint-sample.ts', "export { DEFAULT_DESKTOP_API_URL } from '../../electron/shared/desktop-api';\n"),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await rulesBroken('src/platform/lint-sample.ts', "export { DEFAULT_DESKTOP_API_URL } from '../../electron/shared/desktop-api';\n"),
    ).toEqual([]);
    expect(
      await rulesBroken('src/platform/lint-sample.ts', "export { MAX_LINK_LENGTH } from '../../electron/main/deep-link';\n"),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('no import cycle: core/money.ts importing a module that imports it is refused', async () => {
    // core/orders/settlement.ts imports '../money' (a value, not only a type).
    const code = "export { checkoutChargesOf } from './orders/settlement';\nexport const assertCents = (cents: number) => cents;\n";
    expect(await rulesBroken('core/money.ts', code)).toEqual(['import-x/no-cycle']);
  });
});

describe('no literal text in the renderer', () => {
  const file = 'src/features/cart/components/lint-sample.tsx';

  it('refuses text a user reads written in JSX: text, text props and conditional text', async () => {
    const code = [
      'export function Sample({ open }: { open: boolean }) {',
      '  return (',
      '    <section aria-label="Your cart">',
      '      <h2>Your cart</h2>',
      '      <p>or</p>',
      "      <p>{open ? 'Close' : 'Open'}</p>",
      '      <input placeholder="Search products" />',
      '    </section>',
      '  );',
      '}',
      '',
    ].join('\n');
    // aria-label, the heading, "or", 'Close' and 'Open', the placeholder.
    expect(await rulesBroken(file, code)).toEqual(Array(6).fill('i18next/no-literal-string'));
  });

  it('lets through translated text, symbols, numbers and code tokens', async () => {
    const code = [
      "import { useTranslation } from 'react-i18next';",
      'export function Sample({ qty, tone }: { qty: number; tone: string }) {',
      '  const { t } = useTranslation();',
      '  return (',
      '    <section aria-labelledby="cart-title" className="flex gap-2" data-state="open">',
      "      <h2 id=\"cart-title\">{t('cart.title')}</h2>",
      "      <p className={tone === 'info' ? 'text-ink' : 'text-ink-muted'}>× {qty} · —</p>",
      '      <input type="search" autoComplete="off" placeholder="0.00" />',
      '    </section>',
      '  );',
      '}',
      '',
    ].join('\n');
    expect(await rulesBroken(file, code)).toEqual([]);
  });
});
