import type { CatalogueRow } from '../demo-catalogue';

/** Cleaning and sanitation supplies (CL). */
export const cleaningRows: readonly CatalogueRow[] = [
  {
    n: ['Heavy-Duty Degreaser', '强力除油剂', 'Dégraissant puissant'],
    pack: '4 x 4 L', price: 5995, from: 'mCA', keep: 'chem', tags: ['hot'],
    d: [
      'Concentrated alkaline degreaser for hoods, floors and fryer surrounds; dilute 1:20.',
      '浓缩碱性除油剂，适用于抽油烟罩、地面和炸炉周边；按1:20稀释。',
      'Dégraissant alcalin concentré pour hottes, planchers et abords de friteuse; diluer 1:20.',
    ],
    batch: [[3, 5695], [6, 5395]],
  },
  {
    n: ['Pot & Pan Dish Detergent', '手洗洗洁精', 'Détergent à vaisselle manuel'],
    pack: '4 x 4 L', price: 3995, from: 'mCA', keep: 'chem',
    d: [
      'High-foaming manual dish soap that cuts baked-on grease in the three-compartment sink.',
      '高泡手洗洗洁精，在三格水槽中轻松去除烤焦油污。',
      'Savon à vaisselle très moussant qui dissout la graisse cuite dans l’évier à trois compartiments.',
    ],
  },
  {
    n: ['Dishmachine Detergent', '洗碗机清洁剂', 'Détergent pour lave-vaisselle'],
    pack: 'pail 20 L', price: 8995, from: 'mCA', keep: 'chem', batch: [[3, 8595], [6, 8195]],
    d: [
      'Liquid detergent for commercial high- and low-temperature dish machines.',
      '液体清洁剂，适用于商用高温和低温洗碗机。',
      'Détergent liquide pour lave-vaisselle commerciaux à haute et basse température.',
    ],
  },
  {
    n: ['Dishmachine Rinse Aid', '洗碗机催干剂', 'Agent de rinçage pour lave-vaisselle'],
    pack: '4 x 4 L', price: 5495, from: 'mCA', keep: 'chem',
    d: [
      'Sheeting rinse additive for spot-free glasses and faster drying.',
      '漂洗添加剂，使玻璃杯无水痕、干得更快。',
      'Additif de rinçage pour des verres sans traces et un séchage plus rapide.',
    ],
  },
  {
    n: ['No-Rinse Food Contact Sanitizer', '免冲洗食品接触面消毒剂', 'Désinfectant sans rinçage pour surfaces alimentaires'],
    pack: '4 x 4 L', price: 6995, from: 'mCA', keep: 'chem', tags: ['hot'],
    d: [
      'Quaternary sanitizer at 200 ppm for cutting boards, prep tables and wiping cloth buckets.',
      '200 ppm季铵盐消毒剂，适用于砧板、备料台和抹布消毒桶。',
      'Désinfectant à base de quat à 200 ppm pour planches à découper, tables de préparation et seaux à linges.',
    ],
    batch: [[3, 6595], [6, 6195]],
  },
  {
    n: ['Bleach 6%', '漂白水 6%', 'Eau de Javel 6 %'],
    pack: '4 x 3.6 L', price: 2695, from: 'mCA', keep: 'chem',
    d: [
      'Regular sodium hypochlorite bleach for sanitizing and whitening cloths.',
      '普通次氯酸钠漂白水，用于消毒和漂白抹布。',
      'Eau de Javel à l’hypochlorite de sodium pour désinfecter et blanchir les linges.',
    ],
    sp: [2195, 4, 5],
  },
  {
    n: ['Glass Cleaner', '玻璃清洁剂', 'Nettoyant à vitres'],
    pack: '4 x 4 L', price: 2995, from: 'mCA', keep: 'chem', sp: [2595, 4, 0],
    d: [
      'Streak-free ammonia-free glass cleaner for windows, sneeze guards and display cases.',
      '无氨无痕玻璃清洁剂，适用于窗户、防喷罩和展示柜。',
      'Nettoyant à vitres sans ammoniaque et sans traces pour fenêtres, pare-haleines et vitrines.',
    ],
  },
  {
    n: ['Neutral Floor Cleaner', '中性地板清洁剂', 'Nettoyant neutre pour planchers'],
    pack: '4 x 4 L', price: 3495, from: 'mCA', keep: 'chem',
    d: [
      'pH-neutral, low-residue cleaner for quarry tile and dining-room floors.',
      'pH中性、低残留的清洁剂，适用于缸砖地面和餐厅地板。',
      'Nettoyant au pH neutre et peu résiduel pour carreaux de carrière et planchers de salle à manger.',
    ],
  },
  {
    n: ['Oven & Grill Cleaner', '烤炉清洁剂', 'Nettoyant pour four et gril'],
    pack: '12 x 950 mL', price: 5995, from: 'mUS', keep: 'chem',
    d: [
      'Clinging gel in trigger bottles that lifts carbon from ovens, grills and flat tops.',
      '扳机瓶装凝胶，附着力强，可清除烤箱、烤架和扒炉上的积碳。',
      'Gel adhérent en vaporisateur qui décolle le carbone des fours, grils et plaques.',
    ],
  },
  {
    n: ['Lime Scale Remover', '除垢剂', 'Détartrant'],
    pack: '4 x 4 L', price: 5495, from: 'mCA', keep: 'chem',
    d: [
      'Acid delimer for dish machines, steamers, kettles and coffee brewers.',
      '酸性除垢剂，适用于洗碗机、蒸柜、热水壶和咖啡机。',
      'Détartrant acide pour lave-vaisselle, cuiseurs vapeur, bouilloires et cafetières.',
    ],
  },
  {
    n: ['Foaming Hand Soap', '泡沫洗手液', 'Savon à mains moussant'],
    pack: '6 x 1 L', price: 5495, from: 'mCA', keep: 'room', opts: ['dispenser'],
    d: [
      'Mild, unscented foaming soap refills for staff hand sinks and washrooms.',
      '温和无香型泡沫洗手液补充装，适用于员工洗手池和洗手间。',
      'Recharges de savon moussant doux et non parfumé pour lavabos du personnel et toilettes.',
    ],
  },
  {
    n: ['Hand Sanitizer Gel 70%', '70%免洗洗手凝胶', 'Gel désinfectant pour les mains 70 %'],
    pack: 'jug 4 L', price: 1995, from: 'mCA', keep: 'room',
    d: [
      'Health Canada-approved 70% alcohol gel to refill front-of-house pump bottles.',
      '经加拿大卫生部批准的70%酒精凝胶，用于补充前厅按压瓶。',
      'Gel à 70 % d’alcool homologué par Santé Canada pour remplir les bouteilles à pompe de la salle.',
    ],
  },
  {
    n: ['Nitrile Gloves, Blue', '蓝色丁腈手套', 'Gants en nitrile bleus'],
    pack: '1000 ct', price: 5495, from: 'IMP', keep: 'room', tags: ['hot'], opts: ['size'],
    d: [
      'Powder-free, food-safe nitrile gloves; blue so a torn piece is easy to spot.',
      '无粉食品级丁腈手套；蓝色设计，破损碎片易于发现。',
      'Gants en nitrile sans poudre pour aliments; bleus pour repérer facilement un morceau déchiré.',
    ],
  },
  {
    n: ['Vinyl Gloves, Clear', '透明乙烯基手套', 'Gants en vinyle transparents'],
    pack: '1000 ct', price: 3995, from: 'IMP', keep: 'room', opts: ['size'],
    d: [
      'Economical powder-free vinyl gloves for short food-handling tasks.',
      '经济实惠的无粉乙烯基手套，适合短时间食品操作。',
      'Gants en vinyle sans poudre économiques pour les tâches courtes de manipulation des aliments.',
    ],
  },
  {
    n: ['Garbage Bags 35 × 50", Black, Strong', '35 × 50英寸黑色加厚垃圾袋', 'Sacs à ordures noirs très résistants 35 × 50 po'],
    pack: '100 ct', price: 3495, from: 'mCA', keep: 'room',
    d: [
      'Extra-strong kitchen bags for bones, glass and heavy back-of-house waste.',
      '超强厨房垃圾袋，可装骨头、玻璃和厨房重型垃圾。',
      'Sacs extra-résistants pour os, verre et déchets lourds de l’arrière-cuisine.',
    ],
    sp: [2995, 3, 0],
  },
  {
    n: ['Garbage Bags 26 × 36", Clear', '26 × 36英寸透明垃圾袋', 'Sacs à ordures transparents 26 × 36 po'],
    pack: '250 ct', price: 3295, from: 'mCA', keep: 'room',
    d: [
      'Clear bags for recycling streams, as required by many Ontario municipalities.',
      '透明回收袋，符合安大略省许多城市的回收要求。',
      'Sacs transparents pour le recyclage, comme l’exigent de nombreuses municipalités ontariennes.',
    ],
  },
  {
    n: ['Compostable Bags 30 × 36"', '30 × 36英寸可堆肥袋', 'Sacs compostables 30 × 36 po'],
    pack: '100 ct', price: 3995, from: 'mCA', keep: 'room', tags: ['eco'],
    d: [
      'Certified compostable liners for green-bin organics collection.',
      '经认证的可堆肥垃圾袋，用于绿桶厨余收集。',
      'Sacs certifiés compostables pour la collecte des matières organiques du bac vert.',
    ],
  },
  {
    n: ['Green Scouring Pads', '绿色百洁布', 'Tampons à récurer verts'],
    pack: '60 ct', price: 2995, from: 'mCA', keep: 'room',
    d: [
      '6 × 9" medium-duty pads for pots, pans and prep surfaces.',
      '6 × 9英寸中等强度百洁布，适合锅具和备料台面。',
      'Tampons moyens de 6 × 9 po pour chaudrons, poêles et surfaces de préparation.',
    ],
  },
  {
    n: ['Stainless Steel Scrubbers', '不锈钢钢丝球', 'Tampons en acier inoxydable'],
    pack: '72 ct', price: 3495, from: 'mCN', keep: 'room', off: true,
    d: [
      'Spiral stainless scrubbers for woks and cast iron; they will not rust or splinter.',
      '螺旋不锈钢钢丝球，适合炒锅和铸铁锅；不生锈、不掉丝。',
      'Tampons spiralés en inox pour woks et fonte; ils ne rouillent pas et ne s’effilochent pas.',
    ],
  },
  {
    n: ['Microfibre Cloths', '超细纤维抹布', 'Chiffons en microfibre'],
    pack: '48 ct', price: 3995, from: 'mCN', keep: 'room',
    d: [
      'Colour-coded 16 × 16" cloths for separate front and back-of-house tasks.',
      '16 × 16英寸分色抹布，前厅和后厨分开使用。',
      'Chiffons de 16 × 16 po à code de couleurs pour séparer les tâches de salle et de cuisine.',
    ],
  },
  {
    n: ['Cotton Wet Mop Head 24 oz', '24盎司棉质湿拖把头', 'Tête de vadrouille humide en coton 24 oz'],
    pack: '12 ct', price: 5995, from: 'mCA', keep: 'room',
    d: [
      'Cut-end cotton mop heads that fit standard clamp handles.',
      '切口棉质拖把头，适配标准夹式拖把杆。',
      'Têtes de vadrouille en coton à bouts coupés qui s’adaptent aux manches à pince standard.',
    ],
  },
  {
    n: ['Mop Bucket with Wringer 35 qt', '35夸脱带拧干器拖把桶', 'Seau à vadrouille avec essoreur 35 pintes'],
    pack: 'each', price: 10995, from: 'mUS', keep: 'room', stock: 0,
    d: [
      'Yellow rolling bucket with side-press wringer and non-marking casters.',
      '黄色带轮拖把桶，配侧压式拧干器和不留痕脚轮。',
      'Seau jaune sur roulettes avec essoreur à pression latérale et roulettes qui ne marquent pas.',
    ],
  },
  {
    n: ['Floor Squeegee 24"', '24英寸地面刮水器', 'Raclette à plancher 24 po'],
    pack: 'each', price: 2995, from: 'mCA', keep: 'room', stock: 7,
    d: [
      'Double-foam squeegee that pushes water to floor drains after close.',
      '双层泡棉刮水器，打烊后将积水推向地漏。',
      'Raclette à double mousse pour pousser l’eau vers les drains après la fermeture.',
    ],
  },
  {
    n: ['Wet Floor Sign', '小心地滑警示牌', 'Panneau « Plancher mouillé »'],
    pack: 'each', price: 2495, from: 'mUS', keep: 'room',
    d: [
      'Bilingual yellow A-frame caution sign, English and French.',
      '黄色A字形双语警示牌，英法双语。',
      'Panneau d’avertissement jaune en A, bilingue anglais et français.',
    ],
  },
  {
    n: ['Grill Bricks', '烤盘清洁砖', 'Briques à gril'],
    pack: '12 ct', price: 3495, from: 'mUS', keep: 'room',
    d: [
      'Pumice bricks that scour flat tops and grill grates without chemicals.',
      '浮石清洁砖，无需化学品即可擦净扒炉和烤架。',
      'Briques de pierre ponce qui récurent plaques et grilles sans produits chimiques.',
    ],
  },
  {
    n: ['Fryer Boil-Out', '炸炉煮洗剂', 'Nettoyant à ébullition pour friteuse'],
    pack: '24 x 200 g', price: 4495, from: 'mCA', keep: 'chem',
    d: [
      'Pre-measured powder packets that boil carbon and polymerized oil out of fryer pots.',
      '预分装粉剂，煮沸即可去除炸炉内的积碳和聚合油垢。',
      'Sachets de poudre prémesurés qui font bouillir le carbone et l’huile polymérisée des cuves de friteuse.',
    ],
  },
];
