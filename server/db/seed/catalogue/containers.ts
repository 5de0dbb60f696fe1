import type { CatalogueRow } from '../demo-catalogue';

/**
 * Take-out containers, cups and bags (CT).
 * No expanded-polystyrene foam, black-plastic or plastic checkout bags: those are banned in Canada.
 */
export const containerRows: readonly CatalogueRow[] = [
  {
    n: ['Aluminum Take-out Container 2.25 lb', '2.25磅铝箔外卖盒', 'Contenant en aluminium pour emporter 2,25 lb'],
    pack: '500 ct', price: 6995, from: 'mCA', keep: 'room', tags: ['hot'], opts: ['lid'],
    d: [
      'Oblong foil pans that go from oven to counter; crimp board lids on for delivery.',
      '长方形铝箔盒，可直接进烤箱再到前台；配纸板盖压边后即可外送。',
      'Contenants oblongs en aluminium qui vont du four au comptoir; sertir un couvercle de carton pour la livraison.',
    ],
  },
  {
    n: ['Aluminum Half-size Steam Table Pan', '铝箔半尺寸蒸盘', 'Demi-plaque de service en aluminium'],
    pack: '100 ct', price: 4995, from: 'mCA', keep: 'room', opts: ['lid'],
    d: [
      'Deep half-size pans for catering trays, lasagna and hot holding.',
      '半尺寸深盘，适合宴会拼盘、千层面和保温出餐。',
      'Demi-plaques profondes pour plateaux de traiteur, lasagnes et maintien au chaud.',
    ],
  },
  {
    n: ['Aluminum Full-size Deep Pan', '铝箔全尺寸深盘', 'Plaque pleine profonde en aluminium'],
    pack: '50 ct', price: 5995, from: 'mCA', keep: 'room',
    d: [
      'Heavy-gauge full-size pans for roasting and large catering orders.',
      '加厚全尺寸深盘，适合烤制和大型宴会订单。',
      'Plaques pleine grandeur de gros calibre pour rôtir et les grosses commandes de traiteur.',
    ],
  },
  {
    n: ['Round Deli Container 16 oz with Lid', '16盎司圆形熟食盒（带盖）', 'Contenant rond de 16 oz avec couvercle'],
    pack: '240 ct', price: 4295, from: 'mCA', keep: 'room',
    d: [
      'Clear, leak-resistant PP containers for soups, sides and sauces; microwave and freezer safe.',
      '透明防漏PP餐盒，适合汤品、小菜和酱汁；可微波、可冷冻。',
      'Contenants transparents en PP résistants aux fuites pour soupes, accompagnements et sauces; micro-ondes et congélateur.',
    ],
    sp: [3695, 5, 0],
  },
  {
    n: ['Round Deli Container 32 oz with Lid', '32盎司圆形熟食盒（带盖）', 'Contenant rond de 32 oz avec couvercle'],
    pack: '150 ct', price: 4595, from: 'mCA', keep: 'room',
    d: [
      'Quart-size PP containers for wonton soup, pho broth and family-size sides.',
      '一夸脱PP餐盒，适合馄饨汤、越南粉汤底和家庭装配菜。',
      'Contenants en PP d’une pinte pour soupe wonton, bouillon de pho et accompagnements format familial.',
    ],
  },
  {
    n: ['Microwavable Rectangular Container 38 oz', '38盎司长方形微波餐盒', 'Contenant rectangulaire micro-ondable 38 oz'],
    pack: '150 ct', price: 5995, from: 'mCA', keep: 'room', tags: ['new'],
    d: [
      'Sturdy PP meal containers with clear lids for rice plates and combo meals.',
      '坚固PP餐盒配透明盖，适合盖饭和套餐。',
      'Contenants-repas robustes en PP avec couvercles transparents pour assiettes de riz et combos.',
    ],
  },
  {
    n: ['Compostable Fibre Clamshell 9 × 9"', '9 × 9英寸可堆肥纤维翻盖餐盒', 'Boîte à charnière en fibre compostable 9 × 9 po'],
    pack: '200 ct', price: 5495, from: 'mCN', keep: 'room', tags: ['eco'],
    d: [
      'Sugarcane-fibre hinged box, grease resistant and certified compostable.',
      '甘蔗纤维翻盖盒，防油，获可堆肥认证。',
      'Boîte à charnière en fibre de canne à sucre, résistante à la graisse et certifiée compostable.',
    ],
  },
  {
    n: ['Fibre Clamshell 9", 3-Compartment', '9英寸三格纤维翻盖餐盒', 'Boîte à charnière en fibre 9 po, 3 compartiments'],
    pack: '200 ct', price: 5995, from: 'mCN', keep: 'room', tags: ['eco'],
    d: [
      'Three-compartment compostable box keeps rice, mains and sides apart.',
      '三格可堆肥餐盒，米饭、主菜和配菜分开盛放。',
      'Boîte compostable à trois compartiments qui sépare riz, plat principal et accompagnements.',
    ],
  },
  {
    n: ['Kraft Fold-top Food Box #8', '#8牛皮纸折叠餐盒', 'Boîte alimentaire kraft pliante no 8'],
    pack: '300 ct', price: 5995, from: 'mCA', keep: 'room', tags: ['eco'],
    d: [
      'Grease-resistant kraft box with self-locking top for noodles, rice bowls and salads.',
      '防油牛皮纸盒，顶部自锁，适合面条、盖饭和沙拉。',
      'Boîte kraft résistante à la graisse à fermeture autobloquante pour nouilles, bols de riz et salades.',
    ],
  },
  {
    n: ['Chinese Take-out Pail 16 oz', '16盎司中式外卖纸盒', 'Boîte à emporter chinoise 16 oz'],
    pack: '500 ct', price: 4995, from: 'mUS', keep: 'room',
    d: [
      'Classic folded paperboard pail, without a wire handle so it can go in the microwave.',
      '经典折叠纸盒，无铁丝提手，可放入微波炉。',
      'La boîte pliée classique en carton, sans anse métallique pour aller au micro-ondes.',
    ],
  },
  {
    n: ['Paper Soup Container 12 oz', '12盎司纸汤杯', 'Contenant à soupe en carton 12 oz'],
    pack: '500 ct', price: 6995, from: 'mCA', keep: 'room', opts: ['lid'],
    d: [
      'Double-poly paper soup cups that stay cool to hold; add vented lids as needed.',
      '双面淋膜纸汤杯，手握不烫；可按需加购透气盖。',
      'Contenants à soupe en carton à double polyenduit, frais au toucher; ajoutez des couvercles ventilés au besoin.',
    ],
  },
  {
    n: ['Portion Cups 2 oz with Lids', '2盎司酱料杯（带盖）', 'Godets à portion 2 oz avec couvercles'],
    pack: '2500 ct', price: 5495, from: 'mCA', keep: 'room', tags: ['hot'], qty: [2, 2], stock: -9999,
    d: [
      'Clear PP sauce cups with snap-on lids for dressings, dips and condiments.',
      '透明PP酱料杯配卡扣盖，用于沙拉汁、蘸酱和调料。',
      'Godets transparents en PP à couvercle emboîtable pour vinaigrettes, trempettes et condiments.',
    ],
    batch: [[3, 5195], [6, 4895]],
  },
  {
    n: ['Paper Hot Cups 12 oz', '12盎司纸热饮杯', 'Gobelets en carton pour boissons chaudes 12 oz'],
    pack: '1000 ct', price: 6495, from: 'mCA', keep: 'room',
    d: [
      'Double-wall paper cups for coffee and tea; no sleeve needed.',
      '双层纸杯，适合咖啡和茶，无需杯套。',
      'Gobelets en carton à double paroi pour café et thé; aucun manchon requis.',
    ],
  },
  {
    n: ['Hot Cup Lids 12–20 oz', '12–20盎司热饮杯盖', 'Couvercles pour gobelets chauds 12–20 oz'],
    pack: '1000 ct', price: 4295, from: 'mCA', keep: 'room',
    d: [
      'Sip-through lids that fit 12 to 20 oz hot cups snugly.',
      '带饮用口的杯盖，紧密贴合12–20盎司热饮杯。',
      'Couvercles à bec verseur qui s’ajustent parfaitement aux gobelets chauds de 12 à 20 oz.',
    ],
  },
  {
    n: ['Clear PET Cold Cups 16 oz', '16盎司透明PET冷饮杯', 'Gobelets froids en PET transparent 16 oz'],
    pack: '1000 ct', price: 7995, from: 'mCA', keep: 'room', tags: ['hot'],
    d: [
      'Crystal-clear recyclable cups for iced coffee, bubble tea and smoothies.',
      '晶莹透明的可回收杯，适合冰咖啡、珍珠奶茶和果昔。',
      'Gobelets recyclables transparents pour café glacé, thé aux perles et smoothies.',
    ],
    batch: [[3, 7595], [6, 7195]],
  },
  {
    n: ['Flat Lids for Cold Cups', '冷饮杯平盖', 'Couvercles plats pour gobelets froids'],
    pack: '1000 ct', price: 4495, from: 'mCA', keep: 'room',
    d: [
      'Strawless sip lids that fit 12 to 24 oz PET cold cups.',
      '免吸管饮用口杯盖，适配12–24盎司PET冷饮杯。',
      'Couvercles à boire sans paille pour gobelets froids en PET de 12 à 24 oz.',
    ],
  },
  {
    n: ['Cup Sealing Film', '封口膜', 'Film de scellage pour gobelets'],
    pack: ['roll of 3000 seals', '每卷可封3000杯', 'rouleau de 3000 scellages'], price: 4995, from: 'TW', keep: 'room', stock: 0,
    d: [
      'Printed sealing film for 90/95 mm bubble tea cups on automatic sealers.',
      '印花封口膜，适用于自动封口机和90/95毫米奶茶杯。',
      'Film imprimé pour sceller les gobelets à thé aux perles de 90/95 mm sur scelleuse automatique.',
    ],
  },
  {
    n: ['Kraft Take-out Bags with Handles', '牛皮纸手提外卖袋', 'Sacs à emporter kraft avec poignées'],
    pack: '250 ct', price: 6995, from: 'mCA', keep: 'room', tags: ['eco'],
    d: [
      'Strong flat-bottom paper bags, 10 × 6.75 × 12", that hold four meal boxes upright.',
      '10 × 6.75 × 12英寸的结实平底纸袋，可竖直装下四个餐盒。',
      'Sacs de papier robustes à fond plat de 10 × 6,75 × 12 po qui tiennent quatre boîtes-repas debout.',
    ],
  },
  {
    n: ['Kraft Sandwich Wedge with Window', '带窗牛皮纸三明治盒', 'Pointe à sandwich kraft avec fenêtre'],
    pack: '500 ct', price: 5995, from: 'mCA', keep: 'room', tags: ['eco'],
    d: [
      'Triangle sandwich boxes with a clear window for grab-and-go displays.',
      '带透明窗的三角形三明治盒，适合即取即走陈列。',
      'Boîtes triangulaires à sandwich avec fenêtre transparente pour les présentoirs prêts-à-emporter.',
    ],
  },
  {
    n: ['Pizza Box 12"', '12英寸披萨盒', 'Boîte à pizza 12 po'],
    pack: '50 ct', price: 2995, from: 'mCA', keep: 'room',
    d: [
      'Corrugated kraft pizza boxes that fold in seconds and keep the crust crisp.',
      '瓦楞牛皮纸披萨盒，几秒即可折好，保持饼底酥脆。',
      'Boîtes à pizza en carton ondulé kraft qui se plient en quelques secondes et gardent la croûte croustillante.',
    ],
    batch: [[5, 2795], [10, 2595]],
  },
  {
    n: ['Pizza Box 16"', '16英寸披萨盒', 'Boîte à pizza 16 po'],
    pack: '50 ct', price: 3995, from: 'mCA', keep: 'room',
    d: [
      'Extra-large corrugated boxes for party-size pies.',
      '超大瓦楞披萨盒，适合派对尺寸披萨。',
      'Très grandes boîtes en carton ondulé pour les pizzas format fête.',
    ],
    sp: [3495, 4, 5],
  },
  {
    n: ['Sushi Tray with Lid, Medium', '中号寿司盘（带盖）', 'Plateau à sushis moyen avec couvercle'],
    pack: '400 ct', price: 6995, from: 'mCN', keep: 'room',
    d: [
      'Leaf-pattern base with an anti-fog clear lid, holds two rolls.',
      '叶纹底盘配防雾透明盖，可装两条寿司卷。',
      'Base à motif de feuille avec couvercle transparent antibuée, contient deux makis.',
    ],
  },
  {
    n: ['Pastry Box 10 × 10 × 5"', '10 × 10 × 5英寸蛋糕盒', 'Boîte à pâtisserie 10 × 10 × 5 po'],
    pack: '100 ct', price: 3995, from: 'mCA', keep: 'room',
    d: [
      'White one-piece lock-corner boxes for cakes, tarts and dim sum platters.',
      '白色一体式锁角盒，适合蛋糕、挞和点心拼盘。',
      'Boîtes blanches d’une pièce à coins verrouillables pour gâteaux, tartes et plateaux de dim sum.',
    ],
  },
  {
    n: ['Bento Box with Lid, 5-Compartment', '五格便当盒（带盖）', 'Boîte bento 5 compartiments avec couvercle'],
    pack: '200 ct', price: 6995, from: 'mCN', keep: 'room',
    d: [
      'Microwavable PP bento with five sections for lunch specials and catering.',
      '可微波PP五格便当盒，适合午市特价套餐和宴会。',
      'Bento en PP micro-ondable à cinq sections pour les spéciaux du midi et le traiteur.',
    ],
  },
  {
    n: ['Greaseproof Fry Bags', '防油薯条纸袋', 'Sacs à frites ingraissables'],
    pack: '2000 ct', price: 4495, from: 'mCA', keep: 'room',
    d: [
      'Open-top paper bags for fries, onion rings and churros.',
      '开口纸袋，适合装薯条、洋葱圈和西班牙油条。',
      'Sacs de papier ouverts pour frites, rondelles d’oignon et churros.',
    ],
  },
  {
    n: ['Ramen Bowl 32 oz with Lid', '32盎司拉面碗（带盖）', 'Bol à ramen 32 oz avec couvercle'],
    pack: '150 ct', price: 6495, from: 'mCN', keep: 'room', tags: ['new'],
    d: [
      'Wide PP bowl with a vented lid and insert tray that keeps noodles out of the broth.',
      '宽口PP面碗，配透气盖和隔层托盘，外送时面汤分离。',
      'Grand bol en PP avec couvercle ventilé et plateau intérieur qui garde les nouilles hors du bouillon.',
    ],
    max: 10,
  },
];
