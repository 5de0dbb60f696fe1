import type { LocalizedText } from '../../../core/schemas/common';
import type { DiscountEventOptions, GeoPolygon, ShopSettings } from '../schema';

/** The demo's shops, warehouses, areas, promotions and coupons (products live in demo-catalogue.ts). */

export const DEFAULT_SHOP_ID = 17243;

const settings = (overrides: Partial<ShopSettings> = {}): ShopSettings => ({
  // DECISIONS.md: $9.90 (tax included) while the order is under $100 before tax.
  service_fee: { enabled: true, type: 'small_order_fee', rules: [{ end_cents: 100_00, value_cents: 9_90 }] },
  order_limit_times: 10,
  payment_charge_fee_percent: 2,
  delivery_time_minutes: 25,
  time_zone: 'America/Toronto',
  ...overrides,
});

/** Greater Toronto and Hamilton, bounded by Lake Ontario to the south. */
const GTA_ZONE: GeoPolygon = {
  type: 'Polygon',
  coordinates: [
    [
      [-80.05, 43.05], [-79.6, 43.05], [-79.58, 43.3], [-79.5, 43.55], [-79.4, 43.6], [-79.2, 43.72],
      [-78.85, 43.83], [-78.8, 44.05], [-79.35, 44.15], [-79.9, 44.0], [-80.1, 43.7], [-80.05, 43.05],
    ],
  ],
};

/** Ottawa south of the Ottawa River: Gatineau (Quebec) stays outside. */
const OTTAWA_ZONE: GeoPolygon = {
  type: 'Polygon',
  coordinates: [
    [
      // South shore of the Ottawa River, west to east; Hull, Aylmer and Gatineau lie north of it.
      [-76.15, 45.1], [-75.3, 45.1], [-75.3, 45.53], [-75.45, 45.515], [-75.55, 45.48], [-75.65, 45.47], [-75.68, 45.458],
      [-75.69, 45.443], [-75.703, 45.431], [-75.72, 45.418], [-75.76, 45.398], [-75.8, 45.372], [-75.9, 45.372],
      [-75.95, 45.4], [-76.05, 45.45], [-76.15, 45.45], [-76.15, 45.1],
    ],
  ],
};

/** Kitchener, Waterloo and Cambridge, west of the GTA zone (Guelph, to the north-east, stays outside). */
const WATERLOO_ZONE: GeoPolygon = {
  type: 'Polygon',
  coordinates: [
    [
      [-80.62, 43.33], [-80.27, 43.33], [-80.27, 43.53], [-80.62, 43.53], [-80.62, 43.33],
    ],
  ],
};

/** The third demo shop: it steers guests to the app (spec §2.7), so the download-app dialog can be seen. */
export const APP_STEERED_SHOP_ID = 17245;

const text = (en: string, cn: string, fr: string): LocalizedText => ({ en, cn, fr });

export const demoShops = [
  {
    id: DEFAULT_SHOP_ID,
    name: text('Supply Desk Toronto', 'Supply Desk 多伦多', 'Supply Desk Toronto'),
    description: text(
      'Next-day delivery across the GTA and Hamilton from our Scarborough warehouse.',
      '从士嘉堡仓库出发，大多伦多地区和汉密尔顿次日送达。',
      'Livraison le lendemain dans la RGT et à Hamilton depuis notre entrepôt de Scarborough.',
    ),
    city: 'Toronto',
    addr: '2300 Markham Rd, Scarborough, ON M1B 2W4',
    postalCode: 'M1B 2W4',
    lat: '43.8155',
    lng: '-79.2452',
    tel: '416-555-0143',
    hours: 'Mon–Sat 08:00–23:00',
    deliveryZone: GTA_ZONE,
    settings: settings(),
    payLater: true,
  },
  {
    id: 17244,
    name: text('Supply Desk Ottawa', 'Supply Desk 渥太华', 'Supply Desk Ottawa'),
    description: text(
      'Next-day delivery across Ottawa, Kanata, Nepean and Orléans.',
      '渥太华、卡纳塔、尼平和奥尔良次日送达。',
      'Livraison le lendemain à Ottawa, Kanata, Nepean et Orléans.',
    ),
    city: 'Ottawa',
    addr: '2625 Sheffield Rd, Ottawa, ON K1B 3V7',
    postalCode: 'K1B 3V7',
    lat: '45.4140',
    lng: '-75.6166',
    tel: '613-555-0178',
    hours: 'Mon–Sat 08:00–23:00',
    deliveryZone: OTTAWA_ZONE,
    settings: settings({ order_limit_times: 8 }),
    payLater: false,
  },
  {
    id: APP_STEERED_SHOP_ID,
    name: text('Supply Desk Waterloo Region', 'Supply Desk 滑铁卢地区', 'Supply Desk région de Waterloo'),
    description: text(
      'Next-day delivery across Kitchener, Waterloo and Cambridge. Guests order in the Supply Desk app.',
      '基奇纳、滑铁卢和剑桥次日送达。访客请在 Supply Desk 应用中下单。',
      'Livraison le lendemain à Kitchener, Waterloo et Cambridge. Les visiteurs commandent dans l’application Supply Desk.',
    ),
    city: 'Kitchener',
    addr: '1400 Weber St E, Kitchener, ON N2A 1C3',
    postalCode: 'N2A 1C3',
    lat: '43.4361',
    lng: '-80.4377',
    tel: '519-555-0121',
    hours: 'Mon–Sat 08:00–23:00',
    deliveryZone: WATERLOO_ZONE,
    settings: settings(),
    payLater: false,
    steerGuestsToApp: true,
  },
] as const;

