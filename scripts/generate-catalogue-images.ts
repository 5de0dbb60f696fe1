/**
 * Writes the demo catalogue's placeholder images:
 *   resources/catalogue/<category-slug>/<SKU>.svg   one per product
 *   resources/catalogue/categories/<slug>.svg       one per category
 *
 * Each is a 400×400 SVG: a soft category background, a simple pictogram drawn with basic shapes,
 * the product's initials and its SKU. Output is deterministic; stale SVGs under resources/catalogue
 * are removed. Run with: npx tsx scripts/generate-catalogue-images.ts
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoCategories, demoProducts } from '../server/db/seed/demo-catalogue';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESOURCES = join(ROOT, 'resources');
const CATALOGUE_DIR = join(RESOURCES, 'catalogue');

const FONT = `system-ui,-apple-system,'Segoe UI',Roboto,sans-serif`;

interface Palette {
  bg: string;
  fg: string;
}

const PALETTES: Record<string, Palette> = {
  produce: { bg: '#E7F4DF', fg: '#3F7A34' },
  meat: { bg: '#FBE3E0', fg: '#A63A30' },
  'dairy-eggs': { bg: '#E6F0FA', fg: '#3568A3' },
  seafood: { bg: '#DDF2F0', fg: '#1F7C75' },
  frozen: { bg: '#E8EBFB', fg: '#4A5BBF' },
  drinks: { bg: '#FFE9DB', fg: '#C45E24' },
  rice: { bg: '#F3EEE3', fg: '#7F6438' },
  flour: { bg: '#FBF1D3', fg: '#A07812' },
  oil: { bg: '#F2F3D6', fg: '#76791A' },
  'sauces-condiments': { bg: '#F3E5F3', fg: '#8A3D8C' },
  containers: { bg: '#E9EDF0', fg: '#4B6270' },
  'paper-goods': { bg: '#FBE7EE', fg: '#AD4770' },
  'cleaning-supplies': { bg: '#DDF3F9', fg: '#17819A' },
};

/**
 * Pictograms drawn in a 100×100 box centred on the origin. `F` is the accent colour, `B` the background
 * colour (used for cut-outs). The outer <g> sets fill to the accent colour.
 */
const PICTOGRAMS: Record<string, (F: string, B: string) => string> = {
  // leaf
  produce: (F, B) =>
    `<path d="M-40 44L-24 28" stroke="${F}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M-30 34C-42-4-16-40 38-42C40 8 12 40-30 34Z"/>` +
    `<path d="M-22 26L22-22" stroke="${B}" stroke-width="4" stroke-linecap="round"/>`,
  // drumstick
  meat: (F) =>
    `<ellipse cx="-10" cy="-10" rx="32" ry="25" transform="rotate(-45 -10 -10)"/>` +
    `<path d="M6 6L28 28" stroke="${F}" stroke-width="11" stroke-linecap="round"/>` +
    `<circle cx="38" cy="29" r="8"/><circle cx="29" cy="38" r="8"/>`,
  // milk carton with an egg on the label
  'dairy-eggs': (_F, B) =>
    `<path d="M-22 44V-12L-8-34H8L22-12V44Z"/><rect x="-9" y="-44" width="18" height="10" rx="2"/>` +
    `<path d="M-22-12H22" stroke="${B}" stroke-width="3"/>` +
    `<ellipse cx="0" cy="16" rx="11" ry="14" fill="${B}"/>`,
  // fish
  seafood: (_F, B) =>
    `<path d="M-42 0C-26-26 14-26 28 0C14 26-26 26-42 0Z"/><path d="M24 0L46-20V20Z"/>` +
    `<circle cx="-25" cy="-4" r="4.5" fill="${B}"/>` +
    `<path d="M-4-12C2-6 2 6-4 12" stroke="${B}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  // snowflake
  frozen: (F) => {
    const arm = 'M0-44V44M-12-36L0-24L12-36M-12 36L0 24L12 36';
    return (
      `<g stroke="${F}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" fill="none">` +
      [0, 60, 120].map((a) => `<path d="${arm}" transform="rotate(${a})"/>`).join('') +
      `</g>`
    );
  },
  // bottle
  drinks: (_F, B) =>
    `<rect x="-10" y="-48" width="20" height="8" rx="2"/>` +
    `<path d="M-8-40H8V-28C8-22 20-18 20-6V40C20 43 18 46 15 46H-15C-18 46-20 43-20 40V-6C-20-18-8-22-8-28Z"/>` +
    `<rect x="-20" y="2" width="40" height="20" fill="${B}"/>`,
  // rice bowl with chopsticks
  rice: (F) =>
    `<path d="M12-8L40-44M20-4L48-36" stroke="${F}" stroke-width="4.5" stroke-linecap="round"/>` +
    `<ellipse cx="0" cy="0" rx="34" ry="18" opacity=".55"/>` +
    `<path d="M-46 0H46C46 24 25 40 0 40S-46 24-46 0Z"/><rect x="-15" y="38" width="30" height="8" rx="3"/>`,
  // wheat ear
  flour: (F) => {
    const grain = (x: number, y: number, a: number) =>
      `<ellipse cx="${x}" cy="${y}" rx="6.5" ry="12" transform="rotate(${a} ${x} ${y})"/>`;
    return (
      `<path d="M0 46V-24" stroke="${F}" stroke-width="4.5" stroke-linecap="round"/>` +
      grain(0, -36, 0) +
      [-20, -2, 16].map((y) => grain(-10, y, -35) + grain(10, y, 35)).join('')
    );
  },
  // oil drop
  oil: (_F, B) =>
    `<path d="M0-46C16-22 34-4 34 14A34 34 0 0 1-34 14C-34-4-16-22 0-46Z"/>` +
    `<path d="M-20 12A20 20 0 0 0-6 32" stroke="${B}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  // squeeze sauce bottle
  'sauces-condiments': (_F, B) =>
    `<path d="M-3-48H3L11-28H-11Z"/><rect x="-17" y="-28" width="34" height="9" rx="2"/>` +
    `<rect x="-23" y="-16" width="46" height="62" rx="11"/>` +
    `<rect x="-23" y="4" width="46" height="18" fill="${B}"/>` +
    `<circle cx="24" cy="-40" r="4"/>`,
  // take-out box
  containers: (F, B) =>
    `<path d="M-22-22C-22-50 22-50 22-22" stroke="${F}" stroke-width="4" fill="none"/>` +
    `<path d="M-36-14L-26-32H26L36-14Z" opacity=".6"/><path d="M-36-14H36L25 44H-25Z"/>` +
    `<path d="M0-14V44" stroke="${B}" stroke-width="3"/>`,
  // paper roll
  'paper-goods': (F, B) =>
    `<path d="M22-6H42V42L37 38L32 42L27 38L22 42Z" opacity=".6"/>` +
    `<path d="M-26-32V34A26 9 0 0 0 26 34V-32Z"/>` +
    `<ellipse cx="0" cy="-32" rx="26" ry="9" fill="${B}" stroke="${F}" stroke-width="4"/>` +
    `<ellipse cx="0" cy="-32" rx="8" ry="3"/>`,
  // spray bottle
  'cleaning-supplies': (F, B) =>
    `<path d="M-16-42H12L24-32H34V-24H14V-16H-16Z"/>` +
    `<path d="M10-18L4 0" stroke="${F}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M-18-10H14L20 40C20 44 18 46 14 46H-20C-24 46-26 44-26 40Z"/>` +
    `<rect x="-18" y="10" width="30" height="16" rx="3" fill="${B}"/>` +
    `<circle cx="42" cy="-36" r="2.5"/><circle cx="45" cy="-28" r="2.5"/><circle cx="42" cy="-20" r="2.5"/>`,
};

