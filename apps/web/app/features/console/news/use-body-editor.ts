import { useEffect, useState, type ComponentType } from "react";
import type { BodyEditorProps } from "./BodyEditor.tsx";

/**
 * The news body's editor (BodyEditor.tsx: Tiptap, loaded on demand so that no page carries it in its shell),
 * for any console screen that writes rich text; null until loaded.
 */
export function useBodyEditor(): ComponentType<BodyEditorProps> | null {
  const [Body, setBody] = useState<ComponentType<BodyEditorProps> | null>(null);
  useEffect(() => {
    let live = true;
    void import("./BodyEditor.tsx").then((module) => live && setBody(() => module.default));
    return () => {
      live = false;
    };
  }, []);
  return Body;
}

// Its own module, importing nothing else: the article editor's screen stays within its JavaScript budget.
