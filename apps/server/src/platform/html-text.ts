/**
 * Plain text of an HTML fragment written by staff (search tokens, feed descriptions): scripts and styles dropped,
 * tags replaced by spaces, the common entities decoded, spaces folded.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

const escapeHtml = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/**
 * Plain text staff typed as the HTML the pages show (a notice's content): every character escaped, paragraphs (split
 * by blank lines) as `<p>`, single line breaks as `<br>`. Empty text: "".
 */
export function textToParagraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, "<br>")}</p>`)
    .join("");
}

/** The text of such HTML back, for editing: paragraphs apart by a blank line, `<br>` as line breaks. */
export function paragraphsToText(html: string): string {
  return html
    .split(/<\/p>\s*/i)
    .map((paragraph) => htmlToText(paragraph.replace(/<br\s*\/?>/gi, "\u0000")).replace(/ ?\u0000 ?/g, "\n"))
    .filter(Boolean)
    .join("\n\n");
}
