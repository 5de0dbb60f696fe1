import type { CatalogueRow } from '../demo-catalogue';

/** Paper goods and disposables (PG). Single-use plastic cutlery and straws are banned in Canada. */
export const paperRows: readonly CatalogueRow[] = [
  {
    n: ['Luncheon Napkins, 2-ply', '双层午餐餐巾纸', 'Serviettes de table 2 plis'],
    pack: '6000 ct', price: 5995, from: 'mCA', keep: 'room', tags: ['hot'],
    d: [
      'Soft white 2-ply napkins, 12 × 12" folded, for tables and take-out bags.',
      '柔软白色双层餐巾纸，12 × 12英寸折叠，适合餐桌和外卖袋。',
      'Serviettes blanches douces 2 plis de 12 × 12 po pliées, pour les tables et les sacs à emporter.',
    ],
    batch: [[5, 5695], [10, 5395]],
  },
  {
    n: ['Interfold Dispenser Napkins', '抽取式餐巾纸', 'Serviettes pour distributeur'],
    pack: '8000 ct', price: 5495, from: 'mCA', keep: 'room',
    d: [
      'One-at-a-time dispenser napkins that cut napkin waste at self-serve counters.',
      '一次抽一张的分配器餐巾纸，减少自助台的浪费。',
      'Serviettes distribuées une à la fois qui réduisent le gaspillage aux comptoirs libre-service.',
    ],
  },
  {
    n: ['Beverage Napkins, 1-ply', '单层饮品餐巾纸', 'Serviettes à cocktail 1 pli'],
    pack: '4000 ct', price: 2995, from: 'mCA', keep: 'room',
    d: [
      'Small white cocktail napkins for the bar and coffee service.',
      '白色小号鸡尾酒餐巾，适合吧台和咖啡服务。',
      'Petites serviettes à cocktail blanches pour le bar et le service du café.',
    ],
  },
  {
    n: ['Kitchen Paper Towel Rolls', '厨房纸巾卷', 'Essuie-tout de cuisine'],
    pack: '24 roll', price: 3995, from: 'mCA', keep: 'room',
    d: [
      'Absorbent 2-ply perforated rolls, 85 sheets each, for the line and prep stations.',
      '强吸水双层打孔纸巾卷，每卷85张，适合出餐线和备料台。',
      'Rouleaux 2 plis perforés et absorbants, 85 feuilles chacun, pour la ligne et les postes de préparation.',
    ],
  },
  {
    n: ['Hardwound Roll Towel 800 ft', '800英尺大卷擦手纸', 'Essuie-mains en rouleau 800 pi'],
    pack: '6 roll', price: 5495, from: 'mCA', keep: 'room', opts: ['dispenser'],
    d: [
      'White hardwound towels for lever and touchless dispensers in washrooms and hand sinks.',
      '白色大卷擦手纸，适用于洗手间和洗手池的手动及感应式分配器。',
      'Essuie-mains blancs en rouleau pour distributeurs à levier ou sans contact des toilettes et lavabos.',
    ],
  },
  {
    n: ['Multifold Hand Towels', '多折擦手纸', 'Essuie-mains pliés multiplis'],
    pack: '4000 ct', price: 4295, from: 'mCA', keep: 'room',
    d: [
      'Recycled-fibre multifold towels for standard wall dispensers.',
      '再生纤维多折擦手纸，适配标准壁挂分配器。',
      'Essuie-mains multiplis en fibres recyclées pour les distributeurs muraux standard.',
    ],
  },
  {
    n: ['Bathroom Tissue, 2-ply', '双层卫生纸', 'Papier hygiénique 2 plis'],
    pack: '48 roll', price: 4995, from: 'mCA', keep: 'room',
    d: [
      'Standard rolls of soft 2-ply tissue, 420 sheets each, individually wrapped.',
      '柔软双层标准卷纸，每卷420张，独立包装。',
      'Rouleaux standards de papier doux 2 plis, 420 feuilles chacun, emballés individuellement.',
    ],
    sp: [4295, 5, 5],
  },
  {
    n: ['Jumbo Roll Toilet Tissue', '大卷卫生纸', 'Papier hygiénique jumbo'],
    pack: '12 roll', price: 5995, from: 'mCA', keep: 'room',
    d: [
      '9-inch jumbo rolls that cut refills in busy public washrooms.',
      '9英寸大卷纸，减少繁忙公共洗手间的补纸次数。',
      'Rouleaux jumbo de 9 po qui espacent les remplissages des toilettes achalandées.',
    ],
  },
  {
    n: ['Paper Placemats 10 × 14"', '10 × 14英寸纸餐垫', 'Napperons en papier 10 × 14 po'],
    pack: '1000 ct', price: 3495, from: 'mCA', keep: 'room',
    d: [
      'Scalloped-edge white placemats for diners and family restaurants.',
      '花边白色纸餐垫，适合快餐店和家庭餐厅。',
      'Napperons blancs à bord festonné pour casse-croûtes et restaurants familiaux.',
    ],
  },
  {
    n: ['Interfolded Deli Sheets', '分张熟食包装纸', 'Feuilles de papier charcuterie intercalées'],
    pack: '6000 sheet', price: 5995, from: 'mCA', keep: 'room',
    d: [
      'Dry-waxed 12 × 10.75" sheets for wrapping sandwiches and lining baskets.',
      '干蜡12 × 10.75英寸包装纸，适合包三明治和垫篮子。',
      'Feuilles cirées à sec de 12 × 10,75 po pour emballer les sandwichs et tapisser les paniers.',
    ],
  },
  {
    n: ['Parchment Paper Sheets, Full Pan', '全尺寸烘焙纸', 'Papier parchemin en feuilles, pleine plaque'],
    pack: '1000 sheet', price: 6995, from: 'mUS', keep: 'room',
    d: [
      'Silicone-coated 16 × 24" sheets for sheet pans, baking and steaming dim sum.',
      '硅油涂层16 × 24英寸烘焙纸，适合烤盘、烘焙和蒸点心。',
      'Feuilles siliconées de 16 × 24 po pour plaques, pâtisserie et dim sum vapeur.',
    ],
  },
  {
    n: ['Heavy-Duty Foil Roll 18" × 1000 ft', '18英寸 × 1000英尺加厚铝箔卷', 'Papier d’aluminium épais 18 po × 1000 pi'],
    pack: 'each', price: 7495, from: 'mUS', keep: 'room',
    d: [
      'Heavy-duty aluminum foil in a cutter box for wrapping, roasting and covering pans.',
      '加厚铝箔，带切割盒，适合包裹、烤制和覆盖烤盘。',
      'Papier d’aluminium épais en boîte distributrice pour emballer, rôtir et couvrir les plaques.',
    ],
  },
  {
    n: ['Cling Film 18" × 2000 ft', '18英寸 × 2000英尺保鲜膜', 'Pellicule plastique 18 po × 2000 pi'],
    pack: 'each', price: 3995, from: 'mCA', keep: 'room', tags: ['hot'],
    d: [
      'Food-service film in a slide-cutter box that clings to steel, plastic and glass.',
      '餐饮用保鲜膜，带滑刀切割盒，可紧贴不锈钢、塑料和玻璃。',
      'Pellicule pour la restauration en boîte à couteau coulissant, qui adhère à l’inox, au plastique et au verre.',
    ],
  },
  {
    n: ['Paper Plates 9"', '9英寸纸盘', 'Assiettes en carton 9 po'],
    pack: '500 ct', price: 4295, from: 'mCA', keep: 'room', sp: [3795, 3, 0], tags: ['eco'],
    d: [
      'Sturdy uncoated plates that hold saucy mains and are compostable.',
      '结实的无涂层纸盘，能承载带汁主菜，可堆肥。',
      'Assiettes robustes non enduites qui supportent les plats en sauce, compostables.',
    ],
  },
  {
    n: ['Paper Bowls 12 oz', '12盎司纸碗', 'Bols en carton 12 oz'],
    pack: '1000 ct', price: 6995, from: 'mCN', keep: 'room', tags: ['eco'],
    d: [
      'Bamboo-fibre bowls for soups, congee and desserts at events.',
      '竹纤维纸碗，适合活动中盛装汤、粥和甜品。',
      'Bols en fibre de bambou pour soupes, congee et desserts lors d’événements.',
    ],
  },
  {
    n: ['Wooden Cutlery Kit', '木质餐具包', 'Trousse d’ustensiles en bois'],
    pack: '250 ct', price: 4995, from: 'mCN', keep: 'room', tags: ['eco'],
    d: [
      'Wrapped birch fork, knife, spoon and napkin for take-out orders.',
      '独立包装的桦木叉、刀、勺和餐巾，适合外卖订单。',
      'Fourchette, couteau et cuillère en bouleau avec serviette, emballés pour les commandes à emporter.',
    ],
    sp: [4395, 4, 0],
  },
  {
    n: ['Wooden Forks', '木叉', 'Fourchettes en bois'],
    pack: '1000 ct', price: 3995, from: 'mCN', keep: 'room', tags: ['eco'],
    d: [
      'Smooth, sturdy birch forks that do not splinter.',
      '光滑结实的桦木叉，不易起刺。',
      'Fourchettes en bouleau lisses et robustes sans échardes.',
    ],
  },
  {
    n: ['Bamboo Chopsticks, Wrapped', '独立包装竹筷', 'Baguettes en bambou emballées'],
    pack: '3000 pair', price: 5495, from: 'mCN', keep: 'room', tags: ['hot'],
    d: [
      '9-inch twin bamboo chopsticks in paper sleeves, for sushi and noodle take-out.',
      '9英寸独立纸套竹筷，适合寿司和面食外卖。',
      'Baguettes jumelées en bambou de 9 po en pochettes de papier, pour les sushis et nouilles à emporter.',
    ],
  },
  {
    n: ['Paper Straws, Wrapped', '独立包装纸吸管', 'Pailles en papier emballées'],
    pack: '2000 ct', price: 3995, from: 'mCN', keep: 'room', tags: ['eco'],
    d: [
      '7.75-inch straws that last a full drink without going soggy.',
      '7.75英寸纸吸管，喝完一整杯也不会变软。',
      'Pailles de 7,75 po qui tiennent toute la boisson sans ramollir.',
    ],
  },
  {
    n: ['Bubble Tea Paper Straws 12 mm', '12毫米珍奶粗纸吸管', 'Pailles en papier larges pour thé aux perles 12 mm'],
    pack: '1000 ct', price: 4495, from: 'mCN', keep: 'room', tags: ['eco'],
    d: [
      'Wide, angle-cut paper straws that pierce sealing film and let pearls through.',
      '斜口宽吸管，可刺穿封口膜，珍珠顺畅通过。',
      'Pailles larges coupées en biseau qui percent le film et laissent passer les perles.',
    ],
  },
  {
    n: ['Wooden Stir Sticks 7"', '7英寸木质搅拌棒', 'Bâtonnets à café en bois 7 po'],
    pack: '10000 ct', price: 3495, from: 'mCN', keep: 'room', tags: ['eco'],
    d: [
      'Smooth birch stir sticks for coffee stations.',
      '光滑桦木搅拌棒，适合咖啡台。',
      'Bâtonnets de bouleau lisses pour les stations de café.',
    ],
  },
  {
    n: ['Coffee Filters 12-cup Basket', '12杯篮式咖啡滤纸', 'Filtres à café panier 12 tasses'],
    pack: '1000 ct', price: 2495, from: 'mCA', keep: 'room',
    d: [
      'Bleached basket filters for commercial 12-cup brewers.',
      '漂白篮式滤纸，适用于商用12杯咖啡机。',
      'Filtres panier blanchis pour cafetières commerciales de 12 tasses.',
    ],
  },
  {
    n: ['Greaseproof Basket Liners 12 × 12"', '12 × 12英寸防油衬纸', 'Papier ingraissable pour paniers 12 × 12 po'],
    pack: '1000 sheet', price: 2995, from: 'mCA', keep: 'room',
    d: [
      'Red-check liners for fry baskets and burger trays.',
      '红格子衬纸，适合薯条篮和汉堡托盘。',
      'Papier à carreaux rouges pour paniers à frites et plateaux à hamburgers.',
    ],
  },
  {
    n: ['Guest Check Books, 2-part', '两联点菜单', 'Carnets d’additions, 2 parties'],
    pack: '50 ct', price: 3295, from: 'mCA', keep: 'room',
    d: [
      'Carbonless duplicate books of 50 checks for servers and kitchen tickets.',
      '无碳复写两联点菜本，每本50张，供服务员和厨房使用。',
      'Carnets autocopiants de 50 additions en double pour les serveurs et la cuisine.',
    ],
  },
  {
    n: ['Thermal Receipt Rolls 3⅛"', '3⅛英寸热敏收据纸', 'Rouleaux de reçus thermiques 3⅛ po'],
    pack: '50 roll', price: 4995, from: 'mCA', keep: 'room', tags: ['hot'],
    d: [
      'BPA-free thermal rolls for POS terminals and delivery-tablet printers.',
      '不含双酚A的热敏纸卷，适用于收银机和外卖平板打印机。',
      'Rouleaux thermiques sans BPA pour terminaux de point de vente et imprimantes de tablettes de livraison.',
    ],
    batch: [[3, 4695], [6, 4395]],
  },
  {
    n: ['Paper Doilies 10"', '10英寸纸蕾丝垫', 'Napperons de dentelle en papier 10 po'],
    pack: '1000 ct', price: 2495, from: 'mCA', keep: 'room', stock: 0,
    d: [
      'Round lace doilies for cake stands, dessert plates and dim sum steamers.',
      '圆形蕾丝纸垫，适合蛋糕架、甜品盘和点心蒸笼。',
      'Napperons ronds en dentelle pour présentoirs à gâteaux, assiettes à dessert et paniers vapeur.',
    ],
  },
];
