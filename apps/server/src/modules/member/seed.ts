import { and, desc, eq, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { DEMO_MEMBER } from "../identity/seed.ts";
import { members } from "../identity/tables.ts";
import { newsArticles } from "../news/tables.ts";
import { programEpisodes } from "../program/tables.ts";
import { resolveItem } from "./collection-service.ts";
import { downloads, memberCollections, memberNotifications, memberPlaylistItems, memberPlaylists } from "./tables.ts";
import { daysBefore, lt } from "../../db/seed/helpers.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

/** The `nth` newest published story of a newsroom as a saved item: its id, title, picture and page, as the collect call keeps them. */
async function savedArticle(db: Db, newsroom: "zh" | "en", nth: number, now: Date) {
  const [row] = await db
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(and(eq(newsArticles.newsroom, newsroom), eq(newsArticles.published, true), lte(newsArticles.publishedAt, now)))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .offset(nth - 1)
    .limit(1);
  if (!row) throw new Error(`member seed: no published ${newsroom} story to save`);
  return resolveItem(db, { itemType: "news", itemId: String(row.id), title: "" }, newsroom === "zh" ? "zh_TW" : "en", now);
}

/** A demo episode (program/seed.ts) as a kept item: its id, title, poster and page, as the piece-list call keeps them. */
async function savedEpisode(db: Db, slug: string, now: Date) {
  const [row] = await db.select({ id: programEpisodes.id }).from(programEpisodes).where(eq(programEpisodes.slug, slug));
  const kept = row ? await resolveItem(db, { itemType: "video", itemId: String(row.id), title: "" }, "zh_TW", now) : null;
  if (!kept?.url) throw new Error(`member seed: no episode ${slug}`);
  return kept;
}

/** What the demo member keeps (playlists, saved stories and episodes, notifications) and the members' two downloads. */
async function seedMemberData(db: Db, now: Date): Promise<void> {
  const [demo] = await db.select({ id: members.id }).from(members).where(eq(members.username, DEMO_MEMBER.username));
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

const GUIDES = lt("節目指南", "Programme guides", "Guias de programação");
const CORPORATE = lt("公司資料", "Corporate", "Institucional");
const PRESS = lt("傳媒", "Press", "Imprensa");

/** The broadcaster's public downloads (GET /api/v1.0/download), with a category each, after the members' two (sort orders 10 and 20). */
async function seedDownloads(db: Db): Promise<void> {
  await db.insert(downloads).values([
    {
      title: lt("2027年節目指南", "Programme guide 2027", "Guia de programação 2027"),
      description: lt("澳廣視電視及電台各頻道的每週節目、新劇集及格蘭披治大賽車直播安排。", "Weekly schedules of every TDM television and radio channel, new series and the Grand Prix coverage.", "Grelhas semanais dos canais de televisão e rádio da TDM, novas séries e a cobertura do Grande Prémio."),
      category: GUIDES,
      fileUrl: "/demo/downloads/programme-guide-2027.pdf",
      fileSize: 843,
      audience: "public",
      sortOrder: 30,
    },
    {
      title: lt("收看及收聽澳廣視頻道", "Receiving TDM channels", "Como receber os canais da TDM"),
      description: lt("數碼地面電視頻道及電台調頻頻率一覽。", "Digital terrestrial television channels and radio FM frequencies.", "Canais de televisão digital terrestre e frequências FM da rádio."),
      category: GUIDES,
      fileUrl: "/demo/downloads/reception-guide.pdf",
      fileSize: 815,
      audience: "public",
      sortOrder: 40,
    },
    {
      title: lt("2025年度報告", "Annual report 2025", "Relatório anual 2025"),
      description: lt("觀眾及聽眾數據、節目、財務及公司治理。", "Audiences, programmes, finances and governance.", "Audiências, programas, finanças e governação."),
      category: CORPORATE,
      fileUrl: "/demo/downloads/annual-report-2025.pdf",
      fileSize: 742,
      audience: "public",
      sortOrder: 50,
    },
    {
      title: lt("澳廣視傳媒資料套", "TDM press kit", "Dossiê de imprensa da TDM"),
      description: lt("公司簡介、頻道資料、傳媒聯絡及標誌使用指引。", "About TDM, its channels, press contacts and logo use.", "A TDM, os seus canais, contactos para a imprensa e utilização do logótipo."),
      category: PRESS,
      fileUrl: "/demo/downloads/press-kit.pdf",
      fileSize: 810,
      audience: "public",
      sortOrder: 60,
    },
  ]);
}

async function seedMember(db: Db, now: Date): Promise<void> {
  await seedMemberData(db, now);
  await seedDownloads(db);
}

// Seed order 61: after the demo member (identity/seed.ts, 60), the news (50) and the programmes' episodes (55).
export const seedStep = defineSeedStep(61, seedMember);
