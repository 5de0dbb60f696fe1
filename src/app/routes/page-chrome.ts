import { stripLocale } from '../../lib/locale';

/** What the layout shows around a page (spec §2.3); decided by the page-switch guard. */
export interface PageChrome {
  /** The navbar search box: only on paths containing /supply, /product or /results. */
  searchBox: boolean;
  /** The position label: everywhere but app-download. */
  positionLabel: boolean;
  /** /shop pages use the light footer (DECISIONS.md). */
  footer: 'supply' | 'light';
  /** /cities pages cut the navbar's address label to this many characters (spec §2.1). */
  addressLabelMax: number | null;
}

/** Spec §2.1 /cities: the address label in the navbar shows at most 20 characters. */
export const CITY_ADDRESS_LABEL_MAX = 20;

export const DEFAULT_CHROME: PageChrome = { searchBox: false, positionLabel: true, footer: 'supply', addressLabelMax: null };

export function pageChrome(pathname: string): PageChrome {
  const path = stripLocale(pathname).replace(/(.)\/+$/, '$1');
  return {
    searchBox: /\/(supply|product|results)/.test(path),
    positionLabel: path !== '/app-download',
    footer: /^\/shop(\/|$)/.test(path) ? 'light' : 'supply',
    addressLabelMax: /^\/cities(\/|$)/.test(path) ? CITY_ADDRESS_LABEL_MAX : null,
  };
}
