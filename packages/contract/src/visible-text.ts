// Its own module, apart from rules.ts: the comment thread, on every article, needs this rule only, and a module is
// bundled whole with everything any island uses of it (docs/performance.md, the article's JavaScript budget).

/**
 * Characters no text that others read may hold (comments, messages, company fields…; not in the spec, issue 20):
 * format characters — the bidirectional controls U+061C, U+200E/F, U+202A–202E and U+2066–2069, with which a text
 * reorders what is shown after it ("txt.exe" shown as "exe.txt"), zero-width spaces and joiners, the soft hyphen,
 * U+FEFF, tag characters —, lone surrogates, the line and paragraph separators U+2028/2029, and what renders blank
 * (Hangul fillers, the blank braille pattern, the combining grapheme joiner U+034F). Looser than names: any space,
 * private use (old HKSCS characters) and code points newer than the runtime's Unicode (new emoji) are text.
 */
const INVISIBLE_IN_TEXT = /[\p{Cf}\p{Cs}\p{Zl}\p{Zp}\u034F\u115F\u1160\u3164\uFFA0\u2800\u180E]|(?![\t\n\r])\p{Cc}/u;
/** Tab and line breaks: controls too, which only a text of several lines keeps. */
const LINE_BREAK = /[\t\n\r]/;
/** The zero-width joiner inside an emoji sequence (👩‍💻, 🏳️‍🌈, 🧑🏽‍🦰): kept with the emoji before it. */
const EMOJI_JOINER = /(\p{Extended_Pictographic}[\uFE0F\u{1F3FB}-\u{1F3FF}]?)\u200D(?=\p{Extended_Pictographic})/gu;
/** A subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿): the black flag, tag characters, the cancel tag. */
const FLAG_TAGS = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

/**
 * A text others read: no invisible or format characters (see above) but the ones emoji sequences are made of;
 * with `multiline`, tabs and line breaks are allowed (comments, messages), else not (titles, names of things).
 */
export function hasOnlyVisibleText(value: unknown, { multiline = false }: { multiline?: boolean } = {}): boolean {
  if (typeof value !== "string") return false;
  const rest = value.replace(FLAG_TAGS, "\u{1F3F4}").replace(EMOJI_JOINER, "$1");
  return !INVISIBLE_IN_TEXT.test(rest) && (multiline || !LINE_BREAK.test(rest));
}
