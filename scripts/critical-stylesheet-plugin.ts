import Beasties from 'beasties';
import type { Plugin } from 'vite';
import { STYLESHEET_LINK_ID } from '../src/app/stylesheet';

/**
 * Web build only: the page's first paint waits for no stylesheet. index.html carries, inline, only the
 * rules its own markup (the app shell) uses — chosen by `beasties` from the built stylesheet — so the
 * shell paints as soon as the HTML is parsed, before the framework's scripts arrive and keep the main
 * thread busy. The full stylesheet is requested at once, at high priority, as a preload that the first
 * script to run turns into a stylesheet; the app renders only once it has loaded (no unstyled flash).
 * The page's Content-Security-Policy allows inline styles (server/http/content-security-policy.ts)
 * but no inline script, hence no onload attribute.
 */
export function criticalStylesheet(): Plugin {
  return {
    name: 'critical-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const link = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/.exec(html);
        const asset = link ? bundle[link[1]!] : undefined;
        if (!link || asset?.type !== 'asset') return html;
        const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        const beasties = new Beasties({
          reduceInlineStyles: true,
          pruneSource: false,
          inlineFonts: false,
          logLevel: 'warn',
          // The server writes the home page's shell in Chinese under <html lang="zh-Hans"> (server/services/web/home-screen.ts): its font from the first paint.
          allowRules: [/:lang\(zh-Hans\)/],
        });
        const critical = await beasties.process(html.replace(link[0], `<style>${css.replaceAll('</style', '<\\/style')}</style>`));
        return critical.replace(
          '</head>',
          `  <link rel="preload" as="style" href="/${link[1]}" id="${STYLESHEET_LINK_ID}">\n  </head>`,
        );
      },
    },
  };
}
