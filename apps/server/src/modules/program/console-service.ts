import type { ConsoleText } from "@portal/contract/schemas/console-text";
import { asc, count, desc, eq, inArray } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type { ProgramType } from "@portal/contract/schemas/program";
import {
  episodeMediaTypeOf,
  type CaptionLang,
  type ConsoleEpisode,
  type ConsoleProgramme,
  type ConsoleProgrammeItem,
  type ConsoleProgrammeOptions,
  type episodeBody,
  type programmeBody,
} from "@portal/contract/schemas/program/console";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/columns.ts";
import { consoleText, slugOfTitle, storedText } from "../../platform/console-text.ts";
import type { Deps } from "../../platform/deps.ts";
import { notFound, refusal } from "../../platform/errors.ts";
import { checkMediaOrigin } from "../../platform/media-origin.ts";
import { pickText } from "../../platform/localize.ts";
import { parseMacauDateTime } from "../../platform/macau-time.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import { changedFields, recordChange } from "../audit/audit-service.ts";
import { placeholderSlug, writeThenDrop } from "./console-write.ts";
import { programmeFeatures } from "./feature-console.ts";
import { indexProgramForSearch } from "./program-search.ts";
import { CHANNEL_NAMES, channelName } from "./program-service.ts";
import { programReplies } from "./replies.ts";
import { programCategories, programEpisodes, programHostLinks, programHosts, programmes } from "./tables.ts";

/**
 * The producer's console (docs/console.md "Producer"): programmes and their episodes. Every write is one
 * transaction with its audit entry; after it commits, every cached public answer about programmes is dropped
 * (`programTags.all`), so the programme pages show the change at once.
 */

type ProgrammeRow = typeof programmes.$inferSelect;
type EpisodeRow = typeof programEpisodes.$inferSelect;
type ProgrammeValues = z.output<typeof programmeBody>;
type EpisodeValues = z.output<typeof episodeBody>;


function toConsoleEpisode(row: EpisodeRow): ConsoleEpisode {
  return {
    id: row.id,
    slug: row.slug,
    title: consoleText(row.title),
    summary: consoleText(row.summary),
    airedAt: row.airedAt.toISOString(),
    duration: row.duration,
    mediaUrl: row.mediaUrl,
    mediaType: row.mediaType as ConsoleEpisode["mediaType"],
    audioUrl: row.audioUrl,
    captions: row.captions.map((track) => ({ lang: track.lang as CaptionLang, src: track.src })),
    poster: row.poster,
    published: row.published,
  };
}

export async function listConsoleProgrammes(db: Db, locale: ApiLocale): Promise<ConsoleProgrammeItem[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(programmes).orderBy(asc(programmes.sortOrder), asc(programmes.id)),
    db.select({ programId: programEpisodes.programId, n: count() }).from(programEpisodes).groupBy(programEpisodes.programId),
  ]);
  const countOf = new Map(counts.map((row) => [row.programId, Number(row.n)]));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    type: row.type as ProgramType,
    channel: row.channel,
    channelName: channelName(row.channel, locale),
    title: pickText(row.title, locale),
    published: row.published,
    episodeCount: countOf.get(row.id) ?? 0,
    cover: row.cover,
  }));
}

export async function programmeOptions(db: Db, locale: ApiLocale): Promise<ConsoleProgrammeOptions> {
  const [categories, hosts] = await Promise.all([
    db.select().from(programCategories).orderBy(asc(programCategories.sortOrder), asc(programCategories.id)),
    db.select().from(programHosts).orderBy(asc(programHosts.sortOrder), asc(programHosts.id)),
  ]);
  return {
    channels: Object.entries(CHANNEL_NAMES).map(([code, name]) => ({ code, name: pickText(name, locale), kind: code.startsWith("radio") ? "radio" : "tv" })),
    categories: categories.map((row) => ({ slug: row.slug, name: pickText(row.name, locale) })),
    hosts: hosts.map((row) => ({ id: row.id, name: pickText(row.name, locale) })),
  };
}

