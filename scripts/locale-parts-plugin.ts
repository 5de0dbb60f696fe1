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
  'agent',
  // A session that ended while away is announced on the first page; the text rule guards every request.
  'auth',
  'validation',
] as const;

const PREFIX = '\0locale-part:';
const PART_QUERY = /\?part=(first|rest)$/;

/** The sections of one part of a locale file. */
export function localePart(strings: Record<string, unknown>, part: 'first' | 'rest'): Record<string, unknown> {
  const first = new Set<string>(FIRST_SECTIONS);
  return Object.fromEntries(Object.entries(strings).filter(([section]) => first.has(section) === (part === 'first')));
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
      const strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(localePart(strings, query)))});`;
    },
  };
}
