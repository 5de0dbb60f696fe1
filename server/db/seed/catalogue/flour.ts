import type { CatalogueRow } from '../demo-catalogue';

/** Flour, starches and baking (FL). */
export const flourRows: readonly CatalogueRow[] = [
  {
    n: ['All-Purpose Flour', '中筋面粉', 'Farine tout usage'],
    pack: 'bag 20 kg', price: 2995, from: 'CA', keep: 'dry', tags: ['hot'],
    d: [
      'Enriched Canadian wheat flour for breading, sauces, noodles and everyday baking.',
      '加拿大营养强化小麦面粉，适合裹粉、勾芡、做面条和日常烘焙。',
      'Farine de blé canadien enrichie pour panures, sauces, nouilles et pâtisserie de tous les jours.',
    ],
    batch: [[5, 2795], [10, 2595]],
  },
  {
    n: ['Bread Flour', '高筋面粉', 'Farine à pain'],
    pack: 'bag 20 kg', price: 3295, from: 'CA', keep: 'dry',
    d: [
      'High-protein hard spring wheat flour (13%) for bread, bagels and pizza dough.',
      '高蛋白硬质春小麦面粉（13%），适合面包、贝果和披萨面团。',
      'Farine de blé dur de printemps riche en protéines (13 %) pour pains, bagels et pâte à pizza.',
    ],
    batch: [[5, 3095], [10, 2895]],
  },
  {
    n: ['Pastry Flour', '低筋面粉', 'Farine à pâtisserie'],
    pack: 'bag 20 kg', price: 3195, from: 'ON', keep: 'dry', tags: ['local'],
    d: [
      'Soft Ontario winter wheat flour for tender pie crusts, cookies and steamed buns.',
      '安大略省软质冬小麦面粉，适合酥软派皮、饼干和包子。',
      'Farine de blé tendre d’hiver de l’Ontario pour croûtes tendres, biscuits et brioches vapeur.',
    ],
  },
  {
    n: ['Whole Wheat Flour', '全麦面粉', 'Farine de blé entier'],
    pack: 'bag 20 kg', price: 3495, from: 'CA', keep: 'dry',
    d: [
      'Stone-ground whole wheat flour with the bran and germ for breads and wraps.',
      '石磨全麦面粉，保留麸皮和胚芽，适合面包和卷饼。',
      'Farine de blé entier moulue sur pierre avec le son et le germe, pour pains et wraps.',
    ],
  },
  {
    n: ['"00" Pizza Flour', '00号披萨面粉', 'Farine « 00 » pour pizza'],
    pack: 'bag 25 kg', price: 5995, from: 'IT', keep: 'dry', tags: ['new'],
    d: [
      'Finely milled Italian flour for Neapolitan pizza that bakes in 90 seconds at 450 °C.',
      '意大利细磨面粉，适合在450 °C下90秒烤成的那不勒斯披萨。',
      'Farine italienne finement moulue pour la pizza napolitaine cuite en 90 secondes à 450 °C.',
    ],
  },
  {
    n: ['Durum Semolina', '硬质小麦粗粒粉', 'Semoule de blé dur'],
    pack: 'bag 10 kg', price: 2495, from: 'CA', keep: 'dry',
    d: [
      'Golden semolina for fresh pasta, dusting pizza peels and semolina cake.',
      '金黄色粗粒小麦粉，适合鲜意面、撒披萨铲和粗麦蛋糕。',
      'Semoule dorée pour pâtes fraîches, pelles à pizza et gâteau de semoule.',
    ],
  },
  {
    n: ['Rice Flour', '粘米粉', 'Farine de riz'],
    pack: '24 x 400 g', price: 2695, from: 'TH', keep: 'dry',
    d: [
      'Fine rice flour for turnip cake, rice noodle rolls and crispy batters.',
      '细磨粘米粉，适合萝卜糕、肠粉和酥脆面糊。',
      'Farine de riz fine pour gâteau de navet, rouleaux de nouilles de riz et pâtes à frire croustillantes.',
    ],
  },
  {
    n: ['Glutinous Rice Flour', '糯米粉', 'Farine de riz gluant'],
    pack: '24 x 400 g', price: 2895, from: 'TH', keep: 'dry',
    d: [
      'Sweet rice flour for tang yuan, mochi and sesame balls.',
      '糯米粉，适合汤圆、麻糬和煎堆。',
      'Farine de riz gluant pour tang yuan, mochis et boules de sésame.',
    ],
  },
  {
    n: ['Tapioca Starch', '木薯淀粉', 'Fécule de tapioca'],
    pack: 'bag 50 lb', price: 4995, from: 'TH', keep: 'dry',
    d: [
      'Clean-tasting starch for homemade tapioca pearls, chewy doughs and glossy sauces.',
      '味道纯净的淀粉，适合自制珍珠、Q弹面团和亮泽酱汁。',
      'Fécule au goût neutre pour perles de tapioca maison, pâtes élastiques et sauces brillantes.',
    ],
  },
  {
    n: ['Potato Starch', '土豆淀粉', 'Fécule de pomme de terre'],
    pack: 'bag 25 kg', price: 6495, from: 'NL', keep: 'dry',
    d: [
      'Extra-white potato starch for karaage, crispy pork and thickening soups.',
      '特白土豆淀粉，适合日式炸鸡、锅包肉和汤品勾芡。',
      'Fécule de pomme de terre extra-blanche pour karaage, porc croustillant et soupes épaissies.',
    ],
  },
  {
    n: ['Corn Starch', '玉米淀粉', 'Fécule de maïs'],
    pack: '12 x 908 g', price: 3295, from: 'CA', keep: 'dry',
    d: [
      'Classic thickener for gravies, velveting meat and light tempura-style batters.',
      '经典增稠剂，适合肉汁、上浆嫩肉和轻薄面糊。',
      'L’épaississant classique pour sauces brunes, viande veloutée et pâtes à frire légères.',
    ],
  },
  {
    n: ['Wheat Starch', '澄粉', 'Amidon de blé'],
    pack: '20 x 454 g', price: 2695, from: 'TH', keep: 'dry',
    d: [
      'Gluten-free wheat starch for translucent har gow and crystal dumpling wrappers.',
      '去筋小麦淀粉，用于制作晶莹的虾饺和水晶饺皮。',
      'Amidon de blé sans gluten pour les pâtes translucides des har gow et des raviolis cristal.',
    ],
  },
  {
    n: ['Chickpea Flour (Besan)', '鹰嘴豆粉', 'Farine de pois chiches (besan)'],
    pack: 'bag 20 lb', price: 2995, from: 'CA', keep: 'dry', tags: ['halal'],
    d: [
      'Finely milled Canadian chickpea flour for pakoras, bhajis and socca.',
      '细磨加拿大鹰嘴豆粉，适合印度炸蔬菜饼、洋葱炸团和鹰嘴豆薄饼。',
      'Farine de pois chiches canadiens finement moulue pour pakoras, bhajis et socca.',
    ],
  },
  {
    n: ['Chakki Atta', '印度全麦面粉', 'Farine atta chakki'],
    pack: 'bag 20 lb', price: 2295, from: 'CA', keep: 'dry', tags: ['halal'],
    d: [
      'Stone-ground whole wheat atta for soft rotis, parathas and puris.',
      '石磨全麦面粉，可做柔软的印度薄饼、千层饼和油炸泡饼。',
      'Farine atta de blé entier moulue sur pierre pour rotis, parathas et puris moelleux.',
    ],
  },
  {
    n: ['Tempura Batter Mix', '天妇罗粉', 'Mélange à pâte tempura'],
    pack: '10 x 1 kg', price: 4495, from: 'JP', keep: 'dry',
    d: [
      'Just add ice water for a light, lacy Japanese tempura coating.',
      '只需加入冰水，即可调出轻薄酥脆的日式天妇罗面衣。',
      'Il suffit d’ajouter de l’eau glacée pour un enrobage tempura japonais léger et dentelé.',
    ],
  },
  {
    n: ['Panko Breadcrumbs', '日式面包糠', 'Chapelure panko'],
    pack: 'bag 10 kg', price: 4995, from: 'TH', keep: 'dry', tags: ['hot'],
    d: [
      'Large, airy flakes for tonkatsu, katsu curry and extra-crunchy fried shrimp.',
      '大片蓬松面包糠，适合炸猪排、咖喱炸猪排和特脆炸虾。',
      'Gros flocons aériens pour tonkatsu, cari katsu et crevettes frites extra-croustillantes.',
    ],
    sp: [4295, 3, 0],
  },
  {
    n: ['Italian Seasoned Breadcrumbs', '意式调味面包屑', 'Chapelure assaisonnée à l’italienne'],
    pack: '4 x 2.27 kg', price: 3295, from: 'CA', keep: 'dry',
    d: [
      'Fine crumbs with herbs and parmesan for chicken parm, veal cutlets and meatballs.',
      '含香草和帕玛森奶酪的细面包屑，适合帕玛森鸡排、炸小牛排和肉丸。',
      'Chapelure fine aux herbes et au parmesan pour poulet parmigiana, escalopes de veau et boulettes.',
    ],
  },
  {
    n: ['Fish & Chip Batter Mix', '炸鱼面糊粉', 'Mélange à pâte à frire pour poisson'],
    pack: 'bag 10 kg', price: 3995, from: 'CA', keep: 'dry',
    d: [
      'Seasoned batter that fries golden and stays crisp under a paper wrap.',
      '调味面糊粉，炸后金黄，包上纸也能保持酥脆。',
      'Pâte assaisonnée qui frit bien dorée et reste croustillante sous l’emballage de papier.',
    ],
  },
  {
    n: ['Buttermilk Pancake Mix', '酪乳松饼粉', 'Mélange à crêpes au babeurre'],
    pack: '6 x 2 kg', price: 3495, from: 'CA', keep: 'dry',
    d: [
      'Complete mix for fluffy pancakes and waffles; add water only.',
      '全能预拌粉，只需加水即可做出蓬松的松饼和华夫饼。',
      'Mélange complet pour crêpes et gaufres moelleuses; ajouter seulement de l’eau.',
    ],
    sp: [2995, 4, 2],
  },
  {
    n: ['Yellow Cornmeal', '黄玉米粉', 'Semoule de maïs jaune'],
    pack: 'bag 10 kg', price: 2495, from: 'US', keep: 'dry',
    d: [
      'Medium-grind cornmeal for cornbread, polenta and dusting pizza peels.',
      '中粗玉米粉，适合玉米面包、玉米糊和撒披萨铲。',
      'Semoule de maïs mi-fine pour pain de maïs, polenta et pelles à pizza.',
    ],
  },
  {
    n: ['Masa Harina', '墨西哥玉米面粉', 'Farine de maïs masa'],
    pack: 'bag 20 kg', price: 3995, from: 'MX', keep: 'dry', stock: 0,
    d: [
      'Nixtamalized corn flour for fresh tortillas, tamales and pupusas.',
      '碱法处理的玉米面粉，适合现做玉米饼、玉米粽和普普萨饼。',
      'Farine de maïs nixtamalisé pour tortillas fraîches, tamales et pupusas.',
    ],
  },
  {
    n: ['Instant Dry Yeast', '即发干酵母', 'Levure sèche instantanée'],
    pack: '20 x 500 g', price: 6995, from: 'QC', keep: 'dry',
    d: [
      'Vacuum-packed instant yeast made in Montreal; mix straight into the flour.',
      '蒙特利尔生产的真空包装即发酵母，可直接拌入面粉。',
      'Levure instantanée sous vide fabriquée à Montréal; à mélanger directement à la farine.',
    ],
  },
  {
    n: ['Baking Powder', '泡打粉', 'Poudre à pâte'],
    pack: 'pail 4.5 kg', price: 3995, from: 'CA', keep: 'dry',
    d: [
      'Double-acting baking powder for biscuits, muffins, batters and steamed cakes.',
      '双效泡打粉，适合司康、松糕、面糊和蒸糕。',
      'Poudre à pâte à double action pour biscuits, muffins, pâtes à frire et gâteaux vapeur.',
    ],
  },
  {
    n: ['Vital Wheat Gluten', '谷朊粉', 'Gluten de blé vital'],
    pack: 'bag 10 kg', price: 4995, from: 'CA', keep: 'dry',
    d: [
      'Adds strength to bread doughs and is the base for seitan and kao fu.',
      '增强面团筋度，也是制作面筋和烤麸的原料。',
      'Renforce les pâtes à pain; c’est aussi la base du seitan et du kao fu.',
    ],
  },
  {
    n: ['Hong Kong Flour', '香港面粉', 'Farine de Hong Kong'],
    pack: 'bag 10 kg', price: 2495, from: 'CA', keep: 'dry', tags: ['hot'],
    d: [
      'Bleached low-protein flour for snow-white char siu bao and mantou.',
      '漂白低筋面粉，可做出雪白的叉烧包和馒头。',
      'Farine blanchie à faible teneur en protéines pour des char siu bao et mantous bien blancs.',
    ],
  },
  {
    n: ['Buckwheat Flour', '荞麦粉', 'Farine de sarrasin'],
    pack: 'bag 10 kg', price: 3995, from: 'QC', keep: 'dry', off: true,
    d: [
      'Dark buckwheat flour for galettes, ployes and soba.',
      '深色荞麦粉，适合法式荞麦薄饼、阿卡迪亚煎饼和荞麦面。',
      'Farine de sarrasin foncée pour galettes, ployes et soba.',
    ],
  },
];
