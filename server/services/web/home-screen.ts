import type { TFunction } from 'i18next';
import { bannerImageSources } from '../../../core/banners/banner-image';
import { htmlLang } from '../../../core/format/html-lang';
import type { Banner } from '../../../core/schemas/banner';
import type { Locale } from '../../../core/schemas/common';
import { escapeHtml, pageWithFirstScreen } from './first-screen';

export interface HomeScreen {
  locale: Locale;
  t: TFunction;
  /** The shop's banners as the home page shows them (the first is drawn; several reserve the carousel's controls). */
  banners: readonly Banner[];
  /** The navbar's sandbox badge (spec §2.3) when the server runs sandbox services: it widens the navbar. */
  sandboxBadge?: { short: string; full: string };
}

const BANNER_BOX = '<span class="block h-auto w-full" data-first-banner></span>';

/**
 * index.html whose app shell draws the home page's first screen for a visitor with a shop: the navbar
 * as tall as the page's will be (its position and cut-off lines, the sandbox badge), the hero
 * and the "first time" card in the page's language, the shop's first banner (the same <img> as the
 * home page's carousel, core/banners/banner-image.ts) with its title, and the shop card as it is while
 * the shop loads. On a phone the hero's title is the largest thing on the first screen, on a desktop
 * the banner: both paint with the HTML, before any script has run. The home page takes the shell away
 * once its banners are in (src/lib/app-shell.ts).
 */
export function pageWithHomeScreen(template: string, { locale, t, banners, sandboxBadge }: HomeScreen): string {
  let html = pageWithFirstScreen(template, 'home')
    .replace(/<html lang="[^"]*"/, `<html lang="${htmlLang(locale)}"`)
    .replace(/data-text="([^"]+)"><\//g, (_all, key: string) => `data-text="${key}">${escapeHtml(t(key))}</`);
  html =
    sandboxBadge === undefined
      ? html.replace(/<!--sandbox-badge-->[\s\S]*?<!--\/sandbox-badge-->/, '')
      : html
          .replace('data-sandbox-short></span>', `data-sandbox-short>${escapeHtml(sandboxBadge.short)}</span>`)
          .replace('data-sandbox-badge></span>', `data-sandbox-badge>${escapeHtml(sandboxBadge.full)}</span>`);
  const [banner] = banners;
  if (!banner) return html.replace(/<!--first-banner-->[\s\S]*?<!--\/first-banner-->/, '');
  const picture = bannerImageSources(banner);
  const srcSet = picture.srcSet ? ` srcset="${escapeHtml(picture.srcSet)}" sizes="${escapeHtml(picture.sizes)}"` : '';
  const img =
    `<img src="${escapeHtml(picture.src)}"${srcSet} width="${banner.image_width}" height="${banner.image_height}" alt=""` +
    ' fetchpriority="high" class="block h-auto w-full">';
  html = html.replace(BANNER_BOX, img).replace('data-banner-title></span>', `data-banner-title>${escapeHtml(banner.title)}</span>`);
  return banners.length > 1 ? html : html.replace(/<!--banner-controls-->[\s\S]*?<!--\/banner-controls-->/, '');
}
