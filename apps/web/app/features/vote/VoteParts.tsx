import type { UrlLang } from "@portal/contract/locales";
import { validationMessage } from "@portal/contract/validation";
import type { Vote } from "@portal/contract/schemas/vote";
import { translator } from "../../i18n/define.ts";
import { Island } from "../../islands/Island.tsx";
import { formatDay } from "../shared/news-date.ts";
import { voteMessages } from "./messages.ts";
import VoteBallot, { BALLOT_TEXT_KEYS, type BallotTexts, type BallotVote } from "./VoteBallot.island.tsx";
import "./vote.css";

/** What a vote's rule says, in words: who may vote, how often. */
export function ruleText(vote: Vote, lang: UrlLang): string {
  const t = translator(voteMessages, lang);
  const who = vote.voter === "member" ? t("byMember") : vote.voter === "phone" ? t("byPhone") : t("byCaptcha");
  const parts = [who];
  if (vote.perDay !== null) parts.push(t("perDay", { count: vote.perDay }));
  if (vote.perTotal !== null) parts.push(t("perTotal", { count: vote.perTotal }));
  return parts.join(" · ");
}

export function statusText(vote: Vote, lang: UrlLang): string {
  const t = translator(voteMessages, lang);
  if (vote.status === "closed") return t("closedAt", { date: formatDay(vote.closesAt, lang) });
  if (vote.status === "upcoming") return t("opensAt", { date: formatDay(vote.opensAt, lang) });
  return t("closesAt", { date: formatDay(vote.closesAt, lang) });
}

export const votePath = (lang: UrlLang, vote: Pick<Vote, "appkey">) => `/${lang}/vote?appkey=${encodeURIComponent(vote.appkey)}`;

/** A vote in a list: cover, status, title, rule, and a link to vote or to the results. */
export function VoteCard({ vote, lang, headingLevel = 3 }: { vote: Vote; lang: UrlLang; headingLevel?: 2 | 3 }) {
  const t = translator(voteMessages, lang);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="vote-card" data-testid="vote-card" data-status={vote.status}>
      {vote.cover ? <img className="vote-card__cover" src={vote.cover} alt="" width={640} height={360} loading="lazy" data-fallback="/demo/default-ad.svg" /> : null}
      <div className="vote-card__body">
        <p className={`vote-status vote-status--${vote.status}`}>{t(vote.status)}</p>
        <Heading className="vote-card__title">
          <a href={votePath(lang, vote)}>{vote.title}</a>
        </Heading>
        <p className="vote-card__meta">{statusText(vote, lang)}</p>
        <p className="vote-card__meta">
          {ruleText(vote, lang)} · {t("ballots", { count: vote.ballots })}
        </p>
      </div>
    </article>
  );
}

/** Votes as a grid of cards. */
export function VoteGrid({ votes, lang }: { votes: readonly Vote[]; lang: UrlLang }) {
  return (
    <ul className="vote-grid">
      {votes.map((vote) => (
        <li key={vote.id}>
          <VoteCard vote={vote} lang={lang} />
        </li>
      ))}
    </ul>
  );
}

/** The ballot island's props from a vote as the API answers it. */
export function ballotOf(vote: Vote): BallotVote {
  const rank = vote.options
    .map((o, index) => ({ index, item: { id: o.id, title: o.title, refId: o.refId, amount: o.amount } }))
    .sort((a, b) => b.item.amount - a.item.amount || a.index - b.index)
    .map((x) => x.item);
  return {
    id: vote.id,
    voter: vote.voter,
    minChoices: vote.minChoices,
    maxChoices: vote.maxChoices,
    perDay: vote.perDay,
    perTotal: vote.perTotal,
    status: vote.status,
    ballots: vote.ballots,
    options: vote.options.map((o) => ({ id: o.id, title: o.title })),
    rank,
  };
}

/** A vote's ballot and results, hydrated at once (the results update live). */
export function VoteBallotIsland({ vote, lang }: { vote: Vote; lang: UrlLang }) {
  const messages = voteMessages[lang];
  const texts = Object.fromEntries(BALLOT_TEXT_KEYS.map((key) => [key, messages[key]])) as BallotTexts;
  return <Island component={VoteBallot} props={{ lang, vote: ballotOf(vote), phoneRule: validationMessage("phone", lang), texts }} when="load" />;
}
