import type { UrlLang } from "@portal/contract/locales";
import type { QuizDayWhen } from "@portal/contract/schemas/game/console";
import type { ConsoleVoteStatus } from "@portal/contract/schemas/vote/console";
import { INTL_LOCALE } from "../../../i18n/intl.ts";

/**
 * What marketing's screens share (routes/console/{votes,vote-edit,quiz,quiz-edit}.tsx; docs/console.md "Marketing"): their addresses,
 * the results' pace and the status badge.
 */
export const VOTES_PATH = "/console/votes";
export const votePath = (id: number) => `${VOTES_PATH}/${id}`;
/** How often the results screen asks for the tallies while it is open. */
export const RESULTS_POLL_MS = 3_000;

/** The badge of a vote's status (news-desk.css's colours): open green, scheduled blue, closed grey, hidden red. */
export const statusBadge = (status: ConsoleVoteStatus): string =>
  `news-status news-status--${{ open: "published", scheduled: "scheduled", closed: "draft", hidden: "unpublished" }[status]}`;

/** The daily quiz's screens (routes/console/{quiz,quiz-edit}.tsx). */
export const QUIZ_PATH = "/console/quiz";
export const quizPath = (id: number) => `${QUIZ_PATH}/${id}`;
/** The editor of a new question, its day chosen. */
export const newQuizPath = (day?: string) => `${QUIZ_PATH}/new${day ? `?day=${day}` : ""}`;

/** The badge of a quiz day: today green, scheduled blue, past grey, a day without a question red. */
export const quizWhenBadge = (when: QuizDayWhen | "empty"): string =>
  `news-status news-status--${{ today: "published", scheduled: "scheduled", past: "draft", empty: "unpublished" }[when]}`;

/** A Macao day (YYYY-MM-DD) with its weekday, in the console's language (the date is a calendar day: no zone). */
export const dayLabel = (day: string, lang: UrlLang): string =>
  new Intl.DateTimeFormat(INTL_LOCALE[lang], { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" }).format(new Date(`${day}T00:00:00Z`));
/** A month (YYYY-MM) named in the console's language. */
export const monthLabel = (month: string, lang: UrlLang): string =>
  new Intl.DateTimeFormat(INTL_LOCALE[lang], { timeZone: "UTC", year: "numeric", month: "long" }).format(new Date(`${month}-01T00:00:00Z`));
/** The month `n` months after `month` (YYYY-MM). */
export const monthAfter = (month: string, n: number): string => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + n, 1)).toISOString().slice(0, 7);
};
