import type { CatalogueRow } from '../demo-catalogue';

/** Frozen (FZ) — delivery only. */
export const frozenRows: readonly CatalogueRow[] = [
  {
    n: ['French Fries 3/8" Straight Cut', '3/8英寸直切薯条', 'Frites coupe droite 3/8 po'],
    pack: '6 x 2.27 kg', price: 4295, from: 'CA', keep: 'frozen', tags: ['hot'],
    d: [
      'Skin-off Canadian fries that cook up crisp in 3 minutes and hold well for delivery.',
      '加拿大去皮薯条，3分钟即可炸至酥脆，外卖也能保持口感。',
      'Frites canadiennes sans pelure, croustillantes en 3 minutes et qui tiennent bien en livraison.',
    ],
    batch: [[5, 4095], [10, 3895]],
  },
  {
    n: ['Sweet Potato Fries', '红薯薯条', 'Frites de patates douces'],
    pack: '6 x 2.5 lb', price: 5495, from: 'US', keep: 'frozen',
    d: [
      'Lightly coated sweet potato fries with a crisp finish, great with chipotle mayo.',
      '表面轻裹粉的红薯薯条，外酥内软，配烟熏辣椒蛋黄酱一流。',
      'Frites de patates douces légèrement enrobées et croustillantes, parfaites avec une mayo chipotle.',
    ],
  },
  {
    n: ['Hash Brown Patties', '薯饼', 'Galettes de pommes de terre rissolées'],
    pack: '120 ct', price: 3495, from: 'CA', keep: 'frozen',
    d: [
      'Oval shredded-potato patties, 64 g each, for breakfast plates and sandwiches.',
      '椭圆形土豆丝薯饼，每片64克，适合早餐拼盘和早餐三明治。',
      'Galettes ovales de pommes de terre râpées de 64 g, pour assiettes et sandwichs du matin.',
    ],
  },
  {
    n: ['Battered Onion Rings', '裹浆洋葱圈', 'Rondelles d’oignon enrobées'],
    pack: '4 x 2.5 lb', price: 4295, from: 'US', keep: 'frozen',
    d: [
      'Thick-cut sweet onion rings in a beer-style batter; fry from frozen.',
      '厚切甜洋葱圈裹啤酒风味面糊，可直接冷冻下锅油炸。',
      'Rondelles d’oignon doux coupées épais dans une pâte style bière; frire sans décongeler.',
    ],
    sp: [3695, 3, 0],
  },
  {
    n: ['Chicken Nuggets', '鸡块', 'Pépites de poulet'],
    pack: '4 x 2 kg', price: 6995, from: 'CA', keep: 'frozen', tags: ['halal'], opts: ['sauce'],
    d: [
      'Fully cooked, breaded white-meat halal nuggets; bake or fry in minutes.',
      '全熟裹粉清真鸡胸肉块，烘烤或油炸几分钟即可。',
      'Pépites de poulet halal au blanc, panées et entièrement cuites; au four ou à la friteuse en quelques minutes.',
    ],
  },
  {
    n: ['Popcorn Chicken', '鸡米花', 'Poulet popcorn'],
    pack: '4 x 2 kg', price: 6495, from: 'CA', keep: 'frozen', tags: ['halal', 'hot'],
    d: [
      'Bite-size seasoned chicken thigh pieces, a Taiwanese-style favourite for bubble tea shops.',
      '一口大小的调味鸡腿肉块，奶茶店热卖的台式小吃。',
      'Bouchées de haut de cuisse assaisonnées, un classique taïwanais des bars à thé aux perles.',
    ],
  },
  {
    n: ['Shrimp Dumplings (Har Gow)', '虾饺', 'Har gow (raviolis aux crevettes)'],
    pack: '200 ct', price: 6995, from: 'CA', keep: 'frozen', tags: ['hot'],
    d: [
      'Translucent wheat-starch wrappers with whole shrimp; steam 8 minutes from frozen.',
      '澄粉晶莹外皮包整只虾仁，冷冻状态蒸8分钟即可。',
      'Pâte translucide à l’amidon de blé garnie de crevettes entières; 8 minutes à la vapeur sans décongeler.',
    ],
  },
  {
    n: ['Pork & Shrimp Siu Mai', '烧卖（猪肉虾仁）', 'Siu mai au porc et aux crevettes'],
    pack: '200 ct', price: 5995, from: 'CA', keep: 'frozen',
    d: [
      'Open-top dim sum dumplings with pork, shrimp and shiitake, topped with roe.',
      '猪肉、虾仁、香菇馅的开口烧卖，顶部点缀鱼籽。',
      'Bouchées dim sum ouvertes au porc, aux crevettes et au shiitake, garnies d’œufs de poisson.',
    ],
  },
  {
    n: ['Pork & Chive Dumplings', '猪肉韭菜饺子', 'Raviolis porc et ciboulette chinoise'],
    pack: '10 x 1 kg', price: 6495, from: 'CA', keep: 'frozen',
    d: [
      'Hand-folded northern-style dumplings for boiling, pan-frying or soup.',
      '手工包制的北方水饺，可水煮、煎锅贴或煮汤。',
      'Raviolis du nord pliés à la main, à bouillir, à poêler ou en soupe.',
    ],
  },
  {
    n: ['Vegetable Spring Rolls', '蔬菜春卷', 'Rouleaux impériaux aux légumes'],
    pack: '160 ct', price: 4495, from: 'CA', keep: 'frozen',
    d: [
      'Crispy cabbage, carrot and glass-noodle spring rolls, 30 g each.',
      '酥脆的包菜、胡萝卜、粉丝春卷，每个30克。',
      'Rouleaux impériaux croustillants au chou, à la carotte et aux vermicelles, 30 g chacun.',
    ],
    sp: [3895, 4, 4],
  },
  {
    n: ['Shaved Beef for Hot Pot', '火锅肥牛片', 'Bœuf tranché mince pour fondue chinoise'],
    pack: '10 x 1 lb', price: 6995, from: 'US', keep: 'frozen', tags: ['hot'],
    d: [
      'Marbled beef plate rolled and shaved paper-thin for hot pot, sukiyaki and beef bowls.',
      '雪花牛五花卷切成薄片，适合火锅、寿喜烧和牛肉饭。',
      'Plate de bœuf persillée roulée et tranchée très mince pour fondue chinoise, sukiyaki et bols de bœuf.',
    ],
    sp: [5995, 5, 3],
  },
  {
    n: ['Shaved Lamb for Hot Pot', '火锅羊肉片', 'Agneau tranché mince pour fondue chinoise'],
    pack: '10 x 1 lb', price: 8995, from: 'NZ', keep: 'frozen', tags: ['halal'], stock: 0,
    d: [
      'Halal lamb shoulder rolls shaved thin, for Mongolian hot pot and cumin lamb.',
      '清真羊肩肉卷切薄片，适合涮羊肉和孜然羊肉。',
      'Rouleaux d’épaule d’agneau halal tranchés minces, pour fondue mongole et agneau au cumin.',
    ],
  },
  {
    n: ['Beef Burger Patties 6 oz', '6盎司牛肉汉堡饼', 'Galettes de bœuf 6 oz'],
    pack: 'case 10 lb', price: 5995, from: 'CA', keep: 'frozen',
    d: [
      '100% Canadian beef patties, about 26 per case, seasoned with salt and pepper only.',
      '100%加拿大牛肉饼，每箱约26片，仅用盐和胡椒调味。',
      'Galettes 100 % bœuf canadien, environ 26 par caisse, assaisonnées seulement de sel et de poivre.',
    ],
    batch: [[5, 5695], [10, 5395]],
  },
  {
    n: ['Mixed Vegetables', '什锦蔬菜', 'Macédoine de légumes'],
    pack: '6 x 2 kg', price: 2995, from: 'CA', keep: 'frozen', batch: [[5, 2795], [10, 2595]],
    d: [
      'Peas, carrots, corn and green beans, flash frozen for fried rice and pot pies.',
      '青豆、胡萝卜、玉米和四季豆速冻混合，适合炒饭和肉派。',
      'Pois, carottes, maïs et haricots verts surgelés rapidement pour le riz frit et les pâtés.',
    ],
  },
  {
    n: ['Green Peas', '青豆', 'Petits pois verts'],
    pack: 'bag 10 kg', price: 2695, from: 'CA', keep: 'frozen',
    d: [
      'Sweet, tender IQF peas in a bulk bag, pour only what you need.',
      '单冻甜嫩青豆，大袋装，随用随取。',
      'Petits pois sucrés et tendres surgelés individuellement, en sac économique; versez seulement ce qu’il faut.',
    ],
  },
  {
    n: ['Edamame in Pods', '带荚毛豆', 'Edamame en cosses'],
    pack: '12 x 500 g', price: 3695, from: 'CN', keep: 'frozen',
    d: [
      'Blanched, lightly salted soybeans in the pod; boil 3 minutes and serve.',
      '预煮轻盐带荚毛豆，水煮3分钟即可上桌。',
      'Fèves de soya blanchies et légèrement salées dans leur cosse; 3 minutes dans l’eau bouillante et c’est prêt.',
    ],
  },
  {
    n: ['Broccoli Florets', '速冻西兰花', 'Fleurons de brocoli'],
    pack: '4 x 2 kg', price: 3495, from: 'EC', keep: 'frozen',
    d: [
      'Uniform 1–1.5 inch IQF florets for stir-fries, soups and steamed sides.',
      '大小均匀的1–1.5英寸单冻西兰花，适合炒菜、汤品和清蒸配菜。',
      'Fleurons uniformes de 1 à 1,5 po surgelés individuellement, pour sautés, soupes et accompagnements vapeur.',
    ],
  },
  {
    n: ['Whole Strawberries', '速冻草莓', 'Fraises entières'],
    pack: '4 x 2.5 kg', price: 4495, from: 'MX', keep: 'frozen',
    d: [
      'IQF whole strawberries for smoothies, sauces and fruit teas.',
      '单冻整颗草莓，适合果昔、果酱和水果茶。',
      'Fraises entières surgelées individuellement pour smoothies, coulis et thés aux fruits.',
    ],
  },
  {
    n: ['Vanilla Ice Cream', '香草冰淇淋', 'Crème glacée à la vanille'],
    pack: 'tub 11.4 L', price: 3995, from: 'ON', keep: 'frozen', tags: ['local'],
    d: [
      'Creamy 10% MF vanilla ice cream in a dipping tub, for sundaes and pie à la mode.',
      '乳脂10%的浓郁香草冰淇淋，挖球桶装，适合圣代和派配冰淇淋。',
      'Crème glacée à la vanille onctueuse (10 % M.G.) en bac de service, pour coupes glacées et tartes à la mode.',
    ],
  },
  {
    n: ['Puff Pastry Sheets', '千层酥皮', 'Pâte feuilletée en feuilles'],
    pack: '20 sheet', price: 3995, from: 'CA', keep: 'frozen',
    d: [
      'Ready-rolled 10 × 15 inch butter-blend puff pastry for egg tarts, turnovers and pot pies.',
      '已擀好的10 × 15英寸混合黄油千层酥皮，适合蛋挞、酥角和肉派。',
      'Feuilles de pâte feuilletée au mélange de beurre, 10 × 15 po, pour tartelettes, chaussons et pâtés.',
    ],
  },
  {
    n: ['Spring Roll Wrappers', '春卷皮', 'Feuilles pour rouleaux impériaux'],
    pack: ['25 sheets × 40', '25张 × 40包', '25 feuilles × 40'], price: 5995, from: 'CA', keep: 'frozen',
    d: [
      'Thin 8-inch square wheat wrappers that fry up light and blistered.',
      '8英寸方形薄面皮，炸后轻薄起泡。',
      'Feuilles de blé carrées et minces de 8 po qui frient légères et bullées.',
    ],
  },
  {
    n: ['Dumpling Wrappers', '饺子皮', 'Pâte à raviolis chinois'],
    pack: '20 x 1 lb', price: 4495, from: 'CA', keep: 'frozen', only: 'T',
    d: [
      'Round northern-style wrappers, about 50 per pound, made in Toronto.',
      '多伦多本地生产的圆形北方饺子皮，每磅约50张。',
      'Pâtes rondes de style nordique, environ 50 par livre, fabriquées à Toronto.',
    ],
  },
  {
    n: ['Naan Bread', '印度烤饼', 'Pains naan'],
    pack: '80 ct', price: 4795, from: 'CA', keep: 'frozen', tags: ['halal'],
    d: [
      'Tandoor-baked plain naan; warm on the grill or in the oven for 1–2 minutes.',
      '坦都炉烤制原味烤饼，在烤盘或烤箱加热1–2分钟即可。',
      'Naans nature cuits au tandoor; réchauffer 1 à 2 minutes sur le gril ou au four.',
    ],
  },
  {
    n: ['Pizza Dough Balls 16 oz', '16盎司披萨面团', 'Boules de pâte à pizza 16 oz'],
    pack: '30 ct', price: 3295, from: 'ON', keep: 'frozen', tags: ['local'],
    d: [
      'Pre-portioned dough for 14-inch pies; thaw overnight in the cooler and stretch.',
      '预分好的面团，可做14英寸披萨；冷藏解冻一夜后即可拉开。',
      'Pâte portionnée pour pizzas de 14 po; décongeler la veille au réfrigérateur, puis abaisser.',
    ],
  },
  {
    n: ['Whole Turkey, Grade A', 'A级整只火鸡', 'Dinde entière de catégorie A'],
    pack: 'bird', price: 4595, from: 'ON', keep: 'frozen', weigh: ['7', 'kg'], tags: ['local'],
    d: [
      'Young Ontario hen turkey for holiday menus and house-roasted sandwich meat.',
      '安大略省幼母火鸡，适合节日菜单和自制烤火鸡三明治。',
      'Jeune dinde de l’Ontario pour les menus des fêtes et la viande à sandwich rôtie maison.',
    ],
  },
  {
    n: ['New York Cheesecake, Pre-cut', '纽约芝士蛋糕（预切）', 'Gâteau au fromage New York prétranché'],
    pack: ['4 cakes × 16 slices', '4个 × 16片', '4 gâteaux × 16 pointes'], price: 7995, from: 'US', keep: 'frozen', stock: 0,
    d: [
      'Dense, creamy cheesecake on a graham crust; thaw slices in the fridge as needed.',
      '质地浓密的奶油芝士蛋糕配全麦饼干底，按需取片冷藏解冻。',
      'Gâteau au fromage dense et crémeux sur croûte Graham; décongeler les pointes au réfrigérateur au besoin.',
    ],
  },
];