async function programmeOf(db: Db, row: ProgrammeRow): Promise<ConsoleProgramme> {
  const [hosts, episodes, features] = await Promise.all([
    db.select({ id: programHostLinks.hostId }).from(programHostLinks).where(eq(programHostLinks.programId, row.id)).orderBy(asc(programHostLinks.sortOrder)),
    db.select().from(programEpisodes).where(eq(programEpisodes.programId, row.id)).orderBy(desc(programEpisodes.airedAt), desc(programEpisodes.id)),
    programmeFeatures(db, row.id),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    type: row.type as ProgramType,
    channel: row.channel,
    title: consoleText(row.title),
    summary: consoleText(row.summary),
    description: consoleText(row.description),
    categories: row.categories,
    hostIds: hosts.map((host) => host.id),
    cover: row.cover,
    coverAlt: consoleText(row.coverAlt),
    published: row.published,
    episodes: episodes.map(toConsoleEpisode),
    features,
  };
}

export async function consoleProgramme(db: Db, id: number): Promise<ConsoleProgramme> {
  const [row] = await db.select().from(programmes).where(eq(programmes.id, id));
  if (!row) throw notFound();
  return programmeOf(db, row);
}

/** The channel, categories and hosts named must exist (refused in the request's language otherwise). */
async function checkReferences(db: Db, input: ProgrammeValues): Promise<void> {
  if (!(input.channel in CHANNEL_NAMES)) throw refusal(programReplies.unknownChannel);
  if (input.categories.length) {
    const found = new Set((await db.select({ slug: programCategories.slug }).from(programCategories).where(inArray(programCategories.slug, input.categories))).map((r) => r.slug));
    const missing = input.categories.find((slug) => !found.has(slug));
    if (missing) throw refusal(programReplies.unknownCategory, { slug: missing });
  }
  if (input.hostIds.length) {
    const found = new Set((await db.select({ id: programHosts.id }).from(programHosts).where(inArray(programHosts.id, input.hostIds))).map((r) => r.id));
    const missing = input.hostIds.find((id) => !found.has(id));
    if (missing) throw refusal(programReplies.unknownHost, { id: missing });
  }
}

const programmeColumns = (input: ProgrammeValues) => ({
  type: input.type,
  channel: input.channel,
  title: storedText(input.title),
  summary: storedText(input.summary),
  description: storedText(input.description),
  categories: [...new Set(input.categories)],
  cover: input.cover,
  coverAlt: storedText(input.coverAlt),
});

async function linkHosts(tx: Db, programId: number, hostIds: readonly number[]): Promise<void> {
  await tx.delete(programHostLinks).where(eq(programHostLinks.programId, programId));
  const unique = [...new Set(hostIds)];
  if (unique.length) await tx.insert(programHostLinks).values(unique.map((hostId, sortOrder) => ({ programId, hostId, sortOrder })));
}

/** A slug of the English title (else of the id); the id is added when another programme has it. */
async function freshSlug(tx: Db, title: ConsoleText, id: number): Promise<string> {
  const base = slugOfTitle(title) || `programme-${id}`;
  const [taken] = await tx.select({ id: programmes.id }).from(programmes).where(eq(programmes.slug, base));
  return taken ? `${base}-${id}` : base;
}

/** A new programme: hidden until a producer shows it. */
export async function createProgramme(deps: Deps, actor: StaffActor, input: ProgrammeValues): Promise<ConsoleProgramme> {
  await checkReferences(deps.db, input);
  const row = await writeThenDrop(deps, async (tx) => {
    const [inserted] = await tx.insert(programmes).values({ slug: placeholderSlug(), airtime: {}, published: false, ...programmeColumns(input) }).returning({ id: programmes.id });
    const id = inserted!.id;
    const [created] = await tx.update(programmes).set({ slug: await freshSlug(tx, input.title, id) }).where(eq(programmes.id, id)).returning();
    await linkHosts(tx, id, input.hostIds);
    await indexProgramForSearch(tx, id);
    await recordChange(tx, actor, { action: "programme.create", entity: "programme", entityId: id, ...changedFields(null, { ...auditedProgramme(created!), hostIds: input.hostIds }) });
    return created!;
  });
  return programmeOf(deps.db, row);
}

/** What the audit log keeps of a programme (not its counters or search vector). */
function auditedProgramme(row: ProgrammeRow) {
  const { likeCount: _l, commentCount: _c, playCount: _p, searchVector: _s, createdAt: _t, ...kept } = row;
  return kept;
}

export async function updateProgramme(deps: Deps, actor: StaffActor, id: number, input: ProgrammeValues): Promise<ConsoleProgramme> {
  await checkReferences(deps.db, input);
  const row = await writeThenDrop(deps, async (tx) => {
    const [before] = await tx.select().from(programmes).where(eq(programmes.id, id)).for("update");
    if (!before) throw notFound();
    const hostsBefore = (await tx.select({ id: programHostLinks.hostId }).from(programHostLinks).where(eq(programHostLinks.programId, id)).orderBy(asc(programHostLinks.sortOrder))).map((r) => r.id);
    const [after] = await tx.update(programmes).set(programmeColumns(input)).where(eq(programmes.id, id)).returning();
    await linkHosts(tx, id, input.hostIds);
    await indexProgramForSearch(tx, id);
    await recordChange(tx, actor, {
      action: "programme.update",
      entity: "programme",
      entityId: id,
      ...changedFields({ ...auditedProgramme(before), hostIds: hostsBefore }, { ...auditedProgramme(after!), hostIds: [...new Set(input.hostIds)] }),
    });
    return after!;
  });
  return programmeOf(deps.db, row);
}

export async function setProgrammeVisibility(deps: Deps, actor: StaffActor, id: number, published: boolean): Promise<ConsoleProgramme> {
  const row = await writeThenDrop(deps, async (tx) => {
    const [before] = await tx.select().from(programmes).where(eq(programmes.id, id)).for("update");
    if (!before) throw notFound();
    const [after] = await tx.update(programmes).set({ published }).where(eq(programmes.id, id)).returning();
    if (before.published !== published) {
      await recordChange(tx, actor, { action: published ? "programme.show" : "programme.hide", entity: "programme", entityId: id, ...changedFields(before, after!, ["likeCount", "commentCount", "playCount"]) });
    }
    return after!;
  });
  return programmeOf(deps.db, row);
}

// ── Episodes ──

/** The captions' names in the player's menu, per language of the track (in the page's language). */
const CAPTION_LABELS: Record<CaptionLang, LocalizedText> = {
  "zh-Hant": { zh_TW: "中文（繁體）", zh_CN: "中文（繁体）", en: "Chinese (Traditional)", pt: "Chinês (tradicional)" },
  "zh-Hans": { zh_TW: "中文（簡體）", zh_CN: "中文（简体）", en: "Chinese (Simplified)", pt: "Chinês (simplificado)" },
  en: { zh_TW: "英文", zh_CN: "英文", en: "English", pt: "Inglês" },
  pt: { zh_TW: "葡文", zh_CN: "葡文", en: "Portuguese", pt: "Português" },
};

const episodeColumns = (input: EpisodeValues, radio: boolean) => ({
  title: storedText(input.title),
  summary: storedText(input.summary),
  airedAt: parseMacauDateTime(input.airedAt)!,
  duration: input.duration,
  mediaUrl: input.mediaUrl,
  // A radio programme's episode is heard (its audio); otherwise the schema accepted the address only with a type:
  // an .m3u8 is HLS, an uploaded file is played as a file.
  mediaType: radio ? "audio" : episodeMediaTypeOf(input.mediaUrl!)!,
  audioUrl: input.audioUrl,
  captions: input.captions.map((track) => ({ lang: track.lang, label: CAPTION_LABELS[track.lang], src: track.src })),
  poster: input.poster,
  published: input.published,
});

/** What the audit log keeps of an episode (not its counters). */
function auditedEpisode(row: EpisodeRow) {
  const { likeCount: _l, commentCount: _c, playCount: _p, createdAt: _t, ...kept } = row;
  return kept;
}

/**
 * What an episode plays must be there and at an address the pages' policy lets the player load (MEDIA_ORIGINS): a
 * radio programme's episode its audio, any other its video. Answers whether the programme is a radio one.
 */
function checkEpisodeMedia(deps: Deps, type: string, input: EpisodeValues): boolean {
  const radio = type === "radio";
  if (radio && !input.audioUrl) throw refusal(programReplies.audioRequired);
  if (!radio && !input.mediaUrl) throw refusal(programReplies.videoRequired);
  for (const url of [input.mediaUrl, input.audioUrl]) if (url) checkMediaOrigin(deps, url);
  return radio;
}

export async function createEpisode(deps: Deps, actor: StaffActor, programId: number, input: EpisodeValues): Promise<ConsoleEpisode> {
  const [programme] = await deps.db.select({ slug: programmes.slug, type: programmes.type }).from(programmes).where(eq(programmes.id, programId));
  if (!programme) throw notFound();
  const radio = checkEpisodeMedia(deps, programme.type, input);
  return writeThenDrop(deps, async (tx) => {
    const [inserted] = await tx.insert(programEpisodes).values({ programId, slug: placeholderSlug(), ...episodeColumns(input, radio) }).returning({ id: programEpisodes.id });
    const id = inserted!.id;
    const [created] = await tx.update(programEpisodes).set({ slug: `${programme.slug}-${id}` }).where(eq(programEpisodes.id, id)).returning();
    await recordChange(tx, actor, { action: "episode.create", entity: "program_episode", entityId: id, ...changedFields(null, auditedEpisode(created!)) });
    return toConsoleEpisode(created!);
  });
}

export async function updateEpisode(deps: Deps, actor: StaffActor, id: number, input: EpisodeValues): Promise<ConsoleEpisode> {
  const [found] = await deps.db.select({ type: programmes.type }).from(programEpisodes).innerJoin(programmes, eq(programmes.id, programEpisodes.programId)).where(eq(programEpisodes.id, id));
  if (!found) throw notFound();
  const radio = checkEpisodeMedia(deps, found.type, input);
  return writeThenDrop(deps, async (tx) => {
    const [before] = await tx.select().from(programEpisodes).where(eq(programEpisodes.id, id)).for("update");
    if (!before) throw notFound();
    const [after] = await tx.update(programEpisodes).set(episodeColumns(input, radio)).where(eq(programEpisodes.id, id)).returning();
    await recordChange(tx, actor, { action: "episode.update", entity: "program_episode", entityId: id, ...changedFields(auditedEpisode(before), auditedEpisode(after!)) });
    return toConsoleEpisode(after!);
  });
}

export async function deleteEpisode(deps: Deps, actor: StaffActor, id: number): Promise<null> {
  return writeThenDrop(deps, async (tx) => {
    const [deleted] = await tx.delete(programEpisodes).where(eq(programEpisodes.id, id)).returning();
    if (!deleted) throw notFound();
    await recordChange(tx, actor, { action: "episode.delete", entity: "program_episode", entityId: id, ...changedFields(auditedEpisode(deleted), null) });
    return null;
  });
}
