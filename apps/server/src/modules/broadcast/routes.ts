import type { FastifyInstance, FastifyRequest } from "fastify";
import { scheduleTags } from "@portal/contract/cache-tags";
import { liveApi } from "@portal/contract/endpoints/broadcast";
import { apiLocaleToUrlLang, urlLangToApiLocale } from "@portal/contract/locales";
import { programListApi } from "@portal/contract/endpoints/broadcast";
import {
  channelCategoriesQuery,
  channelListQuery,
  liveIdParams,
  liveListQuery,
  reminderParams,
  reminderQuery,
  scheduleParams,
  scheduleQuery,
  specialLiveQuery,
} from "@portal/contract/schemas/broadcast";
import { cookieValues, setCookie } from "../../platform/cookies.ts";
import type { Deps } from "../../platform/deps.ts";
import { defineModule } from "../../platform/domain-module.ts";
import { AppError, forbidden, notFound, orNotFound } from "../../platform/errors.ts";
import { CACHE_NONE, CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { SwrCache } from "../../platform/swr-cache.ts";
import { macauDate } from "../../platform/macau-time.ts";
import {
  channelCategories,
  channelRegions,
  daySchedule,
  findChannel,
  findLive,
  findSpecialLive,
  listChannels,
  listLive,
  liveCategories,
  scheduleOccurrence,
} from "./broadcast-service.ts";
import { checkPass, checkSignature, livePlaylist, passValue, signedPath } from "./hls.ts";
import { HLS_TYPE, LIVE_PASS_COOKIE, MEDIA_PREFIX, channelFolder, mediaDir, playlistPath, segmentBytes, segmentPath, signingSecret, streamFor } from "./media.ts";
import { mayWatch } from "./region.ts";
import { reminderCalendar } from "./reminder-ics.ts";
import { addDays } from "./schedule.ts";
import { broadcastReplies } from "./replies.ts";
import { registerScheduleConsoleRoutes } from "./console-routes.ts";

/**
 * Channels, the programme schedule, live streams and special lives (spec §7 Programme list, Live, common
 * special-live; §1 the region limit). One module, "broadcast", because live now/next is read from the schedule.
 * The stream itself (/live-media/…) is not an API call: a signed HLS playlist and its segments (docs/media.md).
 */
// Every viewer's player asks for its playlist every segment and for a signed address every few minutes: the
// channel rows and their now/next are kept for a few seconds instead of being read for each request
// (bench/live-playlist.mjs). Now/next may lag a programme change by up to twice this.
const CHANNEL_CACHE_MS = 10_000;

function registerBroadcastRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, config } = deps;
  // A channel's own regions (set in the console), else the site's LIVE_REGIONS; LIVE_ALLOW_LOCAL holds for both.
  const refuseOutsideRegion = (request: FastifyRequest, channelRegions: readonly string[]) => {
    const own = channelRegions.length > 0;
    const rule = { regions: own ? channelRegions : config.live.regions, allowLocal: config.live.allowLocal };
    if (!mayWatch(rule, request.ip)) throw new AppError(403, own ? broadcastReplies.channelRegionRefused : broadcastReplies.liveRegionRefused);
  };
  /** The address a signature is bound to (MEDIA_BIND_ADDRESS), else none. */
  const boundTo = (request: FastifyRequest) => (config.live.bindAddress ? request.ip : null);
  const secure = config.publicUrl.startsWith("https://");
  // The schedule's days and the channels' now/next are dropped when the console changes the schedule (cache-tags.ts).
  const scheduleAnswer = () => [scheduleTags.all];

  // ── Programme list ──
  defineRoute(app, programListApi.channels, {
    query: channelListQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: scheduleAnswer,
    handler: ({ query, locale }) => listChannels(db, locale, query.type),
  });
  defineRoute(app, programListApi.categories, {
    query: channelCategoriesQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: scheduleAnswer,
    handler: async ({ query, locale }) => orNotFound(await channelCategories(db, locale, query.channelId)),
  });
  defineRoute(app, programListApi.day, {
    params: scheduleParams,
    query: scheduleQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: scheduleAnswer,
    handler: async ({ params, query, locale }) => orNotFound(await daySchedule(db, locale, params.date, query.channelId, deps.now())),
  });

  // "Remind me" (not in the spec; docs/media.md): an entry of the published fortnight (a week back to a week ahead,
  // as the schedule page shows) as a calendar file to download. The answer is the file; errors are envelopes, in
  // the language of ?lang= when it names one (a link's request carries no Api-Language).
  defineRoute(app, programListApi.reminder, {
    query: reminderQuery,
    handler: async ({ query, request, reply }) => {
      if (query.lang) request.locale = urlLangToApiLocale(query.lang);
      const locale = request.locale;
      const { id } = reminderParams.parse(request.params);
      const now = deps.now();
      const today = macauDate(now);
      if (id.date < addDays(today, -7) || id.date > addDays(today, 7)) throw notFound();
      const found = orNotFound(await scheduleOccurrence(db, locale, id.date, id.slotId, now));
      const lang = query.lang ?? apiLocaleToUrlLang(locale);
      const base = config.publicUrl;
      const body = reminderCalendar({
        uid: `${found.item.id}.${found.channel.id}@${new URL(base).hostname}`,
        start: found.startsAt,
        end: found.endsAt,
        title: found.item.title,
        channel: found.channel.name,
        category: found.item.category?.name ?? null,
        liveUrl: `${base}/${lang}/live?channel=${encodeURIComponent(found.channel.id)}`,
        programmeUrl: found.item.programSlug ? `${base}/${lang}/program-detail/${encodeURIComponent(found.item.programSlug)}` : null,
        locale,
        now,
      });
      const file = `${found.channel.id}-${found.item.id}.ics`.replace(/[^\w.-]/g, "_");
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file}"`)
        .header("cache-control", "public, max-age=300")
        .send(body);
    },
  });

  const clock = () => deps.now().getTime();
  const lives = new SwrCache<Awaited<ReturnType<typeof findLive>>>(CHANNEL_CACHE_MS, 1000, clock);
  const liveFor = (locale: Parameters<typeof findLive>[1], code: string) =>
    lives.load(`${locale}:${code}`, async () => ({ value: await findLive(db, locale, code, deps.now()), keep: true }));

  // ── Live ──
  defineRoute(app, liveApi.categories, {
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ locale }) => liveCategories(locale),
  });
  defineRoute(app, liveApi.list, {
    query: liveListQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: scheduleAnswer,
    handler: ({ query, locale }) => listLive(db, locale, deps.now(), query.type),
  });
  defineRoute(app, liveApi.detail, {
    params: liveIdParams,
    cache: CACHE_PUBLIC_SHORT,
    tags: scheduleAnswer,
    handler: async ({ params, locale }) => orNotFound(await findLive(db, locale, params.id, deps.now()))?.live,
  });
  // The only answer with a stream address: personal (signed for this visitor), never cached, refused outside the region.
  defineRoute(app, liveApi.playlist, {
    params: liveIdParams,
    cache: CACHE_NONE,
    handler: async ({ params, locale, request, reply }) => {
      refuseOutsideRegion(request, await channelRegions(db, params.id));
      const now = deps.now();
      const found = orNotFound(await liveFor(locale, params.id));
      // The demo stream served here: a pass for the browser's own HLS player, renewed with each address.
      if (!found.row.originUrl) {
        const folder = channelFolder(found.row.code);
        const pass = passValue(signingSecret(config), folder, now, config.live.urlTtlSeconds, boundTo(request));
        reply.header("set-cookie", setCookie(LIVE_PASS_COOKIE, pass, { path: folder, maxAgeSeconds: config.live.urlTtlSeconds, secure }));
      }
      return {
        channel: found.live,
        stream: streamFor(config, found.row, now, request.ip),
        refreshAfter: Math.max(1, Math.floor(config.live.urlTtlSeconds / 2)),
      };
    },
  });
  defineRoute(app, liveApi.specialLive, {
    query: specialLiveQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ query, locale }) => orNotFound(await findSpecialLive(db, locale, query.slug, query.type, deps.now())),
  });

  // ── The demo stream: a sliding-window playlist by the clock and the looped segments, signed ──
  const CHANNEL = /^[\w-]{1,100}$/;
  const SEGMENT = /^seg-(\d{3})\.ts$/;
  const channels = new SwrCache<Awaited<ReturnType<typeof findChannel>>>(CHANNEL_CACHE_MS, 1000, clock);
  const channelRow = (code: string) => channels.load(code, async () => ({ value: await findChannel(db, code), keep: true }));

  /** The channel of a media request, once its address and signature pass; else 403 (404 for what does not exist). */
  async function authorise(request: FastifyRequest, channel: string, path: string) {
    const row = CHANNEL.test(channel) ? await channelRow(channel) : null;
    refuseOutsideRegion(request, row?.regions ?? []);
    const now = deps.now();
    const secret = signingSecret(config);
    const valid =
      checkSignature(secret, path, request.query as Record<string, unknown>, now, boundTo(request)) === "valid" ||
      (CHANNEL.test(channel) && cookieValues(request, LIVE_PASS_COOKIE).some((pass) => checkPass(secret, channelFolder(channel), pass, now, boundTo(request)) === "valid"));
    if (!valid) throw forbidden();
    if (!row || !row.liveEnabled || row.originUrl) throw notFound();
    return { row, now };
  }

  app.get<{ Params: { channel: string } }>(`${MEDIA_PREFIX}/:channel/index.m3u8`, async (request, reply) => {
    const { channel } = request.params;
    const { now } = await authorise(request, channel, playlistPath(channel));
    const secret = signingSecret(config);
    const bound = boundTo(request);
    const body = livePlaylist(now, (_sequence, file) => {
      const { url } = signedPath(secret, segmentPath(channel, file), now, config.live.urlTtlSeconds, bound);
      return url.slice(url.lastIndexOf("/") + 1);
    });
    // A live playlist changes every segment: caches may keep it for under half a segment.
    return reply.header("content-type", HLS_TYPE).header("cache-control", "private, max-age=2").send(body);
  });

  app.get<{ Params: { channel: string; file: string } }>(`${MEDIA_PREFIX}/:channel/:file`, async (request, reply) => {
    const { channel, file } = request.params;
    const match = SEGMENT.exec(file);
    if (!match) throw notFound();
    const { row } = await authorise(request, channel, segmentPath(channel, file));
    const bytes = segmentBytes(mediaDir(config), row.kind, Number(match[1]));
    if (!bytes) throw notFound();
    // A segment's bytes never change: the browser may keep it as long as its address is valid.
    return reply.header("content-type", "video/mp2t").header("cache-control", `private, max-age=${config.live.urlTtlSeconds}`).send(bytes);
  });
}

function registerRoutes(app: FastifyInstance, deps: Deps): void {
  registerBroadcastRoutes(app, deps);
  registerScheduleConsoleRoutes(app, deps);
}

export default defineModule({ routes: registerRoutes });
