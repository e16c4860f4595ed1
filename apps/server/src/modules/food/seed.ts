import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/columns.ts";
import { foodCategories, foodItems } from "./tables.ts";
import { daysBefore, lt, ltParagraphs, spread } from "../../db/seed/helpers.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

/**
 * Demo food (docs/media.md): Macanese and Cantonese dishes, restaurants and recipes of the Gourmet Walk programme
 * (program-detail/gourmetwalk), written for the demo (Simplified Chinese derived with OpenCC). Pictures are the
 * drawings under /demo/food.
 */

const PICTURE = (name: string) => `/demo/food/${name}.svg`;
const GOURMET_WALK = "gourmetwalk";

const CATEGORIES = [
  {
    slug: "dishes",
    title: lt("澳門滋味", "Macau flavours", "Sabores de Macau"),
    description: lt("土生葡菜與廣東小食：這座城市餐桌上的故事。", "Macanese and Cantonese classics: the city's table, dish by dish.", "Clássicos macaenses e cantoneses: a mesa da cidade, prato a prato."),
    cover: PICTURE("minchi"),
  },
  {
    slug: "restaurants",
    title: lt("尋味小店", "Places to eat", "Onde comer"),
    description: lt("《美食漫遊》走訪的老字號與街坊小店。", "Old names and neighbourhood kitchens visited by Gourmet Walk.", "Casas antigas e cozinhas de bairro visitadas pelo Passeio Gourmet."),
    cover: PICTURE("restaurant"),
  },
  {
    slug: "recipes",
    title: lt("在家煮", "Cook at home", "Cozinhar em casa"),
    description: lt("節目主持人的家常食譜，一步一步教你做。", "The presenters' home recipes, step by step.", "As receitas caseiras dos apresentadores, passo a passo."),
    cover: PICTURE("serradura"),
  },
] as const;

type Slug = (typeof CATEGORIES)[number]["slug"];

interface FoodSeed {
  type: Slug;
  title: LocalizedText;
  summary: LocalizedText;
  body: LocalizedText;
  place?: LocalizedText;
  cover: string;
  pictures: { name: string; caption: LocalizedText }[];
  gourmetWalk: boolean;
  daysAgo: number;
}

