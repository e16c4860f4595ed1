import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/columns.ts";
import { specialCategories, specialItems, specialPhotos, specials } from "./tables.ts";
import { ADS, ART, MEDIA, type Art } from "../../db/seed/assets.ts";
import { daysAfter, daysBefore, lt, ltParagraphs } from "../../db/seed/helpers.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

/**
 * Demo specials (subjects) and one competition, written for the demo in three languages (Simplified Chinese is
 * derived with OpenCC): the Macau Grand Prix, the Lunar New Year and the Macao Arts Festival, and a singing
 * competition with its entries. Pictures are the demo illustrations under /demo.
 */

type ItemSeed = {
  type: "program" | "review" | "news" | "video" | "short_video" | "photo_album" | "entry";
  title: LocalizedText;
  summary?: LocalizedText;
  content?: LocalizedText;
  cover?: Art | string;
  url?: string;
  video?: boolean;
  durationSeconds?: number;
  number?: number;
  votes?: number;
  daysAgo: number;
  photos?: { cover: Art; caption: LocalizedText }[];
};

interface SpecialSeed {
  kind: "special" | "competition";
  slug: string;
  category: string;
  title: LocalizedText;
  summary: LocalizedText;
  content: LocalizedText;
  cover: Art;
  banner: Art | string;
  fbVideos: { title: LocalizedText; url: string }[];
  startsIn: number;
  lastsDays: number;
  daysAgo: number;
  items: ItemSeed[];
}

const CATEGORIES = [
  { kind: "special", slug: "sport", title: lt("體育盛事", "Sporting events", "Eventos desportivos") },
  { kind: "special", slug: "festival", title: lt("節慶", "Festivals", "Festividades") },
  { kind: "special", slug: "culture", title: lt("文化藝術", "Arts and culture", "Arte e cultura") },
  { kind: "competition", slug: "music", title: lt("音樂比賽", "Music contests", "Concursos de música") },
] as const;

const review = (n: number, zh: string, en: string, pt: string, daysAgo: number, cover: Art): ItemSeed => ({
  type: "review",
  title: lt(`第${n}集：${zh}`, `Episode ${n}: ${en}`, `Episódio ${n}: ${pt}`),
  cover,
  video: true,
  durationSeconds: 1440 + n * 60,
  daysAgo,
});

const album = (title: LocalizedText, daysAgo: number, photos: [Art, string, string, string][]): ItemSeed => ({
  type: "photo_album",
  title,
  cover: photos[0]![0],
  daysAgo,
  photos: photos.map(([cover, zh, en, pt]) => ({ cover, caption: lt(zh, en, pt) })),
});