const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Two letters from the English name: first letters of the first two words, else the first two letters. */
function initials(name: string): string {
  const words = name
    .split(/[\s,/()-]+/)
    .map((w) => w.replace(/[^A-Za-z0-9]/g, ''))
    .filter((w) => /^[A-Za-z]/.test(w));
  const first = words[0] ?? 'XX';
  const letters = words.length >= 2 ? first[0]! + words[1]![0]! : first.slice(0, 2);
  return letters.toUpperCase();
}

function pictogram(slug: string, palette: Palette, x: number, y: number, scale: number): string {
  const draw = PICTOGRAMS[slug];
  if (!draw) throw new Error(`no pictogram for category '${slug}'`);
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="${palette.fg}">${draw(palette.fg, palette.bg)}</g>`;
}

function productSvg(slug: string, name: string, sku: string): string {
  const p = PALETTES[slug]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" fill="${p.bg}"/>` +
    `<circle cx="200" cy="118" r="76" fill="#fff" fill-opacity=".6"/>` +
    pictogram(slug, p, 200, 118, 1.05) +
    `<text x="200" y="290" text-anchor="middle" font-family="${FONT}" font-size="100" font-weight="700" ` +
    `letter-spacing="4" fill="${p.fg}">${escapeXml(initials(name))}</text>` +
    `<rect x="122" y="330" width="156" height="36" rx="18" fill="#fff" fill-opacity=".6"/>` +
    `<text x="200" y="355" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="600" ` +
    `letter-spacing="2" fill="${p.fg}">${escapeXml(sku)}</text>` +
    `</svg>\n`
  );
}

function categorySvg(slug: string, name: string): string {
  const p = PALETTES[slug]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" fill="${p.bg}"/>` +
    `<circle cx="200" cy="168" r="118" fill="#fff" fill-opacity=".6"/>` +
    pictogram(slug, p, 200, 168, 1.8) +
    `<text x="200" y="348" text-anchor="middle" font-family="${FONT}" font-size="${name.length > 16 ? 28 : 32}" font-weight="600" ` +
    `fill="${p.fg}">${escapeXml(name)}</text>` +
    `</svg>\n`
  );
}

function listSvgs(dir: string): string[] {
  let out: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const entry of entries) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out = out.concat(listSvgs(path));
    else if (entry.endsWith('.svg')) out.push(path);
  }
  return out;
}

function main(): void {
  const files = new Map<string, string>();
  const slugById = new Map(demoCategories.map((c) => [c.id, c.slug]));
  for (const c of demoCategories) files.set(join(RESOURCES, c.image), categorySvg(c.slug, c.name.en));
  for (const prod of demoProducts) {
    const slug = slugById.get(prod.category_id);
    if (!slug) throw new Error(`${prod.sku}: unknown category ${prod.category_id}`);
    files.set(join(RESOURCES, prod.image), productSvg(slug, prod.name.en, prod.sku));
  }

  let largest = 0;
  for (const [path, svg] of files) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, svg);
    largest = Math.max(largest, Buffer.byteLength(svg));
  }
  let removed = 0;
  for (const path of listSvgs(CATALOGUE_DIR)) {
    if (!files.has(path)) {
      rmSync(path);
      removed++;
    }
  }
  console.log(
    `Wrote ${files.size} SVGs under ${relative(ROOT, CATALOGUE_DIR)} ` +
      `(${demoProducts.length} products, ${demoCategories.length} categories; largest ${largest} bytes` +
      `${removed ? `; removed ${removed} stale` : ''}).`,
  );
}

main();
