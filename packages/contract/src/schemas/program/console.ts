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

/** The path of a media address: an https address's, or a path of this site; null for anything else or with `..`. */
function mediaPathOf(value: string): string | null {
  if (value.includes("..")) return null;
  const path = /^https:\/\/[^/\s\\]+(\/[^\s\\?#]*)(?:[?#]\S*)?$/i.exec(value)?.[1] ?? (isSitePath(value) ? value.replace(/[?#].*$/, "") : null);
  return path;
}

/**
 * Where an episode plays from: an HLS playlist (`.m3u8`) at an https address or a path of this site (the demo
 * segments under /demo/…), or a video file uploaded through the console (`/uploads/…`). Nothing else: no http, no
 * other site's MP4, no `..`.
 */
export function episodeMediaTypeOf(value: string): "hls" | "mp4" | null {
  const path = mediaPathOf(value);
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

/**
 * An episode's audio (a radio programme's): an MP3 or M4A file uploaded through the console (`/uploads/…`), a path of
 * this site (the demo's files under /demo/…), or an https address (its host must be in MEDIA_ORIGINS: the server
 * checks). `.wav` and `.aac` paths are kept too (the demo's ident is a WAV).
 */
export function isEpisodeAudio(value: string): boolean {
  const path = mediaPathOf(value);
  return path !== null && /\.(mp3|m4a|aac|wav)$/i.test(path);
}

export const zEpisodeAudio = z
  .string()
  .trim()
  .max(500)
  .superRefine((value, ctx) => {
    if (!isEpisodeAudio(value)) addValidationIssue(ctx, consoleRule("episodeAudio"));
  });

/** The languages an episode's captions may be in (BCP 47, as the player's <track srclang>). */
export const CAPTION_LANGS = ["zh-Hant", "zh-Hans", "en", "pt"] as const;
export type CaptionLang = (typeof CAPTION_LANGS)[number];

/** A captions file: a WebVTT file of this site (uploaded through the console, which checks its content, or the demo's). */
export const zCaptionFile = z
  .string()
  .trim()
  .max(300)
  .superRefine((value, ctx) => {
    if (value.includes("..") || !/^\/(uploads|demo)\/[\w./-]+\.vtt$/i.test(value)) addValidationIssue(ctx, consoleRule("captionFile"));
  });

export const captionsBody = z
  .array(z.object({ lang: z.enum(CAPTION_LANGS), src: zCaptionFile }).strict())
  .max(CAPTION_LANGS.length)
  .superRefine((tracks, ctx) => {
    const seen = new Set<string>();
    tracks.forEach((track, index) => {
      if (seen.has(track.lang)) addValidationIssue(ctx, consoleRule("captionLanguageTwice"), [index, "lang"]);
      seen.add(track.lang);
    });
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

/**
 * POST …/programmes/:id/episodes, PUT …/episodes/:id. `airedAt` is a Macau minute; `duration` in seconds. A radio
 * programme's episode plays its `audioUrl` (required there, by the server, which knows the programme's type); any
 * other its `mediaUrl` (video), with captions per language.
 */
export const episodeBody = z
  .object({
    title: localized(PROGRAMME_TITLE_MAX, true),
    summary: localized(PROGRAMME_SUMMARY_MAX, false),
    airedAt: zMacauMinute,
    duration: z.number().int().min(0).max(EPISODE_DURATION_MAX),
    mediaUrl: zEpisodeMedia.nullable().default(null),
    audioUrl: zEpisodeAudio.nullable().default(null),
    captions: captionsBody.default([]),
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
  audioUrl: string | null;
  captions: { lang: CaptionLang; src: string }[];
  poster: string | null;
  published: boolean;
}

export const HOST_NAME_MAX = 100;
export const HOST_BIO_MAX = 2_000;

/** POST …/programme-hosts, PUT …/programme-hosts/:id: a host's profile. */
export const hostBody = z
  .object({
    name: localized(HOST_NAME_MAX, true),
    bio: localized(HOST_BIO_MAX, false),
    photo: zSitePicture.nullable().default(null),
  })
  .strict();
export type HostInput = z.input<typeof hostBody>;

/** A host's profile as the console edits it, with the programmes that name the host (in the console's language). */
export interface ConsoleHost {
  id: number;
  slug: string;
  name: ConsoleText;
  bio: ConsoleText;
  photo: string | null;
  programmes: string[];
}

export const FEATURE_BODY_MAX = 20_000;

/**
 * POST …/programmes/:id/features, PUT …/programme-features/:id: a feature written about the programme. The body is
 * plain text (paragraphs split at blank lines on the public page). `publishedAt` (a Macau minute) orders the
 * programme's features, newest first, and keeps a later one off the pages until then.
 */
export const featureBody = z
  .object({
    title: localized(PROGRAMME_TITLE_MAX, true),
    summary: localized(PROGRAMME_SUMMARY_MAX, false),
    body: localized(FEATURE_BODY_MAX, false),
    cover: zSitePicture.nullable().default(null),
    signature: z.boolean().default(false),
    publishedAt: zMacauMinute,
    published: z.boolean(),
  })
  .strict();
export type FeatureInput = z.input<typeof featureBody>;

export interface ConsoleFeature {
  id: number;
  title: ConsoleText;
  summary: ConsoleText;
  body: ConsoleText;
  cover: string | null;
  signature: boolean;
  /** ISO instant. */
  publishedAt: string;
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
  /** Its features, newest first (published or not). */
  features: ConsoleFeature[];
}

/** What the programme form offers: channels, categories and hosts, named in the console's language. */
export interface ConsoleProgrammeOptions {
  channels: { code: string; name: string; kind: "tv" | "radio" }[];
  categories: { slug: string; name: string }[];
  hosts: { id: number; name: string }[];
}
