import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/columns.ts";
import { specialItems, specials } from "../special/tables.ts";
import { voteBallots, voteOptions, votes } from "./tables.ts";
import { ART } from "../../db/seed/assets.ts";
import { daysAfter, daysBefore, lt } from "../../db/seed/helpers.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

/**
 * Demo votes (docs/votes.md): an open member vote, an open SMS-verified vote, a closed vote with its results and the
 * competition's vote on its entries. Their tallies are real: they are counted from the seeded ballots, as the
 * server counts them.
 */
interface OptionSeed {
  title: LocalizedText;
  description?: LocalizedText;
  cover?: string;
  refId?: number;
}
interface VoteSeed {
  appkey: string;
  specialId?: number;
  title: LocalizedText;
  description: LocalizedText;
  cover: string;
  voter: "member" | "phone" | "captcha";
  minChoices?: number;
  maxChoices?: number;
  perDay?: number;
  perTotal?: number;
  opensDaysAgo: number;
  closesInDays: number;
  options: OptionSeed[];
  /** Seeded ballots: each is the option positions it chose. */
  ballots: number[][];
}

/** `counts[i]` ballots for option i alone. */
const singles = (counts: number[]) => counts.flatMap((n, option) => Array.from({ length: n }, () => [option]));

const fixed: VoteSeed[] = [
  {
    appkey: "grand-prix-2026-favourite-race",
    title: lt("第73屆澳門格蘭披治大賽車：你最期待哪一場賽事？", "73rd Macau Grand Prix: which race are you looking forward to most?", "73.º Grande Prémio de Macau: que corrida espera com mais entusiasmo?"),
    description: lt(
      "十一月的東望洋跑道再度迎來世界頂尖車手。會員每日可投一票，結果即時更新。",
      "World-class drivers and riders return to the Guia Circuit this November. Members may vote once a day; the results update as you watch.",
      "Os melhores pilotos do mundo regressam ao Circuito da Guia em novembro. Os membros podem votar uma vez por dia; os resultados actualizam-se em directo.",
    ),
    cover: ART.racing,
    voter: "member",
    perDay: 1,
    opensDaysAgo: 5,
    closesInDays: 12,
    options: [
      { title: lt("FIA FR世界盃", "FIA FR World Cup", "Taça do Mundo FIA FR") },
      { title: lt("澳門格蘭披治電單車大賽", "Macau Motorcycle Grand Prix", "Grande Prémio de Motos de Macau") },
      { title: lt("FIA GT世界盃", "FIA GT World Cup", "Taça do Mundo FIA GT") },
      { title: lt("東望洋大賽", "Guia Race", "Corrida da Guia") },
    ],
    ballots: singles([46, 31, 38, 17]),
  },
  {
    appkey: "favourite-programme-2026",
    title: lt("2026年度我最喜愛的澳廣視節目", "My favourite TDM programmes of 2026", "Os meus programas favoritos da TDM em 2026"),
    description: lt(
      "以澳門手機號碼接收短訊驗證碼後投票，每個號碼每日一次，每次可選最多三個節目。",
      "Vote with a code sent by SMS to your Macau mobile: once a day per number, choosing up to three programmes.",
      "Vote com um código enviado por SMS para o seu telemóvel de Macau: uma vez por dia por número, até três programas.",
    ),
    cover: ART.camera,
    voter: "phone",
    minChoices: 1,
    maxChoices: 3,
    perDay: 1,
    opensDaysAgo: 3,
    closesInDays: 25,
    options: [
      { title: lt("澳門早晨", "Good Morning Macau", "Bom Dia Macau"), description: lt("每日清晨的新聞與生活資訊。", "News and city life every morning.", "Notícias e vida da cidade todas as manhãs.") },
      { title: lt("澳視新聞", "TDM News", "Telejornal"), description: lt("晚間新聞報道。", "The evening news.", "O noticiário da noite.") },
      { title: lt("美食遊蹤", "Gourmet Walk", "Roteiro Gastronómico"), description: lt("走訪大街小巷的地道美食。", "Local food in the city's streets and lanes.", "Comida local pelas ruas e travessas.") },
      { title: lt("體育世界", "World of Sport", "Mundo Desportivo"), description: lt("本地與國際體育賽事。", "Local and international sport.", "Desporto local e internacional.") },
      { title: lt("澳門故事", "Macau Stories", "Histórias de Macau"), description: lt("老街坊與城市記憶。", "Neighbours and the city's memories.", "Vizinhos e memórias da cidade.") },
    ],
    ballots: [...singles([12, 9, 7, 4, 6]), ...Array.from({ length: 8 }, () => [0, 2]), ...Array.from({ length: 5 }, () => [1, 3, 4])],
  },
  {
    appkey: "most-charming-street-2026",
    title: lt("澳門最具魅力街道選舉", "Macau's most charming street", "A rua mais encantadora de Macau"),
    description: lt(
      "「城市漫步」系列的觀眾投票已經結束，多謝參與。",
      "Viewers' voting for our City Walks series has closed. Thank you for taking part.",
      "A votação do público da série Passeios pela Cidade terminou. Obrigado pela participação.",
    ),
    cover: ART.heritage,
    voter: "captcha",
    opensDaysAgo: 40,
    closesInDays: -10,
    options: [
      { title: lt("福隆新街", "Rua da Felicidade", "Rua da Felicidade") },
      { title: lt("戀愛巷", "Travessa da Paixão", "Travessa da Paixão") },
      { title: lt("官也街", "Rua do Cunha", "Rua do Cunha") },
      { title: lt("新馬路", "Avenida de Almeida Ribeiro", "Avenida de Almeida Ribeiro") },
    ],
    ballots: singles([128, 164, 97, 71]),
  },
  {
    appkey: "new-year-gala-2027",
    title: lt("2027新春晚會：你最想看哪個節目？", "2027 New Year Gala: which act would you most like to see?", "Gala de Ano Novo 2027: que número gostaria mais de ver?"),
    description: lt(
      "晚會節目單由觀眾一同決定。投票將於下星期開始，會員每日可投一票。",
      "Viewers help to choose the gala's running order. Voting opens next week; members may vote once a day.",
      "Os espectadores ajudam a escolher o alinhamento da gala. A votação abre na próxima semana; os membros podem votar uma vez por dia.",
    ),
    cover: ART.festival,
    voter: "member",
    perDay: 1,
    opensDaysAgo: -7,
    closesInDays: 30,
    options: [
      { title: lt("醒獅賀歲", "Lion dance", "Dança do leão") },
      { title: lt("土生葡人歌謠", "Macanese songs", "Canções macaenses") },
      { title: lt("粵劇折子戲", "Cantonese opera scenes", "Cenas de ópera cantonense") },
      { title: lt("青年樂隊演出", "Youth band", "Banda jovem") },
    ],
    ballots: [],
  },
];

