import { createContext, useContext, type ReactNode } from "react";
import type { UrlLang } from "@portal/contract/locales";
import type { FrameData } from "./frame-data.ts";
import type { PodcastLinkProps } from "./PodcastLink.island.tsx";

/** Where the frame puts a search field, and what it calls it. */
export interface SearchFieldPlace {
  lang: UrlLang;
  /** The field's id (unique in the page). */
  id: string;
  /** The field's accessible name. */
  label: string;
  /** The form's class: `search-form--header`, `search-form--page`. */
  formClassName: string;
  /** The island's wrapper class, when the frame places it. */
  className?: string;
}

/**
 * The parts of domains the frame shows: the search field (search), the footer's adverts (advertisement), the header's
 * podcast link (podcast) and the login pop-up (identity). The frame is below the domains (apps/web/app/layers.test.ts),
 * so it does not import them: the screens' layer hands them in (routes/frame-parts.tsx, through SiteFrame's `parts`),
 * and the frame's pieces read them here.
 */
export interface FrameParts {
  searchField(place: SearchFieldPlace): ReactNode;
  footerAdverts(lang: UrlLang, frame: FrameData): ReactNode;
  podcastLinkProps(lang: UrlLang): PodcastLinkProps;
  loginDialog(lang: UrlLang, frame: FrameData): ReactNode;
}

const FramePartsContext = createContext<FrameParts | null>(null);
export const FramePartsProvider = FramePartsContext.Provider;

/** The domains' parts, inside SiteFrame. */
export function useFrameParts(): FrameParts {
  const parts = useContext(FramePartsContext);
  if (!parts) throw new Error("useFrameParts: outside SiteFrame (it provides them from its `parts`)");
  return parts;
}
