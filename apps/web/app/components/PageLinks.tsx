import { NextIcon, PrevIcon } from "./icons.tsx";
import { pageWindow } from "./page-links.ts";

export interface PageLinksLabels {
  /** The navigation's name ("Search result pages"). */
  name: string;
  previous: string;
  next: string;
  /** "Page {page}". */
  pageN: string;
}

/**
 * Numbered pages as links (they work without JavaScript): previous, the first, the last and two either side of the
 * current one, next. Nothing when there is one page. `href(page)` is the address of a page.
 */
export function PageLinks({ page, last, href, labels }: { page: number; last: number; href: (page: number) => string; labels: PageLinksLabels }) {
  if (last <= 1) return null;
  return (
    <nav className="pagination" aria-label={labels.name}>
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev" className="pagination__step">
          <PrevIcon /> {labels.previous}
        </a>
      ) : null}
      <ul role="list">
        {pageWindow(page, last).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <a href={href(p)} aria-current={p === page ? "page" : undefined} aria-label={labels.pageN.replace("{page}", String(p))}>
                {p}
              </a>
            </li>
          ),
        )}
      </ul>
      {page < last ? (
        <a href={href(page + 1)} rel="next" className="pagination__step">
          {labels.next} <NextIcon />
        </a>
      ) : null}
    </nav>
  );
}
