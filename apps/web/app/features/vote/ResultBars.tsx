import type { VoteRankItem } from "@portal/contract/schemas/vote";

/** Each option's share of all choices, in whole per cent (0 when nothing has been chosen yet). */
export function sharesOf(items: readonly VoteRankItem[]): number[] {
  const total = items.reduce((sum, item) => sum + item.amount, 0);
  return items.map((item) => (total ? Math.round((item.amount / total) * 100) : 0));
}

/**
 * The results as bars, most chosen first: the bar is for the eye, the share and the count are written out. The
 * leading option is marked. `shareText` writes "35% (46 votes)" in the page's language (the island's texts).
 */
export function ResultBars({ items, shareText }: { items: readonly VoteRankItem[]; shareText: (params: { percent: number; count: number }) => string }) {
  const shares = sharesOf(items);
  const top = items[0]?.amount ?? 0;
  return (
    <ol className="vote-bars" data-testid="vote-bars">
      {items.map((item, index) => (
        <li key={item.id} className={`vote-bar${top > 0 && item.amount === top ? " vote-bar--lead" : ""}`} data-option-id={item.id} data-amount={item.amount}>
          <div className="vote-bar__label">
            <span className="vote-bar__title">{item.title}</span>
            <span className="vote-bar__figure">{shareText({ percent: shares[index]!, count: item.amount })}</span>
          </div>
          <div className="vote-bar__track" aria-hidden="true">
            <div className="vote-bar__fill" style={{ width: `${shares[index]}%` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}
