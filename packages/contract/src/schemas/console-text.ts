import { z } from "zod";

/**
 * A text the console's editors write in the four locales of the site's content (zh_TW, zh_CN, en, pt), as the
 * programmes, the schedule and every later console domain keep it. zh_TW is the one an item may not do without; an
 * empty zh_CN is derived from zh_TW on the public pages. Shared by server and console.
 *
 * `localized(max, required)`: the zod schema of one such text, each locale at most `max` characters; `required`: zh_TW
 * may not be empty.
 */
export const localized = (max: number, required: boolean) =>
  z
    .object({
      zh_TW: required ? z.string().trim().min(1).max(max) : z.string().trim().max(max).default(""),
      zh_CN: z.string().trim().max(max).default(""),
      en: z.string().trim().max(max).default(""),
      pt: z.string().trim().max(max).default(""),
    })
    .strict();
export type ConsoleText = { zh_TW: string; zh_CN: string; en: string; pt: string };

