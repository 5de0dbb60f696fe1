/**
 * Writes the demo catalogue's pictures:
 *   resources/catalogue/<category-slug>/<SKU>-240.webp, -360.webp and -480.webp   one set per product
 *   resources/catalogue/categories/<slug>-240.webp, -360.webp and -480.webp       one set per category
 *
 * Each picture is a Fluent Emoji illustration (Microsoft, MIT licence, from the `@iconify-json/fluent-emoji`
 * icon set) of what the product is, chosen by keywords in its English name, centred on a soft background in
 * its category's colour; frozen products carry a small snowflake, oils a golden drop. A product no keyword
 * fits gets its category's illustration. Category pictures show three illustrations of the category.
 * The database stores the logical name `catalogue/<slug>/<SKU>.webp`; core/catalogue/product-image.ts turns it
 * into the `src` / `srcSet` of the three sizes. Output is deterministic; stale files under resources/catalogue
 * are removed. Run with: npx tsx scripts/generate-catalogue-images.ts (or npm run images:demo).
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { PICTURE_WIDTHS, pictureFile } from '../core/catalogue/product-image';
import { demoCategories, demoProducts } from '../server/db/seed/demo-catalogue';
import { iconSvg } from './fluent-icons';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESOURCES = join(ROOT, 'resources');
const CATALOGUE_DIR = join(RESOURCES, 'catalogue');

// ---------------------------------------------------------------------------------------------
// What each product looks like
// ---------------------------------------------------------------------------------------------

interface CategoryLook {
  bg: string;
  fg: string;
  /** The category's own illustration: products no rule fits get the first one. */
  icons: readonly [string, string, string];
  /** A small illustration in the corner of every product picture of the category. */
  badge?: 'snowflake' | 'oil-drop';
  /** First matching rule (on the English name) wins. */
  rules: readonly (readonly [RegExp, string])[];
}

