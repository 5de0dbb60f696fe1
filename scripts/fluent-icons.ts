import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The Fluent Emoji illustrations (Microsoft, MIT licence, from the `@iconify-json/fluent-emoji` icon set)
 * the demo pictures are composed of: scripts/generate-catalogue-images.ts and generate-banner-images.ts.
 */

// ---------------------------------------------------------------------------------------------
// Icon set (iconify JSON: icons[name].body in a width × height box, aliases pointing at a parent)
// ---------------------------------------------------------------------------------------------

interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
  left?: number;
  top?: number;
  hFlip?: boolean;
  vFlip?: boolean;
  rotate?: number;
}
interface IconifyAlias extends Partial<IconifyIcon> {
  parent: string;
}
interface IconifySet {
  prefix: string;
  width?: number;
  height?: number;
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, IconifyAlias>;
}

const require = createRequire(import.meta.url);
const ICON_SET: IconifySet = JSON.parse(readFileSync(require.resolve('@iconify-json/fluent-emoji/icons.json'), 'utf8'));

interface ResolvedIcon {
  body: string;
  left: number;
  top: number;
  width: number;
  height: number;
  hFlip: boolean;
  vFlip: boolean;
}

/** The icon with its aliases followed: the alias's own flips combine with its parent's. */
function resolveIcon(name: string, depth = 0): ResolvedIcon {
  const icon = ICON_SET.icons[name];
  if (icon) {
    return {
      body: icon.body,
      left: icon.left ?? 0,
      top: icon.top ?? 0,
      width: icon.width ?? ICON_SET.width ?? 16,
      height: icon.height ?? ICON_SET.height ?? 16,
      hFlip: !!icon.hFlip,
      vFlip: !!icon.vFlip,
    };
  }
  const alias = ICON_SET.aliases?.[name];
  if (!alias || depth > 5) throw new Error(`no icon '${name}' in ${ICON_SET.prefix}`);
  const parent = resolveIcon(alias.parent, depth + 1);
  return {
    ...parent,
    width: alias.width ?? parent.width,
    height: alias.height ?? parent.height,
    hFlip: parent.hFlip !== !!alias.hFlip,
    vFlip: parent.vFlip !== !!alias.vFlip,
  };
}

/**
 * The icon as a nested <svg> at (x, y) of size × size. Gradient / filter ids get a per-use prefix so two
 * icons in one picture cannot collide.
 */
export function iconSvg(name: string, x: number, y: number, size: number, idPrefix: string): string {
  const icon = resolveIcon(name);
  const body = icon.body
    .replace(/\bid="([^"]+)"/g, (_m, id: string) => `id="${idPrefix}${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_m, id: string) => `url(#${idPrefix}${id})`)
    .replace(/href="#([^"]+)"/g, (_m, id: string) => `href="#${idPrefix}${id}"`);
  const flips: string[] = [];
  if (icon.hFlip) flips.push(`translate(${icon.left * 2 + icon.width} 0) scale(-1 1)`);
  if (icon.vFlip) flips.push(`translate(0 ${icon.top * 2 + icon.height}) scale(1 -1)`);
  const inner = flips.length ? `<g transform="${flips.join(' ')}">${body}</g>` : body;
  return (
    `<svg x="${x}" y="${y}" width="${size}" height="${size}" ` +
    `viewBox="${icon.left} ${icon.top} ${icon.width} ${icon.height}">${inner}</svg>`
  );
}

