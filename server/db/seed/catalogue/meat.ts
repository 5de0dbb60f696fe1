import type { CatalogueRow } from '../demo-catalogue';

/** Meat (MT) — delivery only. */
export const meatRows: readonly CatalogueRow[] = [
  {
    n: ['Chicken Wings', '鸡翅', 'Ailes de poulet'],
    pack: '4 x 2 kg', price: 8495, from: 'ON', keep: 'fridge', tags: ['halal', 'hot'],
    d: [
      'Fresh whole-section halal chicken wings, 4 bags of 2 kg, ready for the fryer or the oven.',
      '新鲜清真整只鸡翅，每箱4袋 × 2公斤，可直接油炸或烤制。',
      'Ailes de poulet halal fraîches entières, 4 sacs de 2 kg, prêtes pour la friteuse ou le four.',
    ],
    batch: [[5, 8195], [10, 7895]],
  },
  {
    n: ['Boneless Skinless Chicken Breast', '去骨去皮鸡胸肉', 'Poitrines de poulet désossées sans peau'],
    pack: '4 x 2.5 kg', price: 10995, from: 'ON', keep: 'fridge', tags: ['halal'], opts: ['cut'],
    d: [
      'Trimmed Canadian Grade A breasts, 6–8 oz each; we can slice or cube them for you.',
      '加拿大A级修整鸡胸，每块6–8盎司，可按需切片或切丁。',
      'Poitrines canadiennes de catégorie A parées, 6 à 8 oz chacune; nous pouvons les trancher ou les couper en cubes.',
    ],
  },
  {
    n: ['Boneless Chicken Thighs', '去骨鸡腿肉', 'Hauts de cuisse de poulet désossés'],
    pack: '4 x 2.5 kg', price: 9495, from: 'ON', keep: 'fridge', tags: ['halal', 'hot'], opts: ['cut'],
    d: [
      'Juicy skinless thigh meat for general tso, shawarma, curries and grilling.',
      '多汁去皮鸡腿肉，适合左宗棠鸡、沙威玛、咖喱和烧烤。',
      'Hauts de cuisse juteux sans peau pour poulet général Tao, shawarma, caris et grillades.',
    ],
  },
  {
    n: ['Whole Chicken', '整鸡', 'Poulet entier'],
    pack: 'bird', price: 1195, from: 'ON', keep: 'fridge', weigh: ['1.6', 'kg'], tags: ['halal'],
    d: [
      'Fresh halal whole chicken, air-chilled, for roasting, soy sauce chicken and soups.',
      '新鲜清真风冷整鸡，适合烤鸡、豉油鸡和煲汤。',
      'Poulet entier halal frais refroidi à l’air, pour rôtir, poulet à la sauce soya et soupes.',
    ],
  },
  {
    n: ['Chicken Drumsticks', '鸡琵琶腿', 'Pilons de poulet'],
    pack: '4 x 2 kg', price: 5495, from: 'ON', keep: 'fridge', tags: ['halal'], sp: [4795, 5, 3],
    d: [
      'Meaty drumsticks for fried chicken, tandoori and braising.',
      '肉多饱满的鸡琵琶腿，适合炸鸡、唐杜里烤鸡和红烧。',
      'Pilons charnus pour poulet frit, tandoori et braisés.',
    ],
  },
  {
    n: ['Lean Ground Beef', '瘦牛肉馅', 'Bœuf haché maigre'],
    pack: '4 x 5 lb', price: 8995, from: 'ON', keep: 'fridge', tags: ['hot'],
    d: [
      'Canadian lean ground beef (max. 17% fat) in 5 lb chubs for burgers, chili and bolognese.',
      '加拿大瘦牛肉馅（脂肪不超过17%），5磅装，适合汉堡、辣豆酱和肉酱面。',
      'Bœuf haché maigre canadien (max. 17 % de gras) en boudins de 5 lb pour hamburgers, chili et bolognaise.',
    ],
    sp: [7995, 4, 2],
  },
  {
    n: ['Beef Striploin AAA', 'AAA级西冷牛排整条', 'Contre-filet de bœuf AAA'],
    pack: 'piece', price: 14995, from: 'AB', keep: 'fridge', weigh: ['5', 'kg'],
    d: [
      'Vacuum-packed AAA striploin from Alberta, wet-aged 21 days; cut your own New York steaks.',
      '艾伯塔省AAA级整条西冷，真空包装湿式熟成21天，可自行切成纽约客牛排。',
      'Contre-filet AAA de l’Alberta sous vide, vieilli 21 jours; à portionner en biftecks New York.',
    ],
  },
  {
    n: ['Beef Brisket', '牛胸肉', 'Poitrine de bœuf'],
    pack: 'piece', price: 10195, from: 'AB', keep: 'fridge', weigh: ['6', 'kg'], opts: ['cut'],
    d: [
      'Whole packer brisket for smoking, braised beef noodle soup and pho.',
      '整块牛胸肉，适合烟熏、红烧牛肉面和越南牛肉粉。',
      'Poitrine de bœuf entière pour le fumage, la soupe de nouilles au bœuf braisé et le pho.',
    ],
  },
  {
    n: ['Beef Flank Steak', '牛腹肉排', 'Bavette de flanc'],
    pack: 'case 10 lb', price: 8995, from: 'AB', keep: 'fridge', weigh: ['10', 'lb'],
    d: [
      'Lean, long-grained flank, the classic cut for ginger beef, fajitas and Korean bulgogi.',
      '瘦而纹理长的牛腹肉，是姜丝牛肉、法士达和韩式烤肉的经典部位。',
      'Bavette maigre à longues fibres, la coupe classique pour le bœuf au gingembre, les fajitas et le bulgogi.',
    ],
  },
  {
    n: ['Beef Short Ribs, Korean Cut', '韩式切牛小排', 'Côtes courtes de bœuf coupe coréenne'],
    pack: 'case 10 lb', price: 9495, from: 'US', keep: 'fridge', tags: ['hot'],
    d: [
      'Thin cross-cut (LA-style) short ribs, ready to marinate for galbi.',
      '横切薄片（LA式）牛小排，腌制后即可做韩式烤排骨。',
      'Côtes courtes tranchées finement en travers (style L.A.), prêtes à mariner pour le galbi.',
    ],
    stock: 12,
  },
  {
    n: ['Beef Shank', '牛腱', 'Jarret de bœuf'],
    pack: 'piece', price: 6295, from: 'CA', keep: 'fridge', weigh: ['4.5', 'kg'],
    d: [
      'Boneless shank with rich connective tissue, perfect for five-spice braised beef and stews.',
      '去骨牛腱，筋膜丰富，最适合卤牛腱和炖菜。',
      'Jarret désossé riche en tissu conjonctif, parfait pour le bœuf braisé aux cinq épices et les ragoûts.',
    ],
  },
  {
    n: ['Boneless Pork Shoulder', '去骨猪肩肉', 'Soc de porc désossé'],
    pack: 'piece', price: 5295, from: 'ON', keep: 'fridge', weigh: ['8', 'kg'], tags: ['local'], opts: ['cut'],
    d: [
      'Two Ontario pork butts per bag, well marbled for char siu, pulled pork and carnitas.',
      '每袋两块安大略省猪肩肉，油花均匀，适合叉烧、手撕猪肉和墨西哥炖猪肉。',
      'Deux socs de porc de l’Ontario par sac, bien persillés pour char siu, porc effiloché et carnitas.',
    ],
  },
  {
    n: ['Skin-on Pork Belly', '带皮五花肉', 'Flanc de porc avec couenne'],
    pack: 'piece', price: 5495, from: 'ON', keep: 'fridge', weigh: ['5', 'kg'], tags: ['local', 'hot'],
    d: [
      'Even layers of fat and lean for crispy roast pork, braised pork belly and samgyeopsal.',
      '肥瘦层次均匀，适合脆皮烧肉、红烧肉和韩式烤五花。',
      'Couches régulières de gras et de maigre pour porc rôti croustillant, flanc braisé et samgyeopsal.',
    ],
  },
  {
    n: ['Pork Back Ribs', '猪背骨排', 'Côtes levées de dos'],
    pack: 'case 10 kg', price: 9995, from: 'ON', keep: 'fridge', weigh: ['10', 'kg'], tags: ['local'],
    d: [
      'Meaty loin back ribs, about 1 kg per rack, for barbecue and honey-garlic ribs.',
      '肉厚的里脊背骨排，每扇约1公斤，适合烧烤和蜜汁蒜香排骨。',
      'Côtes levées de dos charnues, environ 1 kg par carré, pour le barbecue et les côtes miel et ail.',
    ],
  },
  {
    n: ['Pork Side Ribs, Sweet & Sour Cut', '猪肋排（糖醋切块）', 'Côtes levées de flanc, coupe aigre-douce'],
    pack: 'case 5 kg', price: 4295, from: 'ON', keep: 'fridge',
    d: [
      'Side ribs cut into 1-inch pieces, ready for sweet and sour ribs or steamed black bean ribs.',
      '猪肋排切成约1英寸小块，可直接做糖醋排骨或豉汁蒸排骨。',
      'Côtes de flanc coupées en morceaux de 1 po, prêtes pour des côtes aigres-douces ou à la vapeur aux haricots noirs.',
    ],
  },
  {
    n: ['Ground Pork', '猪肉馅', 'Porc haché'],
    pack: '4 x 5 lb', price: 6495, from: 'ON', keep: 'fridge', tags: ['hot'],
    d: [
      'Regular ground pork (about 25% fat) for dumplings, wontons, mapo tofu and meatballs.',
      '普通猪肉馅（脂肪约25%），适合饺子、馄饨、麻婆豆腐和肉丸。',
      'Porc haché ordinaire (environ 25 % de gras) pour raviolis, wontons, tofu mapo et boulettes.',
    ],
    batch: [[4, 6195], [8, 5895]],
  },
  {
    n: ['Pork Tenderloin', '猪里脊', 'Filet de porc'],
    pack: 'case 10 lb', price: 4495, from: 'ON', keep: 'fridge', weigh: ['10', 'lb'], tags: ['local'],
    d: [
      'Trimmed, vacuum-packed tenderloins for medallions, schnitzel and stir-fries.',
      '修整好的真空包装猪里脊，适合做猪排、炸猪排和小炒。',
      'Filets parés sous vide pour médaillons, schnitzels et sautés.',
    ],
  },
  {
    n: ['Sliced Bacon', '培根片', 'Bacon tranché'],
    pack: 'case 5 kg', price: 5995, from: 'ON', keep: 'fridge', tags: ['hot'],
    d: [
      'Hardwood-smoked bacon, 13–15 slices per pound, layered on paper for fast breakfast service.',
      '硬木烟熏培根，每磅13–15片，衬纸平铺，早餐出餐快。',
      'Bacon fumé au bois franc, 13 à 15 tranches par livre, étalé sur papier pour un service rapide au déjeuner.',
    ],
    sp: [5295, 3, 0],
  },
  {
    n: ['Peameal Bacon', '豌豆粉培根', 'Bacon de dos (peameal)'],
    pack: 'case 4 kg', price: 4995, from: 'ON', keep: 'fridge', tags: ['local'], only: 'T',
    d: [
      'Toronto’s classic cornmeal-rolled back bacon, whole loins to slice for peameal sandwiches.',
      '多伦多经典的玉米粉裹腌猪里脊，整条供应，切片即可做豌豆粉培根三明治。',
      'Le classique torontois : longe de porc saumurée roulée dans la semoule de maïs, à trancher pour les sandwichs.',
    ],
  },
  {
    n: ['Boneless Lamb Leg', '去骨羊腿', 'Gigot d’agneau désossé'],
    pack: 'piece', price: 4495, from: 'NZ', keep: 'fridge', weigh: ['2', 'kg'], tags: ['halal'],
    d: [
      'Netted, grass-fed halal lamb leg for roasting, kebabs and lamb curry.',
      '网套包装的草饲清真羊腿，适合烤制、烤串和咖喱羊肉。',
      'Gigot d’agneau halal nourri à l’herbe, ficelé, pour rôtis, brochettes et cari d’agneau.',
    ],
  },
  {
    n: ['Bone-in Goat Cubes', '带骨山羊肉块', 'Chèvre avec os en cubes'],
    pack: 'case 10 kg', price: 12995, from: 'AU', keep: 'fridge', tags: ['halal'], stock: 0,
    d: [
      'Halal goat cut into 2-inch bone-in cubes for curry goat, biryani and stews.',
      '清真山羊肉切成2英寸带骨块，适合咖喱羊肉、印度香饭和炖菜。',
      'Chèvre halal en cubes de 2 po avec os pour cari de chèvre, biryani et ragoûts.',
    ],
  },
  {
    n: ['Whole Duck', '整鸭', 'Canard entier'],
    pack: 'bird', price: 2495, from: 'ON', keep: 'fridge', weigh: ['2.5', 'kg'], tags: ['local'],
    d: [
      'Ontario-raised Pekin duck, head-on, the right bird for roast duck and Peking duck.',
      '安大略省养殖的北京鸭，带头，最适合做烧鸭和北京烤鸭。',
      'Canard de Pékin élevé en Ontario, avec la tête, idéal pour le canard rôti et le canard laqué.',
    ],
  },
  {
    n: ['Honeycomb Beef Tripe', '牛肚（金钱肚）', 'Tripes de bœuf (nid d’abeille)'],
    pack: 'case 10 lb', price: 3495, from: 'CA', keep: 'fridge',
    d: [
      'Cleaned and bleached honeycomb tripe for dim sum, pho and menudo.',
      '已清洗漂白的金钱肚，适合点心、越南粉和墨西哥牛肚汤。',
      'Tripes nid d’abeille nettoyées et blanchies pour dim sum, pho et menudo.',
    ],
  },
  {
    n: ['Chicken Feet', '鸡爪', 'Pattes de poulet'],
    pack: 'case 10 kg', price: 3995, from: 'ON', keep: 'fridge',
    d: [
      'Large, trimmed chicken feet for dim sum phoenix claws and braised snacks.',
      '修剪好的大鸡爪，适合做点心凤爪和卤味。',
      'Grosses pattes de poulet parées pour les griffes de phénix du dim sum et les collations braisées.',
    ],
  },
  {
    n: ['Mild Italian Sausage', '意式香肠（原味）', 'Saucisses italiennes douces'],
    pack: 'case 5 kg', price: 5495, from: 'ON', keep: 'fridge',
    d: [
      'Fresh pork sausages with fennel and garlic, 4 per pound, for pizza crumbles and grilling.',
      '新鲜猪肉香肠，含茴香和大蒜，每磅4根，适合披萨碎肉和烧烤。',
      'Saucisses de porc fraîches au fenouil et à l’ail, 4 à la livre, pour pizzas et grillades.',
    ],
  },
  {
    n: ['All-Beef Wieners', '全牛肉热狗肠', 'Saucisses fumées tout bœuf'],
    pack: 'case 10 lb', price: 3995, from: 'ON', keep: 'fridge', off: true,
    d: [
      'Skinless smoked beef wieners, 8 per pound, for hot dog carts and kids’ menus.',
      '无肠衣烟熏牛肉热狗肠，每磅8根，适合热狗摊和儿童餐。',
      'Saucisses fumées au bœuf sans peau, 8 à la livre, pour les stands de hot-dogs et les menus enfants.',
    ],
  },
  {
    n: ['Stewing Beef', '炖牛肉块', 'Bœuf à ragoût'],
    pack: 'case 5 kg', price: 8495, from: 'CA', keep: 'fridge',
    d: [
      'Chuck cut into 1-inch cubes for stews, curries, beef noodle soup and pies.',
      '牛肩肉切成1英寸方块，适合炖菜、咖喱、牛肉面和肉派。',
      'Palette coupée en cubes de 1 po pour ragoûts, caris, soupe de nouilles au bœuf et pâtés.',
    ],
    max: 10,
  },
];
