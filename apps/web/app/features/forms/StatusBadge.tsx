import type { TenderStatus } from "@portal/contract/endpoints/forms";

/** "Open" / "Closed" beside a notice: words, with a colour for the eye. */
export function StatusBadge({ status, label }: { status: TenderStatus; label: string }) {
  return <span className={`forms-badge forms-badge--${status}`}>{label}</span>;
}

/** Previous / next links of a server-rendered list (no script needed), with "page 2 of 3". */
export function PageLinks({ page, pages, hrefOf, labels }: { page: number; pages: number; hrefOf: (page: number) => string; labels: { previous: string; next: string; pageOf: string } }) {
  if (pages <= 1) return null;
  return (
    <nav className="forms-pages" aria-label={labels.pageOf}>
      {page > 1 ? (
        <a className="button button--secondary" href={hrefOf(page - 1)} rel="prev">
          {labels.previous}
        </a>
      ) : null}
      <span className="forms-pages__where">{labels.pageOf}</span>
      {page < pages ? (
        <a className="button button--secondary" href={hrefOf(page + 1)} rel="next">
          {labels.next}
        </a>
      ) : null}
    </nav>
  );
}
