// A panel of the article editor, shared by its parts.
import type { ReactNode } from "react";

/** A panel of the editor: a section named by its heading. */
export function EditorPanel({ id, title, className, testId, children }: { id: string; title: string; className?: string; testId?: string; children: ReactNode }) {
  return (
    <section className={className ? `console-panel ${className}` : "console-panel"} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="console-panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
