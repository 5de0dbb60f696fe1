import type { LocalizedText } from '../../core/schemas/common';
import { type DemoProduct, demoProducts, type Tri } from '../../server/db/seed/demo-catalogue';

/**
 * Deterministic extra products for benchmarks: every demo product again under a line name and a
 * grade, in English, Chinese and French ("Lakeshore Organic Roma Tomatoes" / "湖畔有机罗马番茄" /
 * "Tomates Roma bio Rive-du-Lac"), so a 20,000-product catalogue searches like a real one: real words,
 * many near-duplicates, the same pack sizes and categories.
 */

/** Product lines: [English, Chinese, French]. */
const LINES: readonly Tri[] = [
  ['Lakeshore', '湖畔', 'Rive-du-Lac'],
  ['Northern', '北方', 'du Nord'],
  ['Harvest', '丰收', 'Récolte'],
  ['Golden', '金牌', 'Doré'],
  ['Highland', '高地', 'des Hautes-Terres'],
  ['Riverside', '河畔', 'Bord-de-Rivière'],
  ['Evergreen', '常青', 'Toujours-Vert'],
  ['Sunrise', '朝阳', 'Soleil-Levant'],
  ['Pacific', '太平洋', 'du Pacifique'],
  ['Atlantic', '大西洋', 'de l’Atlantique'],
];

/** Grades: [English, Chinese, French]. */
const GRADES: readonly Tri[] = [
  ['Premium', '精选', 'de qualité supérieure'],
  ['Organic', '有机', 'bio'],
  ['Value', '超值', 'format économique'],
  ['Restaurant-Grade', '餐饮级', 'qualité restaurant'],
  ['Select', '优选', 'sélection'],
  ['Classic', '经典', 'classique'],
];

/** The id of the first generated product: far above the demo catalogue's ids. */
export const FIRST_GENERATED_ID = 1_000_000;

const rest = (full: string, name: string, separator: string): string =>
  full.startsWith(name) ? full.slice(name.length).replace(separator, '').trim() : '';

function variant(base: DemoProduct, line: Tri, grade: Tri, id: number, n: number): DemoProduct {
  const name: LocalizedText = {
    en: `${line[0]} ${grade[0]} ${base.name.en}`,
    cn: `${line[1]}${grade[1]}${base.name.cn}`,
    fr: `${base.name.fr} ${grade[2]} ${line[2]}`,
  };
  const pack = {
    en: rest(base.full_name.en, base.name.en, ','),
    cn: rest(base.full_name.cn, base.name.cn, ' '),
    fr: rest(base.full_name.fr, base.name.fr, ','),
  };
  return {
    ...base,
    id,
    sku: `${base.sku}-${String(n).padStart(2, '0')}`,
    position: base.position + n * 100,
    name,
    full_name: {
      en: pack.en ? `${name.en}, ${pack.en}` : name.en,
      cn: pack.cn ? `${name.cn} ${pack.cn}` : name.cn,
      fr: pack.fr ? `${name.fr}, ${pack.fr}` : name.fr,
    },
    // Option ids derive from product ids in the demo data; generated products go without options.
    options: [],
  };
}

/** `count` generated products (at most 60 per demo product), always the same for the same count. */
export function generatedProducts(count: number): DemoProduct[] {
  const out: DemoProduct[] = [];
  const variants = LINES.length * GRADES.length;
  for (let v = 0; v < variants && out.length < count; v++) {
    const line = LINES[v % LINES.length]!;
    const grade = GRADES[Math.floor(v / LINES.length)]!;
    for (const base of demoProducts) {
      if (out.length >= count) break;
      out.push(variant(base, line, grade, FIRST_GENERATED_ID + out.length, v + 1));
    }
  }
  if (out.length < count) throw new Error(`generatedProducts: at most ${variants * demoProducts.length} products, ${count} asked`);
  return out;
}
