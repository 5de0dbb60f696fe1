import { stripLocale } from '../../lib/locale';

/** What the layout shows around a page (spec §2.3); decided by the page-switch guard. */
export interface PageChrome {
  /** The navbar search box: only on paths containing /supply, /product or /results. */
  searchBox: boolean;
  /** The position label: everywhere but app-download. */
  positionLabel: boolean;
  /** /shop pages use the light footer (DECISIONS.md). */
  footer: 'supply' | 'light';
}

export const DEFAULT_CHROME: PageChrome = { searchBox: false, positionLabel: true, footer: 'supply' };

export function pageChrome(pathname: string): PageChrome {
  const path = stripLocale(pathname).replace(/(.)\/+$/, '$1');
  return {
    searchBox: /\/(supply|product|results)/.test(path),
    positionLabel: path !== '/app-download',
    footer: /^\/shop(\/|$)/.test(path) ? 'light' : 'supply',
  };
}