const ITEMS: FoodSeed[] = [
  {
    type: "dishes",
    title: lt("免治：土生葡人的家常飯", "Minchi, the Macanese home dish", "Minchi, o prato de casa macaense"),
    summary: lt("碎肉、薯粒加一隻煎蛋，每家都有自己的版本。", "Minced meat, fried potato and a fried egg: every family has its own.", "Carne picada, batata frita e um ovo estrelado: cada família tem a sua."),
    body: ltParagraphs(
      ["免治（Minchi）源自英文 mince，是土生葡人家庭最常見的晚餐。豬肉與牛肉碎以豉油、糖和蝦油調味，配上炸得金黃的薯粒。", "<h2>一家一味</h2>", "有人加洋蔥，有人加咖喱粉；不變的是最後放在飯面的那隻太陽蛋。"],
      ["Minchi takes its name from the English “mince” and is the most common supper in Macanese homes: pork and beef seasoned with soy, sugar and shrimp sauce, with golden cubes of fried potato.", "<h2>One family, one taste</h2>", "Some add onion, some a spoon of curry powder; what never changes is the fried egg on top of the rice."],
      ["O minchi deve o nome ao inglês “mince” e é o jantar mais comum das casas macaenses: porco e vaca temperados com soja, açúcar e molho de camarão, com cubos de batata frita.", "<h2>Cada família, o seu sabor</h2>", "Há quem junte cebola, há quem junte caril; o que nunca muda é o ovo estrelado por cima do arroz."],
    ),
    cover: PICTURE("minchi"),
    pictures: [{ name: "minchi", caption: lt("免治配白飯與太陽蛋", "Minchi with rice and a fried egg", "Minchi com arroz e ovo estrelado") }],
    gourmetWalk: true,
    daysAgo: 1,
  },
  {
    type: "dishes",
    title: lt("非洲雞的航海故事", "African chicken and the sea routes", "Galinha à africana e as rotas do mar"),
    summary: lt("椰汁、花生與辣椒，一道菜走過三大洲。", "Coconut, peanut and chilli: one dish, three continents.", "Coco, amendoim e piri-piri: um prato, três continentes."),
    body: ltParagraphs(
      ["非洲雞相傳由上世紀五十年代的澳門廚師創作，醬汁用上椰汁、花生、辣椒和香料，帶着葡萄牙航海時代的記憶。", "烤雞外皮焦香，醬汁濃稠，最宜配薯仔與白飯。"],
      ["African chicken is said to have been created by a Macau chef in the 1950s: a sauce of coconut milk, peanut, chilli and spice that carries the memory of the Portuguese sea routes.", "The skin is charred, the sauce thick; eat it with potatoes and plain rice."],
      ["Conta-se que a galinha à africana nasceu nas mãos de um cozinheiro de Macau nos anos 50: um molho de leite de coco, amendoim, piri-piri e especiarias que guarda a memória das rotas portuguesas.", "A pele tostada, o molho espesso; come-se com batata e arroz branco."],
    ),
    cover: PICTURE("african-chicken"),
    pictures: [{ name: "african-chicken", caption: lt("烤得焦香的非洲雞", "African chicken, grilled", "Galinha à africana grelhada") }],
    gourmetWalk: true,
    daysAgo: 3,
  },
  {
    type: "dishes",
    title: lt("葡撻：半世紀的酥皮", "The egg tart: half a century of pastry", "O pastel de nata: meio século de massa folhada"),
    summary: lt("路環的一家麵包店，讓葡撻成了澳門的名片。", "A Coloane bakery made the egg tart Macau's calling card.", "Uma padaria de Coloane fez do pastel de nata o cartão de visita de Macau."),
    body: ltParagraphs(
      ["澳門葡撻的蛋漿比里斯本的更滑，表面的焦斑是爐火的印記。", "<h2>怎樣才算好葡撻</h2>", "酥皮要一層層分明，出爐十分鐘內吃最好。"],
      ["Macau's egg tart has a silkier custard than Lisbon's, and the dark spots on top are the oven's signature.", "<h2>What makes a good one</h2>", "Layers of pastry you can count, and eaten within ten minutes of the oven."],
      ["O pastel de Macau tem um creme mais sedoso do que o de Lisboa, e as manchas escuras são a assinatura do forno.", "<h2>O que faz um bom pastel</h2>", "Camadas de massa que se contam, e comido nos dez minutos depois do forno."],
    ),
    place: lt("路環", "Coloane", "Coloane"),
    cover: PICTURE("egg-tart"),
    pictures: [
      { name: "egg-tart", caption: lt("剛出爐的葡撻", "Egg tarts fresh from the oven", "Pastéis acabados de sair do forno") },
      { name: "almond-cookies", caption: lt("同店的杏仁餅", "Almond cookies from the same bakery", "Bolinhos de amêndoa da mesma padaria") },
    ],
    gourmetWalk: true,
    daysAgo: 5,
  },
  {
    type: "dishes",
    title: lt("竹昇麵與鮮蝦雲吞", "Bamboo-pressed noodles and shrimp wontons", "Massa de bambu e wontons de camarão"),
    summary: lt("師傅坐在竹竿上壓麵，麵條爽口彈牙。", "The noodle maker rides a bamboo pole to knead the dough.", "O mestre monta numa vara de bambu para amassar a massa."),
    body: ltParagraphs(
      ["竹昇麵是廣東傳統手藝：麵團以鴨蛋和麵粉搓成，師傅坐在粗竹一端反覆彈壓。", "湯底用大地魚和豬骨熬成，雲吞包着整隻鮮蝦。"],
      ["Bamboo-pressed noodles are an old Cantonese craft: a dough of duck egg and flour, pressed again and again by a maker bouncing on a thick bamboo pole.", "The broth is dried flounder and pork bone; each wonton holds a whole shrimp."],
      ["A massa de bambu é uma arte cantonense antiga: massa de ovo de pato e farinha, prensada vezes sem conta por um mestre que salta numa vara de bambu.", "O caldo é de linguado seco e osso de porco; cada wonton leva um camarão inteiro."],
    ),
    place: lt("下環", "Ha Van", "Ha Van"),
    cover: PICTURE("wonton-noodles"),
    pictures: [{ name: "wonton-noodles", caption: lt("鮮蝦雲吞麵", "Shrimp wonton noodles", "Massa com wontons de camarão") }],
    gourmetWalk: true,
    daysAgo: 8,
  },
  {
    type: "restaurants",
    title: lt("官也街的豬扒包老店", "The pork chop bun shop on Rua do Cunha", "A casa das bifanas na Rua do Cunha"),
    summary: lt("氹仔舊城區的人氣小店，午飯時間大排長龍。", "A Taipa Village favourite with a lunchtime queue down the lane.", "Uma favorita da Vila da Taipa, com fila à hora de almoço."),
    body: ltParagraphs(
      ["這家店由一對夫婦在八十年代開業，豬扒先醃一晚，再以大火快煎。", "<h2>貼士</h2>", "避開中午十二時至一時；配一杯凍奶茶最地道。"],
      ["A couple opened the shop in the 1980s; the chops marinate overnight and go into a very hot pan.", "<h2>Tip</h2>", "Avoid twelve to one; a cold milk tea is the local way."],
      ["Um casal abriu a casa nos anos 80; as costeletas marinam de um dia para o outro e vão a uma frigideira muito quente.", "<h2>Conselho</h2>", "Evite o meio-dia à uma; um chá de leite gelado é à moda da terra."],
    ),
    place: lt("氹仔舊城區", "Taipa Village", "Vila da Taipa"),
    cover: PICTURE("pork-chop-bun"),
    pictures: [
      { name: "pork-chop-bun", caption: lt("招牌豬扒包", "The house pork chop bun", "A bifana da casa") },
      { name: "restaurant", caption: lt("店面", "The shop front", "A fachada") },
    ],
    gourmetWalk: true,
    daysAgo: 10,
  },
  {
    type: "restaurants",
    title: lt("老茶樓的一盅兩件", "Yum cha in an old teahouse", "Yum cha numa casa de chá antiga"),
    summary: lt("清晨六時開門，街坊帶着雀籠來飲茶。", "Open at six, with regulars bringing their birdcages.", "Abre às seis, e os clientes trazem as gaiolas dos pássaros."),
    body: ltParagraphs(
      ["這家茶樓仍用推車賣點心，蝦餃、燒賣和叉燒包都是即日手造。", "一壺普洱、兩件點心，就是老澳門人的早晨。"],
      ["The teahouse still sells dim sum from trolleys: har gow, siu mai and char siu buns made by hand each morning.", "A pot of pu'er and two baskets: the morning of an old Macau resident."],
      ["A casa ainda vende dim sum em carrinhos: har gow, siu mai e pães de char siu feitos à mão todas as manhãs.", "Um bule de pu'er e dois cestos: a manhã de um macaense de sempre."],
    ),
    place: lt("十月初五街", "Rua de Cinco de Outubro", "Rua de Cinco de Outubro"),
    cover: PICTURE("dim-sum"),
    pictures: [{ name: "dim-sum", caption: lt("蝦餃與燒賣", "Har gow and siu mai", "Har gow e siu mai") }],
    gourmetWalk: true,
    daysAgo: 13,
  },
  {
    type: "restaurants",
    title: lt("杏仁餅的炭爐香", "Almond cookies over charcoal", "Bolinhos de amêndoa sobre carvão"),
    summary: lt("大三巴街的老餅家，仍堅持用炭火烘焙。", "A bakery near St Paul's still bakes over charcoal.", "Uma padaria junto a São Paulo ainda coze sobre carvão."),
    body: ltParagraphs(
      ["杏仁餅用綠豆粉、杏仁和豬油印模成形，再逐個放上炭爐烘乾。", "炭火令餅身更鬆化，帶一點煙燻香。"],
      ["The cookies are pressed from mung bean flour, almond and lard in wooden moulds, then dried one by one over charcoal.", "The charcoal makes them crumblier, with a hint of smoke."],
      ["Os bolinhos são prensados em moldes de madeira com farinha de feijão-mungo, amêndoa e banha, e secos um a um sobre carvão.", "O carvão torna-os mais estaladiços, com um toque fumado."],
    ),
    place: lt("大三巴街", "Rua de São Paulo", "Rua de São Paulo"),
    cover: PICTURE("almond-cookies"),
    pictures: [{ name: "almond-cookies", caption: lt("炭爐杏仁餅", "Charcoal almond cookies", "Bolinhos de amêndoa ao carvão") }],
    gourmetWalk: false,
    daysAgo: 17,
  },
  {
    type: "recipes",
    title: lt("木糠布甸：四種材料", "Serradura with four ingredients", "Serradura com quatro ingredientes"),
    summary: lt("不用焗爐的甜品，冷藏四小時即成。", "A dessert without an oven: four hours in the fridge.", "Uma sobremesa sem forno: quatro horas no frigorífico."),
    body: ltParagraphs(
      ["<h2>材料</h2>", "<ul><li>淡忌廉 300 毫升</li><li>煉奶 120 克</li><li>瑪利餅 200 克</li><li>雲呢拿油數滴</li></ul>", "<h2>做法</h2>", "<ol><li>瑪利餅打成細粉。</li><li>忌廉打至企身，拌入煉奶和雲呢拿。</li><li>一層餅碎、一層忌廉，疊入杯中，冷藏四小時。</li></ol>"],
      ["<h2>Ingredients</h2>", "<ul><li>300 ml whipping cream</li><li>120 g condensed milk</li><li>200 g Marie biscuits</li><li>A few drops of vanilla</li></ul>", "<h2>Method</h2>", "<ol><li>Grind the biscuits to a fine crumb.</li><li>Whip the cream to stiff peaks; fold in the condensed milk and vanilla.</li><li>Layer crumb and cream in glasses and chill for four hours.</li></ol>"],
      ["<h2>Ingredientes</h2>", "<ul><li>300 ml de natas para bater</li><li>120 g de leite condensado</li><li>200 g de bolacha Maria</li><li>Umas gotas de baunilha</li></ul>", "<h2>Preparação</h2>", "<ol><li>Triture as bolachas até ficarem em pó.</li><li>Bata as natas em castelo; envolva o leite condensado e a baunilha.</li><li>Alterne camadas de pó e natas em copos e leve ao frio quatro horas.</li></ol>"],
    ),
    cover: PICTURE("serradura"),
    pictures: [{ name: "serradura", caption: lt("一層層的木糠布甸", "Serradura in layers", "Serradura em camadas") }],
    gourmetWalk: true,
    daysAgo: 20,
  },
  {
    type: "recipes",
    title: lt("在家做免治", "Minchi at home", "Minchi em casa"),
    summary: lt("三十分鐘的土生葡菜晚餐。", "A thirty-minute Macanese supper.", "Um jantar macaense em trinta minutos."),
    body: ltParagraphs(
      ["<h2>材料（四人份）</h2>", "<ul><li>免治豬肉及牛肉各 250 克</li><li>薯仔兩個，切粒</li><li>洋蔥一個</li><li>生抽、老抽、砂糖、喼汁</li></ul>", "<h2>做法</h2>", "<ol><li>薯粒炸至金黃，瀝油。</li><li>爆香洋蔥，下肉碎炒散，加調味。</li><li>拌入薯粒，上碟加煎蛋。</li></ol>"],
      ["<h2>Ingredients (serves four)</h2>", "<ul><li>250 g each of minced pork and beef</li><li>Two potatoes, diced</li><li>One onion</li><li>Light and dark soy, sugar, Worcestershire sauce</li></ul>", "<h2>Method</h2>", "<ol><li>Fry the potato until golden; drain.</li><li>Soften the onion, add the meat, break it up and season.</li><li>Fold in the potato and serve with a fried egg.</li></ol>"],
      ["<h2>Ingredientes (quatro pessoas)</h2>", "<ul><li>250 g de carne picada de porco e 250 g de vaca</li><li>Duas batatas em cubos</li><li>Uma cebola</li><li>Soja clara e escura, açúcar, molho inglês</li></ul>", "<h2>Preparação</h2>", "<ol><li>Frite a batata até dourar; escorra.</li><li>Aloure a cebola, junte a carne, solte-a e tempere.</li><li>Envolva a batata e sirva com um ovo estrelado.</li></ol>"],
    ),
    cover: PICTURE("minchi"),
    pictures: [{ name: "minchi", caption: lt("完成的免治", "The finished minchi", "O minchi pronto") }],
    gourmetWalk: true,
    daysAgo: 24,
  },
];

async function seedFood(db: Db, now: Date): Promise<void> {
  const categories = await db
    .insert(foodCategories)
    .values(CATEGORIES.map((c, i) => ({ ...c, sortOrder: i })))
    .returning({ id: foodCategories.id, slug: foodCategories.slug });
  const idOf = new Map(categories.map((c) => [c.slug, c.id]));
  await db.insert(foodItems).values(
    ITEMS.map((item, i) => ({
      categoryId: idOf.get(item.type)!,
      title: item.title,
      summary: item.summary,
      body: item.body,
      place: item.place ?? null,
      cover: item.cover,
      pictures: item.pictures.map((p) => ({ src: PICTURE(p.name), caption: p.caption })),
      programSlug: item.gourmetWalk ? GOURMET_WALK : null,
      likeCount: spread(i + 40, 10, 400),
      publishedAt: daysBefore(now, item.daysAgo),
    })),
  );
}

export const seedStep = defineSeedStep(92, seedFood);
