import sanitizeHtml from "sanitize-html";

/**
 * The allow-list sanitiser of the HTML staff write (docs/news.md "The sanitiser"): what the public article page
 * renders (apps/web features/news/news.css `.article__body`: paragraphs, h2/h3, lists, quotes, figures with their
 * captions, links and inline emphasis) and nothing else. Run on every save, on the server, whatever the console
 * sent: no staff account can store a script, an event handler, a style, a frame or a link to javascript:.
 */

/** Pictures of this site only: the upload service's files and the demo content's. */
const SITE_PICTURE = /^\/(uploads|demo)\/[\w./-]+$/;
export const isSitePicture = (src: string | undefined): boolean => !!src && SITE_PICTURE.test(src) && !src.includes("..");

/** Inline markup: what a line of text may hold (and a Simplified override of a body line). */
const INLINE_TAGS = ["a", "strong", "em", "b", "i", "u", "s", "sub", "sup", "br"];
/** Block markup of the article body. */
const BLOCK_TAGS = ["p", "h2", "h3", "ul", "ol", "li", "blockquote", "figure", "figcaption", "img"];

const LINK_ATTRIBUTES = ["href", "title", "rel"];

const baseOptions = (tags: string[]): sanitizeHtml.IOptions => ({
  allowedTags: tags,
  allowedAttributes: { a: LINK_ATTRIBUTES, img: ["src", "alt", "width", "height"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // Dropped with their content (the default keeps the text of unknown tags, which is what we want elsewhere).
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template"],
  // A picture that is not the site's own or has no alt text is removed.
  exclusiveFilter: (frame) => frame.tag === "img" && (!isSitePicture(frame.attribs.src) || !frame.attribs.alt?.trim()),
  transformTags: {
    // External links open nothing of ours: rel noopener noreferrer; the site's own (/…) and mailto: carry no rel.
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:/i.test(href);
      const { rel: _rel, ...rest } = attribs;
      return { tagName, attribs: external ? { ...rest, rel: "noopener noreferrer" } : rest };
    },
  },
});

const ARTICLE_OPTIONS = baseOptions([...BLOCK_TAGS, ...INLINE_TAGS]);
const INLINE_OPTIONS = baseOptions(INLINE_TAGS);

/** The article body as stored: only the allowed markup. Idempotent: sanitising stored HTML changes nothing. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_OPTIONS).trim();
}

/** A line's inline HTML (an override of a body line): emphasis and links only. */
export function sanitizeInlineHtml(html: string): string {
  return sanitizeHtml(html, INLINE_OPTIONS).trim();
}

/** Plain text: every tag removed, entities kept escaped (title and standfirst lines are text). */
export function plainText(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} }).trim();
}
