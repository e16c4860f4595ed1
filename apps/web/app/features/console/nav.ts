import { mayCall, type ConsoleEndpoint } from "@portal/contract/endpoint";
import { advertConsoleApi } from "@portal/contract/endpoints/advertisement-console";
import { auditApi } from "@portal/contract/endpoints/audit";
import { quizConsoleApi } from "@portal/contract/endpoints/game-console";
import { campaignConsoleApi, campaignPagesConsoleApi } from "@portal/contract/endpoints/campaign";
import { inboxConsoleApi } from "@portal/contract/endpoints/inbox";
import { interactionsApi } from "@portal/contract/endpoints/interactions";
import { menuConsoleApi } from "@portal/contract/endpoints/menu";
import { scheduleConsoleApi } from "@portal/contract/endpoints/broadcast";
import { newsConsoleApi } from "@portal/contract/endpoints/news";
import { foodConsoleApi } from "@portal/contract/endpoints/food";
import { podcastConsoleApi } from "@portal/contract/endpoints/podcast";
import { jobConsoleApi, tenderConsoleApi } from "@portal/contract/endpoints/forms";
import { programConsoleApi } from "@portal/contract/endpoints/program";
import { shortVideoConsoleApi } from "@portal/contract/endpoints/short-video";
import { supplierConsoleApi } from "@portal/contract/endpoints/supplier";
import { voteConsoleApi } from "@portal/contract/endpoints/vote";
import { noticeConsoleApi } from "@portal/contract/endpoints/notices";
import { staffApi } from "@portal/contract/endpoints/staff";
import { companyConsoleApi } from "@portal/contract/endpoints/company";
import { settingsConsoleApi } from "@portal/contract/endpoints/settings";
import type { StaffRole } from "@portal/contract/schemas/staff";
import type { ConsoleMessageKey } from "./messages.ts";

/**
 * The console's sections: what its navigation and home page list. Each section names the console call its screen
 * cannot work without, and a role sees the section only when the contract's `mayCall` lets it make that call — the
 * function the server's guard decides with (docs/console.md "The access matrix"), so the navigation never offers
 * what the server would refuse.
 *
 * A section is listed here when its screen exists; "My account" stays last.
 */
export interface ConsoleSection {
  id: string;
  /** Where its screen is (below /console). */
  path: string;
  /** Its name in the navigation. */
  label: ConsoleMessageKey;
  /** What it is for, on the home page's card; none for the home page itself. */
  summary?: ConsoleMessageKey;
  /** The call its screen needs: a role that may not make it does not see the section. */
  needs: Pick<ConsoleEndpoint, "access">;
  /** The heading it is listed under in the navigation and on the home page; none for the home page and the account. */
  group?: ConsoleGroup;
}

/** The navigation's headings, in their order: a section's work, not the role (an administrator sees them all). */
export const CONSOLE_GROUPS = ["groupNews", "groupMedia", "groupSubmissions", "groupMarketing", "groupModeration", "groupStaff", "groupSite"] as const;
export type ConsoleGroup = (typeof CONSOLE_GROUPS)[number] & ConsoleMessageKey;