// DECISIONS.md: demo warehouses open Monday–Friday 13:00–16:00, one hour of preparation.
const WEEKDAY_PICKUP_HOURS = [
  'Monday,13:00-16:00',
  'Tuesday,13:00-16:00',
  'Wednesday,13:00-16:00',
  'Thursday,13:00-16:00',
  'Friday,13:00-16:00',
  'Saturday,Closed',
  'Sunday,Closed',
];

export const demoWarehouses = [
  {
    id: 1,
    shopId: DEFAULT_SHOP_ID,
    city: text('Toronto (Scarborough)', '多伦多（士嘉堡）', 'Toronto (Scarborough)'),
    address: '2300 Markham Rd, Scarborough, ON M1B 2W4',
    postalCode: 'M1B 2W4',
    lat: '43.8155',
    lng: '-79.2452',
    tel: '416-555-0143',
    img: '/resources/warehouses/scarborough.svg',
    normalOperation: WEEKDAY_PICKUP_HOURS,
    prepMinutes: 60,
  },
  {
    id: 2,
    shopId: 17244,
    city: text('Ottawa', '渥太华', 'Ottawa'),
    address: '2625 Sheffield Rd, Ottawa, ON K1B 3V7',
    postalCode: 'K1B 3V7',
    lat: '45.4140',
    lng: '-75.6166',
    tel: '613-555-0178',
    img: '/resources/warehouses/ottawa.svg',
    normalOperation: WEEKDAY_PICKUP_HOURS,
    prepMinutes: 60,
  },
];

/** Served areas, each with its centre: an address in a shop's zone belongs to the nearest area of that shop. */
const areaRows: [id: number, shopId: number, name: LocalizedText, lat: number, lng: number][] = [
  [1, DEFAULT_SHOP_ID, text('Toronto', '多伦多', 'Toronto'), 43.6535, -79.3839],
  [2, DEFAULT_SHOP_ID, text('North York', '北约克', 'North York'), 43.7676, -79.4141],
  [3, DEFAULT_SHOP_ID, text('Scarborough', '士嘉堡', 'Scarborough'), 43.7731, -79.2578],
  [4, DEFAULT_SHOP_ID, text('Etobicoke', '怡陶碧谷', 'Etobicoke'), 43.6441, -79.5656],
  [5, DEFAULT_SHOP_ID, text('Mississauga', '密西沙加', 'Mississauga'), 43.589, -79.6441],
  [6, DEFAULT_SHOP_ID, text('Markham', '万锦', 'Markham'), 43.8561, -79.337],
  [7, DEFAULT_SHOP_ID, text('Richmond Hill', '列治文山', 'Richmond Hill'), 43.8828, -79.4403],
  [8, DEFAULT_SHOP_ID, text('Vaughan', '旺市', 'Vaughan'), 43.8543, -79.5088],
  [9, DEFAULT_SHOP_ID, text('Brampton', '宾顿', 'Brampton'), 43.6855, -79.76],
  [10, DEFAULT_SHOP_ID, text('Oakville', '奥克维尔', 'Oakville'), 43.4675, -79.6877],
  [11, DEFAULT_SHOP_ID, text('Hamilton', '汉密尔顿', 'Hamilton'), 43.2557, -79.8711],
  [12, 17244, text('Ottawa', '渥太华', 'Ottawa'), 45.4215, -75.6972],
  [13, 17244, text('Nepean', '尼平', 'Nepean'), 45.3447, -75.7602],
  [14, 17244, text('Kanata', '卡纳塔', 'Kanata'), 45.3088, -75.8987],
  [15, 17244, text('Orléans', '奥尔良', 'Orléans'), 45.465, -75.51],
  [16, APP_STEERED_SHOP_ID, text('Kitchener', '基奇纳', 'Kitchener'), 43.4516, -80.4925],
  [17, APP_STEERED_SHOP_ID, text('Waterloo', '滑铁卢', 'Waterloo'), 43.4643, -80.5204],
  [18, APP_STEERED_SHOP_ID, text('Cambridge', '剑桥', 'Cambridge'), 43.3616, -80.3144],
];

