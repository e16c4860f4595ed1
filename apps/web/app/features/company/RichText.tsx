import type { UrlLang } from "@portal/contract/locales";
import type { AboutIntroduction } from "@portal/contract/schemas/company";
import { Gallery } from "../../components/Gallery.tsx";
import { translator } from "../../i18n/define.ts";
import { formatDay } from "../shared/news-date.ts";
import { aboutMessages } from "./messages.ts";

/**
 * The content of an About us page from the CMS (about-us/introduction): its text (trusted HTML written by staff),
 * its pictures as a gallery that enlarges them, its documents to download and when it was last updated.
 */
export function IntroductionBody({ lang, page }: { lang: UrlLang; page: AboutIntroduction }) {
  const t = translator(aboutMessages, lang);
  return (
    <>
      {/* Trusted HTML written by staff (the company module's page body). */}
      <div className="about-prose prose" data-testid="about-body" dangerouslySetInnerHTML={{ __html: page.body }} />
      {page.documents.length ? (
        <section className="about-section" aria-labelledby="about-documents">
          <h2 id="about-documents" className="about-section__title">
            {t("documents")}
          </h2>
          <ul className="about-documents" role="list">
            {page.documents.map((d) => (
              <li key={d.url}>
                <a href={d.url} download>
                  <span className="about-documents__type" aria-hidden="true">
                    PDF
                  </span>
                  {d.title}
                  <span className="visually-hidden"> (PDF)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {page.images.length ? (
        <section className="about-section" aria-label={t("pictures")}>
          <Gallery id={`page-${page.slug}`} lang={lang} images={page.images.map((i) => ({ src: i.src, alt: i.caption, caption: i.caption }))} lazy />
        </section>
      ) : null}
      <p className="about-updated">{t("updated", { date: formatDay(page.updatedAt, lang) })}</p>
    </>
  );
}
