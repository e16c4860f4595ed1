/**
 * A row of filter links as chips (a list's categories or types): "all" first, the current one marked
 * aria-current=page, each with its count. Server-rendered links (the page reloads with ?category= or ?type=).
 */
export function ChipNav({
  label,
  all,
  items,
  current,
  testId,
}: {
  label: string;
  all: { title: string; href: string };
  items: { key: string; title: string; href: string; count?: number }[];
  current?: string;
  testId?: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="chip-row" role="list">
        <li>
          <a className="chip" href={all.href} aria-current={current ? undefined : "page"}>
            {all.title}
          </a>
        </li>
        {items.map((item) => (
          <li key={item.key}>
            <a className="chip" href={item.href} aria-current={current === item.key ? "page" : undefined} data-testid={testId}>
              {item.title}
              {item.count === undefined ? null : <span className="chip__count"> {item.count}</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
