import type { Db } from "../../db/client.ts";
import { sportTopicItems, sportTopics } from "./tables.ts";
import { ADS, ART, MEDIA } from "../../db/seed/assets.ts";
import { daysBefore, lt, ltParagraphs } from "../../db/seed/helpers.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

/**
 * The Macau International Marathon sport topic (menu: sport_topic/macau-marathon; docs/campaigns.md): the race's
 * live block on the demo TV channel, results tables and items. Written for this demo; names are invented.
 */

/** The heads of every results table: place, runner, country or region, time. */
const RESULT_COLUMNS = [lt("名次", "Place", "Lugar"), lt("選手", "Runner", "Atleta"), lt("國家／地區", "Country/region", "País/região"), lt("時間", "Time", "Tempo")];

const RESULTS = [
  {
    title: lt("全馬拉松 男子組", "Full marathon, men", "Maratona, masculinos"),
    columns: RESULT_COLUMNS,
    rows: [
      ["1", "Daniel Kiprono", "KEN", "2:11:48"],
      ["2", "Tesfaye Alemu", "ETH", "2:12:05"],
      ["3", "Samuel Kiptoo", "KEN", "2:13:30"],
    ],
  },
  {
    title: lt("全馬拉松 女子組", "Full marathon, women", "Maratona, femininos"),
    columns: RESULT_COLUMNS,
    rows: [
      ["1", "Meseret Tadesse", "ETH", "2:28:14"],
      ["2", "Ruth Chebet", "KEN", "2:29:51"],
      ["3", "Wong Hoi Ian", "MAC", "2:58:02"],
    ],
  },
];

const ITEMS = [
  {
    kind: "result" as const,
    days: 0.3,
    cover: ART.stadium,
    title: lt("賽果：肯尼亞及埃塞俄比亞選手包辦全馬冠軍", "Results: Kenyan and Ethiopian runners win the full marathon", "Resultados: atletas do Quénia e da Etiópia vencem a maratona"),
    summary: lt(
      "男子組冠軍以 2 小時 11 分 48 秒衝線，本地女子選手跑入三甲。",
      "The men's winner crossed the line in 2:11:48, and a Macau runner finished third among the women.",
      "O vencedor masculino cortou a meta em 2:11:48 e uma atleta de Macau ficou em terceiro lugar nos femininos.",
    ),
    body: ltParagraphs(
      ["今屆澳門國際馬拉松於清晨六時在奧林匹克體育中心起跑，天氣清涼，有利選手發揮。", "男子組領先集團在三十公里後拉開距離，最終由肯尼亞選手奪冠。女子組本地選手以個人最佳成績跑入前三名，為澳門隊歷來最佳。"],
      ["This year's Macau International Marathon started at six in the morning at the Olympic Sports Centre, in cool weather that suited the runners.", "The men's leading group broke away after thirty kilometres, and a Kenyan runner took the title. In the women's race a Macau runner set a personal best to finish in the top three, the best result yet for a local athlete."],
      ["A Maratona Internacional de Macau deste ano partiu às seis da manhã do Centro Desportivo Olímpico, com tempo fresco, favorável aos atletas.", "O grupo da frente masculino destacou-se depois dos trinta quilómetros e um atleta queniano venceu. Na prova feminina, uma atleta de Macau bateu o seu recorde pessoal e terminou entre as três primeiras, o melhor resultado de sempre de uma atleta local."],
    ),
  },
  {
    kind: "video" as const,
    days: 0.5,
    cover: ART.bridge,
    video: MEDIA.video,
    title: lt("精華：領先集團跑過嘉樂庇大橋", "Highlights: the leading pack crosses the Governador Nobre de Carvalho bridge", "Destaques: o grupo da frente atravessa a ponte Governador Nobre de Carvalho"),
    summary: lt("三分鐘看盡全程最精彩時刻。", "The best moments of the race in three minutes.", "Os melhores momentos da prova em três minutos."),
    body: ltParagraphs(
      ["由起跑、跨海大橋到最後衝刺，我們的攝影隊沿途記錄每一個關鍵時刻。"],
      ["From the start across the bridges to the final sprint, our camera crews followed every decisive moment."],
      ["Da partida, passando pelas pontes, até ao sprint final, as nossas equipas acompanharam todos os momentos decisivos."],
    ),
  },
  {
    kind: "article" as const,
    days: 2,
    cover: ADS.marathon,
    title: lt("比賽日封路及公共交通安排", "Road closures and public transport on race day", "Cortes de estrada e transportes públicos no dia da prova"),
    summary: lt(
      "比賽當日清晨起多條道路分段封閉，巴士路線改道。",
      "Several roads close in stages from early morning on race day, and bus routes are diverted.",
      "Várias estradas fecham por etapas a partir da madrugada do dia da prova e as carreiras de autocarro são desviadas.",
    ),
    body: ltParagraphs(
      ["交通事務局表示，賽道沿線道路將按選手通過時間分段封閉及重開，市民應預留更多交通時間。", "部分巴士路線改道或暫停，詳情可留意交通事務局公佈。"],
      ["The Transport Bureau says roads along the course will close and reopen in stages as the runners pass, and residents should allow extra time for their journeys.", "Some bus routes will be diverted or suspended; details are published by the Transport Bureau."],
      ["A Direcção dos Serviços para os Assuntos de Tráfego indica que as estradas do percurso fecharão e reabrirão por etapas à passagem dos atletas, e os residentes devem contar com mais tempo nas deslocações.", "Algumas carreiras de autocarro serão desviadas ou suspensas; os pormenores são divulgados pela DSAT."],
    ),
  },
  {
    kind: "article" as const,
    days: 4,
    cover: ART.skyline,
    title: lt("本地跑手備戰：清晨跑過西灣湖", "Local runners get ready with dawn runs round Sai Van Lake", "Atletas locais preparam-se com corridas ao amanhecer no Lago Sai Van"),
    summary: lt(
      "三位本地跑手分享他們的訓練與目標。",
      "Three local runners talk about their training and their goals.",
      "Três atletas locais falam do seu treino e dos seus objectivos.",
    ),
    body: ltParagraphs(
      ["每天清晨五時半，西灣湖畔已有不少跑手練習。今年參加全馬的本地選手比去年多。", "他們說，最難的是最後十公里的橋段，要靠平日的爬坡訓練。"],
      ["By half past five every morning, runners are already out round Sai Van Lake. More local runners have entered the full marathon than last year.", "They say the hardest part is the bridge section in the last ten kilometres, which takes months of hill training."],
      ["Todas as manhãs, às cinco e meia, já há atletas a correr à volta do Lago Sai Van. Inscreveram-se na maratona mais atletas locais do que no ano passado.", "Dizem que o mais difícil é o troço das pontes nos últimos dez quilómetros, que exige meses de treino em subidas."],
    ),
  },
  {
    kind: "video" as const,
    days: 6,
    cover: ART.health,
    video: MEDIA.video,
    title: lt("專訪：第一次跑半馬的退休教師", "Interview: a retired teacher runs her first half marathon", "Entrevista: uma professora reformada corre a primeira meia maratona"),
    summary: lt("六十五歲的她說，跑步讓退休生活更精彩。", "At 65, she says running has made retirement more fun.", "Aos 65 anos, diz que a corrida tornou a reforma mais animada."),
    body: ltParagraphs(
      ["她兩年前開始跑步，由每天步行到完成半程馬拉松。"],
      ["She started running two years ago, going from daily walks to a half marathon."],
      ["Começou a correr há dois anos, passando das caminhadas diárias a uma meia maratona."],
    ),
  },
];

