import { Parser } from "htmlparser2";
import type { NewsHansLine } from "@portal/contract/schemas/news/console";
import { traditionalToSimplified } from "../../platform/localize.ts";
import type { HansOverrides } from "./tables.ts";

/**
 * The Chinese newsroom's Simplified text, line by line (docs/news.md "Simplified Chinese"). The title is one line
 * (`title`), the standfirst one line per text line (`summary:<n>`), the body one line per innermost block element
 * — p, h2, h3, li, blockquote, figcaption — in document order (`body:<n>`, its inner HTML). Each line is OpenCC's
 * Simplified unless the editor overrode it; an override is kept at its line's position with the Traditional line it
 * was written against, and is `stale` once that line reads otherwise. Lines without an override are regenerated
 * at every save; what lies between the body's lines (pictures' alt text …) is converted with OpenCC too.
 */

const LINE_TAGS = new Set(["p", "h2", "h3", "li", "blockquote", "figcaption"]);

interface BodyLine {
  /** Where the line's inner HTML starts and ends in the body. */
  start: number;
  end: number;
}

/** The body's lines: the innermost line elements, by the position of their inner HTML. */
function bodyLines(html: string): BodyLine[] {
  const lines: BodyLine[] = [];
  const open: { tag: string; start: number; hasInnerLine: boolean }[] = [];
  const parser = new Parser(
    {
      onopentag(name) {
        if (!LINE_TAGS.has(name)) return;
        for (const outer of open) outer.hasInnerLine = true;
        open.push({ tag: name, start: parser.endIndex + 1, hasInnerLine: false });
      },
      onclosetag(name) {
        if (!LINE_TAGS.has(name)) return;
        const top = open.pop();
        if (top && !top.hasInnerLine) lines.push({ start: top.start, end: parser.startIndex });
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return lines.sort((a, b) => a.start - b.start);
}

/** Every line of an article: key and Traditional text. */
export function linesOf(text: { title: string; summary: string; body: string }): { line: string; source: string }[] {
  const summary = text.summary === "" ? [] : text.summary.split("\n");
  return [
    { line: "title", source: text.title },
    ...summary.map((source, n) => ({ line: `summary:${n}`, source })),
    ...bodyLines(text.body).map(({ start, end }, n) => ({ line: `body:${n}`, source: text.body.slice(start, end) })),
  ];
}

export interface HansText {
  titleHans: string;
  summaryHans: string;
  bodyHans: string;
  lines: NewsHansLine[];
}

/** The Simplified text of title, standfirst and body with the overrides applied, and each line for the editor. */
export function simplifiedOf(text: { title: string; summary: string; body: string }, overrides: HansOverrides): HansText {
  const lines: NewsHansLine[] = [];
  const lineOf = (line: string, source: string): string => {
    const generated = traditionalToSimplified(source);
    const override = overrides[line];
    lines.push({ line, source, generated, override: override?.text ?? null, stale: !!override && override.source !== source });
    return override ? override.text : generated;
  };
  const titleHans = lineOf("title", text.title);
  const summaryHans = text.summary === "" ? "" : text.summary.split("\n").map((source, n) => lineOf(`summary:${n}`, source)).join("\n");
  let bodyHans = "";
  let at = 0;
  bodyLines(text.body).forEach(({ start, end }, n) => {
    bodyHans += traditionalToSimplified(text.body.slice(at, start)) + lineOf(`body:${n}`, text.body.slice(start, end));
    at = end;
  });
  bodyHans += traditionalToSimplified(text.body.slice(at));
  return { titleHans, summaryHans, bodyHans, lines };
}
