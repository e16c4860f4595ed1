import type { ReactNode } from "react";

/**
 * A titled card (the member centre's overview and settings; a programme's details, a vote's rules next): its
 * heading names the region; `action` sits at the heading's end (a "see all" link, a button).
 */
export function Panel({ title, id, action, children, className }: { title: string; id: string; action?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={className ? `panel ${className}` : "panel"} aria-labelledby={id}>
      <div className="panel__head">
        <h2 id={id}>{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
