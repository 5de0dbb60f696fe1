import type { TaxClass } from '../../../core/schemas/back-office-products';
import type { LocalizedText } from '../../../core/schemas/common';
import { cleaningRows } from './catalogue/cleaning-supplies';
import { containerRows } from './catalogue/containers';
import { dairyRows } from './catalogue/dairy-eggs';
import { drinkRows } from './catalogue/drinks';
import { flourRows } from './catalogue/flour';
import { frozenRows } from './catalogue/frozen';
import { meatRows } from './catalogue/meat';
import { oilRows } from './catalogue/oil';
import { paperRows } from './catalogue/paper-goods';
import { produceRows } from './catalogue/produce';
import { riceRows } from './catalogue/rice';
import { sauceRows } from './catalogue/sauces-condiments';
import { seafoodRows } from './catalogue/seafood';

/**
 * Demo catalogue of Supply Desk: 13 categories, ~340 products, in English, Simplified Chinese and French.
 *
 * The per-category files under ./catalogue hold compact rows (name, pack, price, origin, storage,
 * description and the odd flag); this module expands them into full `DemoProduct` records.
 * Everything is deterministic: ids and SKUs follow the row order, and the stock level / per-order max
 * of rows that don't set them come from a fixed hash of the SKU (no Math.random).
 */

// ---------------------------------------------------------------------------------------------
// Public shapes
// ---------------------------------------------------------------------------------------------

export interface DemoCategory {
  id: number;
  slug: string;
  name: LocalizedText;
  position: number;
  pickup_allowed: boolean;
  image: string;
}
export interface DemoOptionItem {
  id: number;
  name: LocalizedText;
  price_cents: number;
  org_price_cents: number;
  max: number;
  status: 0 | 1;
}
export interface DemoOptionGroup {
  id: number;
  label: LocalizedText;
  type: 'radio' | 'checkbox';
  min: number;
  max: number;
  items: DemoOptionItem[];
}
export interface DemoProduct {
  id: number;
  sku: string;
  category_id: number;
  position: number;
  name: LocalizedText;
  full_name: LocalizedText;
  propaganda: LocalizedText;
  description: LocalizedText;
  specification: LocalizedText;
  image: string;
  tags: { tag: LocalizedText; color: string }[];
  price_cents: number;
  org_price_cents: number;
  unit_flag: 0 | 1;
  unit_count: number;
  unit_value: LocalizedText;
  unit_price: LocalizedText;
  is_special: 0 | 1;
  dis_qty: number;
  discount_limit_times: number;
  batch_prices: { start: number; end: number; price_cents: number }[];
  stock: number;
  max: number;
  min_qty: number;
  qty_step: number;
  need_weigh: 0 | 1;
  weight_value: string;
  weight_unit: string;
  options: DemoOptionGroup[];
  /** Ontario HST (DECISIONS "Tax"): basic groceries zero-rated, the rest taxable. */
  tax_class: TaxClass;
  /** The product's own pickup flag (the category's must allow it too). */
  pickup_allowed: boolean;
  status: 0 | 1;
  shop_ids: number[];
}

export const TORONTO_SHOP_ID = 17243;
export const OTTAWA_SHOP_ID = 17244;
/** The Waterloo Region shop (steers guests to the app) carries what both other shops carry. */
export const WATERLOO_SHOP_ID = 17245;
export const DEMO_SHOP_IDS: readonly number[] = [TORONTO_SHOP_ID, OTTAWA_SHOP_ID, WATERLOO_SHOP_ID];

/** Stock value meaning "no stock tracking". */
export const UNLIMITED_STOCK = -9999;

// ---------------------------------------------------------------------------------------------
// Row format used by ./catalogue/*.ts
// ---------------------------------------------------------------------------------------------

/** [English, Simplified Chinese, French]. */
export type Tri = readonly [en: string, cn: string, fr: string];

type MassVolume = 'lb' | 'kg' | 'g' | 'oz' | 'L' | 'mL';
type Container = 'case' | 'bag' | 'jug' | 'pail' | 'tub' | 'tin' | 'box';
type CountNoun = 'ct' | 'bunch' | 'head' | 'dz' | 'roll' | 'sheet' | 'pair';
/** A single piece sold by catch-weight; needs `weigh`. */
type WeighedPiece = 'piece' | 'bird' | 'fish' | 'lobster' | 'crab';

