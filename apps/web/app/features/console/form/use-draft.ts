import { useState } from "react";

/**
 * An editor's form state (routes/console/{programme,short-video,food,about,press}-edit.tsx): the draft made of the
 * loaded item, made anew when the loader answers a new item (after a save, a revalidation, another address), when
 * `version` counts up (rich-text editors are keyed by it, so they take the new text) and `onReload` runs (an editor
 * that also keeps the saved item apart resets it). `set` changes one field, `change` several, `renew` replaces the draft as a reload does.
 */
export function useEditorDraft<I, D>(item: I, draftOf: (item: I) => D, onReload?: (item: I) => void) {
  const [draft, setDraft] = useState<D>(() => draftOf(item));
  const [version, setVersion] = useState(0);
  const [seen, setSeen] = useState(item);
  if (seen !== item) {
    setSeen(item);
    setDraft(draftOf(item));
    setVersion((v) => v + 1);
    onReload?.(item);
  }
  const set = <K extends keyof D>(key: K, value: D[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const change = (partial: Partial<D>) => setDraft((d) => ({ ...d, ...partial }));
  /** A new draft (a saved item's) that rich-text editors take too. */
  const renew = (next: D) => {
    setDraft(next);
    setVersion((v) => v + 1);
  };
  return { draft, setDraft, set, change, renew, version };
}
