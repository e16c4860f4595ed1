import type { UrlLang } from "@portal/contract/locales";
import type { HomeSection } from "@portal/contract/schemas/common";
import { translator } from "../../i18n/define.ts";
import { NextIcon } from "../../components/icons.tsx";
import { NewsCard } from "../shared/NewsCard.tsx";
import { isCategorySection, isWideCard, moreHref, splitLatest } from "./home-layout.ts";
import { homeMessages } from "./messages.ts";
import "./home.css";

type SectionProps = { section: HomeSection; lang: UrlLang; now: number };

function SectionHead({ section, lang, headingId }: { section: HomeSection; lang: UrlLang; headingId: string }) {
  const t = translator(homeMessages, lang);
  const href = moreHref(section, lang);
  return (
    <div className="home-section__head">
      <h2 id={headingId} className="home-section__title">
        {section.title}
      </h2>
      {href ? (
        <a className="home-section__more more-link" href={href}>
          {t("more")}
          <span className="visually-hidden">{t("moreAbout", { title: section.title })}</span>
          <NextIcon />
        </a>
      ) : null}
    </div>
  );
}

const headingIdOf = (section: HomeSection) => `home-${section.key.replace(/[^\w-]/g, "-")}`;

/** The newest stories: a lead story, large, with headlines beside it and a row of cards below. */
export function LatestSection({ section, lang, now }: SectionProps) {
  const { lead, side, grid } = splitLatest(section.items);
  if (!lead) return null;
  const id = headingIdOf(section);
  return (
    <section className="home-section home-section--latest container" aria-labelledby={id}>
      <SectionHead section={section} lang={lang} headingId={id} />
      <div className="home-latest__top">
        <NewsCard card={lead} lang={lang} now={now} variant="lead" priority summary />
        {side.length ? (
          <ul className="home-latest__side" role="list">
            {side.map((card, i) => (
              <li key={card.id}>
                <NewsCard card={card} lang={lang} now={now} variant={i === 0 ? "standard" : "compact"} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {grid.length ? <CardGrid section={{ ...section, items: grid }} lang={lang} now={now} /> : null}
    </section>
  );
}

/** A grid of cards; `feature`: on mobile the first card stands above the others, picture on top. */
function CardGrid({ section, lang, now, feature = false }: SectionProps & { feature?: boolean }) {
  const count = section.items.length;
  const classes = ["news-grid", `news-grid--n${Math.min(count, 4)}`, feature ? "news-grid--feature" : ""].filter(Boolean);
  return (
    <ul className={classes.join(" ")} role="list">
      {section.items.map((card, i) => {
        const wide = isWideCard(i, count);
        return (
          <li key={card.id} className={wide ? "news-grid__wide" : undefined}>
            <NewsCard
              card={card}
              lang={lang}
              now={now}
              variant={wide ? "feature" : "standard"}
              summary={wide}
              showCategory={!isCategorySection(section)}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** A category's newest stories, or the video news (`tone="dark"`: a dark band across the page). */
export function CardSection({ section, lang, now, tone = "light" }: SectionProps & { tone?: "light" | "dark" }) {
  const id = headingIdOf(section);
  const inner = (
    <>
      <SectionHead section={section} lang={lang} headingId={id} />
      <CardGrid section={section} lang={lang} now={now} feature />
    </>
  );
  if (tone === "dark") {
    return (
      <section className="home-section home-section--dark" aria-labelledby={id}>
        <div className="container">{inner}</div>
      </section>
    );
  }
  return (
    <section className="home-section container" aria-labelledby={id}>
      {inner}
    </section>
  );
}

/** Every section of the home answer, in its order: "latest" as the lead block, "video" as a dark band. */
export function HomeSections({ sections, lang, now }: { sections: HomeSection[]; lang: UrlLang; now: number }) {
  return (
    <>
      {sections.map((section) => {
        if (section.key === "latest") return <LatestSection key={section.key} section={section} lang={lang} now={now} />;
        return <CardSection key={section.key} section={section} lang={lang} now={now} tone={section.key === "video" ? "dark" : "light"} />;
      })}
    </>
  );
}
