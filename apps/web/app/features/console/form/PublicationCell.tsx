import type { ReactNode } from "react";

/**
 * A list row's "on the public pages or not" cell (programmes shown or hidden, notices published or withdrawn): the
 * state as a badge and the button that turns it over, named after the row for screen readers.
 */
export function PublicationCell({
  label,
  published,
  state,
  action,
  name,
  badge,
  disabled,
  onToggle,
  children,
}: {
  /** The column's name (the phone card's label). */
  label: string;
  published: boolean;
  /** The state's word: shown / published …, hidden / not published … */
  state: string;
  /** The button's word: hide / withdraw …, show / publish … */
  action: string;
  /** The row's title. */
  name: string;
  /** The badge's class, when the state has more than two values (scheduled …); else published or draft. */
  badge?: string;
  disabled: boolean;
  onToggle: () => void;
  /** More buttons of the row (delete). */
  children?: ReactNode;
}) {
  return (
    <td data-label={label} className="producer-table__shown">
      <span className={badge ?? `news-status news-status--${published ? "published" : "draft"}`}>{state}</span>
      <button type="button" className="button console-button--quiet" disabled={disabled} onClick={onToggle} aria-label={`${action}: ${name}`}>
        {action}
      </button>
      {children}
    </td>
  );
}
