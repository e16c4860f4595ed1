import { z } from "zod";
import { isSitePath } from "../../links.ts";
import { addValidationIssue } from "../../validation.ts";
import { idSchema, slugSchema } from "../common.ts";
import { localized, type ConsoleText } from "../console-text.ts";
import { zMacauMinute, zSitePicture } from "../news/console.ts";
import { PROGRAM_TYPES, type ProgramType } from "../program.ts";
import { consoleRule } from "../../console-validation-messages.ts";

/**
 * The producer's console calls for programmes and episodes (endpoints/program.ts `programConsoleApi`; docs/console.md
 * "Producer"). Programmes' texts are kept per locale (zh_TW, zh_CN, en, pt: the domain's languages); zh_CN may be
 * left empty and is then derived from zh_TW on the public pages. Shared by server and console.
 */

export const PROGRAMME_TITLE_MAX = 200;
export const PROGRAMME_SUMMARY_MAX = 1_000;
export const PROGRAMME_DESCRIPTION_MAX = 10_000;
export const EPISODE_DURATION_MAX = 24 * 60 * 60;

/**
 * Where an episode plays from: an HLS playlist (`.m3u8`) at an https address or a path of this site (the demo
 * segments under /demo/…), or a video file uploaded through the console (`/uploads/…`). Nothing else: no http, no
 * other site's MP4, no `..`.
 */
export function episodeMediaTypeOf(value: string): "hls" | "mp4" | null {
  if (value.includes("..")) return null;
  const path = /^https:\/\/[^/\s\\]+(\/[^\s\\?#]*)(?:[?#]\S*)?$/i.exec(value)?.[1] ?? (isSitePath(value) ? value.replace(/[?#].*$/, "") : null);
  if (path === null) return null;
  if (/\.m3u8$/i.test(path)) return "hls";
  return value.startsWith("/uploads/") ? "mp4" : null;
}

export const zEpisodeMedia = z
  .string()
  .trim()
  .max(500)
  .superRefine((value, ctx) => {
    if (!episodeMediaTypeOf(value)) addValidationIssue(ctx, consoleRule("episodeMedia"));
  });

/** POST …/programmes, PUT …/programmes/:id: the whole programme as the form sends it. */
export const programmeBody = z
  .object({
    type: z.enum(PROGRAM_TYPES),
    channel: slugSchema,
    title: localized(PROGRAMME_TITLE_MAX, true),
    summary: localized(PROGRAMME_SUMMARY_MAX, false),
    description: localized(PROGRAMME_DESCRIPTION_MAX, false),
    categories: z.array(slugSchema).max(10).default([]),
    hostIds: z.array(idSchema).max(20).default([]),
    cover: zSitePicture.nullable().default(null),
    coverAlt: localized(300, false),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.cover && !value.coverAlt.zh_TW) addValidationIssue(ctx, "required", ["coverAlt", "zh_TW"]);
  });
export type ProgrammeInput = z.input<typeof programmeBody>;

/** POST …/programmes/:id/visibility: shown on the public pages or hidden. */
export const programmeVisibilityBody = z.object({ published: z.boolean() }).strict();
export type ProgrammeVisibilityInput = z.input<typeof programmeVisibilityBody>;

/** POST …/programmes/:id/episodes, PUT …/episodes/:id. `airedAt` is a Macau minute; `duration` in seconds. */
export const episodeBody = z
  .object({
    title: localized(PROGRAMME_TITLE_MAX, true),
    summary: localized(PROGRAMME_SUMMARY_MAX, false),
    airedAt: zMacauMinute,
    duration: z.number().int().min(0).max(EPISODE_DURATION_MAX),
    mediaUrl: zEpisodeMedia,
    poster: zSitePicture.nullable().default(null),
    published: z.boolean(),
  })
  .strict();
export type EpisodeInput = z.input<typeof episodeBody>;

/** A row of the console's programme list. */
export interface ConsoleProgrammeItem {
  id: number;
  slug: string;
  type: ProgramType;
  channel: string;
  /** The channel's name in the console's language. */
  channelName: string;
  /** In the console's language. */
  title: string;
  published: boolean;
  episodeCount: number;
  cover: string | null;
}

export interface ConsoleEpisode {
  id: number;
  slug: string;
  title: ConsoleText;
  summary: ConsoleText;
  /** ISO instant. */
  airedAt: string;
  duration: number;
  mediaUrl: string | null;
  mediaType: "hls" | "mp4" | "audio";
  poster: string | null;
  published: boolean;
}

/** One programme as its editor shows it, with all its episodes (published or not), newest first. */
export interface ConsoleProgramme {
  id: number;
  slug: string;
  type: ProgramType;
  channel: string;
  title: ConsoleText;
  summary: ConsoleText;
  description: ConsoleText;
  categories: string[];
  hostIds: number[];
  cover: string | null;
  coverAlt: ConsoleText;
  published: boolean;
  episodes: ConsoleEpisode[];
}

/** What the programme form offers: channels, categories and hosts, named in the console's language. */
export interface ConsoleProgrammeOptions {
  channels: { code: string; name: string; kind: "tv" | "radio" }[];
  categories: { slug: string; name: string }[];
  hosts: { id: number; name: string }[];
}