const SPECIALS: SpecialSeed[] = [
  {
    kind: "special",
    slug: "macau-grand-prix",
    category: "sport",
    title: lt("第73屆澳門格蘭披治大賽車", "73rd Macau Grand Prix", "73.º Grande Prémio de Macau"),
    summary: lt(
      "東望洋跑道四天賽事全程直播，賽車手專訪、賽道故事及精華重溫。",
      "Four days of racing on the Guia Circuit, live, with driver interviews, stories from the track and highlights.",
      "Quatro dias de corridas no Circuito da Guia em direto, com entrevistas, histórias da pista e os melhores momentos.",
    ),
    content: ltParagraphs(
      [
        "澳門格蘭披治大賽車是本澳每年最矚目的體育盛事。本台電視、電台及網站將全程直播四日賽事，並於每晚播出賽事精華。",
        "<h2>直播安排</h2>",
        "<ul><li>周四、周五：練習賽及排位賽</li><li>周六：電單車大賽及GT盃排位賽</li><li>周日：三級方程式及GT世界盃決賽</li></ul>",
        "賽事期間，新聞部會在賽道沿線設立直播點，報道交通安排及觀眾資訊。",
      ],
      [
        "The Macau Grand Prix is the city's biggest sporting weekend of the year. We bring you all four days live on TV, radio and online, with highlights every evening.",
        "<h2>Live coverage</h2>",
        "<ul><li>Thursday and Friday: practice and qualifying</li><li>Saturday: the Motorcycle Grand Prix and GT Cup qualifying</li><li>Sunday: the Formula Regional and GT World Cup races</li></ul>",
        "During race week our newsroom reports from points along the circuit on traffic arrangements and information for spectators.",
      ],
      [
        "O Grande Prémio de Macau é o maior fim de semana desportivo do ano. Transmitimos os quatro dias em direto na televisão, na rádio e na Internet, com resumos todas as noites.",
        "<h2>Transmissões em direto</h2>",
        "<ul><li>Quinta e sexta-feira: treinos e qualificação</li><li>Sábado: Grande Prémio de Motociclos e qualificação da Taça GT</li><li>Domingo: corridas de Fórmula Regional e Taça do Mundo de GT</li></ul>",
        "Durante a semana da prova, a redação acompanha o trânsito e a informação para o público a partir de vários pontos do circuito.",
      ],
    ),
    cover: ART.racing,
    banner: ADS.grandPrix,
    fbVideos: [
      { title: lt("賽道巡禮：東望洋彎", "Circuit tour: the Guia bend", "Visita ao circuito: a curva da Guia"), url: "https://www.facebook.com/watch/?v=100000000000001" },
      { title: lt("車手專訪", "Driver interviews", "Entrevistas aos pilotos"), url: "https://www.facebook.com/watch/?v=100000000000002" },
    ],
    startsIn: -2,
    lastsDays: 4,
    daysAgo: 6,
    items: [
      { type: "program", title: lt("《賽車周》每日特輯", "Race Week Daily", "Diário da Semana do Grande Prémio"), summary: lt("每晚九時，賽事重點及幕後故事。", "Every night at 9: the day's racing and stories from the paddock.", "Todas as noites às 21h00: o dia na pista e histórias das boxes."), cover: ART.racing, url: "/zh-hant/program/all_program", daysAgo: 5 },
      { type: "program", title: lt("《體育周末》", "Sports Weekend", "Fim de Semana Desportivo"), summary: lt("周末體育雜誌，本周專題大賽車。", "The weekend sports magazine, with a Grand Prix special this week.", "A revista desportiva de fim de semana, esta semana dedicada ao Grande Prémio."), cover: ART.stadium, daysAgo: 4 },
      review(1, "賽道的七十年", "Seventy years on the circuit", "Setenta anos de circuito", 40, ART.racing),
      review(2, "維修站裏的人", "The people in the pit lane", "As pessoas das boxes", 33, ART.camera),
      review(3, "本地車手之路", "Local drivers' road to the grid", "O caminho dos pilotos locais", 26, ART.stadium),
      review(4, "賽道變回馬路", "When the track turns back into a road", "Quando a pista volta a ser estrada", 19, ART.transit),
      review(5, "觀眾席上的家庭", "Families in the grandstand", "Famílias nas bancadas", 12, ART.skyline),
      { type: "news", title: lt("大賽車周交通安排公布 部分巴士路線改道", "Grand Prix week traffic plan: some bus routes diverted", "Plano de trânsito do Grande Prémio: desvio de algumas carreiras"), summary: lt("治安警察局公布賽事期間封路時間及巴士改道安排。", "Police have published road closure times and bus diversions for race week.", "A polícia divulgou os horários de corte de estradas e os desvios de autocarros."), cover: ART.transit, daysAgo: 3 },
      { type: "news", title: lt("本地車手排位賽躋身前十", "Local driver qualifies in the top ten", "Piloto local qualifica-se entre os dez primeiros"), summary: lt("本地車手在GT盃排位賽取得第八位起步。", "A local driver will start eighth in the GT Cup.", "Um piloto local parte do oitavo lugar na Taça GT."), cover: ART.racing, daysAgo: 1 },
      { type: "news", title: lt("大賽車博物館延長開放時間", "Grand Prix Museum opens longer hours", "Museu do Grande Prémio alarga horário"), summary: lt("賽事期間博物館每日開放至晚上九時。", "During race week the museum stays open until 9 p.m.", "Durante a semana da prova o museu fica aberto até às 21h00."), cover: ART.heritage, daysAgo: 2 },
      { type: "video", title: lt("排位賽精華", "Qualifying highlights", "Resumo da qualificação"), cover: ART.racing, video: true, durationSeconds: 312, daysAgo: 1 },
      { type: "video", title: lt("電單車大賽精華", "Motorcycle Grand Prix highlights", "Resumo do Grande Prémio de Motociclos"), cover: ART.stadium, video: true, durationSeconds: 276, daysAgo: 0.5 },
      { type: "video", title: lt("賽道航拍", "The circuit from the air", "O circuito visto do ar"), cover: ART.skyline, video: true, durationSeconds: 145, daysAgo: 2 },
      { type: "short_video", title: lt("十五秒看懂起步", "The start, in fifteen seconds", "A partida em quinze segundos"), cover: ART.racing, video: true, durationSeconds: 15, daysAgo: 1 },
      { type: "short_video", title: lt("換胎只需三秒", "A tyre change in three seconds", "Uma troca de pneus em três segundos"), cover: ART.camera, video: true, durationSeconds: 20, daysAgo: 1.5 },
      { type: "short_video", title: lt("葡京彎的觀眾", "Spectators at Lisboa bend", "O público na curva do Lisboa"), cover: ART.skyline, video: true, durationSeconds: 24, daysAgo: 2.5 },
      album(lt("練習賽花絮", "Practice day in pictures", "O dia de treinos em imagens"), 2, [
        [ART.racing, "賽車駛過東望洋彎", "Cars through the Guia bend", "Carros na curva da Guia"],
        [ART.camera, "攝影記者在賽道旁守候", "Photographers waiting by the track", "Fotógrafos à espera junto à pista"],
        [ART.stadium, "看台座無虛席", "A full grandstand", "Bancada cheia"],
        [ART.transit, "賽後道路重開", "Roads reopen after the session", "Estradas reabertas após a sessão"],
      ]),
      album(lt("維修站直擊", "Inside the pit lane", "Nas boxes"), 1, [
        [ART.camera, "技師調校賽車", "Mechanics setting up a car", "Mecânicos a afinar um carro"],
        [ART.racing, "車手準備出賽", "A driver getting ready", "Um piloto a preparar-se"],
        [ART.heritage, "賽車博物館展品", "On show at the Grand Prix Museum", "Em exposição no Museu do Grande Prémio"],
      ]),
    ],
  },
  {
    kind: "special",
    slug: "lunar-new-year",
    category: "festival",
    title: lt("丙午馬年 新春特輯", "Lunar New Year: Year of the Horse", "Ano Novo Lunar: Ano do Cavalo"),
    summary: lt(
      "賀歲節目、花車巡遊直播、年宵市場及各區新春活動一覽。",
      "New Year programmes, the parade live, the Lunar New Year fair and festivities around the city.",
      "Programas de Ano Novo, o desfile em direto, a feira do Ano Novo Lunar e as festividades na cidade.",
    ),
    content: ltParagraphs(
      [
        "新春期間，本台推出一系列賀歲節目，與大家一同迎接馬年。",
        "年初三晚上直播新春花車巡遊，由大三巴出發，經新馬路到西灣湖廣場；年三十晚播出除夕倒數晚會。",
      ],
      [
        "Over the Lunar New Year we bring you a season of festive programmes to welcome the Year of the Horse.",
        "On the third day of the New Year we show the parade live, from the Ruins of St. Paul's along Avenida de Almeida Ribeiro to Sai Van Lake Square; on New Year's Eve, the countdown gala.",
      ],
      [
        "Durante o Ano Novo Lunar apresentamos uma série de programas festivos para receber o Ano do Cavalo.",
        "No terceiro dia do Ano Novo transmitimos em direto o desfile, das Ruínas de São Paulo à Praça do Lago Sai Van, pela Avenida de Almeida Ribeiro; na véspera, a gala da contagem decrescente.",
      ],
    ),
    cover: ART.festival,
    banner: ART.festival,
    fbVideos: [{ title: lt("花車巡遊預告", "Parade preview", "Antevisão do desfile"), url: "https://www.facebook.com/watch/?v=100000000000003" }],
    startsIn: 70,
    lastsDays: 15,
    daysAgo: 3,
    items: [
      { type: "program", title: lt("《新春大聯歡》", "New Year Gala", "Gala de Ano Novo"), summary: lt("除夕倒數晚會，歌舞表演及抽獎。", "The New Year's Eve countdown gala, with music, dance and a lucky draw.", "A gala da passagem de ano, com música, dança e sorteio."), cover: ART.festival, daysAgo: 3 },
      review(1, "年宵市場的故事", "Stories from the New Year fair", "Histórias da feira do Ano Novo", 300, ART.food),
      review(2, "揮春寫出新一年", "Writing the New Year's couplets", "Escrever os dísticos do Ano Novo", 298, ART.heritage),
      { type: "news", title: lt("年宵市場下月開鑼 設一百五十個攤位", "New Year fair opens next month with 150 stalls", "Feira do Ano Novo abre no próximo mês com 150 bancas"), summary: lt("市政署公布年宵市場攤位抽籤結果。", "The municipal authority has drawn the stalls for the New Year fair.", "O IAM sorteou as bancas da feira do Ano Novo."), cover: ART.food, daysAgo: 2 },
      { type: "news", title: lt("新春花車巡遊路線公布", "Lunar New Year parade route announced", "Divulgado o percurso do desfile do Ano Novo Lunar"), summary: lt("巡遊將途經新馬路及南灣大馬路。", "The parade will pass along Avenida de Almeida Ribeiro and Avenida da Praia Grande.", "O desfile passará pela Avenida de Almeida Ribeiro e pela Avenida da Praia Grande."), cover: ART.festival, daysAgo: 1 },
      { type: "video", title: lt("舞龍舞獅排練", "Dragon and lion dance rehearsal", "Ensaio da dança do dragão e do leão"), cover: ART.festival, video: true, durationSeconds: 198, daysAgo: 1 },
      { type: "short_video", title: lt("一分鐘學寫揮春", "Write a couplet in a minute", "Um dístico num minuto"), cover: ART.heritage, video: true, durationSeconds: 58, daysAgo: 1 },
      album(lt("去年花車巡遊", "Last year's parade", "O desfile do ano passado"), 5, [
        [ART.festival, "花車駛經新馬路", "Floats on Avenida de Almeida Ribeiro", "Carros alegóricos na Avenida de Almeida Ribeiro"],
        [ART.heritage, "大三巴前的舞獅", "Lion dance at the Ruins of St. Paul's", "Dança do leão nas Ruínas de São Paulo"],
        [ART.skyline, "西灣湖煙花", "Fireworks over Sai Van Lake", "Fogo de artifício sobre o Lago Sai Van"],
      ]),
    ],
  },
  {
    kind: "special",
    slug: "macao-arts-festival",
    category: "culture",
    title: lt("第37屆澳門藝術節", "37th Macau Arts Festival", "37.º Festival de Artes de Macau"),
    summary: lt(
      "戲劇、舞蹈、音樂及視覺藝術，藝術家訪問及演出片段。",
      "Theatre, dance, music and visual arts, with interviews and performance excerpts.",
      "Teatro, dança, música e artes visuais, com entrevistas e excertos dos espetáculos.",
    ),
    content: ltParagraphs(
      [
        "澳門藝術節為期一個月，節目遍佈劇院、廣場及社區。本台專題介紹參演藝術家，並錄播精選演出。",
        "電台文化節目逢星期六下午介紹當周節目，網站提供演出片段及相片集。",
      ],
      [
        "The Macau Arts Festival runs for a month in theatres, squares and neighbourhoods. Our special meets the artists and records selected performances.",
        "Our radio culture programme previews each week's shows on Saturday afternoons; the website has excerpts and photo albums.",
      ],
      [
        "O Festival de Artes de Macau decorre durante um mês em teatros, praças e bairros. O nosso especial apresenta os artistas e grava espetáculos selecionados.",
        "O programa cultural da rádio apresenta a programação de cada semana aos sábados à tarde; o sítio tem excertos e álbuns de fotografias.",
      ],
    ),
    cover: ART.heritage,
    banner: ART.heritage,
    fbVideos: [],
    startsIn: 150,
    lastsDays: 30,
    daysAgo: 9,
    items: [
      { type: "program", title: lt("《文化星期六》", "Culture Saturday", "Sábado Cultural"), summary: lt("電台文化雜誌。", "The radio culture magazine.", "A revista cultural da rádio."), cover: ART.microphone, daysAgo: 8 },
      review(1, "在舊城區排戲", "Rehearsing in the old town", "Ensaios na cidade velha", 120, ART.heritage),
      { type: "news", title: lt("藝術節節目巡禮 門票下周開售", "Arts festival programme out, tickets on sale next week", "Programa do festival divulgado, bilhetes à venda na próxima semana"), summary: lt("今屆藝術節共有二十五套節目。", "This year's festival has twenty-five productions.", "O festival deste ano tem vinte e cinco produções."), cover: ART.heritage, daysAgo: 7 },
      { type: "video", title: lt("開幕演出片段", "Opening night excerpt", "Excerto da noite de abertura"), cover: ART.festival, video: true, durationSeconds: 240, daysAgo: 6 },
      album(lt("社區藝術工作坊", "Community art workshops", "Oficinas de arte comunitária"), 4, [
        [ART.heritage, "街頭壁畫創作", "Painting a street mural", "A pintar um mural"],
        [ART.camera, "攝影工作坊", "A photography workshop", "Uma oficina de fotografia"],
      ]),
    ],
  },
  {
    kind: "competition",
    slug: "tdm-new-voices-2026",
    category: "music",
    title: lt("澳廣視新聲歌唱大賽2026", "TDM New Voices 2026", "TDM Novas Vozes 2026"),
    summary: lt(
      "六位入圍者角逐冠軍，決賽現場直播，觀眾可網上投票。",
      "Six finalists compete for the title; the final is live and viewers vote online.",
      "Seis finalistas disputam o título; a final é em direto e o público vota na Internet.",
    ),
    content: ltParagraphs(
      [
        "<h2>比賽規則</h2>",
        "<ol><li>參賽者須年滿十六歲並持有澳門居民身份證。</li><li>決賽由評審評分佔七成，觀眾投票佔三成。</li><li>每位會員每日可投票一次。</li></ol>",
        "決賽將於本台中文頻道及網站現場直播。",
      ],
      [
        "<h2>Rules</h2>",
        "<ol><li>Contestants must be 16 or over and hold a Macau resident identity card.</li><li>In the final, the judges' scores count for 70 per cent and the viewers' votes for 30 per cent.</li><li>Each member may vote once a day.</li></ol>",
        "The final is shown live on our Chinese channel and website.",
      ],
      [
        "<h2>Regulamento</h2>",
        "<ol><li>Os concorrentes devem ter pelo menos 16 anos e ser titulares do BIR de Macau.</li><li>Na final, a pontuação do júri vale 70 por cento e os votos do público 30 por cento.</li><li>Cada membro pode votar uma vez por dia.</li></ol>",
        "A final é transmitida em direto no canal chinês e no sítio.",
      ],
    ),
    cover: ART.microphone,
    banner: ART.microphone,
    fbVideos: [{ title: lt("入圍者介紹", "Meet the finalists", "Conheça os finalistas"), url: "https://www.facebook.com/watch/?v=100000000000004" }],
    startsIn: 20,
    lastsDays: 1,
    daysAgo: 10,
    items: [
      ...(
        [
          ["陳嘉欣", "Chan Ka Ian", "Chan Ka Ian", "《海港的燈》", "Harbour Lights", "Luzes do Porto"],
          ["李俊傑", "Lei Chon Kit", "Lei Chon Kit", "《媽閣以南》", "South of A-Ma", "A sul de A-Má"],
          ["黃詠琪", "Wong Weng Kei", "Wong Weng Kei", "《石板街》", "Cobbled Street", "Calçada"],
          ["Ana Sofia Lopes", "Ana Sofia Lopes", "Ana Sofia Lopes", "《聖母雪地》", "Our Lady of the Snows", "Nossa Senhora das Neves"],
          ["梁浩然", "Leong Hou In", "Leong Hou In", "《夜渡》", "Night Ferry", "Ferry da Noite"],
          ["何雅婷", "Ho Nga Teng", "Ho Nga Teng", "《路環的雨》", "Rain in Coloane", "Chuva em Coloane"],
        ] as const
      ).map(([zh, en, pt, songZh, songEn, songPt], index): ItemSeed => ({
        type: "entry",
        number: index + 1,
        votes: 1200 - index * 137,
        title: lt(zh, en, pt),
        summary: lt(`參賽歌曲：${songZh}`, `Song: ${songEn}`, `Canção: ${songPt}`),
        content: lt(`<p>${zh}演唱原創歌曲${songZh}。</p>`, `<p>${en} sings the original song ${songEn}.</p>`, `<p>${pt} interpreta a canção original ${songPt}.</p>`),
        cover: ART.microphone,
        video: true,
        durationSeconds: 210,
        daysAgo: 10,
      })),
      { type: "program", title: lt("《新聲之路》", "The Road to New Voices", "O Caminho das Novas Vozes"), summary: lt("入圍者練歌紀錄。", "The finalists in rehearsal.", "Os finalistas nos ensaios."), cover: ART.camera, daysAgo: 9 },
      review(1, "海選", "The auditions", "As audições", 60, ART.microphone),
      review(2, "準決賽", "The semi-final", "A semifinal", 30, ART.microphone),
      { type: "news", title: lt("新聲歌唱大賽六人入圍決賽", "Six finalists named for New Voices", "Seis finalistas escolhidos para Novas Vozes"), summary: lt("評審從三百多位報名者中選出入圍者。", "The judges chose them from over three hundred entrants.", "O júri escolheu-os entre mais de trezentos candidatos."), cover: ART.microphone, daysAgo: 8 },
    ],
  },
];