const LOOKS: Record<string, CategoryLook> = {
  produce: {
    bg: '#E7F4DF', fg: '#3F7A34', icons: ['leafy-green', 'tomato', 'carrot'],
    rules: [
      [/tomato/i, 'tomato'], [/lettuce|spinach|cabbage|bok choy|gai lan/i, 'leafy-green'],
      [/green onion|cilantro|herb/i, 'herb'], [/onion/i, 'onion'], [/potato/i, 'potato'], [/carrot/i, 'carrot'],
      [/sprout/i, 'seedling'], [/garlic/i, 'garlic'], [/ginger/i, 'ginger-root'], [/pepper/i, 'bell-pepper'],
      [/cucumber/i, 'cucumber'], [/broccoli/i, 'broccoli'], [/lemon/i, 'lemon'], [/lime/i, 'lime'],
      [/avocado/i, 'avocado'], [/watermelon/i, 'watermelon'], [/mushroom/i, 'brown-mushroom'],
      [/corn/i, 'ear-of-corn'], [/apple/i, 'red-apple'], [/banana/i, 'banana'],
    ],
  },
  meat: {
    bg: '#FBE3E0', fg: '#A63A30', icons: ['cut-of-meat', 'poultry-leg', 'bacon'],
    rules: [
      [/chicken|duck|turkey/i, 'poultry-leg'], [/bacon|belly/i, 'bacon'], [/wiener|sausage/i, 'hot-dog'],
      [/ribs|shank|lamb|goat/i, 'meat-on-bone'], [/beef|pork|steak|tripe/i, 'cut-of-meat'],
    ],
  },
  'dairy-eggs': {
    bg: '#E6F0FA', fg: '#3568A3', icons: ['glass-of-milk', 'cheese-wedge', 'egg'],
    rules: [
      [/egg/i, 'egg'], [/evaporated|condensed/i, 'canned-food'], [/milk|cream(?! cheese)|creamer/i, 'glass-of-milk'],
      [/butter|margarine/i, 'butter'], [/yogurt|sour cream/i, 'bowl-with-spoon'],
      [/cheese|mozzarella|cheddar|provolone|parmesan|feta|paneer|ricotta/i, 'cheese-wedge'],
      [/oat|soy/i, 'beverage-box'],
    ],
  },
  seafood: {
    bg: '#DDF2F0', fg: '#1F7C75', icons: ['fish', 'shrimp', 'crab'],
    rules: [
      [/crab stick|surimi/i, 'fish-cake-with-swirl'], [/fish ball/i, 'oden'], [/shrimp|prawn/i, 'shrimp'],
      [/squid|calamari/i, 'squid'], [/octopus/i, 'octopus'], [/oyster|mussel|clam/i, 'oyster'],
      [/scallop/i, 'spiral-shell'], [/crab/i, 'crab'], [/lobster|crawfish|crayfish/i, 'lobster'],
      [/roe|masago|eel|unagi/i, 'sushi'],
      [/salmon|tuna|basa|tilapia|cod|haddock|mackerel|branzino|bass|fish/i, 'fish'],
    ],
  },
  frozen: {
    bg: '#E8EBFB', fg: '#4A5BBF', icons: ['snowflake', 'french-fries', 'dumpling'], badge: 'snowflake',
    rules: [
      [/sweet potato fries|fries/i, 'french-fries'], [/hash brown/i, 'potato'], [/onion ring/i, 'onion'],
      [/nugget|popcorn chicken|turkey/i, 'poultry-leg'], [/spring roll wrapper|dumpling wrapper|naan/i, 'flatbread'],
      [/dumpling|siu mai|har gow/i, 'dumpling'], [/spring roll/i, 'burrito'], [/burger/i, 'hamburger'],
      [/beef|lamb/i, 'cut-of-meat'], [/mixed vegetable/i, 'ear-of-corn'], [/pea|edamame/i, 'pea-pod'],
      [/broccoli/i, 'broccoli'], [/strawberr/i, 'strawberry'], [/ice cream/i, 'ice-cream'],
      [/pastry/i, 'croissant'], [/pizza/i, 'pizza'], [/cheesecake|cake/i, 'shortcake'],
    ],
  },
  drinks: {
    bg: '#FFE9DB', fg: '#C45E24', icons: ['cup-with-straw', 'hot-beverage', 'beverage-box'],
    rules: [
      [/sparkling/i, 'bubbles'], [/water(?! chestnut)/i, 'droplet'], [/coconut/i, 'coconut'],
      [/orange juice/i, 'tangerine'], [/juice box/i, 'beverage-box'], [/ramune|kombucha/i, 'bottle-with-popping-cork'],
      [/tapioca|bubble tea|milk tea/i, 'bubble-tea'], [/iced tea|lemon tea|aloe|sports/i, 'tumbler-glass'],
      [/tea bag|pekoe/i, 'teapot'], [/tea/i, 'teacup-without-handle'], [/coffee|chocolate/i, 'hot-beverage'],
      [/syrup|passion/i, 'tropical-drink'], [/soy|oat/i, 'beverage-box'],
      [/soft drink|soda|energy|jelly/i, 'cup-with-straw'],
    ],
  },
  rice: {
    bg: '#F3EEE3', fg: '#7F6438', icons: ['cooked-rice', 'sheaf-of-rice', 'rice-ball'],
    rules: [
      [/vermicelli|noodle/i, 'steaming-bowl'], [/rice paper/i, 'flatbread'], [/wild/i, 'sheaf-of-rice'],
      [/sushi/i, 'sushi'], [/glutinous|sweet rice|short grain|japonica|koshihikari/i, 'rice-ball'],
      [/arborio/i, 'shallow-pan-of-food'], [/broken/i, 'curry-rice'], [/rice/i, 'cooked-rice'],
    ],
  },
  flour: {
    bg: '#FBF1D3', fg: '#A07812', icons: ['sheaf-of-rice', 'bread', 'croissant'],
    rules: [
      [/tempura/i, 'fried-shrimp'], [/fish & chip/i, 'french-fries'], [/pancake/i, 'pancakes'],
      [/breadcrumb/i, 'baguette-bread'], [/bread flour|yeast/i, 'bread'], [/pizza/i, 'pizza'],
      [/pastry|baking powder/i, 'croissant'], [/semolina/i, 'spaghetti'], [/atta|hong kong/i, 'flatbread'],
      [/chickpea|besan/i, 'beans'], [/corn|masa/i, 'ear-of-corn'], [/potato/i, 'potato'],
      [/rice/i, 'cooked-rice'], [/wheat|gluten|buckwheat|all-purpose|flour/i, 'sheaf-of-rice'],
    ],
  },
  oil: {
    bg: '#F2F3D6', fg: '#76791A', icons: ['olive', 'sunflower', 'ear-of-corn'], badge: 'oil-drop',
    rules: [
      [/olive/i, 'olive'], [/sunflower|canola/i, 'sunflower'], [/corn/i, 'ear-of-corn'], [/peanut/i, 'peanuts'],
      [/soybean/i, 'beans'], [/sesame/i, 'sheaf-of-rice'], [/chili/i, 'hot-pepper'], [/coconut/i, 'coconut'],
      [/avocado/i, 'avocado'], [/grapeseed/i, 'grapes'], [/rice bran/i, 'sheaf-of-rice'],
      [/truffle/i, 'brown-mushroom'], [/scallion/i, 'herb'], [/duck/i, 'poultry-leg'], [/lard/i, 'bacon'],
      [/ghee|shortening/i, 'butter'], [/spray/i, 'lotion-bottle'], [/mustard/i, 'blossom'],
      [/vegetable|cottonseed/i, 'seedling'],
    ],
  },
  'sauces-condiments': {
    bg: '#F3E5F3', fg: '#8A3D8C', icons: ['hot-pepper', 'jar', 'salt'],
    rules: [
      [/oyster/i, 'oyster'], [/fish sauce/i, 'fish'], [/honey/i, 'honey-pot'], [/ketchup/i, 'tomato'],
      [/curry/i, 'curry-rice'], [/sriracha|chili|doubanjiang|gochujang/i, 'hot-pepper'],
      [/soy sauce|vinegar|wine/i, 'sake'], [/sweet & sour/i, 'pineapple'], [/plum/i, 'cherries'],
      [/mayonnaise/i, 'egg'], [/bouillon/i, 'pot-of-food'], [/salt|msg|sugar|pepper/i, 'salt'],
      [/hoisin|mustard|paste|sauce/i, 'jar'],
    ],
  },
  containers: {
    bg: '#E9EDF0', fg: '#4B6270', icons: ['takeout-box', 'bento-box', 'cup-with-straw'],
    rules: [
      [/steam table|deep pan|aluminum/i, 'shallow-pan-of-food'], [/bento|microwavable|compartment/i, 'bento-box'],
      [/hot cup/i, 'hot-beverage'], [/cold cup|sealing film/i, 'cup-with-straw'], [/bag/i, 'shopping-bags'],
      [/sandwich/i, 'sandwich'], [/pizza/i, 'pizza'], [/sushi/i, 'sushi'], [/pastry/i, 'shortcake'],
      [/soup|ramen/i, 'steaming-bowl'], [/portion|deli container/i, 'jar'],
      [/clamshell|food box|take-out|takeout/i, 'takeout-box'],
    ],
  },
  'paper-goods': {
    bg: '#FBE7EE', fg: '#AD4770', icons: ['roll-of-paper', 'receipt', 'fork-and-knife-with-plate'],
    rules: [
      [/receipt|guest check/i, 'receipt'], [/placemat|plate/i, 'fork-and-knife-with-plate'],
      [/bowl/i, 'bowl-with-spoon'], [/cutlery|fork/i, 'fork-and-knife'], [/chopstick/i, 'chopsticks'],
      [/bubble tea/i, 'bubble-tea'], [/straw/i, 'cup-with-straw'], [/stir stick|coffee/i, 'hot-beverage'],
      [/basket liner/i, 'french-fries'], [/deli sheet|parchment|doil/i, 'page-facing-up'],
      [/towel|tissue|foil|film|napkin/i, 'roll-of-paper'],
    ],
  },
  'cleaning-supplies': {
    bg: '#DDF3F9', fg: '#17819A', icons: ['sponge', 'bucket', 'lotion-bottle'],
    rules: [
      [/hand soap/i, 'soap'], [/glove/i, 'gloves'], [/garbage|compostable bag/i, 'wastebasket'],
      [/scour|scrubber|microfibre|cloth/i, 'sponge'], [/mop head|squeegee/i, 'broom'], [/bucket|floor cleaner/i, 'bucket'],
      [/wet floor/i, 'warning'], [/brick/i, 'brick'], [/dish|detergent|rinse/i, 'bubbles'],
      [/degreaser|sanitizer|bleach|cleaner|remover|boil-out/i, 'lotion-bottle'],
    ],
  },
};

