import { Link } from "react-router";

/**
 * The head of a console editor (routes/console/{programme,short-video,food,podcast-episode}-edit.tsx): the way back
 * to its list, the item's title (or "New …"), and for a saved item its state as a badge and, when the public sees it,
 * a link to its public page in a new tab.
 */
export function EditorHead({
  back,
  title,
  state,
  testId,
}: {
  back: { to: string; label: string };
  title: string;
  /** A saved item's state: the badge's class and text, and the public page's address and its link's text while it is shown. */
  state?: { badge: string; label: string; publicPage?: { href: string; label: string } | null } | null;
  /** The badge's test id. */
  testId?: string;
}) {
  return (
    <header className="console-page__head">
      <p className="news-editor__back">
        <Link to={back.to}>{back.label}</Link>
      </p>
      <h1>{title}</h1>
      {state ? (
        <p className="console-note">
          <span className={state.badge} data-testid={testId}>
            {state.label}
          </span>{" "}
          {state.publicPage ? (
            <a href={state.publicPage.href} target="_blank" rel="noreferrer">
              {state.publicPage.label}
            </a>
          ) : null}
        </p>
      ) : null}
    </header>
  );
}
