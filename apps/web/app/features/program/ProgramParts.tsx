import type { ReactNode } from "react";
import type { UrlLang } from "@portal/contract/locales";
import type { Episode, FeatureSummary, ProgramHost, ProgramSummary, ProgramType } from "@portal/contract/schemas/program";
import { Avatar } from "../../components/Avatar.tsx";
import { translator } from "../../i18n/define.ts";
import { formatDay } from "../shared/news-date.ts";
import { programMessages } from "./messages.ts";
import { allProgramsPath, featurePath, playItemPath, programPath } from "./program-paths.ts";
import { formatDuration, isoDuration } from "../shared/duration.ts";
import "./program.css";

/** Parts of the programme screens: cards of programmes, episodes, features and hosts. */

/** A programme's card: a 16:9 picture with its type, the title, the summary and a line of facts. */
export function ProgramTile({ href, title, summary, cover, type, meta, lang, slug }: { href: string; title: string; summary: string; cover: string | null; type: ProgramType; meta: string[]; lang: UrlLang; slug: string }) {
  const t = translator(programMessages, lang);
  return (
    <article className="program-card" data-testid="program-card" data-slug={slug}>
      <a className="program-card__link" href={href}>
        <span className="program-card__media" data-type={type}>
          {cover ? <img src={cover} alt="" loading="lazy" width={640} height={360} /> : null}
          <span className="program-card__badge">{t(type)}</span>
        </span>
        <h3 className="program-card__title">{title}</h3>
      </a>
      <p className="program-card__summary">{summary}</p>
      <p className="program-card__meta">
        {meta.map((text) => (
          <span key={text}>{text}</span>
        ))}
      </p>
    </article>
  );
}

export function ProgramCard({ program, lang }: { program: ProgramSummary; lang: UrlLang }) {
  const { slug, title, summary, cover, type, channelName, airtime } = program;
  return <ProgramTile href={programPath(lang, slug)} {...{ slug, title, summary, cover, type, lang }} meta={[channelName, airtime]} />;
}

export function ProgramGrid({ programs, lang, testId }: { programs: ProgramSummary[]; lang: UrlLang; testId?: string }) {
  return (
    <ul className="program-grid" data-testid={testId}>
      {programs.map((program) => (
        <li key={program.id}>
          <ProgramCard program={program} lang={lang} />
        </li>
      ))}
    </ul>
  );
}

export function EpisodeItem({ episode, lang, current }: { episode: Episode; lang: UrlLang; current?: boolean }) {
  const t = translator(programMessages, lang);
  return (
    <article className="episode-item" data-slug={episode.slug} data-testid="episode-item" aria-current={current ? "true" : undefined}>
      <a className="episode-item__link" href={playItemPath(lang, episode.program.type, episode.slug)}>
        <span className="episode-item__media">
          {episode.poster ? <img src={episode.poster} alt="" loading="lazy" width={320} height={180} /> : null}
          <span className="episode-item__play" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </span>
        </span>
        <span className="episode-item__text">
          <span className="episode-item__title">{episode.title}</span>
          <span className="episode-item__meta">
            <time dateTime={episode.airedAt}>{formatDay(episode.airedAt, lang)}</time>
            <time dateTime={isoDuration(episode.duration)}>{formatDuration(episode.duration, lang)}</time>
          </span>
        </span>
      </a>
      <p className="episode-item__summary">{episode.summary}</p>
    </article>
  );
}

export function EpisodeList({ episodes, lang, current }: { episodes: Episode[]; lang: UrlLang; current?: string }) {
  return (
    <ol className="episode-list" data-testid="episode-list">
      {episodes.map((episode, i) => (
        <li key={episode.id} id={`ep-${i}`}>
          <EpisodeItem episode={episode} lang={lang} current={episode.slug === current} />
        </li>
      ))}
    </ol>
  );
}

export function FeatureCard({ feature, lang }: { feature: FeatureSummary; lang: UrlLang }) {
  return (
    <article className="feature-card" data-testid="feature-card">
      <a href={featurePath(lang, feature.id)} className="feature-card__link">
        {feature.cover ? <img src={feature.cover} alt="" loading="lazy" width={640} height={360} /> : null}
        <h3 className="feature-card__title">{feature.title}</h3>
      </a>
      <p className="feature-card__summary">{feature.summary}</p>
      <p className="feature-card__meta">
        {feature.program ? <a href={programPath(lang, feature.program.slug)}>{feature.program.title}</a> : null}
        <time dateTime={feature.publishedAt}>{formatDay(feature.publishedAt, lang)}</time>
      </p>
    </article>
  );
}

export function HostCard({ host, lang }: { host: ProgramHost; lang: UrlLang }) {
  return (
    <article className="host-card" data-testid="host-card">
      <Avatar name={host.name} photo={host.photo} />
      <div>
        <h3 className="host-card__name">{host.name}</h3>
        <p className="host-card__bio">{host.bio}</p>
        {host.programs.length ? (
          <p className="host-card__programs">
            {host.programs.map((program, i) => (
              <span key={program.slug}>
                {i ? " · " : ""}
                <a href={programPath(lang, program.slug)}>{program.title}</a>
              </span>
            ))}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** The programmes band of the home page (placed by the lead): the focus programmes and a link to all. */
export function ProgrammesBand({ programs, lang }: { programs: ProgramSummary[]; lang: UrlLang }) {
  const t = translator(programMessages, lang);
  if (!programs.length) return null;
  return (
    <ProgramSection id="programmes-band-title" title={t("allTitle")} more={{ href: allProgramsPath(lang), text: t("viewAll") }} className="container programmes-band" testId="programmes-band">
      <ul className="program-rail">
        {programs.map((program) => (
          <li key={program.id}>
            <ProgramCard program={program} lang={lang} />
          </li>
        ))}
      </ul>
    </ProgramSection>
  );
}

/** A titled section of the programme screens, with an optional "view all" link beside its title. */
export function ProgramSection({ id, title, more, className, testId, children }: { id: string; title: string; more?: { href: string; text: string } | undefined; className?: string; testId?: string; children: ReactNode }) {
  return (
    <section className={className ?? "program-section"} aria-labelledby={id} data-testid={testId}>
      <h2 className="program-section-title" id={id}>
        {title}
        {more ? (
          <a className="program-section-title__more more-link" href={more.href}>
            {more.text}
          </a>
        ) : null}
      </h2>
      {children}
    </section>
  );
}

/** Features as a grid of cards. */
export function FeatureGrid({ features, lang }: { features: FeatureSummary[]; lang: UrlLang }) {
  return (
    <ul className="feature-grid">
      {features.map((feature) => (
        <li key={feature.id}>
          <FeatureCard feature={feature} lang={lang} />
        </li>
      ))}
    </ul>
  );
}

/** Paragraphs of a plain text (blank lines between them), rendered as text. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {text
        .split(/\n\s*\n/)
        .filter(Boolean)
        .map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
    </div>
  );
}
