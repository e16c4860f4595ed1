/** The comment form's own check before sending (the server checks again): empty after trimming, or too long. */
export function checkComment(text: string, max: number): "empty" | "tooLong" | null {
  const trimmed = text.trim();
  if (!trimmed) return "empty";
  return Array.from(trimmed).length > max ? "tooLong" : null;
}

/** Characters left before `max` (whole characters, as the server counts them; negative when over). */
export const charactersLeft = (text: string, max: number): number => max - Array.from(text).length;
