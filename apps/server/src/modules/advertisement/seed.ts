import type { Db } from "../../db/client.ts";
import { adverts } from "./tables.ts";
import { ADS, ART } from "../../db/seed/assets.ts";
import { daysAfter, daysBefore, lt, ltParagraphs } from "../../db/seed/helpers.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

/** The adverts of every slot the frame and the home page read. */
async function seedFrameAdverts(db: Db, now: Date): Promise<void> {
  const since = (days: number) => daysBefore(now, days);
  await db.insert(adverts).values([
    {
      slot: "homepagetop",
      sortOrder: 10,
      startsAt: since(14),
      cover: ADS.app,
      respCover: ART.skyline,
      title: lt("澳廣視應用程式 隨時隨地收看直播", "Watch live anywhere with the TDM app", "Veja em direto onde estiver com a aplicação TDM"),
      hasInnerDetail: true,
      content: ltParagraphs(
        ["下載澳廣視流動應用程式，隨時收看電視直播、收聽電台節目及接收突發新聞通知。", "應用程式免費下載，支援 iOS 及 Android。"],
        ["Download the TDM app to watch live TV, listen to radio programmes and get breaking news alerts wherever you are.", "The app is free on iOS and Android."],
        ["Descarregue a aplicação TDM para ver televisão em direto, ouvir os programas de rádio e receber alertas de última hora.", "A aplicação é gratuita para iOS e Android."],
      ),
    },
    {
      slot: "homepagetop",
      sortOrder: 20,
      startsAt: since(20),
      cover: ADS.grandPrix,
      url: "https://www.macau.grandprix.gov.mo/",
      newWindow: true,
      title: lt("格蘭披治大賽車精華重溫", "Grand Prix highlights on demand", "Os melhores momentos do Grande Prémio"),
    },
    {
      slot: "homepagetop",
      sortOrder: 30,
      startsAt: since(5),
      title: lt("美食節特備節目 逢周末晚上播出", "Food Festival specials, weekend evenings", "Especiais do Festival de Gastronomia, ao fim de semana"),
      hasInnerDetail: true,
      content: ltParagraphs(
        ["美食節特備節目帶你走訪各個攤位，認識本地老字號及土生葡人美食。", "逢周六、日晚上八時於中文頻道播出。"],
        ["Our Food Festival specials visit the stalls and meet Macau's long-standing family businesses and Macanese cooks.", "Saturdays and Sundays at 8 p.m. on the Chinese channel."],
        ["Os especiais do Festival de Gastronomia visitam as bancas e dão a conhecer casas tradicionais e cozinheiros macaenses.", "Sábados e domingos às 20h00, no canal chinês."],
      ),
    },
    {
      slot: "menu_program",
      cover: ADS.programme,
      title: lt("全新節目《街坊故事》", "New series: Neighbourhood Stories", "Nova série: Histórias do Bairro"),
      url: "https://www.youtube.com/",
      newWindow: true,
    },
    {
      slot: "menu_program_en",
      cover: ADS.programme,
      title: lt("英文節目《澳門對話》", "Macau Talks: new episodes every Friday", "Macau Talks: novos episódios à sexta-feira"),
    },
    {
      slot: "menu_program_pt",
      cover: ADS.programme,
      title: lt("葡文節目《澳門對話》", "Portuguese programme: Conversas de Macau", "Conversas de Macau: novos episódios à quinta-feira"),
    },
    {
      slot: "footer",
      sortOrder: 10,
      cover: ADS.podcast,
      title: lt("收聽澳廣視播客", "Listen to our podcasts", "Ouça os nossos podcasts"),
      hasInnerDetail: true,
      content: lt(
        "<p>新聞、訪談及文化節目均可透過播客收聽，隨時訂閱。</p>",
        "<p>News, interviews and culture programmes are all available as podcasts. Subscribe at any time.</p>",
        "<p>Notícias, entrevistas e programas culturais estão disponíveis em podcast. Subscreva quando quiser.</p>",
      ),
    },
    {
      slot: "footer",
      sortOrder: 20,
      cover: ADS.advertise,
      title: lt("在澳廣視刊登廣告", "Advertise with TDM", "Anuncie na TDM"),
      hasInnerDetail: true,
      content: lt(
        "<p>電視、電台、網站及應用程式廣告方案，助您的品牌接觸全澳觀眾。歡迎聯絡廣告部查詢。</p>",
        "<p>Television, radio, web and app advertising packages that bring your brand to audiences across Macau. Contact our advertising team.</p>",
        "<p>Pacotes de publicidade na televisão, na rádio, no sítio e na aplicação, para levar a sua marca a todo o público de Macau. Contacte o departamento comercial.</p>",
      ),
    },
    {
      slot: "home_middle",
      cover: ADS.marathon,
      startsAt: since(3),
      endsAt: daysAfter(now, 21),
      title: lt("澳門國際馬拉松 全程直播", "Macau International Marathon, live", "Maratona Internacional de Macau em direto"),
      hasInnerDetail: true,
      content: lt(
        "<p>本台將於電視、電台及網上全程直播澳門國際馬拉松，並設賽道沿線即時交通資訊。</p>",
        "<p>We will cover the Macau International Marathon from start to finish on TV, radio and online, with live traffic updates along the route.</p>",
        "<p>A Maratona Internacional de Macau será transmitida do início ao fim na televisão, na rádio e na Internet, com informação de trânsito ao longo do percurso.</p>",
      ),
    },
  ]);
}

