import { htmlLangOf, type UrlLang } from "@portal/contract/locales";
import type { NewsDetail } from "@portal/contract/schemas/news";

/** schema.org NewsArticle of a story (JSON-LD in the page's <head>). Pure, tested in structured-data.test.ts. */
export function articleJsonLd(
  article: Pick<NewsDetail, "id" | "title" | "summary" | "cover" | "images" | "publishedAt" | "updatedAt" | "author" | "category" | "videoUrl">,
  site: { origin: string; lang: UrlLang; siteName: string | null; logo: string | null },
): Record<string, unknown> {
  const abs = (href: string) => new URL(href, `${site.origin}/`).toString();
  const url = `${site.origin}/${site.lang}/news-detail/${article.id}`;
  const images = [...new Set([article.cover, ...(article.images ?? [])].filter((i): i is string => Boolean(i)))].map(abs);
  const publisher = site.siteName ?? "TDM";
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: article.title.slice(0, 110),
    ...(article.summary ? { description: article.summary } : {}),
    ...(images.length ? { image: images } : {}),
    datePublished: article.publishedAt,
    dateModified: article.updatedAt || article.publishedAt,
    inLanguage: htmlLangOf(site.lang),
    ...(article.category ? { articleSection: article.category } : {}),
    author: article.author ? { "@type": "Organization", name: article.author } : { "@type": "Organization", name: publisher },
    publisher: {
      "@type": "Organization",
      name: publisher,
      ...(site.logo ? { logo: { "@type": "ImageObject", url: abs(site.logo) } } : {}),
    },
    ...(article.videoUrl ? { video: { "@type": "VideoObject", name: article.title, contentUrl: abs(article.videoUrl), uploadDate: article.publishedAt, ...(images[0] ? { thumbnailUrl: images[0] } : {}), description: article.summary || article.title } } : {}),
  };
}
