import type { CatalogueRow } from '../demo-catalogue';

/** Seafood (SF). */
export const seafoodRows: readonly CatalogueRow[] = [
  {
    n: ['Whole Atlantic Salmon', '大西洋三文鱼（整条）', 'Saumon de l’Atlantique entier'],
    pack: 'fish', price: 6995, from: 'NB', keep: 'ice', weigh: ['5', 'kg'], opts: ['prep'],
    d: [
      'Head-on gutted farmed salmon from the Bay of Fundy, packed on ice; we can scale, head and fillet it.',
      '芬迪湾养殖三文鱼，带头去内脏，冰鲜包装；可代为去鳞、去头和切鱼柳。',
      'Saumon d’élevage de la baie de Fundy, vidé avec la tête, expédié sur glace; nous pouvons l’écailler, l’étêter et le fileter.',
    ],
  },
  {
    n: ['Atlantic Salmon Fillet, Skin-on', '三文鱼柳（带皮）', 'Filet de saumon de l’Atlantique avec peau'],
    pack: 'piece', price: 3595, from: 'NB', keep: 'ice', weigh: ['1.5', 'kg'], tags: ['hot'],
    d: [
      'Trim D pin-bone-out fillets, sashimi fresh, for grilling, poke and sushi.',
      'D级修整去骨刺鱼柳，新鲜可作刺身，适合烧烤、夏威夷拌饭和寿司。',
      'Filets parés « trim D » sans arêtes, assez frais pour le sashimi, pour grillades, poké et sushis.',
    ],
  },
  {
    n: ['Black Tiger Shrimp 21/25, Raw', '生黑虎虾 21/25', 'Crevettes tigrées crues 21/25'],
    pack: '6 x 2 lb', price: 10995, from: 'VN', keep: 'frozen',
    d: [
      'Shell-on, deveined tiger shrimp, 21 to 25 per pound, IQF for easy portioning.',
      '带壳开背去肠黑虎虾，每磅21–25只，单冻便于分份。',
      'Crevettes tigrées avec carapace et déveinées, 21 à 25 à la livre, surgelées individuellement pour faciliter les portions.',
    ],
    batch: [[3, 10495], [6, 9995]],
  },
  {
    n: ['White Shrimp 31/40, Peeled & Deveined', '白虾仁 31/40', 'Crevettes blanches 31/40 décortiquées'],
    pack: '5 x 2 lb', price: 6995, from: 'EC', keep: 'frozen', tags: ['hot'],
    d: [
      'Tail-off peeled and deveined white shrimp for fried rice, har gow and pasta.',
      '去尾去壳去肠的白虾仁，适合炒饭、虾饺和意面。',
      'Crevettes blanches décortiquées et déveinées sans queue, pour riz frit, har gow et pâtes.',
    ],
    sp: [5995, 3, 3],
  },
  {
    n: ['Basa Fillet', '巴沙鱼柳', 'Filet de basa'],
    pack: 'case 10 kg', price: 6995, from: 'VN', keep: 'frozen',
    d: [
      'Boneless 7–9 oz basa fillets with a mild flavour, for fish and chips and sweet and sour fish.',
      '7–9盎司无骨巴沙鱼柳，味道清淡，适合炸鱼薯条和糖醋鱼。',
      'Filets de basa sans arêtes de 7 à 9 oz au goût doux, pour fish and chips et poisson aigre-doux.',
    ],
    sp: [5995, 2, 0],
  },
  {
    n: ['Whole Tilapia', '罗非鱼（整条）', 'Tilapia entier'],
    pack: 'case 20 lb', price: 4995, from: 'CN', keep: 'frozen',
    d: [
      'Gutted and scaled tilapia, 1–1.5 lb each, for steamed or fried whole fish.',
      '已去鳞去内脏的罗非鱼，每条1–1.5磅，适合清蒸或油炸整鱼。',
      'Tilapias vidés et écaillés de 1 à 1,5 lb, pour poisson entier vapeur ou frit.',
    ],
  },
  {
    n: ['Pacific Cod Fillet', '太平洋鳕鱼柳', 'Filet de morue du Pacifique'],
    pack: 'case 10 lb', price: 8995, from: 'US', keep: 'frozen',
    d: [
      'Wild Alaskan cod, skinless and boneless, with large white flakes for battered fish.',
      '阿拉斯加野生鳕鱼，去皮去骨，肉质洁白成大片，适合裹浆炸鱼。',
      'Morue sauvage de l’Alaska, sans peau ni arêtes, à gros flocons blancs pour le poisson pané.',
    ],
  },
  {
    n: ['Haddock Fillet', '黑线鳕鱼柳', 'Filet d’aiglefin'],
    pack: 'case 10 lb', price: 10495, from: 'NS', keep: 'frozen',
    d: [
      'Sweet, delicate Atlantic haddock, the East Coast choice for fish and chips.',
      '鲜甜细嫩的大西洋黑线鳕，是东海岸炸鱼薯条的首选。',
      'Aiglefin de l’Atlantique sucré et délicat, le choix de la côte Est pour le fish and chips.',
    ],
  },
  {
    n: ['Squid Tubes & Tentacles', '鱿鱼筒和须', 'Calmars (tubes et tentacules)'],
    pack: 'case 5 kg', price: 3495, from: 'CN', keep: 'frozen',
    d: [
      'Cleaned U-10 squid for salt and pepper squid, calamari rings and grilling.',
      '已处理干净的U-10鱿鱼，适合椒盐鱿鱼、鱿鱼圈和烧烤。',
      'Calmars U-10 nettoyés pour calmars sel et poivre, rondelles et grillades.',
    ],
  },
  {
    n: ['Sea Scallops 20/30', '扇贝 20/30', 'Pétoncles géants 20/30'],
    pack: 'case 5 lb', price: 13995, from: 'NS', keep: 'frozen', stock: 0,
    d: [
      'Dry-packed Atlantic sea scallops that sear to a deep golden crust.',
      '无添加干包大西洋扇贝，煎后表面金黄焦香。',
      'Pétoncles géants de l’Atlantique emballés à sec, qui saisissent en une belle croûte dorée.',
    ],
  },
  {
    n: ['PEI Mussels', '爱德华王子岛青口', 'Moules de l’Î.-P.-É.'],
    pack: 'bag 10 lb', price: 2995, from: 'PEI', keep: 'live', sp: [2495, 6, 0],
    d: [
      'Live, rope-cultured blue mussels, debearded and ready for moules-frites.',
      '鲜活绳养青口，已去足丝，可直接做青口配薯条。',
      'Moules bleues vivantes cultivées sur filières, ébarbées et prêtes pour les moules-frites.',
    ],
  },
  {
    n: ['Manila Clams', '花蛤', 'Palourdes Manille'],
    pack: 'case 10 lb', price: 5495, from: 'BC', keep: 'live',
    d: [
      'Live West Coast Manila clams for black bean clams, chowder and vongole.',
      '西海岸鲜活花蛤，适合豉汁炒蛤、周打汤和蛤蜊意面。',
      'Palourdes Manille vivantes de la côte Ouest pour palourdes aux haricots noirs, chaudrées et vongole.',
    ],
  },
  {
    n: ['Snow Crab Clusters', '雪蟹腿', 'Grappes de crabe des neiges'],
    pack: 'case 10 lb', price: 11995, from: 'CA', keep: 'frozen',
    d: [
      'Cooked and brine-frozen snow crab sections from Newfoundland; just steam and serve.',
      '纽芬兰熟制盐水速冻雪蟹腿，蒸热即可上桌。',
      'Grappes de crabe des neiges de Terre-Neuve cuites et congelées en saumure; il suffit de les réchauffer à la vapeur.',
    ],
  },
  {
    n: ['Live Lobster', '活龙虾', 'Homard vivant'],
    pack: 'lobster', price: 1895, from: 'NS', keep: 'live', weigh: ['1.25', 'lb'], only: 'T',
    d: [
      'Hard-shell Atlantic lobsters, about 1¼ lb each, delivered live in wet packs.',
      '硬壳大西洋龙虾，每只约1¼磅，湿包装鲜活配送。',
      'Homards de l’Atlantique à carapace dure, environ 1¼ lb chacun, livrés vivants dans un emballage humide.',
    ],
  },
  {
    n: ['Live Dungeness Crab', '活珍宝蟹', 'Crabe dormeur vivant'],
    pack: 'crab', price: 3995, from: 'BC', keep: 'live', weigh: ['1', 'kg'], only: 'T', tags: ['new'],
    d: [
      'Sweet West Coast Dungeness crab for ginger-scallion crab and typhoon shelter crab.',
      '西海岸鲜甜珍宝蟹，适合姜葱炒蟹和避风塘炒蟹。',
      'Crabe dormeur sucré de la côte Ouest pour crabe gingembre-oignon vert et crabe « abri des typhons ».',
    ],
  },
  {
    n: ['Surimi Crab Sticks', '蟹柳', 'Bâtonnets de goberge'],
    pack: '10 x 1 lb', price: 3995, from: 'TH', keep: 'frozen',
    d: [
      'Pollock surimi sticks for California rolls, kani salad and hot pot.',
      '鳕鱼糜蟹柳，适合加州卷、蟹柳沙拉和火锅。',
      'Bâtonnets de surimi de goberge pour rouleaux California, salade kani et fondue chinoise.',
    ],
    batch: [[5, 3795], [10, 3595]],
  },
  {
    n: ['Fish Balls', '鱼丸', 'Boulettes de poisson'],
    pack: '6 x 2 lb', price: 3695, from: 'CA', keep: 'frozen', tags: ['hot'],
    d: [
      'Bouncy fish balls made in Toronto, for noodle soup, curry fish balls and hot pot.',
      '多伦多本地制作的爽弹鱼丸，适合汤面、咖喱鱼丸和火锅。',
      'Boulettes de poisson élastiques fabriquées à Toronto, pour soupes-repas, cari et fondue chinoise.',
    ],
  },
  {
    n: ['Sliced Smoked Salmon', '烟熏三文鱼片', 'Saumon fumé tranché'],
    pack: '4 x 454 g', price: 6995, from: 'NB', keep: 'fridge',
    d: [
      'Cold-smoked Atlantic salmon, pre-sliced and interleaved, for bagels and eggs Benedict.',
      '冷熏大西洋三文鱼，预切片并隔纸，适合贝果和班尼迪克蛋。',
      'Saumon de l’Atlantique fumé à froid, prétranché et intercalé, pour bagels et œufs bénédictine.',
    ],
  },
  {
    n: ['Yellowfin Tuna Loin, Sashimi Grade', '黄鳍金枪鱼柳（刺身级）', 'Longe de thon albacore qualité sashimi'],
    pack: 'piece', price: 5995, from: 'VN', keep: 'frozen', weigh: ['2', 'kg'],
    d: [
      'Ultra-low-temperature frozen loin with a bright red colour for sashimi, poke and tataki.',
      '超低温冷冻金枪鱼柳，色泽鲜红，适合刺身、夏威夷拌饭和炙烤。',
      'Longe congelée à ultra-basse température, d’un rouge vif, pour sashimi, poké et tataki.',
    ],
  },
  {
    n: ['Masago (Capelin Roe)', '多春鱼籽', 'Masago (œufs de capelan)'],
    pack: 'tub 500 g', price: 1495, from: 'IS', keep: 'frozen',
    d: [
      'Seasoned orange capelin roe for sushi rolls and garnish; thaw in the fridge.',
      '调味橙色多春鱼籽，用于寿司卷和点缀；请在冷藏室解冻。',
      'Œufs de capelan orange assaisonnés pour les makis et les garnitures; décongeler au réfrigérateur.',
    ],
  },
  {
    n: ['Roasted Eel (Unagi Kabayaki)', '蒲烧鳗鱼', 'Anguille grillée (unagi kabayaki)'],
    pack: 'case 5 kg', price: 14995, from: 'CN', keep: 'frozen',
    d: [
      'Butterflied, glazed and grilled eel fillets, ready to warm for unagi don and dragon rolls.',
      '开片刷酱烤制的鳗鱼，加热即可做鳗鱼饭和龙卷。',
      'Filets d’anguille ouverts, glacés et grillés, à réchauffer pour l’unagi don et les makis dragon.',
    ],
  },
  {
    n: ['Whole Mackerel', '鲭鱼（整条）', 'Maquereau entier'],
    pack: 'case 10 kg', price: 5995, from: 'NO', keep: 'frozen',
    d: [
      'Rich Norwegian mackerel, 300–500 g each, for saba shioyaki and grilling.',
      '油脂丰富的挪威鲭鱼，每条300–500克，适合盐烤青花鱼和烧烤。',
      'Maquereaux de Norvège bien gras, de 300 à 500 g chacun, pour le saba shioyaki et les grillades.',
    ],
  },
  {
    n: ['Whole Branzino (European Sea Bass)', '欧洲鲈鱼（整条）', 'Loup de mer entier (bar européen)'],
    pack: 'fish', price: 995, from: 'GR', keep: 'ice', weigh: ['0.6', 'kg'], opts: ['prep'],
    d: [
      'Mediterranean sea bass flown in fresh, ideal roasted whole or steamed Cantonese style.',
      '空运新鲜的地中海鲈鱼，适合整条烤制或粤式清蒸。',
      'Bar de Méditerranée arrivé frais par avion, idéal rôti entier ou à la vapeur à la cantonaise.',
    ],
  },
  {
    n: ['Cooked Octopus', '熟章鱼', 'Pieuvre cuite'],
    pack: 'piece', price: 3995, from: 'ES', keep: 'frozen', weigh: ['1.5', 'kg'],
    d: [
      'Tender cooked Spanish octopus, ready to char on the grill or slice for salads.',
      '软嫩的西班牙熟章鱼，可直接炙烤或切片拌沙拉。',
      'Pieuvre espagnole tendre déjà cuite, prête à griller ou à trancher pour les salades.',
    ],
  },
  {
    n: ['Malpeque Oysters', '马尔佩克生蚝', 'Huîtres Malpèque'],
    pack: '100 ct', price: 8995, from: 'PEI', keep: 'live', only: 'T', stock: 6,
    d: [
      'Briny, clean-finishing PEI oysters for the raw bar, shipped live in a wooden box.',
      '爱德华王子岛生蚝，咸鲜回甘，适合生蚝吧，木箱鲜活运输。',
      'Huîtres de l’Î.-P.-É. salines à la finale nette, pour le bar à huîtres, expédiées vivantes en caisse de bois.',
    ],
  },
  {
    n: ['Whole Cooked Crawfish', '熟小龙虾', 'Écrevisses entières cuites'],
    pack: 'case 10 lb', price: 4495, from: 'CN', keep: 'frozen', off: true,
    d: [
      'Seasoned whole crawfish for Cajun seafood boils and spicy crawfish; seasonal item.',
      '调味整只小龙虾，适合卡津海鲜锅和麻辣小龙虾；季节性商品。',
      'Écrevisses entières assaisonnées pour les chaudrées cajun et les écrevisses épicées; produit saisonnier.',
    ],
  },
  {
    n: ['Dried Shrimp', '虾米', 'Crevettes séchées'],
    pack: 'case 5 lb', price: 7495, from: 'CN', keep: 'dry',
    d: [
      'Sun-dried small shrimp that add deep umami to XO sauce, turnip cake and fried rice.',
      '日晒小虾米，为XO酱、萝卜糕和炒饭增添浓郁鲜味。',
      'Petites crevettes séchées au soleil qui donnent un umami profond à la sauce XO, au gâteau de navet et au riz frit.',
    ],
  },
];
