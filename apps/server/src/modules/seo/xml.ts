/** XML text and attribute escaping for the sitemaps and the RSS feed (no XML library is installed). */

/** Characters XML 1.0 does not allow at all (control characters other than tab, newline, carriage return). */
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text without the characters XML cannot carry (before it goes to any XML writer). */
export function xmlSafe(value: string): string {
  return value.replace(INVALID_XML_CHARS, "");
}

/** Escapes text for an element's content or a double-quoted attribute; drops characters XML cannot carry. */
export function escapeXml(value: string): string {
  return value
    .replace(INVALID_XML_CHARS, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** `<name>text</name>` with the text escaped. */
export function el(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}
