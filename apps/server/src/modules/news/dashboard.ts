import { and, eq } from "drizzle-orm";
import { newsConsoleApi } from "@portal/contract/endpoints/news";
import type { DashboardSource } from "../../platform/dashboard.ts";
import { newsArticles } from "./tables.ts";

/** What the news desk has waiting (docs/console.md "Dashboards"): stories sent for review, and one's own drafts. */
export const newsDashboard: readonly DashboardSource[] = [
  {
    id: "news.review",
    needs: newsConsoleApi.publish,
    label: { zh_TW: "{count} 篇報道等待審閱", zh_CN: "{count} 篇报道等待审阅", en: "Stories waiting for review: {count}", pt: "Notícias à espera de revisão: {count}" },
    link: "/console/news?status=in_review",
    count: (deps) => deps.db.$count(newsArticles, eq(newsArticles.status, "in_review")),
  },
  {
    id: "news.drafts",
    needs: newsConsoleApi.list,
    label: { zh_TW: "你有 {count} 篇草稿", zh_CN: "你有 {count} 篇草稿", en: "Your drafts: {count}", pt: "Os seus rascunhos: {count}" },
    link: "/console/news?status=draft",
    count: (deps, staff) => deps.db.$count(newsArticles, and(eq(newsArticles.status, "draft"), eq(newsArticles.createdBy, staff.staffId))),
  },
];