/**
 * Pack mini-language:
 * - `'case 25 lb'`, `'bag 50 lb'`, `'jug 16 L'` … one container of a size;
 * - `'4 x 2 kg'`, `'6 x 1.8 L'` … a case of N inner packs;
 * - `'500 ct'`, `'48 bunch'`, `'15 dz'` … a case of N pieces;
 * - `'piece' | 'bird' | 'fish' | 'lobster' | 'crab'` … one catch-weight piece (label built from `weigh`);
 * - `'each'` … sold individually;
 * - or an explicit `[en, cn, fr]` label.
 */
export type PackSpec =
  | `${Container} ${number} ${MassVolume}`
  | `${number} x ${number} ${MassVolume}`
  | `${number} ${CountNoun}`
  | WeighedPiece
  | 'each'
  | Tri;

export type OriginCode =
  | 'ON' | 'QC' | 'BC' | 'AB' | 'NS' | 'NB' | 'PEI' | 'CA' | 'US' | 'MX' | 'CN' | 'TH' | 'VN' | 'IN'
  | 'PK' | 'IT' | 'ES' | 'GR' | 'JP' | 'KR' | 'TW' | 'HK' | 'NZ' | 'AU' | 'NO' | 'IS' | 'EC' | 'PH'
  | 'NL' | 'IMP' | 'mCA' | 'mUS' | 'mCN' | 'RCA' | 'PCA';

export type StorageCode = 'fridge' | 'frozen' | 'ice' | 'live' | 'cool' | 'dry' | 'after' | 'room' | 'chem';

export type TagCode = 'new' | 'hot' | 'local' | 'organic' | 'halal' | 'eco';

export type OptionKey = 'cut' | 'bag' | 'lid' | 'prep' | 'flavour' | 'sauce' | 'dispenser' | 'size';

/** Kind of inner unit for products sold by unit (pack must be `'N x size unit'`). */
export type UnitKind = 'bottle' | 'can' | 'carton' | 'bag' | 'tin' | 'jug';

export interface CatalogueRow {
  /** Short name. */
  n: Tri;
  pack: PackSpec;
  /** Regular price of one pack, in cents. */
  price: number;
  from: OriginCode;
  keep: StorageCode;
  /** Description, 1–2 sentences. */
  d: Tri;
  /** Selling line; defaults to an automatic line for specials / volume pricing, else empty. */
  pr?: Tri;
  tags?: readonly TagCode[];
  /** Special offer: [special price in cents, units at that price, limit per order (0 = none)]. */
  sp?: readonly [price: number, disQty: number, limit: number];
  /** Volume tiers after the first: [start qty, price in cents] — the first tier (1..) is the regular price. */
  batch?: readonly (readonly [start: number, price: number])[];
  /** Catch-weight: approximate weight of one unit. */
  weigh?: readonly [value: string, unit: 'kg' | 'lb'];
  /** Sold by unit: the inner packs are bottles, cans… */
  unit?: UnitKind;
  stock?: number;
  max?: number;
  /** Quantity rule (issue 20): [least units per order, case increment]. */
  qty?: readonly [min: number, step: number];
  /** Delisted. */
  off?: true;
  opts?: readonly OptionKey[];
  /** Only sold in one shop: T = Toronto, O = Ottawa. */
  only?: 'T' | 'O';
  /** The row's HST class when it differs from its category's (a soft drink among the zero-rated drinks). */
  tax?: TaxClass;
}

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

interface CategoryDef {
  slug: string;
  prefix: string;
  name: Tri;
  pickup: boolean;
  /**
   * The shelf's HST class (Excise Tax Act, Schedule VI Part III): food and beverages for human
   * consumption are zero-rated basic groceries; containers, paper goods and cleaning supplies are
   * taxable. Carbonated and sweetened drinks are taxable row by row (`CatalogueRow.tax`).
   */
  tax: TaxClass;
  rows: readonly CatalogueRow[];
}

