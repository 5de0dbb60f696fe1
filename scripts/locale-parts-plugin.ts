import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The storefront's strings in two parts per language (src/lib/i18n.ts): `locales/xx.json?part=first`
 * holds the sections the first pages show (layout, catalogue, search, product, cart controls,
 * position), `?part=rest` everything else (account, checkout, orders, agent and warehouse desks...).
 * A first page waits for the first part only; the rest loads beside it. locales/*.json stay the one
 * source; the split happens at build time.
 */
export const FIRST_SECTIONS = [
  'common',
  'nav',
  'footer',
  'home',
  'catalogue',
  'errors',
  'warehouse',
  'cart',
  'options',
  'search',
  'help',
  'position',
  'maps',
  'product',
  'units',
  'fees',
  'user_menu',
  // Issue 20: the cut-off countdown in the navbar.
  'countdown',
  // The footer's link to the agents' sign-in and the answer to an agent link (the staff bar above the
  // navbar loads with all the strings: src/app/layout/agent-bar.tsx).
  'agent.footer_link',
  'agent.link',
  // A session that ended while away is announced on the first page, and a favourite asks for a sign-in;
  // the text rule guards every request; the footer's newsletter form checks its address.
  'auth.token_expired',
  'auth.not_logged_in',
  'validation.text_unsupported_characters',
  'validation.email_required',
  'validation.email_invalid',
  // The support chat opens from the navbar's Help menu on any page, a guest's first one included.
  'chat',
] as const;

const PREFIX = '\0locale-part:';
const PART_QUERY = /\?part=(first|rest)$/;

type Strings = Record<string, unknown>;
const isTree = (value: unknown): value is Strings => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One part of a locale file: the FIRST_SECTIONS (a section, or 'section.subsection'), or all the
 * rest. i18next merges the two deeply (addResourceBundle with deep).
 */
export function localePart(strings: Strings, part: 'first' | 'rest', first: readonly string[] = FIRST_SECTIONS): Strings {
  const firstPaths = first.map((entry) => entry.split('.'));
  const pick = (tree: Strings, depth: number, paths: string[][]): Strings => {
    const out: Strings = {};
    for (const [key, value] of Object.entries(tree)) {
      const under = paths.filter((path) => path[depth] === key);
      const whole = under.some((path) => path.length === depth + 1);
      if (whole || under.length === 0 || !isTree(value)) {
        if ((whole || (under.length > 0 && !isTree(value))) === (part === 'first')) out[key] = value;
        continue;
      }
      const inner = pick(value, depth + 1, under);
      if (Object.keys(inner).length > 0) out[key] = inner;
    }
    return out;
  };
  return pick(strings, 0, firstPaths);
}

export function localeParts(): Plugin {
  return {
    name: 'locale-parts',
    enforce: 'pre',
    async resolveId(source, importer) {
      const match = PART_QUERY.exec(source);
      if (!match || !source.endsWith(`.json${match[0]}`)) return null;
      const file = await this.resolve(source.slice(0, match.index), importer, { skipSelf: true });
      return file ? `${PREFIX}${file.id}?part=${match[1]}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [file, query] = id.slice(PREFIX.length).split('?part=') as [string, 'first' | 'rest'];
      this.addWatchFile(file);
      const strings = JSON.parse(readFileSync(file, 'utf8')) as Strings;
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(localePart(strings, query)))});`;
    },
  };
}
