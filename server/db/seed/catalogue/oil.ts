import type { CatalogueRow } from '../demo-catalogue';

/** Cooking oils and fats (OL). */
export const oilRows: readonly CatalogueRow[] = [
  {
    n: ['Canola Oil', '芥花籽油', 'Huile de canola'],
    pack: 'jug 16 L', price: 4795, from: 'CA', keep: 'dry', tags: ['hot'],
    d: [
      'Pure Canadian canola oil with a neutral taste and high smoke point, for frying and dressings.',
      '纯加拿大芥花籽油，味道中性、烟点高，适合油炸和调制沙拉汁。',
      'Huile de canola canadienne pure, au goût neutre et au point de fumée élevé, pour la friture et les vinaigrettes.',
    ],
    batch: [[5, 4595], [10, 4395]],
  },
  {
    n: ['High-Stability Canola Frying Oil', '高稳定性芥花油（油炸用）', 'Huile de friture canola haute stabilité'],
    pack: 'jug 16 L', price: 5695, from: 'CA', keep: 'dry',
    d: [
      'High-oleic canola that lasts up to twice as long in the fryer, with zero trans fat.',
      '高油酸芥花油，在炸炉中的使用寿命可延长至两倍，不含反式脂肪。',
      'Canola à haute teneur oléique qui dure jusqu’à deux fois plus longtemps dans la friteuse, sans gras trans.',
    ],
  },
  {
    n: ['Soybean Oil', '大豆油', 'Huile de soya'],
    pack: 'jug 16 L', price: 4395, from: 'CA', keep: 'dry',
    d: [
      'Refined soybean oil for wok cooking, deep frying and baking.',
      '精炼大豆油，适合炒锅烹饪、油炸和烘焙。',
      'Huile de soya raffinée pour la cuisson au wok, la grande friture et la pâtisserie.',
    ],
    sp: [3895, 5, 0],
  },
  {
    n: ['Vegetable Oil', '植物油', 'Huile végétale'],
    pack: 'jug 16 L', price: 4295, from: 'CA', keep: 'dry',
    d: [
      'Economical canola–soy blend for general cooking and frying.',
      '经济实惠的芥花与大豆调和油，适合日常烹饪和油炸。',
      'Mélange économique de canola et de soya pour la cuisson générale et la friture.',
    ],
    sp: [3795, 4, 3],
  },
  {
    n: ['Corn Oil', '玉米油', 'Huile de maïs'],
    pack: 'jug 16 L', price: 5495, from: 'US', keep: 'dry',
    d: [
      'Golden corn oil with a light buttery flavour for frying and popcorn.',
      '金黄色玉米油，带淡淡黄油香，适合油炸和爆米花。',
      'Huile de maïs dorée au léger goût de beurre pour la friture et le maïs soufflé.',
    ],
  },
  {
    n: ['Peanut Oil', '花生油', 'Huile d’arachide'],
    pack: 'jug 16 L', price: 8995, from: 'US', keep: 'dry',
    d: [
      'Refined peanut oil prized for wok hei and crisp fried chicken; contains peanuts.',
      '精炼花生油，炒出锅气、炸鸡酥脆；含花生成分。',
      'Huile d’arachide raffinée prisée pour le « souffle du wok » et le poulet frit croustillant; contient des arachides.',
    ],
  },
  {
    n: ['Sunflower Oil', '葵花籽油', 'Huile de tournesol'],
    pack: 'jug 16 L', price: 5995, from: 'IMP', keep: 'dry',
    d: [
      'Light, clean sunflower oil for frying, mayonnaise and baking.',
      '清爽纯净的葵花籽油，适合油炸、自制蛋黄酱和烘焙。',
      'Huile de tournesol légère et pure pour la friture, la mayonnaise et la pâtisserie.',
    ],
  },
  {
    n: ['Extra Virgin Olive Oil', '特级初榨橄榄油', 'Huile d’olive extra vierge'],
    pack: '4 x 3 L', price: 13995, from: 'ES', keep: 'dry', unit: 'tin',
    d: [
      'Cold-extracted Spanish EVOO with a fruity, peppery finish, for dressings and finishing.',
      '西班牙冷萃特级初榨橄榄油，果香中带胡椒味回甘，适合沙拉汁和出菜淋油。',
      'Huile d’olive extra vierge espagnole extraite à froid, fruitée et poivrée, pour vinaigrettes et finition.',
    ],
  },
  {
    n: ['Olive Pomace Oil', '橄榄果渣油', 'Huile de grignons d’olive'],
    pack: 'jug 16 L', price: 8995, from: 'ES', keep: 'dry',
    d: [
      'Heat-stable olive oil for sautéing and frying at a fraction of the cost of extra virgin.',
      '耐高温橄榄油，适合煎炒油炸，成本远低于特级初榨。',
      'Huile d’olive stable à la chaleur pour sauter et frire, à une fraction du prix de l’extra vierge.',
    ],
  },
  {
    n: ['Pure Sesame Oil', '纯芝麻油', 'Huile de sésame pure'],
    pack: '6 x 1.89 L', price: 7995, from: 'JP', keep: 'dry', tags: ['hot'],
    d: [
      'Toasted 100% sesame oil with deep aroma; a few drops finish soups, noodles and marinades.',
      '100%焙炒芝麻油，香气浓郁，几滴即可为汤品、面条和腌料提香。',
      'Huile 100 % sésame grillé au parfum intense; quelques gouttes suffisent pour les soupes, nouilles et marinades.',
    ],
  },
  {
    n: ['Sesame Oil Blend', '调和芝麻油', 'Huile de sésame mélangée'],
    pack: '6 x 3 L', price: 7495, from: 'CN', keep: 'dry', batch: [[4, 7195], [8, 6895]],
    d: [
      'Sesame and soybean oil blend, the economical choice for Chinese restaurant kitchens.',
      '芝麻油与大豆油调和，是中餐厅厨房的经济之选。',
      'Mélange d’huile de sésame et de soya, le choix économique des cuisines de restaurants chinois.',
    ],
  },
  {
    n: ['Chili Oil', '辣椒油', 'Huile pimentée'],
    pack: '6 x 1.8 L', price: 6995, from: 'CN', keep: 'dry',
    d: [
      'Sichuan-style red chili oil for wontons in chili oil, dan dan noodles and dipping sauces.',
      '川味红油，适合红油抄手、担担面和蘸料。',
      'Huile pimentée rouge de style sichuanais pour wontons à l’huile pimentée, nouilles dan dan et trempettes.',
    ],
  },
  {
    n: ['All-Purpose Shortening', '通用起酥油', 'Shortening tout usage'],
    pack: 'case 20 kg', price: 5995, from: 'CA', keep: 'dry',
    d: [
      'Solid vegetable shortening for flaky pastry, egg tart crusts and frying.',
      '固态植物起酥油，适合层酥点心、蛋挞皮和油炸。',
      'Shortening végétal solide pour pâtes feuilletées, croûtes de tartelettes et friture.',
    ],
  },
  {
    n: ['Liquid Frying Shortening', '液体油炸起酥油', 'Shortening liquide pour friture'],
    pack: 'jug 16 L', price: 5995, from: 'CA', keep: 'dry',
    d: [
      'Pourable frying shortening with a long fry life for high-volume fryers.',
      '可倾倒的液体起酥油，油炸寿命长，适合高出餐量的炸炉。',
      'Shortening liquide versable à longue durée de friture pour les friteuses à haut volume.',
    ],
    batch: [[5, 5695], [10, 5395]],
  },
  {
    n: ['Pure Ghee', '纯酥油', 'Ghee pur'],
    pack: 'tin 3.4 kg', price: 4795, from: 'IN', keep: 'dry',
    d: [
      'Clarified butter with a nutty aroma for tadka, biryani and parathas.',
      '带坚果香的澄清黄油，适合印式调香油、香饭和千层饼。',
      'Beurre clarifié au parfum de noisette pour le tadka, le biryani et les parathas.',
    ],
  },
  {
    n: ['Pan Release Spray', '不粘锅喷雾油', 'Enduit antiadhésif en aérosol'],
    pack: '6 x 482 g', price: 3995, from: 'US', keep: 'room',
    d: [
      'Canola-based release spray for griddles, sheet pans and muffin tins.',
      '芥花油基不粘喷雾，适用于扒炉、烤盘和松糕模。',
      'Enduit à base de canola pour plaques chauffantes, plaques à pâtisserie et moules à muffins.',
    ],
  },
  {
    n: ['Refined Coconut Oil', '精炼椰子油', 'Huile de coco raffinée'],
    pack: 'pail 15 kg', price: 6995, from: 'PH', keep: 'room',
    d: [
      'Odourless refined coconut oil for frying, vegan baking and popcorn.',
      '无味精炼椰子油，适合油炸、纯素烘焙和爆米花。',
      'Huile de coco raffinée sans odeur pour la friture, la pâtisserie végétalienne et le maïs soufflé.',
    ],
  },
  {
    n: ['Avocado Oil', '牛油果油', 'Huile d’avocat'],
    pack: '4 x 3 L', price: 12995, from: 'MX', keep: 'dry', tags: ['new'],
    d: [
      'Refined avocado oil with a 250 °C smoke point for searing and grilling.',
      '精炼牛油果油，烟点高达250 °C，适合大火煎和烧烤。',
      'Huile d’avocat raffinée au point de fumée de 250 °C pour saisir et griller.',
    ],
  },
  {
    n: ['Grapeseed Oil', '葡萄籽油', 'Huile de pépins de raisin'],
    pack: '4 x 3 L', price: 8995, from: 'IT', keep: 'dry',
    d: [
      'Clean, light oil for emulsions, aiolis and high-heat sautéing.',
      '清爽轻盈的油，适合乳化酱汁、蒜泥蛋黄酱和高温煎炒。',
      'Huile légère et neutre pour émulsions, aïolis et sautés à feu vif.',
    ],
  },
  {
    n: ['Rice Bran Oil', '米糠油', 'Huile de son de riz'],
    pack: '4 x 4 L', price: 8495, from: 'TH', keep: 'dry',
    d: [
      'Light frying oil used for Japanese tempura; leaves food crisp and non-greasy.',
      '日式天妇罗常用的轻质炸油，炸物酥脆不油腻。',
      'Huile de friture légère utilisée pour la tempura japonaise; des fritures croustillantes et non grasses.',
    ],
  },
  {
    n: ['Pure Lard', '纯猪油', 'Saindoux pur'],
    pack: '12 x 454 g', price: 2995, from: 'CA', keep: 'fridge',
    d: [
      'Rendered pork lard for flaky Chinese pastries, tamales and pie crusts.',
      '熬制猪油，适合中式酥皮点心、墨西哥玉米粽和派皮。',
      'Saindoux de porc fondu pour pâtisseries chinoises feuilletées, tamales et croûtes à tarte.',
    ],
  },
  {
    n: ['Mustard Oil', '芥菜籽油', 'Huile de moutarde'],
    pack: 'jug 5 L', price: 3495, from: 'IN', keep: 'dry', stock: 0,
    d: [
      'Pungent cold-pressed mustard oil, a staple of Bengali and Punjabi cooking.',
      '辛香冷榨芥菜籽油，孟加拉菜和旁遮普菜的必备用油。',
      'Huile de moutarde pressée à froid au goût piquant, incontournable des cuisines bengalie et pendjabie.',
    ],
  },
  {
    n: ['White Truffle Oil', '白松露油', 'Huile à la truffe blanche'],
    pack: '6 x 250 mL', price: 8995, from: 'IT', keep: 'dry', stock: 4,
    d: [
      'Olive oil infused with white truffle aroma for fries, risotto and pizza finishing.',
      '浸入白松露香气的橄榄油，适合为薯条、烩饭和披萨提香。',
      'Huile d’olive parfumée à la truffe blanche pour rehausser frites, risottos et pizzas.',
    ],
  },
  {
    n: ['Scallion Oil', '葱油', 'Huile à l’oignon vert'],
    pack: '6 x 1.8 L', price: 5995, from: 'CN', keep: 'dry',
    d: [
      'Fragrant fried-scallion oil for Shanghai scallion noodles and cold dishes.',
      '香浓炸葱油，适合上海葱油拌面和凉菜。',
      'Huile parfumée à l’oignon vert frit pour nouilles de Shanghai et plats froids.',
    ],
  },
  {
    n: ['Duck Fat', '鸭油', 'Gras de canard'],
    pack: 'tub 2 kg', price: 3995, from: 'QC', keep: 'fridge', tags: ['new'], stock: 0,
    d: [
      'Rendered Quebec duck fat for confit, roast potatoes and rich poutine fries.',
      '魁北克熬制鸭油，适合油封、烤土豆和浓香肉汁薯条。',
      'Gras de canard du Québec pour confits, pommes de terre rôties et frites de poutine bien riches.',
    ],
  },
  {
    n: ['Cottonseed Oil', '棉籽油', 'Huile de coton'],
    pack: 'jug 16 L', price: 4995, from: 'US', keep: 'dry', only: 'O',
    d: [
      'Traditional fry oil with a neutral taste and long life, favoured for fried chicken.',
      '传统炸油，味道中性、寿命长，炸鸡店的常用油。',
      'Huile de friture traditionnelle au goût neutre et longue durée, appréciée pour le poulet frit.',
    ],
  },
];