export const CONSOLE_HOME = "/console";
export const CONSOLE_SIGN_IN = "/console/sign-in";

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { id: "home", path: CONSOLE_HOME, label: "navHome", needs: staffApi.me },
  // The news desk: contributors, editors and administrators (its list's access).
  { id: "news", path: "/console/news", label: "navNews", summary: "newsCard", needs: newsConsoleApi.list, group: "groupNews" },
  // The producer's screens (docs/console.md "Producer"): producers and administrators.
  { id: "programmes", path: "/console/programmes", label: "navProgrammes", summary: "programmesCard", needs: programConsoleApi.list, group: "groupMedia" },
  { id: "schedule", path: "/console/schedule", label: "navSchedule", summary: "scheduleCard", needs: scheduleConsoleApi.week, group: "groupMedia" },
  { id: "short-videos", path: "/console/short-videos", label: "navShortVideos", summary: "shortVideosCard", needs: shortVideoConsoleApi.list, group: "groupMedia" },
  { id: "food", path: "/console/food", label: "navFood", summary: "foodCard", needs: foodConsoleApi.list, group: "groupMedia" },
  { id: "podcast", path: "/console/podcast", label: "navPodcast", summary: "podcastCard", needs: podcastConsoleApi.feed, group: "groupMedia" },
  // The public's submissions (docs/console.md "The inbox"): every role that sees at least one kind.
  { id: "inbox", path: "/console/inbox", label: "navInbox", summary: "inboxCard", needs: inboxConsoleApi.list, group: "groupSubmissions" },
  // Procurement's and HR's screens (docs/console.md "Procurement", "HR").
  { id: "suppliers", path: "/console/suppliers", label: "navSuppliers", summary: "suppliersCard", needs: supplierConsoleApi.queue, group: "groupSubmissions" },
  { id: "tenders", path: "/console/tenders", label: "navTenders", summary: "tendersCard", needs: tenderConsoleApi.list, group: "groupSubmissions" },
  { id: "jobs", path: "/console/jobs", label: "navJobs", summary: "jobsCard", needs: jobConsoleApi.list, group: "groupSubmissions" },
  // Marketing's screens (docs/console.md "Marketing"): marketing and administrators.
  { id: "votes", path: "/console/votes", label: "navVotes", summary: "votesCard", needs: voteConsoleApi.list, group: "groupMarketing" },
  { id: "notices", path: "/console/notices", label: "navNotices", summary: "noticesCard", needs: noticeConsoleApi.list, group: "groupMarketing" },
  { id: "adverts", path: "/console/adverts", label: "navAdverts", summary: "advertsCard", needs: advertConsoleApi.list, group: "groupMarketing" },
  { id: "quiz", path: "/console/quiz", label: "navQuiz", summary: "quizCard", needs: quizConsoleApi.list, group: "groupMarketing" },
  { id: "campaigns", path: "/console/campaigns", label: "navCampaigns", summary: "campaignsCard", needs: campaignPagesConsoleApi.list, group: "groupMarketing" },
  // The operations screens (routes/console/{comments,staff,audit}.tsx), each gated by the list its screen shows.
  { id: "comments", path: "/console/comments", label: "navComments", summary: "commentsCard", needs: interactionsApi.comments, group: "groupModeration" },
  { id: "congratulations", path: "/console/congratulations", label: "navCongratulations", summary: "congratulationsCard", needs: campaignConsoleApi.congratulations, group: "groupModeration" },
  { id: "staff", path: "/console/staff", label: "navStaff", summary: "staffCard", needs: staffApi.accounts, group: "groupStaff" },
  { id: "audit", path: "/console/audit", label: "navAudit", summary: "auditCard", needs: auditApi.list, group: "groupStaff" },
  // The administrator's site screens (routes/console/menus.tsx, settings.tsx).
  { id: "menus", path: "/console/menus", label: "navMenus", summary: "menusCard", needs: menuConsoleApi.list, group: "groupSite" },
  // The about-us pages and the press (routes/console/{about,press}.tsx): editors and administrators.
  { id: "about", path: "/console/about", label: "navAbout", summary: "aboutCard", needs: companyConsoleApi.pages, group: "groupSite" },
  { id: "press", path: "/console/press", label: "navPress", summary: "pressCard", needs: companyConsoleApi.press, group: "groupSite" },
  { id: "settings", path: "/console/settings", label: "navSettings", summary: "settingsCard", needs: settingsConsoleApi.get, group: "groupSite" },
  { id: "account", path: "/console/account", label: "navAccount", summary: "accountCard", needs: staffApi.me },
];

/** Sections under their headings, in the sections' order: the ones with no heading (home, account) alone. */
export function groupSections(sections: readonly ConsoleSection[]): { group: ConsoleGroup | null; sections: ConsoleSection[] }[] {
  const runs: { group: ConsoleGroup | null; sections: ConsoleSection[] }[] = [];
  for (const section of sections) {
    const group = section.group ?? null;
    const last = runs.at(-1);
    if (last && group && last.group === group) last.sections.push(section);
    else runs.push({ group, sections: [section] });
  }
  return runs;
}

/** The sections a role may open, in their order. */
export function sectionsFor(role: StaffRole, sections: readonly ConsoleSection[] = CONSOLE_SECTIONS): ConsoleSection[] {
  return sections.filter((section) => mayCall(section.needs, role));
}

/**
 * Where to go after signing in: the console page the person was sent away from (`?next=`), else the console's
 * home. Only a path of the console, never another site (`//host`) nor a script.
 */
export function afterSignIn(next: string | null | undefined): string {
  if (!next || !/^\/console(?:[/?#]|$)/.test(next) || next.startsWith(CONSOLE_SIGN_IN)) return CONSOLE_HOME;
  return next;
}

/** The sign-in screen, with the page to come back to. */
export function signInPath(from: string): string {
  return from === CONSOLE_HOME || from === `${CONSOLE_HOME}/` ? CONSOLE_SIGN_IN : `${CONSOLE_SIGN_IN}?next=${encodeURIComponent(from)}`;
}