/** The competition's vote: one option per entry, members once a day, open until the final. */
async function competitionVote(db: Db): Promise<VoteSeed | null> {
  const [competition] = await db
    .select({ id: specials.id, endsAt: specials.endsAt })
    .from(specials)
    .where(and(eq(specials.slug, "tdm-new-voices-2026"), eq(specials.kind, "competition")));
  if (!competition) return null;
  const entries = await db
    .select({ id: specialItems.id, title: specialItems.title, summary: specialItems.summary, cover: specialItems.cover })
    .from(specialItems)
    .where(and(eq(specialItems.specialId, competition.id), eq(specialItems.type, "entry")))
    .orderBy(asc(specialItems.sortOrder), asc(specialItems.id));
  return {
    appkey: "tdm-new-voices-2026",
    specialId: competition.id,
    title: lt("新聲歌唱大賽2026 觀眾投票", "TDM New Voices 2026: viewers' vote", "TDM Novas Vozes 2026: votação do público"),
    description: lt(
      "觀眾投票佔決賽成績三成。會員每日可投一票。",
      "The viewers' vote counts for 30 per cent of the final result. Members may vote once a day.",
      "A votação do público vale 30 por cento do resultado final. Os membros podem votar uma vez por dia.",
    ),
    cover: ART.microphone,
    voter: "member",
    perDay: 1,
    opensDaysAgo: 10,
    closesInDays: 20,
    options: entries.map((e) => ({ title: e.title, description: e.summary ?? undefined, cover: e.cover ?? undefined, refId: e.id })),
    ballots: singles([84, 71, 66, 58, 49, 37].slice(0, entries.length)),
  };
}

async function seedVotes(db: Db, now: Date): Promise<void> {
  const competition = await competitionVote(db);
  const all = competition ? [competition, ...fixed] : fixed;
  for (const [index, seed] of all.entries()) {
    const [vote] = await db
      .insert(votes)
      .values({
        appkey: seed.appkey,
        specialId: seed.specialId ?? null,
        title: seed.title,
        description: seed.description,
        cover: seed.cover,
        voter: seed.voter,
        minChoices: seed.minChoices ?? 1,
        maxChoices: seed.maxChoices ?? 1,
        perDay: seed.perDay ?? null,
        perTotal: seed.perTotal ?? null,
        opensAt: daysBefore(now, seed.opensDaysAgo),
        closesAt: daysAfter(now, seed.closesInDays),
        sortOrder: index * 10,
      })
      .returning({ id: votes.id });
    const options = await db
      .insert(voteOptions)
      .values(seed.options.map((o, i) => ({ voteId: vote!.id, title: o.title, description: o.description ?? null, cover: o.cover ?? null, refId: o.refId ?? null, sortOrder: i })))
      .returning({ id: voteOptions.id });
    if (seed.ballots.length) {
      await db.insert(voteBallots).values(
        seed.ballots.map((chosen, i) => ({
          voteId: vote!.id,
          voter: `seed:${seed.appkey}:${i}`,
          idempotencyKey: `seed-${i}`,
          optionIds: chosen.map((position) => options[position]!.id),
          createdAt: daysBefore(now, (seed.opensDaysAgo * (i + 1)) / (seed.ballots.length + 1)),
        })),
      );
    }
    // The tallies are counted from the ballots, as the server keeps them.
    await db.execute(
      sql`update vote_options o set tally = (select count(*) from vote_ballots b where b.option_ids @> to_jsonb(o.id)) where o.vote_id = ${vote!.id}`,
    );
    await db.execute(sql`update votes set ballots = (select count(*) from vote_ballots b where b.vote_id = votes.id) where id = ${vote!.id}`);
  }
}

// Seed order 95: after the specials (the competition's entries).
export const seedStep = defineSeedStep(95, seedVotes);