async function seedSportTopic(db: Db, now: Date): Promise<void> {
  const [topic] = await db
    .insert(sportTopics)
    .values({
      slug: "macau-marathon",
      title: lt("澳門國際馬拉松", "Macau International Marathon", "Maratona Internacional de Macau"),
      summary: lt(
        "全馬、半馬及迷你馬拉松：直播、賽果、精華與故事。",
        "Full, half and mini marathon: live coverage, results, highlights and stories.",
        "Maratona, meia maratona e mini maratona: emissão em directo, resultados, destaques e histórias.",
      ),
      intro: ltParagraphs(
        ["每年十二月，數以萬計的跑手由氹仔出發，跑過三條跨海大橋及澳門半島的街道。澳廣視全程直播，並為你帶來賽果和賽道上的故事。"],
        ["Every December, thousands of runners set off from Taipa and run across the three bridges and through the streets of the peninsula. TDM brings you the whole race live, with results and stories from the course."],
        ["Todos os anos, em Dezembro, milhares de atletas partem da Taipa e correm pelas três pontes e pelas ruas da península. A TDM transmite a prova em directo, com resultados e histórias do percurso."],
      ),
      cover: ADS.marathon,
      liveChannel: "tdm-macau",
      liveTitle: lt("賽事直播", "Race live", "Prova em directo"),
      results: RESULTS,
    })
    .returning({ id: sportTopics.id });
  await db.insert(sportTopicItems).values(
    ITEMS.map((item) => ({
      topicId: topic!.id,
      kind: item.kind,
      title: item.title,
      summary: item.summary,
      body: item.body,
      cover: item.cover,
      video: "video" in item ? item.video : null,
      publishedAt: daysBefore(now, item.days),
    })),
  );
}

// Seed order 96: independent of other content (the live block names a channel by its code).
export const seedStep = defineSeedStep(96, seedSportTopic);
