import type { CatalogueRow } from '../demo-catalogue';

/** Fresh produce (PRD). */
export const produceRows: readonly CatalogueRow[] = [
  {
    n: ['Roma Tomatoes', '罗马番茄', 'Tomates Roma'],
    pack: 'case 25 lb', price: 3295, from: 'ON', keep: 'cool', tags: ['local'],
    d: [
      'Firm, meaty plum tomatoes with few seeds, ideal for sauces, salsa and slicing.',
      '果肉厚实、籽少的李形番茄，适合做酱汁、莎莎酱或切片。',
      'Tomates italiennes fermes et charnues, peu de pépins; idéales pour les sauces, la salsa et les tranches.',
    ],
    sp: [2795, 5, 3],
  },
  {
    n: ['Iceberg Lettuce', '球生菜', 'Laitue iceberg'],
    pack: '24 head', price: 4295, from: 'US', keep: 'fridge', sp: [3795, 4, 0],
    d: [
      'Crisp, tightly packed heads for burgers, wraps and garden salads.',
      '叶球紧实、口感爽脆，适合汉堡、卷饼和沙拉。',
      'Pommes bien serrées et croquantes pour hamburgers, wraps et salades.',
    ],
  },
  {
    n: ['Shredded Iceberg Lettuce', '球生菜丝', 'Laitue iceberg déchiquetée'],
    pack: '4 x 5 lb', price: 3495, from: 'US', keep: 'fridge',
    d: [
      'Washed and shredded, ready for tacos, subs and burgers straight from the bag.',
      '已清洗切丝，开袋即可用于塔可、潜艇三明治和汉堡。',
      'Lavée et déchiquetée, prête pour les tacos, sous-marins et hamburgers.',
    ],
  },
  {
    n: ['Baby Spinach', '嫩菠菜', 'Bébés épinards'],
    pack: 'case 4 lb', price: 2495, from: 'US', keep: 'fridge', tags: ['organic'],
    d: [
      'Certified organic triple-washed baby spinach for salads, smoothies and sautés.',
      '有机认证，三次清洗的嫩菠菜，适合沙拉、果昔和清炒。',
      'Bébés épinards biologiques lavés trois fois, pour salades, smoothies et sautés.',
    ],
  },
  {
    n: ['Yellow Cooking Onions', '黄洋葱', 'Oignons jaunes'],
    pack: 'bag 50 lb', price: 2895, from: 'ON', keep: 'cool', tags: ['local', 'hot'],
    d: [
      'Medium Ontario cooking onions, the everyday base for soups, stir-fries and sauces.',
      '安大略省中等个头黄洋葱，汤品、炒菜和酱汁的日常基础食材。',
      'Oignons jaunes moyens de l’Ontario, la base de tous les jours pour soupes, sautés et sauces.',
    ],
    batch: [[5, 2695], [10, 2495]],
  },
  {
    n: ['Red Onions', '红洋葱', 'Oignons rouges'],
    pack: 'bag 25 lb', price: 2495, from: 'ON', keep: 'cool', tags: ['local'],
    d: [
      'Mild, colourful onions for salads, pickling and burger toppings.',
      '口味温和、颜色鲜艳，适合凉拌、腌制和汉堡配料。',
      'Oignons doux et colorés pour salades, marinades et garnitures de hamburgers.',
    ],
  },
  {
    n: ['Russet Potatoes', '褐皮土豆', 'Pommes de terre Russet'],
    pack: 'bag 50 lb', price: 3495, from: 'PEI', keep: 'cool',
    d: [
      'Starchy 70-count russets from PEI for hand-cut fries, baking and mash.',
      '来自爱德华王子岛的70个装高淀粉褐皮土豆，适合手切薯条、烤土豆和土豆泥。',
      'Pommes de terre Russet farineuses (calibre 70) de l’Î.-P.-É., pour frites maison, cuisson au four et purée.',
    ],
    batch: [[5, 3295], [10, 3095]],
  },
  {
    n: ['Jumbo Carrots', '特大胡萝卜', 'Carottes jumbo'],
    pack: 'bag 50 lb', price: 2995, from: 'ON', keep: 'fridge', tags: ['local'], batch: [[5, 2795], [10, 2595]],
    d: [
      'Large Holland Marsh carrots that peel fast and yield well for stocks, soups and juicing.',
      '荷兰沼泽产区大根胡萝卜，去皮快、出成率高，适合熬汤、炖菜和榨汁。',
      'Grosses carottes du marais Holland, faciles à éplucher, pour fonds, soupes et jus.',
    ],
  },
  {
    n: ['Green Cabbage', '圆白菜', 'Chou vert'],
    pack: 'case 50 lb', price: 2895, from: 'ON', keep: 'fridge', weigh: ['22.7', 'kg'], tags: ['local'],
    d: [
      'Dense, sweet heads for coleslaw, cabbage rolls and stir-fries.',
      '叶球紧实、味道清甜，适合凉拌卷心菜、菜卷和炒菜。',
      'Choux denses et sucrés pour salade de chou, cigares au chou et sautés.',
    ],
  },
  {
    n: ['Napa Cabbage', '大白菜', 'Chou nappa'],
    pack: 'case 50 lb', price: 3195, from: 'ON', keep: 'fridge', weigh: ['22.7', 'kg'],
    d: [
      'Tender, mild napa cabbage for kimchi, dumpling filling, hot pot and soups.',
      '口感鲜嫩清甜，适合做泡菜、饺子馅、火锅和汤品。',
      'Chou nappa tendre et doux pour le kimchi, les farces de raviolis, la fondue chinoise et les soupes.',
    ],
  },
  {
    n: ['Shanghai Bok Choy', '上海青', 'Bok choy de Shanghai'],
    pack: 'case 20 lb', price: 3895, from: 'ON', keep: 'fridge', tags: ['local', 'hot'],
    d: [
      'Green-stemmed bok choy grown in Ontario greenhouses; sweet and tender when stir-fried or blanched.',
      '安大略省温室种植的青梗上海青，清炒或白灼都清甜爽嫩。',
      'Bok choy à tiges vertes cultivé en serre en Ontario; tendre et sucré sauté ou blanchi.',
    ],
  },
  {
    n: ['Gai Lan (Chinese Broccoli)', '芥兰', 'Gai lan (brocoli chinois)'],
    pack: 'case 20 lb', price: 4995, from: 'US', keep: 'fridge', stock: 0,
    d: [
      'Thick-stemmed Chinese broccoli for oyster-sauce greens and beef stir-fries.',
      '粗梗芥兰，适合蚝油芥兰和芥兰炒牛肉。',
      'Brocoli chinois à tiges épaisses, pour légumes à la sauce aux huîtres et sautés de bœuf.',
    ],
  },
  {
    n: ['Mung Bean Sprouts', '绿豆芽', 'Fèves germées'],
    pack: 'bag 10 lb', price: 1095, from: 'ON', keep: 'fridge', tags: ['local', 'hot'], only: 'T',
    d: [
      'Grown fresh daily in the GTA; crunchy sprouts for pho, pad thai and chow mein.',
      '大多伦多地区每日新鲜生产，口感爽脆，适合越南粉、泰式炒河粉和炒面。',
      'Germées chaque jour dans la région de Toronto; croquantes pour le pho, le pad thaï et le chow mein.',
    ],
  },
  {
    n: ['Green Onions', '小葱', 'Oignons verts'],
    pack: '48 bunch', price: 2895, from: 'MX', keep: 'fridge',
    d: [
      'Bright, firm green onions for garnish, scallion pancakes and ginger-scallion sauce.',
      '葱白紧实、葱叶翠绿，适合点缀、葱油饼和姜葱酱。',
      'Oignons verts fermes et bien verts pour garnitures, crêpes aux oignons verts et sauce gingembre-oignon.',
    ],
  },
  {
    n: ['Cilantro', '香菜', 'Coriandre'],
    pack: '60 bunch', price: 3295, from: 'MX', keep: 'fridge',
    d: [
      'Iced, leafy cilantro bunches for salsa, pho garnish and curries.',
      '加冰保鲜、叶片饱满的香菜，适合莎莎酱、越南粉点缀和咖喱。',
      'Bottes de coriandre feuillue, expédiées sur glace, pour salsa, pho et caris.',
    ],
  },
  {
    n: ['Peeled Garlic', '去皮大蒜', 'Ail pelé'],
    pack: '4 x 5 lb', price: 5995, from: 'CN', keep: 'fridge', tags: ['hot'],
    d: [
      'Whole peeled cloves in resealable jars; saves hours of prep every week.',
      '整粒去皮蒜瓣，可重复密封罐装，每周为厨房节省大量备料时间。',
      'Gousses entières pelées en pots refermables, pour gagner des heures de préparation chaque semaine.',
    ],
  },
  {
    n: ['Fresh Ginger', '生姜', 'Gingembre frais'],
    pack: 'case 30 lb', price: 5495, from: 'CN', keep: 'cool', weigh: ['13.6', 'kg'],
    d: [
      'Plump, fibre-light ginger root for stir-fries, soups, marinades and ginger tea.',
      '姜块饱满、纤维少，适合炒菜、煲汤、腌料和姜茶。',
      'Racines de gingembre charnues et peu fibreuses pour sautés, soupes, marinades et tisane.',
    ],
  },
  {
    n: ['Green Bell Peppers', '青椒', 'Poivrons verts'],
    pack: 'case 25 lb', price: 3495, from: 'ON', keep: 'fridge', tags: ['local'],
    d: [
      'Thick-walled choice peppers for pizza, fajitas and black bean sauce dishes.',
      '肉厚优选青椒，适合披萨、法士达和豉汁菜式。',
      'Poivrons de choix à chair épaisse pour pizzas, fajitas et plats à la sauce aux haricots noirs.',
    ],
  },
  {
    n: ['English Cucumbers', '英国黄瓜', 'Concombres anglais'],
    pack: '12 ct', price: 1495, from: 'ON', keep: 'fridge', tags: ['local'],
    d: [
      'Seedless, thin-skinned greenhouse cucumbers, shrink-wrapped individually.',
      '无籽薄皮温室黄瓜，每根独立收缩膜包装。',
      'Concombres de serre sans pépins à peau mince, emballés individuellement.',
    ],
  },
  {
    n: ['Broccoli Crowns', '西兰花', 'Couronnes de brocoli'],
    pack: 'case 20 lb', price: 3995, from: 'US', keep: 'fridge',
    d: [
      'Tight green crowns with short stems, less waste for florets and stir-fries.',
      '花球紧密、茎短，切小朵和炒菜损耗少。',
      'Couronnes vertes bien serrées à tige courte, moins de perte pour les fleurons et les sautés.',
    ],
    stock: 8,
  },
  {
    n: ['Lemons', '柠檬', 'Citrons'],
    pack: '115 ct', price: 4495, from: 'US', keep: 'fridge',
    d: [
      'Juicy Fancy-grade lemons, 115 count, for drinks, seafood and dressings.',
      '多汁优级柠檬，115个装，适合饮品、海鲜和沙拉汁。',
      'Citrons juteux de qualité Fancy, calibre 115, pour boissons, fruits de mer et vinaigrettes.',
    ],
    sp: [3795, 3, 0],
  },
  {
    n: ['Limes', '青柠', 'Limes'],
    pack: 'case 40 lb', price: 3995, from: 'MX', keep: 'fridge',
    d: [
      'Seedless Persian limes for Thai, Mexican and Vietnamese dishes and the bar.',
      '无籽波斯青柠，适合泰式、墨西哥菜、越南菜和调酒。',
      'Limes perses sans pépins pour la cuisine thaïe, mexicaine et vietnamienne et pour le bar.',
    ],
  },
  {
    n: ['Hass Avocados', '牛油果', 'Avocats Hass'],
    pack: '48 ct', price: 6495, from: 'MX', keep: 'cool', stock: 0,
    d: [
      'Creamy Hass avocados, 48 count, shipped firm and ready to ripen in 2–3 days.',
      '口感细腻的哈斯牛油果，48个装，发货时偏硬，2–3天后即可成熟。',
      'Avocats Hass crémeux, calibre 48, expédiés fermes et prêts à mûrir en 2 à 3 jours.',
    ],
  },
  {
    n: ['Seedless Watermelon', '无籽西瓜', 'Melon d’eau sans pépins'],
    pack: 'piece', price: 895, from: 'MX', keep: 'cool', weigh: ['7', 'kg'],
    d: [
      'Sweet, crisp red-fleshed melons for fruit platters, juices and summer desserts.',
      '清甜爽脆的红瓤西瓜，适合水果拼盘、果汁和夏日甜品。',
      'Melons d’eau sucrés et croquants à chair rouge pour plateaux de fruits, jus et desserts d’été.',
    ],
  },
  {
    n: ['White Mushrooms', '白蘑菇', 'Champignons blancs'],
    pack: 'case 10 lb', price: 2495, from: 'ON', keep: 'fridge', tags: ['local'],
    d: [
      'Medium white button mushrooms, picked in Ontario for slicing onto pizzas and into sauces.',
      '安大略省采摘的中号白蘑菇，适合切片放在披萨上或加入酱汁。',
      'Champignons de Paris blancs moyens cueillis en Ontario, à trancher pour pizzas et sauces.',
    ],
  },
  {
    n: ['Shiitake Mushrooms', '香菇', 'Champignons shiitake'],
    pack: 'case 5 lb', price: 3495, from: 'ON', keep: 'fridge', tags: ['local', 'organic'],
    d: [
      'Organic log-style shiitake with thick caps and deep, savoury flavour.',
      '有机香菇，菇盖厚实，鲜味浓郁。',
      'Shiitake biologiques à chapeau épais, à la saveur profonde et umami.',
    ],
  },
  {
    n: ['Daikon Radish', '白萝卜', 'Radis daikon'],
    pack: 'case 40 lb', price: 3295, from: 'US', keep: 'fridge', weigh: ['18.1', 'kg'],
    d: [
      'Long, smooth daikon for turnip cake, pickles, soups and braised beef brisket.',
      '长直光滑的白萝卜，适合萝卜糕、腌菜、煲汤和萝卜炖牛腩。',
      'Longs radis daikon lisses pour gâteau de navet, marinades, soupes et poitrine de bœuf braisée.',
    ],
  },
];
