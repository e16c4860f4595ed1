import type { Db } from "../../db/client.ts";
import { campaignCongratulations, campaigns } from "./tables.ts";
import { members } from "../identity/tables.ts";
import { ART } from "../../db/seed/assets.ts";
import { daysAfter, daysBefore, lt } from "../../db/seed/helpers.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

/**
 * The 40th-anniversary campaign (tdm40; docs/campaigns.md): its story, a gala with 50 free tickets, and approved
 * congratulation messages from viewers and listeners in four languages (and one still awaiting moderation).
 */

const MILESTONES = [
  {
    year: "1984",
    title: lt("電視啟播", "On air", "No ar"),
    text: lt(
      "澳門第一個本地電視台開始播出中葡雙語節目，由一個演播室、一支採訪隊伍起步。",
      "Macau's first local television station goes on air with programmes in Chinese and Portuguese, from a single studio and one news crew.",
      "A primeira estação de televisão local de Macau entra no ar com programas em chinês e português, a partir de um único estúdio e de uma equipa de reportagem.",
    ),
  },
  {
    year: "1990",
    title: lt("中葡頻道分台", "Two channels", "Dois canais"),
    text: lt(
      "中文台與葡文台分開播出，各自擁有全日節目表。",
      "The Chinese and Portuguese services become separate channels, each with a full day's schedule.",
      "Os serviços em chinês e em português passam a canais separados, cada um com uma grelha diária completa.",
    ),
  },
  {
    year: "1999",
    title: lt("見證回歸", "The handover", "A transferência"),
    text: lt(
      "全台動員，以四種語言直播澳門回歸祖國的歷史時刻。",
      "The whole station covers Macau's return to China live, in four languages, through the night.",
      "Toda a estação transmite em directo, em quatro línguas e durante toda a noite, a transferência de Macau para a China.",
    ),
  },
  {
    year: "2008",
    title: lt("數碼電視", "Digital television", "Televisão digital"),
    text: lt(
      "數碼地面電視開始試播，畫面更清晰，頻道更多。",
      "Digital terrestrial television begins, with sharper pictures and more channels.",
      "Começam as emissões de televisão digital terrestre, com melhor imagem e mais canais.",
    ),
  },
  {
    year: "2016",
    title: lt("走進手機", "On every phone", "Em cada telemóvel"),
    text: lt(
      "新聞、直播和節目重溫登上網站及流動應用程式，隨時隨地收看。",
      "News, live channels and catch-up arrive on the website and the mobile app, wherever viewers are.",
      "Notícias, canais em directo e programas a pedido chegam ao site e à aplicação móvel, onde quer que esteja.",
    ),
  },
  {
    year: "2024",
    title: lt("與你同行四十年", "Forty years with you", "Quarenta anos consigo"),
    text: lt(
      "感謝每一位觀眾和聽眾。下一個四十年，我們繼續為澳門說故事。",
      "Thank you to every viewer and listener. For the next forty years, we will keep telling Macau's stories.",
      "Obrigado a todos os telespectadores e ouvintes. Nos próximos quarenta anos, continuaremos a contar as histórias de Macau.",
    ),
  },
];

/** Authors of the demo messages: members without a password (they never sign in). */
const AUTHORS = ["陳太", "小雯", "李伯伯", "Ana Costa", "Mark Lee", "Joana Sousa", "阿明"];

/** [author, message, days ago] — the messages as their writers wrote them, each in their own language. */
const MESSAGES: [string, string, number][] = [
  ["陳太", "由黑白電視睇到而家手機直播，多謝你哋陪咗我哋一家三代！四十周年快樂！", 0.2],
  ["Ana Costa", "Parabéns pelos 40 anos! Cresci a ver o telejornal convosco. Continuem a contar as histórias de Macau.", 0.5],
  ["Mark Lee", "Happy 40th! The Grand Prix coverage every November is part of growing up in Macau. Here's to the next forty.", 1],
  ["小雯", "四十周年快乐！每天早上都听你们的新闻，出门前知道天气和交通，真的很贴心。", 1.5],
  ["李伯伯", "祝澳廣視四十周年生日快樂，節目越辦越好，繼續做澳門人的好朋友。", 2],
  ["Joana Sousa", "Muitos parabéns a toda a equipa, dos técnicos aos jornalistas. O serviço público faz falta e vocês fazem-no bem.", 3],
  ["阿明", "多謝記者們颱風天都堅守崗位，為市民報道最新消息。四十歲生日快樂！", 4],
];

/** The gala: forty days on, at 20:00 Macao time (12:00 UTC). */
function galaTime(now: Date): Date {
  const day = daysAfter(now, 40);
  day.setUTCHours(12, 0, 0, 0);
  return day;
}

async function seedCampaign(db: Db, now: Date): Promise<void> {
  const [campaign] = await db
    .insert(campaigns)
    .values({
      slug: "tdm40",
      title: lt("澳廣視四十周年", "TDM at 40", "TDM 40 anos"),
      subtitle: lt("與你同行 · 四十年", "Forty years with you", "Quarenta anos consigo"),
      intro: lt(
        "四十年前，澳門有了自己的電視台。今天，我們在電視、電台、網站和手機上，每天以四種語言陪伴你。一起回顧這段路，寫下你的祝福，並登記出席周年晚會。",
        "Forty years ago Macau got its own television station. Today we are with you every day on television, radio, the web and your phone, in four languages. Look back with us, write us a message and register for the anniversary gala.",
        "Há quarenta anos Macau passou a ter a sua própria televisão. Hoje estamos consigo todos os dias na televisão, na rádio, na internet e no telemóvel, em quatro línguas. Recorde connosco, deixe-nos uma mensagem e registe-se para a gala de aniversário.",
      ),
      cover: ART.festival,
      milestones: MILESTONES,
      congratulationsModerated: true,
      eventTitle: lt("四十周年晚會", "The 40th-anniversary gala", "Gala do 40.º aniversário"),
      eventVenue: lt("澳門綜藝館", "Macau Forum", "Fórum Macau"),
      eventStartsAt: galaTime(now),
      ticketsOpenAt: daysBefore(now, 3),
      ticketsCloseAt: daysAfter(now, 30),
      ticketsTotal: 50,
      ticketsRemaining: 50,
    })
    .returning({ id: campaigns.id });

  const authors = await db
    .insert(members)
    .values(
      AUTHORS.map((name, index) => ({
        username: `tdm40-fan-${index + 1}`,
        nickName: name,
        nickNameKey: name.normalize("NFKC").toLowerCase(),
        status: "active",
        createdAt: daysBefore(now, 60 + index),
      })),
    )
    .returning({ id: members.id, nickName: members.nickName });
  const idOf = new Map(authors.map((a) => [a.nickName, a.id]));

  await db.insert(campaignCongratulations).values([
    ...MESSAGES.map(([author, message, days]) => ({
      campaignId: campaign!.id,
      memberId: idOf.get(author)!,
      message,
      status: "approved" as const,
      createdAt: daysBefore(now, days),
    })),
    // One waits for the moderators: never listed.
    { campaignId: campaign!.id, memberId: idOf.get("阿明")!, message: "請問晚會有冇得網上直播？", status: "pending" as const, createdAt: daysBefore(now, 0.1) },
  ]);
}

// Seed order 95: after the members.
export const seedStep = defineSeedStep(95, seedCampaign);