const CATEGORY_DEFS: readonly CategoryDef[] = [
  { slug: 'produce', prefix: 'PRD', name: ['Fresh Produce', '新鲜蔬果', 'Fruits et légumes frais'], pickup: true, tax: 'zero_rated', rows: produceRows },
  { slug: 'meat', prefix: 'MT', name: ['Meat', '肉类', 'Viandes'], pickup: false, tax: 'zero_rated', rows: meatRows },
  { slug: 'dairy-eggs', prefix: 'DE', name: ['Dairy & Eggs', '乳制品和蛋类', 'Produits laitiers et œufs'], pickup: true, tax: 'zero_rated', rows: dairyRows },
  { slug: 'seafood', prefix: 'SF', name: ['Seafood', '海鲜', 'Poissons et fruits de mer'], pickup: true, tax: 'zero_rated', rows: seafoodRows },
  { slug: 'frozen', prefix: 'FZ', name: ['Frozen', '冷冻食品', 'Surgelés'], pickup: false, tax: 'zero_rated', rows: frozenRows },
  { slug: 'drinks', prefix: 'DR', name: ['Drinks', '饮料', 'Boissons'], pickup: true, tax: 'zero_rated', rows: drinkRows },
  { slug: 'rice', prefix: 'RC', name: ['Rice', '大米', 'Riz'], pickup: true, tax: 'zero_rated', rows: riceRows },
  { slug: 'flour', prefix: 'FL', name: ['Flour', '面粉', 'Farines'], pickup: true, tax: 'zero_rated', rows: flourRows },
  { slug: 'oil', prefix: 'OL', name: ['Oil', '食用油', 'Huiles'], pickup: true, tax: 'zero_rated', rows: oilRows },
  { slug: 'sauces-condiments', prefix: 'SC', name: ['Sauces & Condiments', '酱料和调味品', 'Sauces et condiments'], pickup: true, tax: 'zero_rated', rows: sauceRows },
  { slug: 'containers', prefix: 'CT', name: ['Containers', '餐盒容器', 'Contenants'], pickup: true, tax: 'taxable', rows: containerRows },
  { slug: 'paper-goods', prefix: 'PG', name: ['Paper Goods', '纸制品', 'Produits de papier'], pickup: true, tax: 'taxable', rows: paperRows },
  { slug: 'cleaning-supplies', prefix: 'CL', name: ['Cleaning Supplies', '清洁用品', 'Produits d’entretien'], pickup: true, tax: 'taxable', rows: cleaningRows },
];

/** SKU prefix of each category slug. */
export const SKU_PREFIXES: Readonly<Record<string, string>> = Object.fromEntries(
  CATEGORY_DEFS.map((def) => [def.slug, def.prefix]),
);

const lt = ([en, cn, fr]: Tri): LocalizedText => ({ en, cn, fr });
const EMPTY: Tri = ['', '', ''];

export const demoCategories: DemoCategory[] = CATEGORY_DEFS.map((def, i) => ({
  id: i + 1,
  slug: def.slug,
  name: lt(def.name),
  position: i + 1,
  pickup_allowed: def.pickup,
  image: `catalogue/categories/${def.slug}.webp`,
}));

// ---------------------------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------------------------

const ORIGINS: Record<OriginCode, Tri> = {
  ON: ['Product of Ontario', '产地：安大略省', 'Produit de l’Ontario'],
  QC: ['Product of Quebec', '产地：魁北克省', 'Produit du Québec'],
  BC: ['Product of British Columbia', '产地：不列颠哥伦比亚省', 'Produit de la Colombie-Britannique'],
  AB: ['Product of Alberta', '产地：艾伯塔省', 'Produit de l’Alberta'],
  NS: ['Product of Nova Scotia', '产地：新斯科舍省', 'Produit de la Nouvelle-Écosse'],
  NB: ['Product of New Brunswick', '产地：新不伦瑞克省', 'Produit du Nouveau-Brunswick'],
  PEI: ['Product of Prince Edward Island', '产地：爱德华王子岛', 'Produit de l’Île-du-Prince-Édouard'],
  CA: ['Product of Canada', '产地：加拿大', 'Produit du Canada'],
  US: ['Product of USA', '产地：美国', 'Produit des États-Unis'],
  MX: ['Product of Mexico', '产地：墨西哥', 'Produit du Mexique'],
  CN: ['Product of China', '产地：中国', 'Produit de Chine'],
  TH: ['Product of Thailand', '产地：泰国', 'Produit de Thaïlande'],
  VN: ['Product of Vietnam', '产地：越南', 'Produit du Viêt Nam'],
  IN: ['Product of India', '产地：印度', 'Produit de l’Inde'],
  PK: ['Product of Pakistan', '产地：巴基斯坦', 'Produit du Pakistan'],
  IT: ['Product of Italy', '产地：意大利', 'Produit d’Italie'],
  ES: ['Product of Spain', '产地：西班牙', 'Produit d’Espagne'],
  GR: ['Product of Greece', '产地：希腊', 'Produit de Grèce'],
  JP: ['Product of Japan', '产地：日本', 'Produit du Japon'],
  KR: ['Product of Korea', '产地：韩国', 'Produit de Corée'],
  TW: ['Product of Taiwan', '产地：台湾', 'Produit de Taïwan'],
  HK: ['Product of Hong Kong', '产地：香港', 'Produit de Hong Kong'],
  NZ: ['Product of New Zealand', '产地：新西兰', 'Produit de Nouvelle-Zélande'],
  AU: ['Product of Australia', '产地：澳大利亚', 'Produit d’Australie'],
  NO: ['Product of Norway', '产地：挪威', 'Produit de Norvège'],
  IS: ['Product of Iceland', '产地：冰岛', 'Produit d’Islande'],
  EC: ['Product of Ecuador', '产地：厄瓜多尔', 'Produit de l’Équateur'],
  PH: ['Product of the Philippines', '产地：菲律宾', 'Produit des Philippines'],
  NL: ['Product of the Netherlands', '产地：荷兰', 'Produit des Pays-Bas'],
  IMP: ['Imported', '进口', 'Importé'],
  mCA: ['Made in Canada', '加拿大制造', 'Fabriqué au Canada'],
  mUS: ['Made in USA', '美国制造', 'Fabriqué aux États-Unis'],
  mCN: ['Made in China', '中国制造', 'Fabriqué en Chine'],
  RCA: ['Roasted in Canada', '加拿大烘焙', 'Torréfié au Canada'],
  PCA: ['Packed in Canada', '加拿大包装', 'Emballé au Canada'],
};

