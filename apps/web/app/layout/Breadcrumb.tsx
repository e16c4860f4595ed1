import type { Crumb } from "./breadcrumb.ts";

/** The breadcrumb trail (spec §2). A crumb without a link that ends the trail is the current page. */
export function Breadcrumb({ crumbs, label }: { crumbs: Crumb[]; label: string }) {
  if (crumbs.length < 2) return null;
  return (
    <nav className="breadcrumb" aria-label={label} data-testid="breadcrumb">
      <ol className="container">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.title}`}>
              {crumb.href ? (
                <a href={crumb.href}>{crumb.title}</a>
              ) : (
                <span aria-current={last ? "page" : undefined}>{crumb.title}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