export const demoAreas = areaRows.map(([id, shopId, name, lat, lng]) => ({ id, shopId, name, province: 'ON', lat, lng }));

interface DemoDiscountEvent {
  id: number;
  shopId: number;
  kind: 'shop_full_discount' | 'shop_product_sale';
  discountCode: string;
  discountAmountCents: number;
  options: DiscountEventOptions;
}

/** Spend-threshold tiers with gifts (spec §4) and the shop-wide special-sale limit. */
export function demoDiscountEvents(giftProductIds: readonly number[]): DemoDiscountEvent[] {
  const [napkins, gloves] = giftProductIds;
  const tiers = (shopId: number, base: number): DemoDiscountEvent[] => [
    {
      id: base + 1,
      shopId,
      kind: 'shop_full_discount',
      discountCode: `FULL300-${shopId}`,
      discountAmountCents: 10_00,
      options: {
        full_amount_cents: 300_00,
        discount_tag: text('$10 off $300', '满300减10', '10 $ de rabais dès 300 $'),
      },
    },
    {
      id: base + 2,
      shopId,
      kind: 'shop_full_discount',
      discountCode: `FULL600-${shopId}`,
      discountAmountCents: 25_00,
      options: {
        full_amount_cents: 600_00,
        ...(napkins ? { gift_product_id: napkins } : {}),
        discount_tag: text('$25 off $600 + gift', '满600减25并送赠品', '25 $ de rabais dès 600 $ + cadeau'),
      },
    },
    {
      id: base + 3,
      shopId,
      kind: 'shop_full_discount',
      discountCode: `FULL1000-${shopId}`,
      discountAmountCents: 50_00,
      options: {
        full_amount_cents: 1000_00,
        ...(gloves ? { gift_product_id: gloves } : {}),
        discount_tag: text('$50 off $1,000 + gift', '满1000减50并送赠品', '50 $ de rabais dès 1 000 $ + cadeau'),
      },
    },
    {
      id: base + 9,
      shopId,
      kind: 'shop_product_sale',
      discountCode: `SALE-${shopId}`,
      discountAmountCents: 0,
      options: { order_limit_times: shopId === DEFAULT_SHOP_ID ? 10 : 8 },
    },
  ];
  return [...tiers(DEFAULT_SHOP_ID, 100), ...tiers(17244, 200)];
}

const YEAR_START = new Date('2026-01-01T05:00:00Z');
const YEAR_END = new Date('2027-12-31T05:00:00Z');

