import type { CatalogueRow } from '../demo-catalogue';

/**
 * Drinks (DR). Ontario HST: carbonated and sweetened drinks (under 25 % juice) and drink syrups are
 * taxable (`tax`); water, juice, milk-like beverages, coffee and tea are zero-rated basic groceries.
 */
export const drinkRows: readonly CatalogueRow[] = [
  {
    n: ['Soft Drinks, Cans', '罐装汽水', 'Boissons gazeuses en canettes'],
    tax: 'taxable',
    pack: '24 x 355 mL', price: 1499, from: 'CA', keep: 'room', unit: 'can', opts: ['flavour'], tags: ['hot'],
    d: [
      'Classic 355 mL cans for combos and the drinks fridge; choose one flavour per case.',
      '经典355毫升罐装汽水，适合套餐和饮料冰柜；每箱可选一种口味。',
      'Canettes classiques de 355 mL pour les combos et le frigo à boissons; une saveur par caisse.',
    ],
  },
  {
    n: ['Soft Drinks, 2 L Bottles', '2升瓶装汽水', 'Boissons gazeuses, bouteilles de 2 L'],
    tax: 'taxable',
    pack: '8 x 2 L', price: 1599, from: 'CA', keep: 'room', unit: 'bottle', opts: ['flavour'],
    d: [
      'Family-size bottles for pizza deals and catering orders.',
      '家庭装大瓶汽水，适合披萨套餐和宴会订单。',
      'Bouteilles format familial pour les offres pizza et les commandes de traiteur.',
    ],
  },
  {
    n: ['Spring Water', '泉水', 'Eau de source'],
    pack: '24 x 500 mL', price: 499, from: 'ON', keep: 'room', unit: 'bottle', tags: ['local'],
    d: [
      'Ontario spring water in 500 mL bottles, for the grab-and-go fridge and catering.',
      '安大略省泉水，500毫升瓶装，适合即取即走冰柜和宴会。',
      'Eau de source de l’Ontario en bouteilles de 500 mL, pour le frigo prêt-à-emporter et le traiteur.',
    ],
    batch: [[10, 449], [30, 399]],
  },
  {
    n: ['Sparkling Water', '苏打水', 'Eau gazéifiée'],
    tax: 'taxable',
    pack: '24 x 355 mL', price: 1299, from: 'CA', keep: 'room', sp: [1099, 10, 0],
    d: [
      'Unsweetened carbonated water in cans, lightly mineralized, for mocktails and the fridge.',
      '无糖罐装气泡水，轻度矿化，适合无酒精鸡尾酒和冰柜。',
      'Eau gazéifiée non sucrée en canettes, légèrement minéralisée, pour mocktails et frigo.',
    ],
  },
  {
    n: ['Orange Juice, Not from Concentrate', '非浓缩还原橙汁', 'Jus d’orange non fait de concentré'],
    pack: '12 x 1 L', price: 2995, from: 'US', keep: 'fridge', unit: 'carton',
    d: [
      '100% pure pressed orange juice, no pulp, for breakfast service and brunch cocktails.',
      '100%纯压榨无果肉橙汁，适合早餐和早午餐鸡尾酒。',
      'Jus d’orange 100 % pur pressé, sans pulpe, pour le déjeuner et les cocktails du brunch.',
    ],
  },
  {
    n: ['Apple Juice Boxes', '苹果汁（小盒装）', 'Boîtes de jus de pomme'],
    pack: '40 x 200 mL', price: 1795, from: 'CA', keep: 'room',
    d: [
      'Canadian apple juice in 200 mL boxes with straws, for kids’ meals.',
      '加拿大苹果汁，200毫升小盒装附吸管，适合儿童餐。',
      'Jus de pomme canadien en boîtes de 200 mL avec paille, pour les repas des enfants.',
    ],
  },
  {
    n: ['Lemon Iced Tea, Cans', '柠檬冰茶（罐装）', 'Thé glacé au citron en canettes'],
    tax: 'taxable',
    pack: '24 x 340 mL', price: 1599, from: 'CA', keep: 'room',
    d: [
      'Sweetened black tea with lemon, a summer patio favourite.',
      '加糖柠檬红茶，夏日露台的人气饮品。',
      'Thé noir sucré au citron, un favori des terrasses l’été.',
    ],
    sp: [1299, 5, 0],
  },
  {
    n: ['Oolong Tea, Unsweetened', '无糖乌龙茶', 'Thé oolong non sucré'],
    pack: '24 x 500 mL', price: 3995, from: 'JP', keep: 'room',
    d: [
      'Brewed Japanese oolong tea in PET bottles; pairs well with sushi and fried food.',
      '日本冲泡乌龙茶，PET瓶装，搭配寿司和油炸食品都很合适。',
      'Thé oolong japonais infusé en bouteilles PET; s’accorde bien avec les sushis et les fritures.',
    ],
  },
  {
    n: ['Hong Kong-style Lemon Tea', '港式柠檬茶', 'Thé au citron style Hong Kong'],
    tax: 'taxable',
    pack: '24 x 250 mL', price: 1995, from: 'HK', keep: 'room', tags: ['hot'],
    d: [
      'Classic lemon tea drink boxes, the go-to match for dim sum and cha chaan teng meals.',
      '经典盒装柠檬茶，是点心和茶餐厅套餐的最佳搭配。',
      'Boîtes de thé au citron classiques, l’accord incontournable du dim sum et des repas cha chaan teng.',
    ],
  },
  {
    n: ['Sweetened Soy Beverage', '甜豆浆', 'Boisson de soya sucrée'],
    pack: '6 x 1.89 L', price: 2095, from: 'ON', keep: 'fridge', tags: ['local'], only: 'T',
    d: [
      'Fresh soy milk made in Toronto from Ontario soybeans; serve hot or cold.',
      '多伦多以安大略省黄豆制作的新鲜豆浆，冷热皆宜。',
      'Boisson de soya fraîche faite à Toronto avec du soya de l’Ontario; à servir chaude ou froide.',
    ],
  },
  {
    n: ['Coconut Water', '椰子水', 'Eau de coco'],
    pack: '12 x 1 L', price: 3695, from: 'TH', keep: 'room', unit: 'carton',
    d: [
      '100% coconut water from young Thai coconuts, no sugar added.',
      '100%泰国嫩椰子水，不加糖。',
      'Eau de coco 100 % de jeunes noix de coco thaïes, sans sucre ajouté.',
    ],
  },
  {
    n: ['Aloe Vera Drink', '芦荟汁饮料', 'Boisson à l’aloès'],
    tax: 'taxable',
    pack: '20 x 500 mL', price: 2995, from: 'KR', keep: 'room',
    d: [
      'Refreshing aloe drink with real aloe pieces, a best seller in Korean and Chinese restaurants.',
      '含真实芦荟果粒的清爽饮料，韩餐厅和中餐厅的热销款。',
      'Boisson rafraîchissante avec de vrais morceaux d’aloès, un succès des restaurants coréens et chinois.',
    ],
  },
  {
    n: ['Grass Jelly Drink', '仙草蜜', 'Boisson à la gelée d’herbe'],
    tax: 'taxable',
    pack: '24 x 300 mL', price: 2395, from: 'TW', keep: 'room',
    d: [
      'Lightly sweet herbal jelly drink from Taiwan; shake before opening.',
      '台湾清甜仙草蜜饮料，开罐前请摇匀。',
      'Boisson taïwanaise à la gelée d’herbe légèrement sucrée; agiter avant d’ouvrir.',
    ],
  },
  {
    n: ['Ramune Soda, Original', '弹珠汽水（原味）', 'Soda Ramune original'],
    tax: 'taxable',
    pack: '30 x 200 mL', price: 4295, from: 'JP', keep: 'room', tags: ['new'], stock: 0,
    d: [
      'Japanese marble-sealed soda that customers love to pop at the table.',
      '日本弹珠汽水，顾客喜欢在餐桌上亲手打开。',
      'Soda japonais scellé par une bille que les clients adorent ouvrir à table.',
    ],
  },
  {
    n: ['Energy Drink', '能量饮料', 'Boisson énergisante'],
    tax: 'taxable',
    pack: '24 x 473 mL', price: 4295, from: 'US', keep: 'room', off: true,
    d: [
      'Tall cans of caffeinated energy drink for convenience counters.',
      '大罐装含咖啡因能量饮料，适合便利柜台。',
      'Grandes canettes de boisson énergisante caféinée pour les comptoirs dépanneur.',
    ],
  },
  {
    n: ['Sports Drink, Lemon-Lime', '运动饮料（柠檬青柠味）', 'Boisson pour sportifs citron-lime'],
    tax: 'taxable',
    pack: '24 x 591 mL', price: 2995, from: 'CA', keep: 'room',
    d: [
      'Electrolyte sports drink in 591 mL bottles, for cafeterias and arena canteens.',
      '591毫升瓶装电解质运动饮料，适合食堂和体育馆小卖部。',
      'Boisson électrolytique en bouteilles de 591 mL, pour cafétérias et cantines d’aréna.',
    ],
  },
  {
    n: ['Espresso Roast Coffee Beans', '意式浓缩咖啡豆', 'Café en grains torréfaction espresso'],
    pack: 'bag 2.27 kg', price: 5995, from: 'RCA', keep: 'dry',
    d: [
      'Dark-roasted Arabica and Robusta blend with chocolate notes and a thick crema.',
      '深烘阿拉比卡与罗布斯塔拼配，带巧克力风味，油脂丰厚。',
      'Mélange arabica et robusta torréfié foncé aux notes de chocolat et à la crema épaisse.',
    ],
    batch: [[3, 5695], [6, 5395]],
  },
  {
    n: ['Ground Coffee Portion Packs', '咖啡粉（独立包装）', 'Café moulu en sachets-portions'],
    pack: '42 x 71 g', price: 5495, from: 'RCA', keep: 'dry',
    d: [
      'Pre-measured medium-roast packs, one per 10-cup brewer pot.',
      '预先称量的中度烘焙咖啡粉包，每包冲煮一壶10杯。',
      'Sachets prémesurés de torréfaction moyenne, un par cafetière de 10 tasses.',
    ],
  },
  {
    n: ['Orange Pekoe Tea Bags', '橙黄白毫红茶包', 'Sachets de thé orange pekoe'],
    pack: '1000 ct', price: 2995, from: 'PCA', keep: 'dry',
    d: [
      'Canada’s everyday black tea, individually enveloped for table service.',
      '加拿大人日常喝的红茶，独立纸袋包装，适合餐桌服务。',
      'Le thé noir de tous les jours au Canada, en enveloppes individuelles pour le service aux tables.',
    ],
  },
  {
    n: ['Jasmine Tea Leaves', '茉莉花茶', 'Thé au jasmin en vrac'],
    pack: '10 x 454 g', price: 4995, from: 'CN', keep: 'dry', tags: ['hot'],
    d: [
      'Fragrant jasmine green tea for the dim sum teapot; one pound brews about 150 pots.',
      '香气馥郁的茉莉绿茶，适合点心茶壶，一磅约可冲泡150壶。',
      'Thé vert parfumé au jasmin pour la théière du dim sum; une livre donne environ 150 théières.',
    ],
  },
  {
    n: ['Hot Chocolate Mix', '热可可粉', 'Mélange pour chocolat chaud'],
    pack: 'bag 2 kg', price: 1795, from: 'CA', keep: 'dry',
    d: [
      'Rich cocoa mix for vending and café service; just add hot water.',
      '浓郁可可粉，适合饮料机和咖啡店，加热水即可。',
      'Mélange de cacao riche pour distributrices et cafés; il suffit d’ajouter de l’eau chaude.',
    ],
  },
  {
    n: ['Tapioca Pearls for Bubble Tea', '珍珠粉圆', 'Perles de tapioca pour thé aux perles'],
    pack: '6 x 3 kg', price: 8995, from: 'TW', keep: 'dry', tags: ['hot'],
    d: [
      'Brown-sugar tapioca pearls that cook in 25 minutes and stay chewy for hours.',
      '黑糖珍珠，煮25分钟即可，数小时内保持Q弹。',
      'Perles de tapioca à la cassonade, cuites en 25 minutes et élastiques pendant des heures.',
    ],
    sp: [7995, 2, 2],
  },
  {
    n: ['Milk Tea Powder', '奶茶粉', 'Poudre de thé au lait'],
    pack: '10 x 1 kg', price: 7995, from: 'TW', keep: 'dry',
    d: [
      'Assam black tea and creamer blend for fast, consistent milk tea.',
      '阿萨姆红茶与奶精调配，快速冲出口味稳定的奶茶。',
      'Mélange de thé noir d’Assam et de colorant à café pour un thé au lait rapide et constant.',
    ],
  },
  {
    n: ['Passion Fruit Syrup', '百香果糖浆', 'Sirop de fruit de la passion'],
    tax: 'taxable',
    pack: '6 x 2.5 kg', price: 7495, from: 'TW', keep: 'after',
    d: [
      'Concentrated fruit syrup with seeds for fruit teas, slushes and sodas.',
      '含果籽浓缩果味糖浆，适合水果茶、冰沙和苏打饮。',
      'Sirop de fruit concentré avec graines pour thés aux fruits, barbotines et sodas.',
    ],
    batch: [[4, 7195], [8, 6895]],
  },
  {
    n: ['Chrysanthemum Tea Drink', '菊花茶饮料', 'Boisson à la tisane de chrysanthème'],
    tax: 'taxable',
    pack: '24 x 250 mL', price: 1895, from: 'HK', keep: 'room',
    d: [
      'Lightly sweetened chrysanthemum herbal tea, served chilled with spicy dishes.',
      '微甜菊花茶，冰镇后搭配辣味菜式。',
      'Tisane de chrysanthème légèrement sucrée, servie froide avec les plats épicés.',
    ],
  },
  {
    n: ['Ginger Kombucha', '姜味康普茶', 'Kombucha au gingembre'],
    tax: 'taxable',
    pack: '12 x 414 mL', price: 3995, from: 'ON', keep: 'fridge', tags: ['new', 'local', 'organic'], stock: 9,
    d: [
      'Organic raw kombucha brewed in Ontario, lightly sparkling with fresh ginger.',
      '安大略省酿造的有机生康普茶，带新鲜姜味的微气泡。',
      'Kombucha cru biologique brassé en Ontario, légèrement pétillant au gingembre frais.',
    ],
  },
];