const STORAGE: Record<StorageCode, Tri> = {
  fridge: ['Keep refrigerated 2–4 °C', '冷藏保存（2–4 °C）', 'Garder réfrigéré (2 à 4 °C)'],
  frozen: ['Keep frozen at −18 °C', '冷冻保存（−18 °C）', 'Garder congelé (−18 °C)'],
  ice: ['Keep on ice 0–2 °C', '冰鲜保存（0–2 °C）', 'Conserver sur glace (0 à 2 °C)'],
  live: ['Keep alive, cold and moist', '活体，冷藏保湿', 'Garder vivant, au froid et humide'],
  cool: ['Store cool 7–13 °C', '阴凉处保存（7–13 °C）', 'Conserver au frais (7 à 13 °C)'],
  dry: ['Store in a cool, dry place', '存放于阴凉干燥处', 'Conserver dans un endroit frais et sec'],
  after: ['Refrigerate after opening', '开封后请冷藏', 'Réfrigérer après ouverture'],
  room: ['Store at room temperature', '常温存放', 'Entreposer à température ambiante'],
  chem: ['Store upright, away from food', '直立存放，远离食品', 'Entreposer debout, loin des aliments'],
};

const TAGS: Record<TagCode | 'sale', { tag: Tri; color: string }> = {
  sale: { tag: ['Sale', '特价', 'Spécial'], color: '#E4572E' },
  new: { tag: ['New', '新品', 'Nouveau'], color: '#2563EB' },
  hot: { tag: ['Hot', '热销', 'Populaire'], color: '#DC2626' },
  local: { tag: ['Local', '本地', 'Local'], color: '#15803D' },
  organic: { tag: ['Organic', '有机', 'Bio'], color: '#65A30D' },
  halal: { tag: ['Halal', '清真', 'Halal'], color: '#0F766E' },
  eco: { tag: ['Compostable', '可堆肥', 'Compostable'], color: '#4D7C0F' },
};

const UNIT_WORDS: Record<MassVolume, Tri> = {
  lb: ['lb', '磅', 'lb'],
  kg: ['kg', '公斤', 'kg'],
  g: ['g', '克', 'g'],
  oz: ['oz', '盎司', 'oz'],
  L: ['L', '升', 'L'],
  mL: ['mL', '毫升', 'mL'],
};

const CONTAINERS: Record<Container, Tri> = {
  case: ['case', '箱', 'caisse'],
  bag: ['bag', '袋', 'sac'],
  jug: ['jug', '桶', 'bidon'],
  pail: ['pail', '桶', 'seau'],
  tub: ['tub', '盒', 'pot'],
  tin: ['tin', '罐', 'boîte métallique'],
  box: ['box', '盒', 'boîte'],
};

