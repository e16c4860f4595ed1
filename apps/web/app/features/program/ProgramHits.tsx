import type { UrlLang } from "@portal/contract/locales";
import type { SearchProgramHit } from "@portal/contract/schemas/search";
import { translator } from "../../i18n/define.ts";
import { ProgramSection, ProgramTile } from "./ProgramParts.tsx";
import { programMessages } from "./messages.ts";

/** The programmes a search found (search_program), as a section of the search page above the news results. */
export function ProgramHits({ lang, hits }: { lang: UrlLang; hits: SearchProgramHit[] }) {
  const t = translator(programMessages, lang);
  if (!hits.length) return null;
  return (
    <ProgramSection id="program-hits-title" title={t("searchTitle")} className="program-search" testId="program-hits">
      <ul className="program-grid">
        {hits.map((hit) => (
          <li key={hit.id}>
            <ProgramTile href={hit.url} slug={hit.slug} title={hit.title} summary={hit.summary} cover={hit.cover} type={hit.type} meta={[hit.channelName]} lang={lang} />
          </li>
        ))}
      </ul>
    </ProgramSection>
  );
}
