import { and, desc, eq, lte } from "drizzle-orm";
import type { Db } from "../client.ts";
import { articleReference } from "../../modules/news/article-lists.ts";
import { episodeReference } from "../../modules/program/episode-service.ts";
import { programEpisodes } from "../schema/program.ts";
import { newsArticles } from "../schema/news.ts";
import { members } from "../schema/identity.ts";
import { downloads, memberCollections, memberNotifications, memberPlaylistItems, memberPlaylists } from "../schema/member.ts";
import { dictionaryEntries } from "../schema/reference.ts";
import { hashPassword } from "../../modules/identity/passwords.ts";
import { daysBefore, lt } from "./helpers.ts";
import { defineSeedStep } from "./steps.ts";

/** The demo member of the embedded database (README): sign in with demo / Demo-2026!. Never in production. */
export const DEMO_MEMBER = { username: "demo", password: "Demo-2026!", email: "demo@example.mo", mobile: "66123456" } as const;

/** Interests offered at registration (identity/member-fav-nfo): dictionary slug fav_info. */
const FAV_INFO: [value: string, zh: string, en: string, pt: string][] = [
  ["news", "新聞時事", "News and current affairs", "Notícias e actualidade"],
  ["drama", "劇集", "Drama", "Séries"],
  ["sport", "體育", "Sport", "Desporto"],
  ["music", "音樂", "Music", "Música"],
  ["documentary", "紀錄片", "Documentaries", "Documentários"],
  ["children", "兒童節目", "Children", "Infantil"],
  ["food", "飲食", "Food", "Gastronomia"],
  ["travel", "旅遊", "Travel", "Viagens"],
  ["culture", "文化藝術", "Arts and culture", "Arte e cultura"],
  ["finance", "財經", "Business and finance", "Economia e finanças"],
];

/** The `nth` newest published story of a newsroom as a saved item: its id, title, picture and page. */
async function savedArticle(db: Db, newsroom: "zh" | "en", nth: number, now: Date) {
  const [row] = await db
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(and(eq(newsArticles.newsroom, newsroom), eq(newsArticles.published, true), lte(newsArticles.publishedAt, now)))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .offset(nth - 1)
    .limit(1);
  const reference = row ? await articleReference(db, row.id, newsroom === "zh" ? "zh_TW" : "en", now) : null;
  if (!row || !reference) throw new Error(`members seed: no published ${newsroom} story to save`);
  return { itemType: "news" as const, itemId: String(row.id), ...reference };
}

/** A demo episode (program.seed.ts) as a kept item: its id, title, poster and page, as the piece-list call keeps them. */
async function savedEpisode(db: Db, slug: string, now: Date) {
  const [row] = await db.select({ id: programEpisodes.id }).from(programEpisodes).where(eq(programEpisodes.slug, slug));
  const reference = row ? await episodeReference(db, row.id, "zh_TW", now) : null;
  if (!row || !reference) throw new Error(`members seed: no episode ${slug}`);
  return { ...reference, itemId: String(row.id) };
}

export async function seedMembers(db: Db, now: Date): Promise<void> {
  await db.insert(dictionaryEntries).values(
    FAV_INFO.map(([value, zh, en, pt], index) => ({ slug: "fav_info", value, label: lt(zh, en, pt), sortOrder: (index + 1) * 10 })),
  );

  const [demo] = await db
    .insert(members)
    .values({
      username: DEMO_MEMBER.username,
      nickName: DEMO_MEMBER.username,
      nickNameKey: DEMO_MEMBER.username,
      email: DEMO_MEMBER.email,
      emailKey: DEMO_MEMBER.email,
      mobile: DEMO_MEMBER.mobile,
      countryCode: "MO",
      passwordHash: await hashPassword(DEMO_MEMBER.password),
      status: "active",
      isPhoneVerification: true,
      firstName: "Mei",
      lastName: "Chan",
      sex: "F",
      ageRanges: "25-34",
      educationalStatus: "bachelor",
      profession: "teacher",
      monthlyProfit: "20000_29999",
      address: "澳門新馬路 100 號",
      introduction: "喜歡看新聞和紀錄片。",
      favInfo: ["news", "documentary", "food"],
      createdAt: daysBefore(now, 120),
    })
    .returning({ id: members.id });
  const memberId = demo!.id;

  const [playlist] = await db
    .insert(memberPlaylists)
    .values({ memberId, title: "週末追看", createdAt: daysBefore(now, 20), updatedAt: daysBefore(now, 2) })
    .returning({ id: memberPlaylists.id });
  await db.insert(memberPlaylists).values({ memberId, title: "Morning radio", createdAt: daysBefore(now, 9), updatedAt: daysBefore(now, 9) });
  // Saved stories are copies of real ones: the title, picture and page of the same article (as the collect call keeps them).
  const [chinese, english] = await Promise.all([savedArticle(db, "zh", 1, now), savedArticle(db, "en", 2, now)]);
  await db.insert(memberPlaylistItems).values([
    { playlistId: playlist!.id, ...chinese, createdAt: daysBefore(now, 2) },
    { playlistId: playlist!.id, itemType: "video", itemId: "demo-video-1", title: "澳門街坊故事（第一集）", cover: "/demo/art/food.svg", url: null, notEnabled: true, createdAt: daysBefore(now, 3) },
  ]);

  await db.insert(memberCollections).values([
    { memberId, list: "collect", ...chinese, createdAt: daysBefore(now, 1) },
    { memberId, list: "collect", ...english, createdAt: daysBefore(now, 4) },
    { memberId, list: "piece", ...(await savedEpisode(db, "morning-call-3", now)), createdAt: daysBefore(now, 6) },
    { memberId, list: "piece", ...(await savedEpisode(db, "street-stories-2", now)), createdAt: daysBefore(now, 8) },
  ]);

  await db.insert(memberNotifications).values([
    {
      memberId: null,
      title: lt("歡迎加入會員", "Welcome to membership", "Bem-vindo à área de membros"),
      content: lt(
        "你可以收藏新聞、建立播放清單，並在節目頁留言。",
        "You can save news, make playlists and comment on programmes.",
        "Pode guardar notícias, criar listas de reprodução e comentar programas.",
      ),
      link: null,
      createdAt: daysBefore(now, 30),
    },
    {
      memberId,
      title: lt("你的播放清單已更新", "Your playlist was updated", "A sua lista foi actualizada"),
      content: lt("「週末追看」有一個節目已下架。", "One item of a playlist is no longer available.", "Um item de uma lista já não está disponível."),
      link: null,
      createdAt: daysBefore(now, 2),
    },
  ]);

  await db.insert(downloads).values([
    {
      title: lt("澳廣視流動應用程式使用指南", "Mobile app guide", "Guia da aplicação móvel"),
      description: lt("安裝、登入及收藏節目的步驟。", "How to install, sign in and save programmes.", "Como instalar, entrar e guardar programas."),
      fileUrl: "/demo/downloads/app-guide.pdf",
      fileSize: 808,
      audience: "public",
      sortOrder: 10,
    },
    {
      title: lt("會員節目表（十二月）", "Members' schedule (December)", "Programação para membros (Dezembro)"),
      description: lt("會員專享的節目預告。", "Programme previews for members.", "Antevisões de programas para membros."),
      fileUrl: "/demo/downloads/members-schedule.pdf",
      fileSize: 809,
      audience: "member",
      sortOrder: 20,
    },
  ]);
}

// Seed order 60: after the news: members keep saved articles.
export const seedStep = defineSeedStep(60, seedMembers);
