import type { GalleryImage } from "../../components/gallery.ts";

/**
 * A story's pictures for the gallery (components/Gallery.tsx): `images` of the news detail (the cover, then the
 * body's pictures, in order, without repeats), each with the alternative text and the caption the newsroom gave it
 * in the body (`<figure><img alt><figcaption>`). The cover has neither (the headline speaks for it). Reads the
 * staff's HTML (sanitised when written) on the server only.
 */
export function galleryImagesOf(images: readonly string[], body: string): GalleryImage[] {
  const described = new Map<string, { alt: string; caption: string | null }>();
  for (const figure of body.matchAll(/<figure\b[^>]*>([\s\S]*?)<\/figure>|<img\b[^>]*>/gi)) {
    const html = figure[0];
    const src = attribute(html, "src");
    if (!src || described.has(src)) continue;
    const caption = /<figcaption\b[^>]*>([\s\S]*?)<\/figcaption>/i.exec(html)?.[1];
    described.set(src, { alt: attribute(html, "alt") ?? "", caption: caption ? textOf(caption) || null : null });
  }
  return images.map((src) => ({ src, ...(described.get(src) ?? { alt: "", caption: null }) }));
}

/**
 * The body without the figures whose picture the gallery shows (a photo story's pictures live in its gallery, with
 * their captions in the viewer; the text reads on without them). Other figures and pictures stay where they are.
 */
export function withoutGalleryFigures(body: string, gallery: readonly GalleryImage[]): string {
  const shown = new Set(gallery.map((image) => image.src));
  return body.replace(/<figure\b[^>]*>([\s\S]*?)<\/figure>/gi, (figure) => {
    const src = attribute(figure, "src");
    return src && shown.has(src) ? "" : figure;
  });
}

/** An attribute of the first tag that has it, entities decoded. */
function attribute(html: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "i").exec(html);
  return match ? decode(match[1] ?? match[2] ?? "").trim() : null;
}

/** The text of an HTML fragment: line breaks as spaces, other tags dropped, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return decode(html.replace(/<br\s*\/?>/gi, " ").replace(/<[^>]*>/g, "")).replace(/\s+/g, " ").trim();
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === "#") {
      const code = entity[1] === "x" || entity[1] === "X" ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}
