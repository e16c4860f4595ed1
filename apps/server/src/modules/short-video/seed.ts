import type { Db } from "../../db/client.ts";
import { shortVideoCategories, shortVideos } from "./tables.ts";
import { daysBefore, lt, spread } from "../../db/seed/helpers.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

/**
 * Demo short videos (docs/media.md): twelve vertical clips in four categories, written for the demo (Simplified
 * Chinese derived with OpenCC). The four demo recordings (scripts/make-demo-media.sh) are shared round-robin, each
 * with the still checked in beside it.
 */

const clip = (n: number) => ({ videoUrl: `/demo/media/short/short-${n}.mp4`, poster: `/demo/media/short/short-${n}.jpg` });

const CATEGORIES = [
  { slug: "city", title: lt("城市脈搏", "City life", "Vida na cidade") },
  { slug: "food", title: lt("街頭美食", "Street food", "Comida de rua") },
  { slug: "culture", title: lt("文化節慶", "Culture and festivals", "Cultura e festividades") },
  { slug: "sport", title: lt("體育", "Sport", "Desporto") },
] as const;

type Slug = (typeof CATEGORIES)[number]["slug"];

const VIDEOS: { category: Slug; title: ReturnType<typeof lt>; description: ReturnType<typeof lt>; hoursAgo: number }[] = [
  {
    category: "city",
    title: lt("清晨的西灣大橋", "Sunrise over the Sai Van Bridge", "Nascer do sol na Ponte de Sai Van"),
    description: lt("六時正，第一班巴士駛過大橋，南灣湖面泛起金光。", "Six o'clock: the first bus crosses as Nam Van lake turns gold.", "Seis da manhã: o primeiro autocarro atravessa e o lago Nam Van fica dourado."),
    hoursAgo: 3,
  },
  {
    category: "food",
    title: lt("一分鐘學做葡撻", "Portuguese egg tarts in a minute", "Pastéis de nata num minuto"),
    description: lt("路環老店師傅示範酥皮摺法：三摺四次，焗爐要夠熱。", "A Coloane baker shows the fold: three by four, and a very hot oven.", "Um pasteleiro de Coloane mostra a dobra: três por quatro, e forno bem quente."),
    hoursAgo: 9,
  },
  {
    category: "culture",
    title: lt("哪吒廟前的醒獅", "Lion dance at the Na Tcha Temple", "Dança do leão no Templo de Na Tcha"),
    description: lt("大三巴旁的小廟，鑼鼓一響，街坊都出來看。", "Beside the Ruins of St Paul's, the drums bring the whole street out.", "Junto às Ruínas de São Paulo, os tambores trazem a rua inteira para fora."),
    hoursAgo: 20,
  },
  {
    category: "sport",
    title: lt("東望洋彎道的一秒", "One second at the Guia bend", "Um segundo na curva da Guia"),
    description: lt("格蘭披治賽車經過東望洋彎，慢鏡重播車手的切線。", "Grand Prix cars through the Guia bend, the racing line in slow motion.", "Os carros do Grande Prémio na curva da Guia, a trajetória em câmara lenta."),
    hoursAgo: 30,
  },
  {
    category: "food",
    title: lt("氹仔官也街的豬扒包", "The pork chop bun of Rua do Cunha", "A bifana da Rua do Cunha"),
    description: lt("外脆內軟的餐包夾住剛炸好的豬扒，排隊也值得。", "A crusty roll and a pork chop straight from the pan: worth the queue.", "Pão estaladiço e costeleta acabada de fritar: vale a fila."),
    hoursAgo: 44,
  },
  {
    category: "city",
    title: lt("雨後的議事亭前地", "Senado Square after the rain", "O Largo do Senado depois da chuva"),
    description: lt("波浪形碎石路倒映着燈光，遊客散去後的寧靜。", "The wave-patterned calçada mirrors the lamps once the crowds have gone.", "A calçada ondulada reflete os candeeiros quando a multidão parte."),
    hoursAgo: 60,
  },
  {
    category: "culture",
    title: lt("土生葡人的聖誕甜點", "A Macanese Christmas sweet", "Um doce de Natal macaense"),
    description: lt("一家三代人一起做「糕粿」，說着土生葡語的祝福。", "Three generations bake bebinca together, with blessings in Patuá.", "Três gerações fazem bebinca juntas, com votos em patuá."),
    hoursAgo: 80,
  },
  {
    category: "sport",
    title: lt("澳門國際馬拉松起跑", "Macau Marathon: the start", "Maratona de Macau: a partida"),
    description: lt("一萬二千名跑手在奧林匹克體育中心出發。", "Twelve thousand runners set off from the Olympic Sports Centre.", "Doze mil corredores partem do Centro Desportivo Olímpico."),
    hoursAgo: 100,
  },
  {
    category: "city",
    title: lt("輕軌駛過氹仔", "The Light Rapid Transit over Taipa", "O Metro Ligeiro sobre a Taipa"),
    description: lt("從海洋站到蓮花站，窗外是新舊交錯的澳門。", "From Ocean to Lotus station, old and new Macau outside the window.", "Da estação Oceano à Lótus, a Macau antiga e nova pela janela."),
    hoursAgo: 130,
  },
  {
    category: "food",
    title: lt("紅街市的早晨", "Morning at the Red Market", "Manhã no Mercado Vermelho"),
    description: lt("魚販、菜檔與熟客的寒暄，一天由這裏開始。", "Fishmongers, greengrocers and regulars: the day starts here.", "Peixeiros, hortaliças e clientes de sempre: o dia começa aqui."),
    hoursAgo: 160,
  },
  {
    category: "culture",
    title: lt("澳門藝術節排練直擊", "Backstage at the Arts Festival", "Nos bastidores do Festival de Artes"),
    description: lt("舞者在崗頂劇院作最後綵排。", "Dancers in their last rehearsal at the Dom Pedro V Theatre.", "Bailarinos no último ensaio no Teatro D. Pedro V."),
    hoursAgo: 200,
  },
  {
    category: "sport",
    title: lt("南灣湖的龍舟訓練", "Dragon boat practice on Nam Van", "Treino de barcos-dragão no Nam Van"),
    description: lt("端午前一個月，划手每晚在湖上練習節奏。", "A month before the festival, crews drill their stroke every evening.", "Um mês antes da festa, as equipas treinam o ritmo todas as noites."),
    hoursAgo: 240,
  },
];

async function seedShortVideos(db: Db, now: Date): Promise<void> {
  const categories = await db
    .insert(shortVideoCategories)
    .values(CATEGORIES.map((c, i) => ({ slug: c.slug, title: c.title, sortOrder: i })))
    .returning({ id: shortVideoCategories.id, slug: shortVideoCategories.slug });
  const idOf = new Map(categories.map((c) => [c.slug, c.id]));
  await db.insert(shortVideos).values(
    VIDEOS.map((v, i) => ({
      categoryId: idOf.get(v.category)!,
      title: v.title,
      description: v.description,
      ...clip((i % 4) + 1),
      durationSeconds: 10,
      likeCount: spread(i, 20, 900),
      publishedAt: daysBefore(now, v.hoursAgo / 24),
    })),
  );
}

// After the menus and the news (nothing refers to them).
export const seedStep = defineSeedStep(91, seedShortVideos);
