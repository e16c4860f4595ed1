import type { Db } from "../client.ts";
import { adverts } from "../schema/advertisement.ts";
import { ADS, ART } from "./assets.ts";
import { daysAfter, daysBefore, lt, ltParagraphs } from "./helpers.ts";
import { defineSeedStep } from "./steps.ts";

/**
 * Adverts of the slots added with the advertisement screens (docs/adverts-specials.md): the news-detail top slot
 * (one advert has no picture of its own, so the default image shows) and a square sidebar advert.
 */
export async function seedAdverts(db: Db, now: Date): Promise<void> {
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

// Seed order 80.
export const seedStep = defineSeedStep(80, seedAdverts);
