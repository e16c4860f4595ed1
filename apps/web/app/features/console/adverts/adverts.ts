import type { ConsoleAdvertStatus } from "@portal/contract/schemas/advertisement/console";

/**
 * What marketing's advert screens share (routes/console/{adverts,advert-edit,advert-report}.tsx; docs/console.md
 * "Marketing"): their addresses, the status badge and the width each slot's preview is drawn at.
 */
export const ADVERTS_PATH = "/console/adverts";
export const advertPath = (id: number) => `${ADVERTS_PATH}/${id}`;
export const slotPath = (slot: string) => `${ADVERTS_PATH}?slot=${encodeURIComponent(slot)}`;

/** The badge of an advert's status (news-desk.css's colours): shown green, scheduled blue, ended grey, hidden red. */
export const advertBadge = (status: ConsoleAdvertStatus): string =>
  `news-status news-status--${{ shown: "published", scheduled: "scheduled", ended: "draft", hidden: "unpublished" }[status]}`;

/**
 * About how wide each slot's box is on a desktop screen (1440 px), in CSS pixels: the preview draws its desktop frame
 * at this width (narrower when the editor is narrower), in the slot's desktop ratio. The home and footer bands span the
 * page's content; the story's top slot is a 728 px leaderboard; the menu banner and the sidebar are card-sized.
 */
export const PREVIEW_DESKTOP_WIDTH: Readonly<Record<string, number>> = {
  homepagetop: 1200,
  home_middle: 1200,
  footer: 1200,
  news_detail_top: 728,
  menu_program: 320,
  menu_program_en: 320,
  menu_program_pt: 320,
  sidebar: 300,
};
/** The phone frame's width: the smallest screen the site is drawn for. */
export const PREVIEW_MOBILE_WIDTH = 375;