/** [English plural, Chinese measure word, French plural]. */
const COUNT_NOUNS: Record<CountNoun, Tri> = {
  ct: ['pieces', '个', 'unités'],
  bunch: ['bunches', '把', 'bottes'],
  head: ['heads', '颗', 'têtes'],
  dz: ['dozen', '打', 'douzaines'],
  roll: ['rolls', '卷', 'rouleaux'],
  sheet: ['sheets', '张', 'feuilles'],
  pair: ['pairs', '双', 'paires'],
};

/** [English noun, Chinese measure word, French noun]. */
const PIECES: Record<WeighedPiece, Tri> = {
  piece: ['piece', '块', 'pièce'],
  bird: ['bird', '只', 'volaille'],
  fish: ['fish', '条', 'poisson'],
  lobster: ['lobster', '只', 'homard'],
  crab: ['crab', '只', 'crabe'],
};

const UNIT_KINDS: Record<UnitKind, Tri> = {
  bottle: ['bottle', '瓶', 'bouteille'],
  can: ['can', '罐', 'canette'],
  carton: ['carton', '盒', 'carton'],
  bag: ['bag', '袋', 'sac'],
  tin: ['tin', '罐', 'boîte métallique'],
  jug: ['jug', '桶', 'bidon'],
};

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** French decimal comma. */
const frNum = (s: string): string => s.replace('.', ',');

// ---------------------------------------------------------------------------------------------
// Option group templates
// ---------------------------------------------------------------------------------------------

interface OptionTemplate {
  label: Tri;
  type: 'radio' | 'checkbox';
  min: number;
  max: number;
  items: readonly { name: Tri; price: number; max?: number }[];
}

const OPTION_TEMPLATES: Record<OptionKey, OptionTemplate> = {
  cut: {
    label: ['Cut', '切法', 'Coupe'],
    type: 'radio',
    min: 1,
    max: 1,
    items: [
      { name: ['Whole', '整块', 'Entier'], price: 0 },
      { name: ['Sliced', '切片', 'Tranché'], price: 200 },
      { name: ['Cubed', '切丁', 'En cubes'], price: 300 },
    ],
  },
  bag: {
    label: ['Bag', '包装', 'Sac'],
    type: 'radio',
    min: 1,
    max: 1,
    items: [
      { name: ['Standard bag', '标准袋装', 'Sac standard'], price: 0 },
      { name: ['Split into two half bags', '分装成两个半袋', 'Réparti en deux demi-sacs'], price: 150 },
      { name: ['Food-grade pail with lid', '食品级带盖桶装', 'Seau alimentaire avec couvercle'], price: 600 },
    ],
  },
  lid: {
    label: ['Lids', '盖子', 'Couvercles'],
    type: 'checkbox',
    min: 0,
    max: 2,
    items: [
      { name: ['Flat lids (same count)', '平盖（同数量）', 'Couvercles plats (même quantité)'], price: 2400 },
      { name: ['Dome lids (same count)', '拱形盖（同数量）', 'Couvercles bombés (même quantité)'], price: 3900 },
    ],
  },
  prep: {
    label: ['Preparation', '处理方式', 'Préparation'],
    type: 'checkbox',
    min: 1,
    max: 3,
    items: [
      { name: ['Gutted & scaled', '去鳞去内脏', 'Vidé et écaillé'], price: 0 },
      { name: ['Head off', '去头', 'Étêté'], price: 100 },
      { name: ['Filleted', '切成鱼柳', 'En filets'], price: 400 },
    ],
  },
  flavour: {
    label: ['Flavour', '口味', 'Saveur'],
    type: 'radio',
    min: 1,
    max: 1,
    items: [
      { name: ['Cola', '可乐', 'Cola'], price: 0 },
      { name: ['Diet cola', '无糖可乐', 'Cola diète'], price: 0 },
      { name: ['Ginger ale', '姜汁汽水', 'Soda au gingembre'], price: 0 },
      { name: ['Lemon-lime', '柠檬青柠味', 'Citron-lime'], price: 0 },
      { name: ['Orange', '橙味', 'Orange'], price: 0 },
    ],
  },
  sauce: {
    label: ['Dipping sauce cups (100)', '蘸酱杯（100个）', 'Godets de sauce (100)'],
    type: 'checkbox',
    min: 0,
    max: 3,
    items: [
      { name: ['Plum sauce', '梅子酱', 'Sauce aux prunes'], price: 1200, max: 5 },
      { name: ['Honey garlic', '蜂蜜蒜蓉', 'Miel et ail'], price: 1400, max: 5 },
      { name: ['Sweet & sour', '糖醋酱', 'Aigre-douce'], price: 1200, max: 5 },
    ],
  },
  dispenser: {
    label: ['Add-ons', '加购', 'Ajouts'],
    type: 'checkbox',
    min: 0,
    max: 1,
    items: [{ name: ['Wall-mounted dispenser', '壁挂式分配器', 'Distributeur mural'], price: 3500 }],
  },
  size: {
    label: ['Size', '尺码', 'Taille'],
    type: 'radio',
    min: 1,
    max: 1,
    items: [
      { name: ['Small', '小号', 'Petit'], price: 0 },
      { name: ['Medium', '中号', 'Moyen'], price: 0 },
      { name: ['Large', '大号', 'Grand'], price: 0 },
      { name: ['X-Large', '特大号', 'Très grand'], price: 0 },
    ],
  },
};