/** Writes the specials, their parts and photos, and the competition. */
export async function seedSpecials(db: Db, now: Date): Promise<void> {
  const categories = await db
    .insert(specialCategories)
    .values(CATEGORIES.map((c, index) => ({ kind: c.kind, slug: c.slug, title: c.title, sortOrder: (index + 1) * 10 })))
    .returning({ id: specialCategories.id, slug: specialCategories.slug, kind: specialCategories.kind });
  const categoryId = (kind: string, slug: string) => categories.find((c) => c.kind === kind && c.slug === slug)?.id ?? null;

  for (const [index, seed] of SPECIALS.entries()) {
    const [special] = await db
      .insert(specials)
      .values({
        kind: seed.kind,
        slug: seed.slug,
        categoryId: categoryId(seed.kind, seed.category),
        title: seed.title,
        summary: seed.summary,
        content: seed.content,
        cover: seed.cover,
        banner: seed.banner,
        fbVideos: seed.fbVideos,
        sortOrder: (index + 1) * 10,
        startsAt: daysAfter(now, seed.startsIn),
        endsAt: daysAfter(now, seed.startsIn + seed.lastsDays),
        publishedAt: daysBefore(now, seed.daysAgo),
      })
      .returning({ id: specials.id });
    for (const [position, item] of seed.items.entries()) {
      const [row] = await db
        .insert(specialItems)
        .values({
          specialId: special!.id,
          type: item.type,
          title: item.title,
          summary: item.summary ?? null,
          content: item.content ?? null,
          cover: item.cover ?? null,
          url: item.url ?? null,
          videoUrl: item.video ? MEDIA.video : null,
          durationSeconds: item.durationSeconds ?? null,
          number: item.number ?? null,
          votes: item.votes ?? 0,
          sortOrder: item.type === "entry" ? position : 0,
          publishedAt: daysBefore(now, item.daysAgo),
        })
        .returning({ id: specialItems.id });
      if (item.photos?.length) {
        await db.insert(specialPhotos).values(item.photos.map((p, i) => ({ albumId: row!.id, url: p.cover, caption: p.caption, sortOrder: i })));
      }
    }
  }
}

// Seed order 90.
export const seedStep = defineSeedStep(90, seedSpecials);
