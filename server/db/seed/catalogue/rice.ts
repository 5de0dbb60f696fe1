import type { CatalogueRow } from '../demo-catalogue';

/** Rice and rice noodles (RC). */
export const riceRows: readonly CatalogueRow[] = [
  {
    n: ['Jasmine Rice', '泰国香米', 'Riz au jasmin'],
    pack: 'bag 50 lb', price: 4895, from: 'TH', keep: 'dry', tags: ['hot'], opts: ['bag'],
    d: [
      'Thai Hom Mali jasmine rice, fragrant and soft, the house rice for most Asian kitchens.',
      '泰国茉莉香米，香气浓郁、口感柔软，是大多数亚洲餐厅的招牌米。',
      'Riz au jasmin thaï Hom Mali, parfumé et tendre, le riz maison de la plupart des cuisines asiatiques.',
    ],
    batch: [[5, 4695], [10, 4495]],
  },
  {
    n: ['Jasmine Rice, New Crop', '新米泰国香米', 'Riz au jasmin, nouvelle récolte'],
    pack: 'bag 25 lb', price: 2995, from: 'TH', keep: 'dry', tags: ['new'],
    d: [
      'This season’s harvest with extra aroma; use a little less water than usual.',
      '本季新米，香气更足；煮饭时水量可比平时略少。',
      'Récolte de la saison, encore plus parfumée; utiliser un peu moins d’eau que d’habitude.',
    ],
    sp: [2595, 4, 3],
  },
  {
    n: ['Vietnamese Fragrant Rice', '越南香米', 'Riz parfumé du Viêt Nam'],
    pack: 'bag 50 lb', price: 4295, from: 'VN', keep: 'dry',
    d: [
      'Long-grain fragrant rice with separate, fluffy grains for com dishes and fried rice.',
      '长粒香米，米粒分明松软，适合越南米饭套餐和炒饭。',
      'Riz parfumé à grain long, aux grains détachés et légers, pour les plats com et le riz frit.',
    ],
  },
  {
    n: ['Extra Long Basmati Rice', '特长印度香米', 'Riz basmati extra-long'],
    pack: 'bag 40 lb', price: 5995, from: 'IN', keep: 'dry', opts: ['bag'],
    d: [
      'Aged basmati that doubles in length when cooked, for biryani and pulao.',
      '陈化印度香米，煮熟后米粒伸长一倍，适合印度香饭和抓饭。',
      'Basmati vieilli qui double de longueur à la cuisson, pour biryani et pulao.',
    ],
  },
  {
    n: ['Sella Basmati Rice', '蒸谷印度香米', 'Riz basmati sella'],
    pack: 'bag 40 lb', price: 5495, from: 'PK', keep: 'dry', tags: ['halal'], batch: [[5, 5195], [10, 4995]],
    d: [
      'Parboiled golden basmati that never sticks, holding up on steam tables and buffets.',
      '蒸谷处理的金色印度香米，不粘连，适合保温台和自助餐。',
      'Basmati doré étuvé qui ne colle jamais et tient bien au bain-marie et au buffet.',
    ],
  },
  {
    n: ['Brown Basmati Rice', '糙印度香米', 'Riz basmati brun'],
    pack: 'bag 10 lb', price: 2295, from: 'IN', keep: 'dry',
    d: [
      'Whole-grain basmati with a nutty aroma for bowls and healthier sides.',
      '全谷印度香米，带坚果香，适合谷物碗和健康配菜。',
      'Basmati à grain entier au parfum de noisette, pour bols-repas et accompagnements santé.',
    ],
  },
  {
    n: ['Sona Masoori Rice', '索纳马苏里米', 'Riz Sona Masoori'],
    pack: 'bag 20 lb', price: 2795, from: 'IN', keep: 'dry',
    d: [
      'Light, medium-grain South Indian rice for idli, dosa batter, lemon rice and everyday meals.',
      '南印度轻盈中粒米，适合蒸米糕、薄饼面糊、柠檬饭和日常餐食。',
      'Riz léger à grain moyen du sud de l’Inde pour idli, pâte à dosa, riz au citron et repas quotidiens.',
    ],
  },
  {
    n: ['Calrose Sushi Rice', '加州寿司米', 'Riz à sushi Calrose'],
    pack: 'bag 50 lb', price: 5495, from: 'US', keep: 'dry', tags: ['hot'], opts: ['bag'],
    d: [
      'California medium-grain rice that turns glossy and sticky, the standard for sushi bars.',
      '加州中粒米，煮后晶亮有黏性，是寿司店的标准用米。',
      'Riz californien à grain moyen, brillant et collant, la référence des bars à sushis.',
    ],
  },
  {
    n: ['Koshihikari Short Grain Rice', '越光短粒米', 'Riz à grain court Koshihikari'],
    pack: 'bag 15 lb', price: 4495, from: 'US', keep: 'dry',
    d: [
      'Premium Koshihikari grown in California, sweet and tender for omakase and onigiri.',
      '加州种植的优质越光米，甘甜软糯，适合主厨特选和饭团。',
      'Koshihikari de qualité supérieure cultivé en Californie, sucré et tendre pour omakase et onigiri.',
    ],
  },
  {
    n: ['Korean-style Short Grain Rice', '韩式短粒米', 'Riz à grain court de style coréen'],
    pack: 'bag 20 kg', price: 5995, from: 'US', keep: 'dry',
    d: [
      'Plump short-grain rice for bibimbap, kimbap and stone-pot rice.',
      '饱满的短粒米，适合拌饭、紫菜包饭和石锅饭。',
      'Riz à grain court bien rond pour bibimbap, kimbap et riz en bol de pierre.',
    ],
    sp: [5295, 2, 2],
  },
  {
    n: ['Northeast China Japonica Rice', '东北大米', 'Riz japonica du nord-est de la Chine'],
    pack: 'bag 10 kg', price: 2995, from: 'CN', keep: 'dry',
    d: [
      'Round-grain rice from Heilongjiang with a sweet, chewy bite for northern Chinese menus.',
      '黑龙江圆粒大米，香甜有嚼劲，适合北方菜单。',
      'Riz à grain rond du Heilongjiang, sucré et ferme sous la dent, pour les menus du nord de la Chine.',
    ],
  },
  {
    n: ['Long Grain White Rice', '长粒白米', 'Riz blanc à grain long'],
    pack: 'bag 50 lb', price: 3495, from: 'US', keep: 'dry',
    d: [
      'Economical all-purpose long grain for rice and peas, pilafs and soups.',
      '经济实惠的通用长粒米，适合豆子饭、香料饭和汤品。',
      'Riz à grain long polyvalent et économique pour riz et pois, pilafs et soupes.',
    ],
    batch: [[5, 3295], [10, 3095]],
  },
  {
    n: ['Parboiled Long Grain Rice', '蒸谷长粒米', 'Riz étuvé à grain long'],
    pack: 'bag 50 lb', price: 3795, from: 'US', keep: 'dry',
    d: [
      'Converted rice that stays separate for hours, made for catering and hot holding.',
      '蒸谷米长时间保温也不粘连，专为宴会和保温出餐设计。',
      'Riz étuvé qui reste détaché pendant des heures, conçu pour le traiteur et le maintien au chaud.',
    ],
  },
  {
    n: ['Organic Brown Rice', '有机糙米', 'Riz brun biologique'],
    pack: 'bag 25 lb', price: 3995, from: 'US', keep: 'dry', tags: ['organic'],
    d: [
      'Certified organic long grain brown rice for poke bowls and grain salads.',
      '有机认证长粒糙米，适合夏威夷拌饭和谷物沙拉。',
      'Riz brun à grain long certifié biologique pour bols poké et salades de grains.',
    ],
  },
  {
    n: ['Jasmine Brown Rice', '泰国香糙米', 'Riz jasmin brun'],
    pack: 'bag 25 lb', price: 3295, from: 'TH', keep: 'dry',
    d: [
      'Whole-grain jasmine rice with the familiar fragrance and more bite.',
      '全谷泰国香米，保留熟悉的香气，口感更有嚼劲。',
      'Riz jasmin à grain entier, au parfum familier et plus ferme sous la dent.',
    ],
  },
  {
    n: ['Glutinous Rice (Sweet Rice)', '糯米', 'Riz gluant'],
    pack: 'bag 25 lb', price: 3195, from: 'TH', keep: 'dry', tags: ['hot'],
    d: [
      'Long-grain sticky rice for lo mai gai, zongzi, mango sticky rice and sticky rice baskets.',
      '长粒糯米，适合糯米鸡、粽子、芒果糯米饭和竹篓糯米饭。',
      'Riz gluant à grain long pour lo mai gai, zongzi, riz gluant à la mangue et paniers de riz collant.',
    ],
  },
  {
    n: ['Black Glutinous Rice', '黑糯米', 'Riz gluant noir'],
    pack: 'bag 5 lb', price: 1195, from: 'TH', keep: 'dry', stock: 0,
    d: [
      'Deep purple sticky rice for desserts, sweet soups and colourful rice blends.',
      '深紫色糯米，适合甜品、糖水和彩色杂粮饭。',
      'Riz gluant violet foncé pour desserts, soupes sucrées et mélanges de riz colorés.',
    ],
  },
  {
    n: ['Arborio Rice', '意大利阿博里奥米', 'Riz arborio'],
    pack: '10 x 1 kg', price: 3495, from: 'IT', keep: 'dry',
    d: [
      'Italian superfino rice that releases starch slowly for creamy risotto and arancini.',
      '意大利超细级米，淀粉缓慢释放，做出绵滑的烩饭和炸饭团。',
      'Riz superfino italien qui libère lentement son amidon, pour des risottos crémeux et des arancini.',
    ],
  },
  {
    n: ['Canadian Wild Rice', '加拿大野米', 'Riz sauvage canadien'],
    pack: 'bag 5 lb', price: 5995, from: 'CA', keep: 'dry', stock: 0, only: 'O',
    d: [
      'Lake-harvested wild rice from the Canadian Shield, nutty and long-grained.',
      '采自加拿大地盾湖泊的野米，颗粒修长，带坚果香。',
      'Riz sauvage récolté dans les lacs du Bouclier canadien, à grain long et au goût de noisette.',
    ],
  },
  {
    n: ['Broken Rice (Com Tam)', '碎米', 'Riz brisé (com tam)'],
    pack: 'bag 50 lb', price: 3295, from: 'VN', keep: 'dry',
    d: [
      'Fragrant broken rice for Vietnamese com tam plates with grilled pork chops.',
      '香碎米，适合越南碎米饭配烤猪排。',
      'Riz brisé parfumé pour les assiettes vietnamiennes com tam aux côtelettes de porc grillées.',
    ],
  },
  {
    n: ['Thai Red Rice', '泰国红米', 'Riz rouge thaï'],
    pack: 'bag 10 lb', price: 1995, from: 'TH', keep: 'dry',
    d: [
      'Semi-polished red cargo rice with a firm texture and earthy flavour.',
      '半精米红糙米，口感紧实，带谷物香。',
      'Riz rouge semi-poli à la texture ferme et au goût terreux.',
    ],
  },
  {
    n: ['Korean Mixed Grain Rice', '韩式五谷杂粮米', 'Mélange de riz et céréales à la coréenne'],
    pack: 'bag 4 kg', price: 2495, from: 'KR', keep: 'dry', tags: ['new'],
    d: [
      'Blend of brown rice, barley, black rice, beans and millet for japgokbap.',
      '糙米、大麦、黑米、豆类和小米混合，适合做韩式杂粮饭。',
      'Mélange de riz brun, d’orge, de riz noir, de haricots et de millet pour le japgokbap.',
    ],
  },
  {
    n: ['Rice Vermicelli', '米粉', 'Vermicelles de riz'],
    pack: '30 x 400 g', price: 3295, from: 'TH', keep: 'dry', tags: ['hot'],
    d: [
      'Thin rice noodles for bun bowls, Singapore noodles and fresh rolls; soak and serve.',
      '细米粉，适合越南米粉碗、星洲炒米和鲜春卷；泡软即可使用。',
      'Vermicelles de riz fins pour bols bún, nouilles de Singapour et rouleaux frais; tremper et servir.',
    ],
  },
  {
    n: ['Rice Stick Noodles 3 mm', '3毫米河粉干', 'Nouilles de riz 3 mm'],
    pack: '30 x 454 g', price: 3995, from: 'TH', keep: 'dry',
    d: [
      'Medium flat rice noodles for pad thai, pho and stir-fried rice noodles.',
      '中宽扁河粉，适合泰式炒河粉、越南粉和干炒河粉。',
      'Nouilles de riz plates moyennes pour pad thaï, pho et nouilles de riz sautées.',
    ],
  },
  {
    n: ['Fresh Rice Noodles (Ho Fun)', '鲜河粉', 'Nouilles de riz fraîches (ho fun)'],
    pack: '12 x 2 lb', price: 3995, from: 'ON', keep: 'fridge', tags: ['local'], only: 'T', max: 10,
    d: [
      'Silky fresh wide noodles made daily in Toronto for beef chow fun; use within 3 days.',
      '多伦多每日新鲜制作的宽河粉，爽滑，适合干炒牛河；请于3天内用完。',
      'Larges nouilles fraîches et soyeuses fabriquées chaque jour à Toronto pour le chow fun au bœuf; à utiliser dans les 3 jours.',
    ],
  },
  {
    n: ['Rice Paper Wrappers 22 cm', '22厘米越南米纸', 'Galettes de riz 22 cm'],
    pack: '20 x 400 g', price: 5495, from: 'VN', keep: 'dry',
    d: [
      'Round rice paper that softens in seconds and stays elastic for summer rolls.',
      '圆形米纸，几秒即可泡软，包夏卷时保持弹性。',
      'Galettes de riz rondes qui ramollissent en quelques secondes et restent élastiques pour les rouleaux d’été.',
    ],
  },
];
