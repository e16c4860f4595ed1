import type { ReactNode } from "react";
import { Link } from "react-router";
import type { UrlLang } from "@portal/contract/locales";
import { POSTING_REFERENCE_MAX } from "@portal/contract/schemas/forms/console";
import { Field } from "../../../components/Field.tsx";
import { translator } from "../../../i18n/define.ts";
import { ActionStatus } from "../ConsoleList.tsx";
import { useRowAction } from "../console-actions.ts";
import { postingsMessages } from "./messages.ts";
import { publicationBadge } from "./postings.ts";

/**
 * The parts the tender and job editors share (routes/console/{tender,job}-edit.tsx): the head with the way back, the
 * notice's stage and publication (publish / withdraw from here too) and its public page; the reference and the
 * opening and closing Macau minutes.
 */

export function PostingEditorHead({
  lang,
  heading,
  backPath,
  backLabel,
  posting,
  publicPath,
  publish,
  onPublished,
}: {
  lang: UrlLang;
  heading: string;
  backPath: string;
  backLabel: string;
  /** None for a new notice. */
  posting: { published: boolean; phase: "upcoming" | "open" | "closed" } | null;
  publicPath: string;
  publish: (published: boolean) => Promise<{ published: boolean }>;
  onPublished: () => void;
}) {
  const t = translator(postingsMessages, lang);
  const { pending, message, run } = useRowAction(lang);
  return (
    <header className="console-page__head">
      <p className="news-editor__back">
        <Link to={backPath}>{backLabel}</Link>
      </p>
      <h1>{heading}</h1>
      {posting ? (
        <div className="producer-row">
          <p className="console-note">
            <span className={`news-status news-status--${publicationBadge(posting.published)}`} data-testid="posting-published">
              {t(posting.published ? "published" : "unpublished")}
            </span>{" "}
            {t(`phase_${posting.phase}`)}{" "}
            {posting.published && posting.phase !== "upcoming" ? (
              <a href={publicPath} target="_blank" rel="noreferrer">
                {t("publicPage")}
              </a>
            ) : null}
          </p>
          <button
            type="button"
            className="button console-button--quiet"
            disabled={pending !== null}
            data-testid="posting-publish"
            onClick={() =>
              void run("publish", () => publish(!posting.published), (after) => {
                onPublished();
                return t(after.published ? "publishedDone" : "unpublishedDone", { title: heading });
              })
            }
          >
            {t(posting.published ? "unpublish" : "publish")}
          </button>
        </div>
      ) : null}
      <ActionStatus message={message} testId="posting-status" />
    </header>
  );
}

/** The reference and the opening and closing times (Macau minutes), and anything else of the same row. */
export function PostingPeriodFields({
  lang,
  idPrefix,
  value,
  onValue,
  children,
}: {
  lang: UrlLang;
  idPrefix: string;
  value: { reference: string; opensAt: string; closesAt: string };
  onValue: (change: Partial<{ reference: string; opensAt: string; closesAt: string }>) => void;
  children?: ReactNode;
}) {
  const t = translator(postingsMessages, lang);
  return (
    <div className="producer-row">
      <Field id={`${idPrefix}-reference`} label={t("fieldReference")} required>
        {(control) => <input {...control} type="text" maxLength={POSTING_REFERENCE_MAX} value={value.reference} onChange={(e) => onValue({ reference: e.target.value })} />}
      </Field>
      <Field id={`${idPrefix}-opens`} label={t("fieldOpens")} required>
        {(control) => <input {...control} type="datetime-local" value={value.opensAt} onChange={(e) => onValue({ opensAt: e.target.value })} />}
      </Field>
      <Field id={`${idPrefix}-closes`} label={t("fieldCloses")} required>
        {(control) => <input {...control} type="datetime-local" value={value.closesAt} onChange={(e) => onValue({ closesAt: e.target.value })} />}
      </Field>
      {children}
    </div>
  );
}
