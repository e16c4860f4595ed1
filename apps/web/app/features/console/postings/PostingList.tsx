import { useMemo, type ReactNode } from "react";
import { Link } from "react-router";
import type { UrlLang } from "@portal/contract/locales";
import type { ConsoleTenderItem } from "@portal/contract/schemas/forms/console";
import { translator } from "../../../i18n/define.ts";
import { PublishedList } from "../PublishedList.tsx";
import { macauDateTime } from "../console-list.ts";
import { postingsMessages } from "./messages.ts";

/** A row of a notice list (tenders, job ads): what every such list shows; the kind's own columns come on top. */
export type PostingRow = Pick<ConsoleTenderItem, "id" | "reference" | "title" | "opensAt" | "closesAt" | "phase" | "published">;

/**
 * The list of procurement's tender notices or HR's job ads (the console's shared PublishedList): reference, title (to
 * the editor), the columns of its kind, opening and closing (Macau time), the stage, and publish / withdraw.
 */
export function PostingList<R extends PostingRow>({
  lang,
  title,
  rows,
  pathOf,
  columns,
  publish,
  testId,
}: {
  lang: UrlLang;
  title: string;
  rows: R[];
  pathOf: (id: number) => string;
  /** The kind's own columns, between the title and the dates. */
  columns: ReadonlyArray<{ label: string; cell: (row: R) => ReactNode }>;
  /** Sends the publication; answers the row's new state. */
  publish: (row: R, published: boolean) => Promise<{ published: boolean }>;
  testId: string;
}) {
  const t = translator(postingsMessages, lang);
  const leading = useMemo(() => [{ label: t("colReference"), cell: (row: R) => row.reference }], [t]);
  const all = useMemo(
    () => [
      ...columns,
      { label: t("colOpens"), cell: (row: R) => macauDateTime(row.opensAt) },
      { label: t("colCloses"), cell: (row: R) => macauDateTime(row.closesAt) },
      { label: t("colPhase"), cell: (row: R) => t(`phase_${row.phase}`) },
    ],
    [t, columns],
  );
  return (
    <PublishedList
      lang={lang}
      title={`${title} (${rows.length})`}
      rows={rows}
      pathOf={pathOf}
      leading={leading}
      columns={all}
      publish={publish}
      t={t}
      testId={testId}
      rowData={(row) => ({ "data-reference": row.reference })}
    />
  );
}

/** The head of a list screen: its title, lead, and the button to a new notice. */
export function PostingListHead({ title, lead, newLabel, newPath, newTestId }: { title: string; lead: string; newLabel: string; newPath: string; newTestId: string }) {
  return (
    <header className="console-page__head news-desk__head">
      <div>
        <h1>{title}</h1>
        <p className="console-page__lead">{lead}</p>
      </div>
      <Link to={newPath} className="button button--primary" data-testid={newTestId}>
        {newLabel}
      </Link>
    </header>
  );
}
