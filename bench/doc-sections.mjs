// Where the benchmarks write their figures: dated sections of docs/performance.md, newest first, under a chapter of
// their own. A run on the same date replaces that date's section.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

/**
 * Puts `section` (which starts with its own `### …` heading line) under the chapter marked by `marker` (an HTML
 * comment the chapter's intro ends with). The chapter (`intro`, which must end with the marker) is added at the end
 * of the file the first time.
 * @param {string} doc path of docs/performance.md
 * @param {{ marker: string, intro: string }} chapter
 * @param {string} section
 */
export function writeDatedSection(doc, chapter, section) {
  let text = existsSync(doc) ? readFileSync(doc, "utf8") : "# Performance\n";
  if (!text.includes(chapter.marker)) text = `${text.trimEnd()}\n\n${chapter.intro.trim()}\n`;
  const heading = section.slice(0, section.indexOf("\n") + 1);
  const start = text.indexOf(heading);
  if (start >= 0) {
    const rest = text.slice(start + heading.length);
    const next = rest.search(/^#{2,3} /m);
    const end = next < 0 ? text.length : start + heading.length + next;
    text = text.slice(0, start) + section + (end < text.length ? "\n" : "") + text.slice(end);
  } else {
    const at = text.indexOf(chapter.marker) + chapter.marker.length;
    text = `${text.slice(0, at)}\n\n${section}${text.slice(at).replace(/^\n+/, "\n")}`;
  }
  writeFileSync(doc, text.replace(/\n{3,}/g, "\n\n").trimEnd() + "\n");
}