export const demoCoupons = [
  {
    code: 'WELCOME10',
    name: text('$10 off your first $150', '满150减10 新客券', '10 $ de rabais sur 150 $'),
    kind: 'amount' as const,
    value: 10_00,
    minSubtotalCents: 150_00,
    shippingType: 'all' as const,
    stackable: false,
    userCoupon: true,
    perUserLimit: 1,
  },
  {
    code: 'SAVE5',
    name: text('5% off orders over $250', '满250享95折', '5 % de rabais dès 250 $'),
    kind: 'percent' as const,
    value: 500,
    minSubtotalCents: 250_00,
    shippingType: 'all' as const,
    stackable: false,
    userCoupon: true,
    perUserLimit: 3,
  },
  {
    code: 'PICKUP15',
    name: text('$15 off pickup orders over $200', '自取满200减15', '15 $ de rabais pour cueillette dès 200 $'),
    kind: 'amount' as const,
    value: 15_00,
    minSubtotalCents: 200_00,
    shippingType: 'pickup' as const,
    stackable: true,
    userCoupon: true,
    perUserLimit: 2,
  },
  {
    code: 'PADBACK1',
    name: text('PAD 1% cashback', 'PAD 1% 返现', 'Remise de 1 % DPA'),
    kind: 'amount' as const,
    value: 0,
    minSubtotalCents: 0,
    shippingType: 'all' as const,
    stackable: true,
    userCoupon: false,
    perUserLimit: 0,
  },
].map((c) => ({ ...c, startsAt: YEAR_START, endsAt: YEAR_END }));

interface DemoComboSpec {
  name: LocalizedText;
  tag: LocalizedText;
  /** English product names, as in the demo catalogue, with quantities. */
  items: [string, number][];
  comboPriceCents: number;
}

const comboSpecs: DemoComboSpec[] = [
  {
    name: text('Wing night', '鸡翅之夜', 'Soirée ailes de poulet'),
    tag: text('Best seller', '热销', 'Meilleur vendeur'),
    items: [['Chicken Wings', 1], ['High-Stability Canola Frying Oil', 1], ['Sriracha Hot Chili Sauce', 1]],
    comboPriceCents: 169_99,
  },
  {
    name: text('Fry station', '炸物工作站', 'Poste de friture'),
    tag: text('Best seller', '热销', 'Meilleur vendeur'),
    items: [['French Fries 3/8" Straight Cut', 2], ['High-Stability Canola Frying Oil', 1], ['Fancy Ketchup', 1]],
    comboPriceCents: 172_50,
  },
  {
    name: text('Stir-fry sauce set', '炒菜酱料组合', 'Ensemble de sauces sautées'),
    tag: text('Asian kitchen', '中式厨房', 'Cuisine asiatique'),
    items: [['Light Soy Sauce', 1], ['Oyster Sauce', 1], ['Shaoxing Cooking Wine', 1], ['Pure Sesame Oil', 1]],
    comboPriceCents: 179_00,
  },
  {
    name: text('Dumpling kit', '饺子套装', 'Trousse à dumplings'),
    tag: text('Asian kitchen', '中式厨房', 'Cuisine asiatique'),
    items: [['Pork & Chive Dumplings', 2], ['Chinkiang Black Vinegar', 1], ['Chili Crisp', 1]],
    comboPriceCents: 209_00,
  },
  {
    name: text('Take-out starter', '外卖包装入门组合', 'Trousse pour emporter'),
    tag: text('Take-out', '外卖', 'Pour emporter'),
    items: [['Compostable Fibre Clamshell 9 × 9"', 1], ['Kraft Take-out Bags with Handles', 1], ['Luncheon Napkins, 2-ply', 1]],
    comboPriceCents: 164_99,
  },
  {
    name: text('Coffee counter', '咖啡吧台组合', 'Comptoir à café'),
    tag: text('Take-out', '外卖', 'Pour emporter'),
    items: [['Paper Hot Cups 12 oz', 1], ['Hot Cup Lids 12–20 oz', 1], ['Coffee Creamer Cups 10%', 1]],
    comboPriceCents: 124_99,
  },
];

/** Combo sales per shop, resolved against the catalogue; a combo whose products a shop lacks is skipped. */
export function demoCombos(findSoldProduct: (englishName: string, shopId: number) => number | undefined) {
  const rows = [];
  let id = 1;
  for (const shopId of [DEFAULT_SHOP_ID, 17244]) {
    for (const [position, spec] of comboSpecs.entries()) {
      const items = spec.items.map(([name, qty]) => ({ product_id: findSoldProduct(name, shopId), qty }));
      if (items.some((i) => i.product_id === undefined)) continue;
      rows.push({
        id: id++,
        shopId,
        name: spec.name,
        tag: spec.tag,
        items: items.map((i) => ({ product_id: i.product_id as number, qty: i.qty })),
        comboPriceCents: spec.comboPriceCents,
        position,
      });
    }
  }
  return rows;
}
