import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { NEWS_KIND } from "../../modules/news/content-kind.ts";
import type { Db } from "../client.ts";
import { members } from "../schema/identity.ts";
import { contentComments, contentLikes } from "../schema/interactions.ts";
import { newsArticles, newsCategories, newsTopicArticles, newsTopics } from "../schema/news.ts";
import { ART } from "./assets.ts";
import { daysBefore, lt } from "./helpers.ts";
import { defineSeedStep } from "./steps.ts";

/**
 * Demo topics, likes and comments (docs/news.md). Runs after the members seed: comments are written by the demo
 * member and three demo readers who have no password (they cannot sign in); the readers like the articles they
 * discuss. Likes and comments go to the interactions tables (kind news), and the articles' counters move with them
 * as the interactions service would move them. Demo texts written for the portal.
 */

const READERS = [
  { username: "macau_reader", nickName: "澳門街坊" },
  { username: "rita_lei", nickName: "Rita Lei" },
  { username: "joao_m", nickName: "João M." },
] as const;

type Room = "zh" | "en" | "pt";

/** Comment threads per newsroom: a first comment, then replies to it (index into the thread). */
const THREADS: Record<Room, { text: string; replyTo?: number }[][]> = {
  zh: [
    [{ text: "報道很詳細，多謝記者！" }, { text: "同意，尤其是交通安排那部分很實用。", replyTo: 0 }],
    [{ text: "希望當局平日上下班時間也加密班次。" }, { text: "早上七點半那幾班真的很擠。", replyTo: 0 }, { text: "可以考慮錯峰出門。", replyTo: 1 }],
    [{ text: "天氣轉冷，大家記得多穿衣服。" }],
    [{ text: "期待明年再去看比賽。" }, { text: "今年看台的位置好過往年。", replyTo: 0 }],
    [{ text: "<b>粗體</b>不會變成粗體：留言只顯示文字。" }],
  ],
  en: [
    [{ text: "Clear and useful report, thank you." }, { text: "Agreed, the transport details were exactly what I needed.", replyTo: 0 }],
    [{ text: "More trains on weekday mornings too, please." }, { text: "The 7:30 ones are packed.", replyTo: 0 }],
    [{ text: "Wrap up warm, everyone!" }],
    [{ text: "Already looking forward to next year's race." }],
  ],
  pt: [
    [{ text: "Reportagem muito completa, obrigado." }, { text: "Concordo, sobretudo a parte dos transportes.", replyTo: 0 }],
    [{ text: "Seria bom reforçar também os horários da manhã." }, { text: "Às 7h30 não se consegue entrar.", replyTo: 0 }],
    [{ text: "Agasalhem-se bem nestes dias!" }],
  ],
};

const TOPICS = [
  {
    slug: "macau-grand-prix",
    title: lt("澳門格蘭披治大賽車", "Macau Grand Prix", "Grande Prémio de Macau"),
    description: lt(
      "<p>賽事、車手與東望洋跑道的故事：大賽車周的全部報道。</p>",
      "<p>Races, drivers and the Guia circuit: all our coverage of Grand Prix week.</p>",
      "<p>Corridas, pilotos e o circuito da Guia: toda a cobertura da semana do Grande Prémio.</p>",
    ),
    cover: ART.racing,
    pick: { category: "sport" },
  },
  {
    slug: "greater-bay-area",
    title: lt("大灣區融合發展", "Living in the Greater Bay Area", "Viver na Grande Baía"),
    description: lt(
      "<p>跨境交通、就業與生活：澳門與大灣區城市的連繫。</p>",
      "<p>Crossing the border, working and living: how Macau and the Bay Area cities connect.</p>",
      "<p>Fronteiras, trabalho e vida quotidiana: as ligações de Macau às cidades da Grande Baía.</p>",
    ),
    cover: ART.bridge,
    pick: { category: "greater-bay-area" },
  },
] as const;

export async function seedNewsExtras(db: Db, now: Date): Promise<void> {
  // Topics: each gathers the articles of one category, in every newsroom.
  for (const [index, topic] of TOPICS.entries()) {
    const [row] = await db
      .insert(newsTopics)
      .values({ slug: topic.slug, title: topic.title, description: topic.description, cover: topic.cover, sortOrder: (index + 1) * 10 })
      .returning({ id: newsTopics.id });
    const articles = await db
      .select({ id: newsArticles.id })
      .from(newsArticles)
      .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
      .where(eq(newsCategories.slug, topic.pick.category))
      .orderBy(asc(newsArticles.id));
    if (articles.length) await db.insert(newsTopicArticles).values(articles.map((a) => ({ topicId: row!.id, articleId: a.id })));
  }

  // Readers who comment (no password: they cannot sign in), plus the demo member.
  const readers = await db
    .insert(members)
    .values(
      READERS.map((r) => ({
        username: r.username,
        nickName: r.nickName,
        nickNameKey: r.nickName.toLowerCase(),
        status: "active",
        createdAt: daysBefore(now, 90),
        updatedAt: daysBefore(now, 90),
      })),
    )
    .returning({ id: members.id });
  const demo = await db.select({ id: members.id }).from(members).where(eq(members.username, "demo")).limit(1);
  const authors = [...readers.map((r) => r.id), ...demo.map((d) => d.id)];

  for (const room of ["zh", "en", "pt"] as const) {
    const latest = await db
      .select({ id: newsArticles.id, publishedAt: newsArticles.publishedAt })
      .from(newsArticles)
      .where(and(eq(newsArticles.newsroom, room), inArray(newsArticles.type, ["text", "image", "video", "radio"])))
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(THREADS[room].length);
    for (const [articleIndex, article] of latest.entries()) {
      const thread = THREADS[room][articleIndex]!;
      const ids: number[] = [];
      for (const [i, entry] of thread.entries()) {
        // Comments come after the article, an hour apart, never in the future.
        const at = new Date(Math.min(now.getTime() - 60_000, new Date(article.publishedAt).getTime() + (i + 1) * 3_600_000));
        const [comment] = await db
          .insert(contentComments)
          .values({
            kind: NEWS_KIND,
            itemId: article.id,
            memberId: authors[(articleIndex + i) % authors.length]!,
            replyTo: entry.replyTo === undefined ? null : ids[entry.replyTo]!,
            comment: entry.text,
            createdAt: at,
          })
          .returning({ id: contentComments.id });
        ids.push(comment!.id);
      }
      // The readers like what they discuss; the counters move as the interactions service moves them (like_count
      // started at the likes from before the portal).
      await db.insert(contentLikes).values(readers.map((reader) => ({ kind: NEWS_KIND, itemId: article.id, memberId: reader.id })));
      await db
        .update(newsArticles)
        .set({
          commentCount: sql`${newsArticles.commentCount} + ${thread.length}::int`,
          likeCount: sql`${newsArticles.likeCount} + ${readers.length}::int`,
        })
        .where(eq(newsArticles.id, article.id));
    }
  }
}

// Seed order 70: after the members: likes and comments are theirs.
export const seedStep = defineSeedStep(70, seedNewsExtras);
