import type { CatalogueRow } from '../demo-catalogue';

/** Dairy & eggs (DE). */
export const dairyRows: readonly CatalogueRow[] = [
  {
    n: ['Large Eggs, Grade A', 'A级大号鸡蛋', 'Gros œufs de catégorie A'],
    pack: '15 dz', price: 6495, from: 'ON', keep: 'fridge', tags: ['local', 'hot'], qty: [2, 2], stock: -9999,
    d: [
      'Ontario Grade A large white eggs, 15 dozen on flats, for breakfast service and baking.',
      '安大略省A级白壳大号鸡蛋，15打蛋托装，适合早餐和烘焙。',
      'Gros œufs blancs de catégorie A de l’Ontario, 15 douzaines en plateaux, pour le déjeuner et la pâtisserie.',
    ],
    batch: [[3, 6295], [6, 6095]],
  },
  {
    n: ['Liquid Whole Eggs', '液体全蛋', 'Œufs entiers liquides'],
    pack: '12 x 1 kg', price: 5995, from: 'ON', keep: 'fridge',
    d: [
      'Pasteurized liquid whole egg in 1 kg cartons; no cracking, no shells, safe for brunch volume.',
      '巴氏杀菌液体全蛋，1公斤盒装，无需打蛋，无蛋壳，适合大批量早午餐。',
      'Œufs entiers liquides pasteurisés en cartons de 1 kg; sans casser ni coquilles, pour les brunchs achalandés.',
    ],
  },
  {
    n: ['Homogenized Milk 3.25%', '全脂牛奶 3.25%', 'Lait homogénéisé 3,25 %'],
    pack: '4 x 4 L', price: 2395, from: 'ON', keep: 'fridge', unit: 'bag', tags: ['local'],
    d: [
      'Ontario whole milk in 4 L bags (3 pouches each), for coffee bars, baking and sauces.',
      '安大略省全脂牛奶，每袋4升（内含3小袋），适合咖啡吧、烘焙和酱汁。',
      'Lait entier de l’Ontario en sacs de 4 L (3 pochettes), pour cafés, pâtisserie et sauces.',
    ],
  },
  {
    n: ['Partly Skimmed Milk 2%', '低脂牛奶 2%', 'Lait partiellement écrémé 2 %'],
    pack: '4 x 4 L', price: 2295, from: 'ON', keep: 'fridge', unit: 'bag', tags: ['local'],
    d: [
      'Ontario 2% milk in 4 L bags, the everyday choice for lattes and cereal bars.',
      '安大略省2%低脂牛奶，4升袋装，拿铁和早餐谷物的日常之选。',
      'Lait 2 % de l’Ontario en sacs de 4 L, le choix de tous les jours pour les lattés et les céréales.',
    ],
  },
  {
    n: ['Whipping Cream 35%', '淡奶油 35%', 'Crème à fouetter 35 %'],
    pack: '12 x 1 L', price: 7195, from: 'ON', keep: 'fridge', unit: 'carton',
    d: [
      'Stable 35% cream that whips to stiff peaks and holds in sauces without breaking.',
      '稳定性好的35%淡奶油，可打发至硬性发泡，加入酱汁也不易油水分离。',
      'Crème 35 % stable qui monte en pics fermes et tient dans les sauces sans trancher.',
    ],
  },
  {
    n: ['Coffee Creamer Cups 10%', '咖啡奶油杯 10%', 'Godets de crème à café 10 %'],
    pack: '400 ct', price: 3295, from: 'QC', keep: 'fridge',
    d: [
      'Single-serve 9 mL cups of 10% cream for coffee service and take-out.',
      '单份9毫升10%奶油杯，适合咖啡服务和外卖。',
      'Godets individuels de 9 mL de crème 10 % pour le service du café et les commandes à emporter.',
    ],
    sp: [2795, 2, 0],
  },
  {
    n: ['Unsalted Butter', '无盐黄油', 'Beurre non salé'],
    pack: '36 x 454 g', price: 18795, from: 'CA', keep: 'fridge',
    d: [
      'Canadian 80% butterfat unsalted butter in 1 lb prints, for pastry and finishing sauces.',
      '加拿大无盐黄油，乳脂80%，1磅装，适合酥皮点心和收汁。',
      'Beurre non salé canadien à 80 % de matières grasses, en pains de 1 lb, pour la pâtisserie et les sauces.',
    ],
    max: 5,
  },
  {
    n: ['Salted Butter Portions', '独立包装咸黄油', 'Portions de beurre salé'],
    pack: '600 ct', price: 4495, from: 'CA', keep: 'fridge',
    d: [
      'Foil-wrapped 7 g butter pats for bread baskets, pancakes and take-out.',
      '锡箔包装7克小份黄油，适合面包篮、松饼和外卖。',
      'Portions de beurre de 7 g emballées en aluminium pour corbeilles de pain, crêpes et commandes à emporter.',
    ],
  },
  {
    n: ['Shredded Mozzarella', '马苏里拉奶酪丝', 'Mozzarella râpée'],
    pack: '4 x 2.5 kg', price: 9995, from: 'CA', keep: 'fridge', tags: ['hot'],
    d: [
      'Part-skim pizza mozzarella, shredded with a light anti-caking coat for even melt and stretch.',
      '部分脱脂披萨用马苏里拉奶酪丝，轻度防粘处理，融化均匀、拉丝好。',
      'Mozzarella partiellement écrémée pour pizza, râpée avec un léger antiagglomérant pour une fonte uniforme.',
    ],
    batch: [[4, 9595], [8, 9195]],
  },
  {
    n: ['Mozzarella Loaf', '马苏里拉奶酪块', 'Pain de mozzarella'],
    pack: 'piece', price: 2295, from: 'CA', keep: 'fridge', weigh: ['2.3', 'kg'],
    d: [
      'Whole-milk mozzarella loaf to shred or slice in-house for pizzas and paninis.',
      '全脂马苏里拉奶酪整块，可自行刨丝或切片用于披萨和帕尼尼。',
      'Pain de mozzarella au lait entier à râper ou trancher sur place pour pizzas et paninis.',
    ],
  },
  {
    n: ['Old Cheddar', '陈年切达奶酪', 'Cheddar fort'],
    pack: 'piece', price: 2995, from: 'ON', keep: 'fridge', weigh: ['2.27', 'kg'], tags: ['local'],
    d: [
      'Sharp white cheddar aged over 12 months, in 5 lb blocks for burgers and mac and cheese.',
      '陈放12个月以上的浓味白切达奶酪，5磅块装，适合汉堡和芝士通心粉。',
      'Cheddar blanc fort vieilli plus de 12 mois, en blocs de 5 lb pour hamburgers et macaroni au fromage.',
    ],
  },
  {
    n: ['Provolone Loaf', '波萝伏洛奶酪', 'Pain de provolone'],
    pack: 'piece', price: 6495, from: 'QC', keep: 'fridge', weigh: ['5', 'kg'],
    d: [
      'Mild, smooth-melting provolone to slice for subs, cheesesteaks and paninis.',
      '口味温和、融化顺滑的波萝伏洛奶酪，切片后用于潜艇三明治、费城牛肉芝士堡和帕尼尼。',
      'Provolone doux à la fonte onctueuse, à trancher pour sous-marins, cheesesteaks et paninis.',
    ],
  },
  {
    n: ['Processed Cheese Slices', '再制奶酪片', 'Tranches de fromage fondu'],
    pack: '4 x 1.5 kg', price: 6495, from: 'CA', keep: 'fridge',
    d: [
      'Yellow cheese slices, 120 per pack, interleaved for quick burger and sandwich assembly.',
      '黄色奶酪片，每包120片，片间隔纸，汉堡和三明治组装快捷。',
      'Tranches de fromage jaune, 120 par paquet, intercalées pour monter rapidement hamburgers et sandwichs.',
    ],
    sp: [5695, 4, 2],
  },
  {
    n: ['Grated Parmesan', '帕玛森奶酪粉', 'Parmesan râpé'],
    pack: '2 x 2.5 kg', price: 7995, from: 'CA', keep: 'fridge',
    d: [
      'Finely grated Canadian parmesan for pasta, caesar salad and table shakers.',
      '细磨加拿大帕玛森奶酪，适合意面、凯撒沙拉和餐桌撒粉罐。',
      'Parmesan canadien finement râpé pour pâtes, salade César et saupoudreuses de table.',
    ],
  },
  {
    n: ['Feta Cheese in Brine', '盐水菲达奶酪', 'Fromage feta en saumure'],
    pack: 'pail 4 kg', price: 4495, from: 'CA', keep: 'fridge',
    d: [
      'Crumbly cow’s-milk feta packed in brine, for Greek salads, pitas and pastries.',
      '盐水浸泡的牛奶菲达奶酪，质地松散，适合希腊沙拉、皮塔饼和酥点。',
      'Feta de lait de vache friable en saumure, pour salades grecques, pitas et pâtisseries.',
    ],
  },
  {
    n: ['Cream Cheese', '奶油奶酪', 'Fromage à la crème'],
    pack: '4 x 1.36 kg', price: 4995, from: 'CA', keep: 'fridge',
    d: [
      'Smooth, spreadable cream cheese in 3 lb bricks for bagels, cheesecake and crab rangoon.',
      '顺滑易涂抹的奶油奶酪，3磅砖装，适合贝果、芝士蛋糕和炸蟹角。',
      'Fromage à la crème lisse et tartinable en briques de 3 lb pour bagels, gâteaux au fromage et rangoons au crabe.',
    ],
  },
  {
    n: ['Sour Cream 14%', '酸奶油 14%', 'Crème sure 14 %'],
    pack: '4 x 2 L', price: 2295, from: 'ON', keep: 'fridge', sp: [1995, 5, 0],
    d: [
      'Thick, tangy sour cream for nachos, baked potatoes, perogies and dips.',
      '浓稠微酸的酸奶油，适合玉米片、烤土豆、波兰饺子和蘸酱。',
      'Crème sure épaisse et acidulée pour nachos, pommes de terre au four, pierogis et trempettes.',
    ],
  },
  {
    n: ['Plain Yogurt 3%', '原味酸奶 3%', 'Yogourt nature 3 %'],
    pack: '4 x 1.75 kg', price: 2495, from: 'ON', keep: 'fridge',
    d: [
      'Creamy plain yogurt for raita, tandoori marinades, lassi and breakfast parfaits.',
      '浓郁原味酸奶，适合印度酸奶酱、唐杜里腌料、拉西和早餐芭菲。',
      'Yogourt nature crémeux pour raïta, marinades tandoori, lassi et parfaits du matin.',
    ],
  },
  {
    n: ['Paneer', '印度奶酪', 'Paneer'],
    pack: '6 x 908 g', price: 6995, from: 'ON', keep: 'fridge', tags: ['halal'],
    d: [
      'Firm, fresh paneer blocks that hold their shape in palak paneer, tikka and curries.',
      '新鲜紧实的印度奶酪块，用于菠菜奶酪、烤串和咖喱都不易散。',
      'Blocs de paneer frais et fermes qui gardent leur forme dans le palak paneer, le tikka et les caris.',
    ],
  },
  {
    n: ['Ricotta', '意大利乳清奶酪', 'Ricotta'],
    pack: '2 x 2.5 kg', price: 2995, from: 'ON', keep: 'fridge',
    d: [
      'Smooth whole-milk ricotta for lasagna, stuffed shells and cannoli filling.',
      '顺滑全脂乳清奶酪，适合千层面、酿贝壳面和奶油卷馅料。',
      'Ricotta lisse au lait entier pour lasagnes, coquilles farcies et garniture à cannoli.',
    ],
  },
  {
    n: ['Evaporated Milk', '淡奶', 'Lait évaporé'],
    pack: '24 x 354 mL', price: 4295, from: 'CA', keep: 'dry', unit: 'can', tags: ['hot'],
    d: [
      'Rich evaporated milk, the secret to silky Hong Kong-style milk tea and egg tarts.',
      '香浓淡奶，是顺滑港式奶茶和蛋挞的秘诀。',
      'Lait évaporé onctueux, le secret du thé au lait hongkongais soyeux et des tartelettes aux œufs.',
    ],
  },
  {
    n: ['Sweetened Condensed Milk', '炼乳', 'Lait concentré sucré'],
    pack: '24 x 300 mL', price: 4795, from: 'CA', keep: 'dry',
    d: [
      'Thick condensed milk for Vietnamese iced coffee, toast and desserts.',
      '浓稠炼乳，适合越南冰咖啡、炼奶多士和甜品。',
      'Lait concentré épais pour café glacé vietnamien, rôties et desserts.',
    ],
  },
  {
    n: ['Soft Margarine', '软质人造黄油', 'Margarine molle'],
    pack: 'pail 9 kg', price: 3995, from: 'CA', keep: 'fridge',
    d: [
      'Non-hydrogenated soft margarine for grilling sandwiches, toast and garlic bread.',
      '非氢化软质人造黄油，适合煎三明治、吐司和蒜香面包。',
      'Margarine molle non hydrogénée pour sandwichs grillés, rôties et pain à l’ail.',
    ],
  },
  {
    n: ['Salted Duck Eggs', '咸鸭蛋', 'Œufs de cane salés'],
    pack: '30 ct', price: 2495, from: 'CN', keep: 'fridge',
    d: [
      'Brine-cured duck eggs with rich orange yolks, for congee, zongzi and salted egg yolk dishes.',
      '盐水腌制的咸鸭蛋，蛋黄橙红出油，适合配粥、包粽子和咸蛋黄菜式。',
      'Œufs de cane saumurés au jaune orangé et riche, pour le congee, les zongzi et les plats au jaune d’œuf salé.',
    ],
  },
  {
    n: ['Century Eggs', '皮蛋', 'Œufs de cent ans'],
    pack: '60 ct', price: 3495, from: 'CN', keep: 'dry',
    d: [
      'Lead-free preserved duck eggs for pork and century egg congee and cold tofu.',
      '无铅工艺松花皮蛋，适合皮蛋瘦肉粥和皮蛋豆腐。',
      'Œufs de cane conservés sans plomb pour le congee au porc et le tofu froid.',
    ],
  },
  {
    n: ['Liquid Egg Whites', '液体蛋白', 'Blancs d’œufs liquides'],
    pack: '12 x 1 kg', price: 4995, from: 'ON', keep: 'fridge', stock: 0,
    d: [
      'Pasteurized 100% egg whites for omelettes, meringues and cocktail foam.',
      '巴氏杀菌100%纯蛋白，适合煎蛋卷、蛋白霜和鸡尾酒泡沫。',
      'Blancs d’œufs 100 % pasteurisés pour omelettes, meringues et mousse à cocktail.',
    ],
  },
  {
    n: ['Barista Oat Beverage', '咖啡师燕麦奶', 'Boisson d’avoine barista'],
    pack: '12 x 946 mL', price: 4695, from: 'CA', keep: 'dry', unit: 'carton', tags: ['new'],
    d: [
      'Oat beverage formulated to steam and pour latte art like dairy; refrigerate after opening.',
      '专为咖啡调制的燕麦奶，可像牛奶一样打奶泡和拉花；开封后请冷藏。',
      'Boisson d’avoine conçue pour mousser et dessiner comme le lait; réfrigérer après ouverture.',
    ],
  },
];