function buildOptions(productId: number, keys: readonly OptionKey[]): DemoOptionGroup[] {
  return keys.map((key, gi) => {
    const t = OPTION_TEMPLATES[key];
    const groupId = productId * 10 + gi + 1;
    return {
      id: groupId,
      label: lt(t.label),
      type: t.type,
      min: t.min,
      max: t.max,
      items: t.items.map((item, ii) => ({
        id: groupId * 10 + ii + 1,
        name: lt(item.name),
        price_cents: item.price,
        org_price_cents: item.price,
        max: item.max ?? 1,
        // Spec §3 Option item: status 1 = available, 0 = out of stock.
        status: 1,
      })),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Packs
// ---------------------------------------------------------------------------------------------

interface ParsedPack {
  /** Short label used in the full name: '25 lb case' / '25磅/箱' / 'caisse de 25 lb'. */
  label: Tri;
  /** Pack part of the specification: 'Case of 25 lb'. */
  spec: Tri;
  /** Inner packs, for products sold by unit. */
  inner?: { count: number; size: number; unit: MassVolume; sizeText: string };
}

const CONTAINER_RE = /^(case|bag|jug|pail|tub|tin|box) (\d+(?:\.\d+)?) (lb|kg|g|oz|L|mL)$/;
const MULTI_RE = /^(\d+) x (\d+(?:\.\d+)?) (lb|kg|g|oz|L|mL)$/;
const COUNT_RE = /^(\d+) (ct|bunch|head|dz|roll|sheet|pair)$/;

function parsePack(pack: PackSpec, weigh: CatalogueRow['weigh'], where: string): ParsedPack {
  if (typeof pack !== 'string') return { label: pack, spec: pack };
  if (pack === 'each') {
    return {
      label: ['each', '单个', 'à l’unité'],
      spec: ['Sold individually', '单个销售', 'Vendu à l’unité'],
    };
  }
  if (pack in PIECES) {
    if (!weigh) throw new Error(`${where}: pack '${pack}' needs weigh`);
    const [en, mw, fr] = PIECES[pack as WeighedPiece];
    const [v, u] = weigh;
    const ucn = UNIT_WORDS[u][1];
    return {
      label: [`approx. ${v} ${u} ${en}`, `每${mw}约${v}${ucn}`, `${fr} d’env. ${frNum(v)} ${u}`],
      spec: [`Approx. ${v} ${u} per ${en}`, `每${mw}约${v}${ucn}`, `${cap(fr)} d’environ ${frNum(v)} ${u}`],
    };
  }
  let m = CONTAINER_RE.exec(pack);
  if (m) {
    const [, c, size, u] = m as unknown as [string, Container, string, MassVolume];
    const [cEn, cCn, cFr] = CONTAINERS[c];
    const [uEn, uCn, uFr] = UNIT_WORDS[u];
    return {
      label: [`${size} ${uEn} ${cEn}`, `${size}${uCn}/${cCn}`, `${cFr} de ${frNum(size)} ${uFr}`],
      spec: [`${cap(cEn)} of ${size} ${uEn}`, `每${cCn}${size}${uCn}`, `${cap(cFr)} de ${frNum(size)} ${uFr}`],
    };
  }
  m = MULTI_RE.exec(pack);
  if (m) {
    const [, n, size, u] = m as unknown as [string, string, string, MassVolume];
    const [uEn, uCn, uFr] = UNIT_WORDS[u];
    return {
      label: [`${size} ${uEn} × ${n}`, `${size}${uCn} × ${n}`, `${frNum(size)} ${uFr} × ${n}`],
      spec: [`${n} × ${size} ${uEn} per case`, `每箱${n} × ${size}${uCn}`, `${n} × ${frNum(size)} ${uFr} par caisse`],
      inner: { count: Number(n), size: Number(size), unit: u, sizeText: size },
    };
  }
  m = COUNT_RE.exec(pack);
  if (m) {
    const [, n, noun] = m as unknown as [string, string, CountNoun];
    const [plEn, mw, plFr] = COUNT_NOUNS[noun];
    if (noun === 'ct') {
      return {
        label: [`${n}/case`, `${n}${mw}/箱`, `${n}/caisse`],
        spec: [`${n} pieces per case`, `每箱${n}${mw}`, `${n} unités par caisse`],
      };
    }
    return {
      label: [`${n} ${plEn}/case`, `${n}${mw}/箱`, `caisse de ${n} ${plFr}`],
      spec: [`${n} ${plEn} per case`, `每箱${n}${mw}`, `${n} ${plFr} par caisse`],
    };
  }
  throw new Error(`${where}: unreadable pack '${pack}'`);
}

// ---------------------------------------------------------------------------------------------
// Money strings
// ---------------------------------------------------------------------------------------------

function unitPriceText(cents: number, per: 'L' | 'kg'): LocalizedText {
  const dollars = (cents / 100).toFixed(2);
  const perCn = per === 'L' ? '升' : '公斤';
  return { en: `$${dollars} / ${per}`, cn: `$${dollars} / ${perCn}`, fr: `${frNum(dollars)} $ / ${per}` };
}

/** Litres or kilograms in one inner pack, or null for ounces / pounds (no metric unit price). */
function metricAmount(size: number, unit: MassVolume): { amount: number; per: 'L' | 'kg' } | null {
  switch (unit) {
    case 'L':
      return { amount: size, per: 'L' };
    case 'mL':
      return { amount: size / 1000, per: 'L' };
    case 'kg':
      return { amount: size, per: 'kg' };
    case 'g':
      return { amount: size / 1000, per: 'kg' };
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Deterministic pseudo-random numbers (stock levels and per-order max of rows that don't set them)
// ---------------------------------------------------------------------------------------------

/** FNV-1a hash of a string, seeding mulberry32. */
function seededRandom(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------
// Product builder
// ---------------------------------------------------------------------------------------------

function buildProduct(def: CategoryDef, categoryId: number, row: CatalogueRow, index: number): DemoProduct {
  const id = 100000 + categoryId * 100 + index + 1;
  const sku = `${def.prefix}-${1001 + index}`;
  const where = `${sku} (${row.n[0]})`;
  const pack = parsePack(row.pack, row.weigh, where);

  // Prices
  const orgPrice = row.price;
  let price = orgPrice;
  let isSpecial: 0 | 1 = 0;
  let disQty = 0;
  let limit = 0;
  if (row.sp) {
    [price, disQty, limit] = row.sp;
    isSpecial = 1;
    if (price >= orgPrice) throw new Error(`${where}: special price must be below the regular price`);
    if (row.batch) throw new Error(`${where}: a special offer cannot have volume pricing`);
  }
  const batchPrices: DemoProduct['batch_prices'] = [];
  if (row.batch) {
    const tiers = [[1, orgPrice] as const, ...row.batch];
    tiers.forEach(([start, cents], i) => {
      const next = tiers[i + 1];
      const prev = tiers[i - 1];
      if (prev && (start <= prev[0] || cents >= prev[1])) throw new Error(`${where}: batch tiers must go up in qty, down in price`);
      batchPrices.push({ start, end: next ? next[0] - 1 : 0, price_cents: cents });
    });
  }

  // Sold by unit
  let unitFlag: 0 | 1 = 0;
  let unitCount = 0;
  let unitValue: LocalizedText = lt(EMPTY);
  let unitPrice: LocalizedText = lt(EMPTY);
  if (row.unit) {
    const inner = pack.inner;
    if (!inner) throw new Error(`${where}: sold by unit needs an 'N x size unit' pack`);
    const [kEn, kCn, kFr] = UNIT_KINDS[row.unit];
    const [uEn, uCn, uFr] = UNIT_WORDS[inner.unit];
    unitFlag = 1;
    unitCount = inner.count;
    unitValue = {
      en: `${inner.sizeText} ${uEn} ${kEn}`,
      cn: `${inner.sizeText}${uCn}/${kCn}`,
      fr: `${kFr} de ${frNum(inner.sizeText)} ${uFr}`,
    };
    const metric = metricAmount(inner.size, inner.unit);
    if (metric) unitPrice = unitPriceText(Math.round(price / (inner.count * metric.amount)), metric.per);
  }

  // Stock & per-order max
  const rand = seededRandom(sku);
  const r1 = rand();
  const r2 = rand();
  const r3 = rand();
  let stock: number;
  if (row.stock !== undefined) stock = row.stock;
  else if (r1 < 0.6) stock = UNLIMITED_STOCK;
  else if (r1 < 0.88) stock = 30 + Math.floor(r2 * 46) * 10;
  else stock = 3 + Math.floor(r2 * 18);
  const max = row.max ?? (row.qty ? 0 : r3 < 0.08 ? ([5, 10, 10, 20] as const)[Math.floor(r2 * 4)]! : 0);

  // Texts
  const [nEn, nCn, nFr] = row.n;
  const [pEn, pCn, pFr] = pack.label;
  const fullName: LocalizedText = { en: `${nEn}, ${pEn}`, cn: `${nCn} ${pCn}`, fr: `${nFr}, ${pFr}` };

  let description = lt(row.d);
  if (row.weigh) {
    const [v, u] = row.weigh;
    const ucn = UNIT_WORDS[u][1];
    description = {
      en: `${description.en} Priced per unit of approx. ${v} ${u}; the final price is adjusted to the actual weight.`,
      cn: `${description.cn}按件计价，每件约${v}${ucn}，最终价格按实际重量结算。`,
      fr: `${description.fr} Prix à l’unité d’environ ${frNum(v)} ${u}. Le prix final est ajusté selon le poids réel.`,
    };
  }

  const [oEn, oCn, oFr] = ORIGINS[row.from];
  const [sEn, sCn, sFr] = STORAGE[row.keep];
  const [kEn, kCn, kFr] = pack.spec;
  const specification: LocalizedText = {
    en: `${kEn} · ${oEn} · ${sEn}`,
    cn: `${kCn} · ${oCn} · ${sCn}`,
    fr: `${kFr} · ${oFr} · ${sFr}`,
  };

  let propaganda = lt(row.pr ?? EMPTY);
  if (!row.pr && isSpecial) {
    const pct = Math.round((1 - price / orgPrice) * 100);
    propaganda = {
      en: `Special: save ${pct}%`,
      cn: `特价：立省${pct}%`,
      fr: `Spécial : économisez ${pct} %`,
    };
  } else if (!row.pr && row.batch?.[0]) {
    const from = row.batch[0][0];
    propaganda = {
      en: `Volume pricing from ${from} units`,
      cn: `${from}件起享批量价`,
      fr: `Prix de volume dès ${from} unités`,
    };
  }

  const tagCodes: (TagCode | 'sale')[] = [...(isSpecial ? (['sale'] as const) : []), ...(row.tags ?? [])];
  const tags = tagCodes.map((code) => ({ tag: lt(TAGS[code].tag), color: TAGS[code].color }));

  const shopIds = row.only === 'T' ? [TORONTO_SHOP_ID] : row.only === 'O' ? [OTTAWA_SHOP_ID] : [...DEMO_SHOP_IDS];

  return {
    id,
    sku,
    category_id: categoryId,
    position: index + 1,
    name: lt(row.n),
    full_name: fullName,
    propaganda,
    description,
    specification,
    image: `catalogue/${def.slug}/${sku}.webp`,
    tags,
    price_cents: price,
    org_price_cents: orgPrice,
    unit_flag: unitFlag,
    unit_count: unitCount,
    unit_value: unitValue,
    unit_price: unitPrice,
    is_special: isSpecial,
    dis_qty: disQty,
    discount_limit_times: limit,
    batch_prices: batchPrices,
    stock,
    max,
    min_qty: row.qty?.[0] ?? 1,
    qty_step: row.qty?.[1] ?? 1,
    need_weigh: row.weigh ? 1 : 0,
    weight_value: row.weigh ? row.weigh[0] : '',
    weight_unit: row.weigh ? row.weigh[1] : '',
    options: buildOptions(id, row.opts ?? []),
    tax_class: row.tax ?? def.tax,
    pickup_allowed: true,
    status: row.off ? 1 : 0,
    shop_ids: shopIds,
  };
}

export const demoProducts: DemoProduct[] = CATEGORY_DEFS.flatMap((def, ci) =>
  def.rows.map((row, i) => buildProduct(def, ci + 1, row, i)),
);