/**
 * Adverts of the slots added with the advertisement screens (docs/adverts-specials.md): the news-detail top slot
 * (one advert has no picture of its own, so the default image shows) and a square sidebar advert.
 */
async function seedScreenAdverts(db: Db, now: Date): Promise<void> {
  await db.insert(adverts).values([
    {
      slot: "news_detail_top",
      sortOrder: 10,
      startsAt: daysBefore(now, 4),
      cover: ART.heritage,
      title: lt("澳門藝術節 門票現已發售", "Macau Arts Festival: tickets on sale now", "Festival de Artes de Macau: bilhetes à venda"),
      hasInnerDetail: true,
      content: ltParagraphs(
        ["今屆藝術節共有二十五套節目，門票於各售票點及網上發售。", "會員購票可享九折優惠。"],
        ["This year's festival has twenty-five productions. Tickets are on sale at box offices and online.", "Members get 10 per cent off."],
        ["O festival deste ano tem vinte e cinco produções. Bilhetes à venda nas bilheteiras e na Internet.", "Os membros têm 10 por cento de desconto."],
      ),
    },
    {
      slot: "news_detail_top",
      sortOrder: 20,
      startsAt: daysBefore(now, 2),
      endsAt: daysAfter(now, 40),
      title: lt("新聲歌唱大賽 網上投票進行中", "New Voices: online voting is open", "Novas Vozes: votação online aberta"),
      hasInnerDetail: true,
      content: lt(
        "<p>登入會員即可為你支持的入圍者投票，每日一次。</p>",
        "<p>Sign in as a member to vote for your favourite finalist, once a day.</p>",
        "<p>Inicie sessão como membro para votar no seu finalista preferido, uma vez por dia.</p>",
      ),
    },
    {
      slot: "sidebar",
      startsAt: daysBefore(now, 1),
      cover: ADS.marathon,
      url: "https://www.sport.gov.mo/",
      newWindow: true,
      title: lt("澳門國際馬拉松 報名開始", "Macau International Marathon: entries open", "Maratona Internacional de Macau: inscrições abertas"),
    },
  ]);
}

async function seedAdverts(db: Db, now: Date): Promise<void> {
  await seedFrameAdverts(db, now);
  await seedScreenAdverts(db, now);
}

// Seed order 30: nothing it refers to.
export const seedStep = defineSeedStep(30, seedAdverts);
