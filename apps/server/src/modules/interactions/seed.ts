import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { members } from "../identity/tables.ts";
import { contentComments, contentLikes } from "./tables.ts";
import { NEWS_KIND } from "../news/seed.ts";
import { newsArticles } from "../news/tables.ts";
import { daysBefore } from "../../db/seed/helpers.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

/**
 * Demo likes and comments of news articles (docs/news.md). Runs after the members seed: comments are written by the
 * demo member and three demo readers who have no password (they cannot sign in); the readers like the articles they
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


async function seedNewsInteractions(db: Db, now: Date): Promise<void> {
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

// Seed order 70: after the members (identity/seed.ts, 60): likes and comments are theirs.
export const seedStep = defineSeedStep(70, seedNewsInteractions);