function lookOf(slug: string): CategoryLook {
  const look = LOOKS[slug];
  if (!look) throw new Error(`no look for category '${slug}'`);
  return look;
}

/** The illustration of a product, and whether a keyword picked it (else the category's). */
function productIcon(slug: string, nameEn: string): { icon: string; specific: boolean } {
  const look = lookOf(slug);
  for (const [re, icon] of look.rules) if (re.test(nameEn)) return { icon, specific: true };
  return { icon: look.icons[0], specific: false };
}

// ---------------------------------------------------------------------------------------------
// Composition (drawn in a 100 × 100 box, rendered at each size)
// ---------------------------------------------------------------------------------------------

/** A golden oil drop, in the spirit of Fluent's gradients. */
const OIL_DROP =
  `<defs><radialGradient id="oilg" cx="0.38" cy="0.55" r="0.7">` +
  `<stop offset="0" stop-color="#FFE36E"/><stop offset="0.6" stop-color="#F2B705"/><stop offset="1" stop-color="#C98A00"/>` +
  `</radialGradient></defs>` +
  `<path d="M16 2C20 9 27 15 27 21a11 11 0 0 1-22 0C5 15 12 9 16 2Z" fill="url(#oilg)"/>` +
  `<path d="M10.5 20.5a5.5 5.5 0 0 0 4 5.5" stroke="#FFF6C8" stroke-width="2.2" stroke-linecap="round" fill="none"/>`;

