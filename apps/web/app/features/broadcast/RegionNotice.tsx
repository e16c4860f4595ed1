/** Why a visitor cannot watch (spec §1: live streams on the web are for Macao), in the page's language. */
export function RegionNotice({ title, text, link }: { title: string; text: string; link?: { href: string; label: string } }) {
  return (
    <div className="live-region" role="status" data-testid="live-region">
      <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
      </svg>
      <h2 className="live-region__title">{title}</h2>
      <p>{text}</p>
      {link ? (
        <p>
          <a href={link.href}>{link.label}</a>
        </p>
      ) : null}
    </div>
  );
}
