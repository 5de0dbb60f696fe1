import type { Plugin } from 'vite';

/**
 * Web build only: puts the stylesheet into index.html as a <style> element instead of a <link>. The
 * app shell in index.html then paints as soon as the HTML is parsed, without waiting for a second
 * request — on a phone's first visit that is a round trip and ~11 KB (brotli) earlier — and before the
 * framework's scripts arrive and keep the main thread busy. The page's Content-Security-Policy allows
 * inline styles (server/http/content-security-policy.ts says why). Every later page of the visit is
 * rendered by the app, so the stylesheet is still fetched once.
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g, (link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return link;
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          return `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
        });
      },
    },
  };
}