function badgeSvg(badge: NonNullable<CategoryLook['badge']>): string {
  // A white disc in the lower right corner holding the badge.
  const disc = `<circle cx="80" cy="80" r="15" fill="#fff" fill-opacity=".92"/>`;
  if (badge === 'snowflake') return disc + iconSvg('snowflake', 69, 69, 22, 'b');
  return disc + `<svg x="69" y="68" width="22" height="22" viewBox="0 0 32 32">${OIL_DROP}</svg>`;
}

function frame(look: CategoryLook, size: number, content: string, disc = 37): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" fill="${look.bg}"/>` +
    `<circle cx="50" cy="50" r="${disc}" fill="#fff" fill-opacity=".55"/>` +
    content +
    `</svg>`
  );
}

function productSvg(slug: string, icon: string, size: number): string {
  const look = lookOf(slug);
  return frame(look, size, iconSvg(icon, 22, 22, 56, 'p') + (look.badge ? badgeSvg(look.badge) : ''));
}

function categorySvg(slug: string, size: number): string {
  const look = lookOf(slug);
  const [a, b, c] = look.icons;
  return frame(
    look,
    size,
    // Shown in small round frames (the home page's category strip): large, and inside the circle.
    iconSvg(b, 11, 43, 38, 'b') + iconSvg(c, 51, 43, 38, 'c') + iconSvg(a, 25, 9, 50, 'a'),
    44,
  );
}

async function webp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 74, alphaQuality: 100, effort: 6, smartSubsample: true }).toBuffer();
}

function listFiles(dir: string): string[] {
  let out: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const entry of entries) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out = out.concat(listFiles(path));
    else out.push(path);
  }
  return out;
}

async function main(): Promise<void> {
  /** Output path → SVG to render. */
  const jobs = new Map<string, string>();
  const slugById = new Map(demoCategories.map((c) => [c.id, c.slug]));
  for (const c of demoCategories) {
    for (const w of PICTURE_WIDTHS) jobs.set(join(RESOURCES, pictureFile(c.image, w)), categorySvg(c.slug, w));
  }
  let specific = 0;
  const fallbacks: string[] = [];
  for (const prod of demoProducts) {
    const slug = slugById.get(prod.category_id);
    if (!slug) throw new Error(`${prod.sku}: unknown category ${prod.category_id}`);
    const pick = productIcon(slug, prod.name.en);
    if (pick.specific) specific++;
    else fallbacks.push(`${prod.sku} ${prod.name.en}`);
    for (const w of PICTURE_WIDTHS) jobs.set(join(RESOURCES, pictureFile(prod.image, w)), productSvg(slug, pick.icon, w));
  }

  const bytes = new Map<number, number[]>(PICTURE_WIDTHS.map((w) => [w, []]));
  let total = 0;
  for (const [path, svg] of jobs) {
    const data = await webp(svg);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, data);
    total += data.length;
    const w = Number(/-(\d+)\.webp$/.exec(path)![1]);
    bytes.get(w)!.push(data.length);
  }
  let removed = 0;
  for (const path of listFiles(CATALOGUE_DIR)) {
    if (!jobs.has(path)) {
      rmSync(path);
      removed++;
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  console.log(
    `Wrote ${jobs.size} WebP files under ${relative(ROOT, CATALOGUE_DIR)} ` +
      `(${demoProducts.length} products, ${demoCategories.length} categories; ${(total / 1024).toFixed(0)} KiB in all` +
      `${removed ? `; removed ${removed} stale files` : ''}).`,
  );
  for (const [w, xs] of bytes) {
    console.log(`  ${w} px: median ${(median(xs) / 1024).toFixed(1)} KiB, largest ${(Math.max(...xs) / 1024).toFixed(1)} KiB`);
  }
  console.log(`Illustrations: ${specific} products by keyword, ${fallbacks.length} with their category's.`);
  for (const f of fallbacks) console.log(`  category illustration: ${f}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
