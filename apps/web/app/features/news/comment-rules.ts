/** The comment form's own check before sending (the server checks again): empty after trimming, or too long. */
export function checkComment(text: string, max: number): "empty" | "tooLong" | null {
  const trimmed = text.trim();
  if (!trimmed) return "empty";
  return Array.from(trimmed).length > max ? "tooLong" : null;
}
