/**
 * Writes the demo banners' pictures: resources/banners/<name>-1200.webp and -600.webp (3:1), one pair per
 * entry of server/db/seed/demo-banner-pictures.ts: a gradient from the left (where the page writes the
 * banner's words) to the right, where five Fluent Emoji illustrations stand on soft circles.
 * Deterministic. Run with: npx tsx scripts/generate-banner-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { BANNER_HEIGHT, BANNER_SMALL_WIDTH, BANNER_WIDTH, bannerPictures, type BannerPicture } from '../core/banners/banner-pictures';
import { iconSvg } from './fluent-icons';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIR = join(ROOT, 'resources', 'banners');

/** Where the five illustrations go (x, y, size) in the 1200 × 400 box: a loose arc on the right half. */
const SLOTS: [number, number, number][] = [
  [640, 150, 150],
  [780, 40, 170],
  [800, 215, 160],
  [960, 110, 190],
  [1060, 250, 120],
];

function svg(picture: BannerPicture): string {
  const icons = picture.icons.map((name, i) => {
    const [x, y, size] = SLOTS[i]!;
    return `<circle cx="${x + size / 2}" cy="${y + size / 2}" r="${size * 0.62}" fill="#ffffff" opacity="0.35"/>` + iconSvg(name, x, y, size, `i${i}`);
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0.3" stop-color="${picture.from}"/><stop offset="1" stop-color="${picture.to}"/></linearGradient></defs>` +
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#bg)"/>` +
    `<circle cx="80" cy="380" r="160" fill="#ffffff" opacity="0.06"/><circle cx="520" cy="-30" r="120" fill="#ffffff" opacity="0.07"/>` +
    icons.join('') +
    `</svg>`
  );
}

async function main() {
  mkdirSync(DIR, { recursive: true });
  let total = 0;
  for (const picture of bannerPictures) {
    const source = Buffer.from(svg(picture));
    for (const width of [BANNER_WIDTH, BANNER_SMALL_WIDTH]) {
      const data = await sharp(source)
        .resize(width, Math.round((BANNER_HEIGHT * width) / BANNER_WIDTH))
        .webp({ quality: 76, effort: 6, smartSubsample: true })
        .toBuffer();
      writeFileSync(join(DIR, `${picture.name}-${width}.webp`), data);
      total += data.length;
    }
  }
  console.log(`Wrote ${bannerPictures.length * 2} WebP files under ${relative(ROOT, DIR)} (${(total / 1024).toFixed(0)} KiB in all).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
