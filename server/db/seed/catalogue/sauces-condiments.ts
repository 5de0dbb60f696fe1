import type { CatalogueRow } from '../demo-catalogue';

/** Sauces & condiments (SC). */
export const sauceRows: readonly CatalogueRow[] = [
  {
    n: ['Light Soy Sauce', '生抽', 'Sauce soya légère'],
    pack: '6 x 1.8 L', price: 3595, from: 'CN', keep: 'dry', unit: 'bottle', tags: ['hot'],
    d: [
      'Naturally brewed light soy sauce for seasoning stir-fries, dipping and steamed fish.',
      '天然酿造生抽，适合炒菜调味、蘸食和清蒸鱼。',
      'Sauce soya légère brassée naturellement pour assaisonner les sautés, les trempettes et le poisson vapeur.',
    ],
    batch: [[5, 3395], [10, 3195]],
  },
  {
    n: ['Dark Soy Sauce', '老抽', 'Sauce soya foncée'],
    pack: '6 x 1.8 L', price: 3995, from: 'CN', keep: 'dry',
    d: [
      'Thick, molasses-rich soy sauce for colour in braised pork, fried rice and chow mein.',
      '浓稠带焦糖香的老抽，为红烧肉、炒饭和炒面上色。',
      'Sauce soya épaisse à la mélasse qui donne la couleur au porc braisé, au riz frit et au chow mein.',
    ],
  },
  {
    n: ['Japanese Soy Sauce', '日式酱油', 'Sauce soya japonaise'],
    pack: 'pail 18 L', price: 7995, from: 'US', keep: 'dry',
    d: [
      'Traditionally brewed all-purpose Japanese soy sauce for sushi, teriyaki and ramen tare.',
      '传统酿造日式万用酱油，适合寿司、照烧和拉面酱底。',
      'Sauce soya japonaise tout usage brassée de façon traditionnelle pour sushis, teriyaki et tare à ramen.',
    ],
  },
  {
    n: ['Oyster Sauce', '蚝油', 'Sauce aux huîtres'],
    pack: '6 x 2.27 kg', price: 4995, from: 'CN', keep: 'after', tags: ['hot'],
    d: [
      'Rich oyster-extract sauce for gai lan, beef stir-fries and lo mein.',
      '蚝汁浓郁的蚝油，适合芥兰、炒牛肉和捞面。',
      'Sauce riche à l’extrait d’huîtres pour gai lan, sautés de bœuf et lo mein.',
    ],
    sp: [4295, 3, 0],
  },
  {
    n: ['Hoisin Sauce', '海鲜酱', 'Sauce hoisin'],
    pack: '6 x 2.27 kg', price: 4295, from: 'CN', keep: 'after',
    d: [
      'Sweet, savoury bean sauce for Peking duck, pho tables and char siu glaze.',
      '咸甜适中的酱料，适合北京烤鸭、越南粉蘸酱和叉烧酱汁。',
      'Sauce sucrée-salée aux haricots pour canard laqué, tables de pho et glaçage char siu.',
    ],
  },
  {
    n: ['Sriracha Hot Chili Sauce', '是拉差辣椒酱', 'Sauce piquante sriracha'],
    pack: '12 x 793 g', price: 4995, from: 'TH', keep: 'dry', tags: ['hot'],
    d: [
      'Garlicky red chili sauce in squeeze bottles for pho tables, mayo and wings.',
      '蒜香红辣椒酱，挤瓶装，适合越南粉餐桌、调辣味蛋黄酱和鸡翅。',
      'Sauce au piment rouge et à l’ail en bouteilles souples pour les tables de pho, la mayo et les ailes.',
    ],
    sp: [4395, 2, 4],
  },
  {
    n: ['Fancy Ketchup', '番茄酱', 'Ketchup de fantaisie'],
    pack: '4 x 4 L', price: 4495, from: 'CA', keep: 'after',
    d: [
      'Thick Canadian ketchup in 4 L jugs to refill dispensers and table bottles.',
      '浓稠加拿大番茄酱，4升大桶装，用于补充分配器和餐桌酱瓶。',
      'Ketchup canadien épais en bidons de 4 L pour remplir les distributeurs et les bouteilles de table.',
    ],
  },
  {
    n: ['Ketchup Packets', '番茄酱小包', 'Sachets de ketchup'],
    pack: '1000 ct', price: 2995, from: 'CA', keep: 'room',
    d: [
      '9 g single-serve ketchup packets for take-out and delivery bags.',
      '9克单份番茄酱小包，用于外卖和配送袋。',
      'Sachets individuels de ketchup de 9 g pour les commandes à emporter et en livraison.',
    ],
    batch: [[5, 2795], [10, 2595]],
  },
  {
    n: ['Yellow Mustard', '黄芥末酱', 'Moutarde jaune'],
    pack: '4 x 4 L', price: 3995, from: 'CA', keep: 'dry',
    d: [
      'Classic ballpark-style mustard made with Canadian mustard seed.',
      '经典球场风味芥末酱，用加拿大芥菜籽制作。',
      'Moutarde classique de style stade faite de graines de moutarde canadiennes.',
    ],
  },
  {
    n: ['Real Mayonnaise', '蛋黄酱', 'Mayonnaise véritable'],
    pack: '4 x 3.78 L', price: 5995, from: 'CA', keep: 'after',
    d: [
      'Creamy egg-rich mayonnaise that holds up in sandwiches, slaws and aioli bases.',
      '蛋香浓郁的蛋黄酱，用于三明治、凉拌菜和蒜泥蛋黄酱底都稳定不出水。',
      'Mayonnaise crémeuse et riche en œufs qui tient bien dans les sandwichs, salades de chou et aïolis.',
    ],
  },
  {
    n: ['Thai Sweet Chili Sauce', '泰式甜辣酱', 'Sauce chili douce thaïe'],
    pack: '12 x 730 mL', price: 3995, from: 'TH', keep: 'dry',
    d: [
      'Sweet, mildly hot dipping sauce for spring rolls, coconut shrimp and wings.',
      '甜中带微辣的蘸酱，适合春卷、椰子虾和鸡翅。',
      'Sauce trempette sucrée et légèrement piquante pour rouleaux impériaux, crevettes coco et ailes.',
    ],
  },
  {
    n: ['Fish Sauce', '鱼露', 'Sauce de poisson'],
    pack: '12 x 682 mL', price: 4295, from: 'VN', keep: 'dry', sp: [3795, 3, 2],
    d: [
      'Anchovy fish sauce for nuoc cham, pho broth, pad thai and marinades.',
      '凤尾鱼鱼露，适合越南蘸汁、越南粉汤底、泰式炒河粉和腌料。',
      'Sauce de poisson aux anchois pour nuoc cham, bouillon de pho, pad thaï et marinades.',
    ],
  },
  {
    n: ['Plum Sauce', '梅子酱', 'Sauce aux prunes'],
    pack: '4 x 3.8 L', price: 3795, from: 'CA', keep: 'after',
    d: [
      'Canadian-Chinese plum sauce, the classic dip for egg rolls and chicken balls.',
      '加式中餐梅子酱，是蛋卷和鸡球的经典蘸酱。',
      'Sauce aux prunes sino-canadienne, la trempette classique des pâtés impériaux et des boules de poulet.',
    ],
  },
  {
    n: ['Sweet & Sour Sauce', '糖醋酱', 'Sauce aigre-douce'],
    pack: '4 x 3.8 L', price: 3895, from: 'CA', keep: 'after',
    d: [
      'Bright red, ready-to-use sweet and sour sauce for pork, chicken balls and shrimp.',
      '鲜红色即用糖醋酱，适合咕噜肉、鸡球和虾。',
      'Sauce aigre-douce rouge vif prête à l’emploi pour le porc, les boules de poulet et les crevettes.',
    ],
  },
  {
    n: ['Honey Garlic Sauce', '蜂蜜蒜蓉酱', 'Sauce miel et ail'],
    pack: '4 x 3.8 L', price: 4495, from: 'CA', keep: 'after', tags: ['hot'],
    d: [
      'Sticky honey garlic glaze for ribs, wings and chicken; made with Canadian honey.',
      '用加拿大蜂蜜制作的黏稠蜂蜜蒜香酱，适合排骨、鸡翅和鸡肉。',
      'Glaçage collant miel et ail pour côtes levées, ailes et poulet; fait avec du miel canadien.',
    ],
  },
  {
    n: ['Seasoned Rice Vinegar', '调味米醋', 'Vinaigre de riz assaisonné'],
    pack: '4 x 3.78 L', price: 2995, from: 'US', keep: 'dry',
    d: [
      'Sweetened rice vinegar ready to fold into sushi rice, slaws and pickles.',
      '加糖调味米醋，可直接拌入寿司饭、凉拌菜和腌菜。',
      'Vinaigre de riz sucré prêt à incorporer au riz à sushi, aux salades de chou et aux marinades.',
    ],
  },
  {
    n: ['Chinkiang Black Vinegar', '镇江香醋', 'Vinaigre noir de Zhenjiang'],
    pack: '12 x 550 mL', price: 2695, from: 'CN', keep: 'dry',
    d: [
      'Malty aged black vinegar for xiao long bao dips, hot and sour soup and cold dishes.',
      '麦香浓郁的陈年香醋，适合小笼包蘸料、酸辣汤和凉菜。',
      'Vinaigre noir vieilli au goût malté pour trempettes de xiao long bao, soupe aigre-piquante et plats froids.',
    ],
  },
  {
    n: ['White Vinegar 5%', '白醋 5%', 'Vinaigre blanc 5 %'],
    pack: '4 x 4 L', price: 1695, from: 'CA', keep: 'dry',
    d: [
      'Distilled white vinegar for pickling, dressings and fish and chips service.',
      '蒸馏白醋，适合腌菜、沙拉汁和炸鱼薯条。',
      'Vinaigre blanc distillé pour les marinades, les vinaigrettes et le service du fish and chips.',
    ],
  },
  {
    n: ['Shaoxing Cooking Wine', '绍兴料酒', 'Vin de cuisson Shaoxing'],
    pack: '12 x 750 mL', price: 3495, from: 'CN', keep: 'dry',
    d: [
      'Salted Shaoxing rice wine for drunken chicken, braises and wok-fried seafood.',
      '加盐绍兴料酒，适合醉鸡、红烧和爆炒海鲜。',
      'Vin de riz Shaoxing salé pour poulet ivre, braisés et fruits de mer sautés au wok.',
    ],
  },
  {
    n: ['Pixian Chili Bean Paste (Doubanjiang)', '郫县豆瓣酱', 'Pâte de fèves pimentée de Pixian (doubanjiang)'],
    pack: '10 x 1 kg', price: 4495, from: 'CN', keep: 'dry',
    d: [
      'Aged fermented broad bean and chili paste, the soul of mapo tofu and twice-cooked pork.',
      '陈酿蚕豆辣椒酱，是麻婆豆腐和回锅肉的灵魂。',
      'Pâte fermentée et vieillie de fèves et de piment, l’âme du tofu mapo et du porc deux fois cuit.',
    ],
  },
  {
    n: ['Chili Crisp', '香辣脆油辣椒', 'Croustillant de piment à l’huile'],
    pack: '24 x 280 g', price: 6995, from: 'CN', keep: 'dry', tags: ['hot'],
    d: [
      'Crunchy chili, fried onion and fermented soybean in oil; customers ask for it by name.',
      '脆辣椒、炸洋葱和豆豉浸在油中，顾客点名要的调味料。',
      'Piment croustillant, oignon frit et soya fermenté dans l’huile; les clients le demandent par son nom.',
    ],
  },
  {
    n: ['MSG (Monosodium Glutamate)', '味精', 'Glutamate monosodique (GMS)'],
    pack: 'bag 25 lb', price: 4995, from: 'CN', keep: 'dry',
    d: [
      'Fine-crystal MSG for soups, broths and seasoning blends; a little goes a long way.',
      '细晶味精，适合汤品、高汤和复合调味料；少量即可提鲜。',
      'GMS en cristaux fins pour soupes, bouillons et mélanges d’assaisonnement; une petite quantité suffit.',
    ],
  },
  {
    n: ['Chicken Bouillon Powder', '鸡粉', 'Bouillon de poulet en poudre'],
    pack: '6 x 2.2 kg', price: 8395, from: 'TH', keep: 'dry',
    d: [
      'Concentrated chicken seasoning for congee, fried rice, soups and stir-fries.',
      '浓缩鸡味调味粉，适合粥、炒饭、汤品和炒菜。',
      'Assaisonnement concentré au poulet pour congee, riz frit, soupes et sautés.',
    ],
  },
  {
    n: ['Coarse Kosher Salt', '粗粒犹太盐', 'Gros sel casher'],
    pack: '12 x 1.36 kg', price: 3995, from: 'US', keep: 'dry',
    d: [
      'Flaky coarse salt that is easy to pinch for seasoning steaks, brines and rims.',
      '片状粗盐，方便抓取，适合牛排调味、盐水腌制和杯口装饰。',
      'Gros sel en flocons facile à pincer pour assaisonner les biftecks, les saumures et les rebords de verres.',
    ],
  },
  {
    n: ['Granulated Sugar', '白砂糖', 'Sucre granulé'],
    pack: 'bag 20 kg', price: 3995, from: 'ON', keep: 'dry', tags: ['local'],
    d: [
      'Fine granulated cane sugar refined in Toronto, for baking, sauces and beverages.',
      '多伦多精炼的细砂蔗糖，适合烘焙、调酱和饮品。',
      'Sucre de canne granulé fin raffiné à Toronto, pour la pâtisserie, les sauces et les boissons.',
    ],
    batch: [[5, 3795], [10, 3595]],
  },
  {
    n: ['Ground Black Pepper', '黑胡椒粉', 'Poivre noir moulu'],
    pack: 'tub 2.27 kg', price: 3995, from: 'VN', keep: 'dry',
    d: [
      'Medium-grind Vietnamese black pepper for gravies, rubs and pepper steak.',
      '中粗研磨越南黑胡椒，适合肉汁、腌料和黑椒牛排。',
      'Poivre noir vietnamien moulu moyen pour sauces brunes, mélanges à frotter et steak au poivre.',
    ],
  },
  {
    n: ['Thai Red Curry Paste', '泰式红咖喱酱', 'Pâte de cari rouge thaïe'],
    pack: '6 x 1 kg', price: 4995, from: 'TH', keep: 'after',
    d: [
      'Authentic red curry paste with lemongrass and galangal; fry in coconut cream to bloom.',
      '正宗泰式红咖喱酱，含香茅和南姜；用椰浆炒香即可。',
      'Pâte de cari rouge authentique à la citronnelle et au galanga; la faire revenir dans la crème de coco.',
    ],
  },
  {
    n: ['Gochujang (Korean Chili Paste)', '韩式辣椒酱', 'Gochujang (pâte de piment coréenne)'],
    pack: '4 x 3 kg', price: 8995, from: 'KR', keep: 'after', stock: 0,
    d: [
      'Fermented red pepper paste for bibimbap, tteokbokki and Korean fried chicken glaze.',
      '发酵红辣椒酱，适合拌饭、炒年糕和韩式炸鸡酱。',
      'Pâte de piment rouge fermentée pour bibimbap, tteokbokki et glaçage de poulet frit coréen.',
    ],
  },
];
