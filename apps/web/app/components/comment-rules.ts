import { hasOnlyVisibleText } from "@portal/contract/visible-text";

/**
 * The comment form's own check before sending (the server checks again): empty after trimming, a character the
 * server refuses (bidirectional controls and other invisible ones; line breaks and emoji are fine), or too long.
 */
export function checkComment(text: string, max: number): "empty" | "invisible" | "tooLong" | null {
  const trimmed = text.trim();
  if (!trimmed) return "empty";
  if (!hasOnlyVisibleText(trimmed, { multiline: true })) return "invisible";
  return Array.from(trimmed).length > max ? "tooLong" : null;
}

/** Characters left before `max` (whole characters, as the server counts them; negative when over). */
export const charactersLeft = (text: string, max: number): number => max - Array.from(text).length;
