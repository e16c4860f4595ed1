import type { FastifyInstance, FastifyRequest } from "fastify";
import { memberApi } from "@portal/contract/endpoints/member";
import { programApi } from "@portal/contract/endpoints/program";
import { idParams } from "@portal/contract/schemas/common";
import {
  collectBody,
  collectListQuery,
  continueQuery,
  emailCodeQuery,
  feedbackBody,
  idsBody,
  memberInfoUpdateBody,
  memberPagingQuery,
  mobileCodeQuery,
  newPasswordBody,
  notificationReadBody,
  playbackPositionBody,
  playlistBody,
  playlistItemBody,
  playlistItemDeleteBody,
  playlistParams,
  updateEmailBody,
  updateMobileBody,
} from "@portal/contract/schemas/member";
import type { Deps } from "../../platform/deps.ts";
import { requireMember } from "../../platform/member-auth.ts";
import { enforceLimit, type Limit } from "../../platform/rate-limit.ts";
import { defineRoute } from "../../platform/route.ts";
import { changeContact, requestChangeCode } from "../identity/contact-service.ts";
import { changePassword, getMemberInfo, updateMemberInfo } from "../identity/profile-service.ts";
import type { ActiveSession } from "../identity/sessions.ts";
import { addPiece, collect, deleteItems, listItems, removePiece, resolveItem } from "./collection-service.ts";
import { MEMBER_AUDIENCES, listDownloads } from "./download-service.ts";
import { FEEDBACK_LIMIT, saveFeedback } from "./feedback-service.ts";
import { listNotifications, markNotificationsRead } from "./notification-service.ts";
import {
  addPlaylistItem,
  createPlaylist,
  deletePlaylist,
  deletePlaylistItems,
  getPlaylist,
  listPlaylists,
  renamePlaylist,
} from "./playlist-service.ts";
import { recommendFor } from "./recommendation-service.ts";
import { PLAYBACK_SAVE_LIMIT, continueWatching, getPosition, savePosition } from "./playback-service.ts";
import { defineModule } from "../../platform/domain-module.ts";
import { scheduleRetention } from "../../platform/retention.ts";
import { pruneFeedback } from "./inbox-source.ts";
import { deleteFeedbackOf } from "./feedback-service.ts";

/** Password changes one member may try per hour: each costs an argon2 hash, and guesses at the old one are capped. */
export const PASSWORD_CHANGE_LIMIT: Limit = { name: "member-password", max: 10, windowMs: 60 * 60_000 };

/** Whether any string inside a parsed body, query or params holds U+0000, which PostgreSQL text cannot store. */
/**
 * The member calls under /api/v1.0/member/ (spec §7 Member). Every one needs the member's token in Api-Key: the
 * scope's onRequest hook checks it before the body is even read (401, code 401, otherwise), and every service
 * then queries by the session's member id only. Answers are personal: defineRoute sends them with no-store.
 */
export function registerMemberRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const sessions = new WeakMap<FastifyRequest, ActiveSession>();
  const sessionOf = (request: FastifyRequest): ActiveSession => sessions.get(request)!;
  const memberIdOf = (request: FastifyRequest): number => sessionOf(request).memberId;

  app.register(async (scope) => {
    scope.addHook("onRequest", async (request) => {
      sessions.set(request, await requireMember(deps, request));
    });

    // ── Profile and credentials ──
    defineRoute(scope, memberApi.info, {
      handler: ({ request }) => getMemberInfo(db, memberIdOf(request)),
    });
    defineRoute(scope, memberApi.updateInfo, {
      body: memberInfoUpdateBody,
      handler: ({ request, body }) => updateMemberInfo(db, memberIdOf(request), body, deps.now()),
    });
    defineRoute(scope, memberApi.newPassword, {
      body: newPasswordBody,
      handler: async ({ request, body, locale }) => {
        await enforceLimit(deps.kv, PASSWORD_CHANGE_LIMIT, String(memberIdOf(request)));
        await changePassword(deps, sessionOf(request), body, locale);
        return null;
      },
    });
    defineRoute(scope, memberApi.mobileCode, {
      query: mobileCodeQuery,
      handler: ({ request, query, locale }) => requestChangeCode(deps, memberIdOf(request), "mobile", query.mobile, query, request.ip, locale),
    });
    defineRoute(scope, memberApi.emailCode, {
      query: emailCodeQuery,
      handler: ({ request, query, locale }) => requestChangeCode(deps, memberIdOf(request), "email", query.email, query, request.ip, locale),
    });
    defineRoute(scope, memberApi.updateMobile, {
      body: updateMobileBody,
      handler: ({ request, body, locale }) => changeContact(deps, memberIdOf(request), "mobile", body.mobile, body.verifyCode, request.ip, locale),
    });
    defineRoute(scope, memberApi.updateEmail, {
      body: updateEmailBody,
      handler: ({ request, body, locale }) => changeContact(deps, memberIdOf(request), "email", body.email, body.verifyCode, request.ip, locale),
    });
    defineRoute(scope, memberApi.feedback, {
      body: feedbackBody,
      handler: async ({ request, body }) => {
        await enforceLimit(deps.kv, FEEDBACK_LIMIT, String(memberIdOf(request)));
        return saveFeedback(db, memberIdOf(request), body, deps.now());
      },
    });

    // ── Collections and the piece list ──
    defineRoute(scope, memberApi.collect, {
      body: collectBody,
      handler: async ({ request, body, locale }) => collect(db, memberIdOf(request), await resolveItem(db, body, locale, deps.now()), deps.now()),
    });
    defineRoute(scope, memberApi.collections, {
      query: collectListQuery,
      handler: ({ request, query }) => listItems(db, memberIdOf(request), "collect", query),
    });
    defineRoute(scope, memberApi.deleteCollections, {
      body: idsBody,
      handler: ({ request, body }) => deleteItems(db, memberIdOf(request), body.ids),
    });
    defineRoute(scope, memberApi.pieces, {
      query: collectListQuery,
      handler: ({ request, query }) => listItems(db, memberIdOf(request), "piece", query),
    });
    // The programme area's piece-list calls (spec §7 Program), here with the member's lists they change.
    defineRoute(scope, programApi.piece, {
      params: idParams,
      handler: ({ request, params, locale }) => addPiece(db, memberIdOf(request), params.id, locale, deps.now()),
    });
    defineRoute(scope, programApi.pieceDelete, {
      params: idParams,
      handler: ({ request, params }) => removePiece(db, memberIdOf(request), params.id),
    });

    // ── Playlists ──
    defineRoute(scope, memberApi.createPlaylist, {
      body: playlistBody,
      handler: ({ request, body }) => createPlaylist(db, memberIdOf(request), body.title, deps.now()),
    });
    defineRoute(scope, memberApi.playlists, {
      handler: ({ request }) => listPlaylists(db, memberIdOf(request)),
    });
    defineRoute(scope, memberApi.playlist, {
      params: playlistParams,
      handler: ({ request, params }) => getPlaylist(db, memberIdOf(request), params.id),
    });
    defineRoute(scope, memberApi.renamePlaylist, {
      params: playlistParams,
      body: playlistBody,
      handler: ({ request, params, body }) => renamePlaylist(db, memberIdOf(request), params.id, body.title, deps.now()),
    });
    defineRoute(scope, memberApi.deletePlaylist, {
      params: playlistParams,
      handler: async ({ request, params }) => {
        await deletePlaylist(db, memberIdOf(request), params.id);
        return null;
      },
    });
    defineRoute(scope, memberApi.addPlaylistItem, {
      body: playlistItemBody,
      handler: async ({ request, body: { playlistId, ...item }, locale }) =>
        addPlaylistItem(db, memberIdOf(request), playlistId, await resolveItem(db, item, locale, deps.now()), deps.now()),
    });
    defineRoute(scope, memberApi.deletePlaylistItems, {
      body: playlistItemDeleteBody,
      handler: ({ request, body }) => deletePlaylistItems(db, memberIdOf(request), body.playlistId, body.ids, deps.now()),
    });

    // ── Recommendations, notifications, downloads ──
    defineRoute(scope, memberApi.recommendations, {
      handler: ({ request, locale }) => recommendFor(db, memberIdOf(request), locale),
    });
    defineRoute(scope, memberApi.notifications, {
      query: memberPagingQuery,
      handler: ({ request, query, locale }) => listNotifications(db, memberIdOf(request), query, locale),
    });
    defineRoute(scope, memberApi.readNotifications, {
      body: notificationReadBody,
      handler: ({ request, body }) => markNotificationsRead(db, memberIdOf(request), body.ids, deps.now()),
    });
    defineRoute(scope, memberApi.downloads, {
      handler: ({ locale }) => listDownloads(db, locale, MEMBER_AUDIENCES),
    });

    // ── Continue watching/listening (docs/members.md) ──
    defineRoute(scope, memberApi.savePosition, {
      params: idParams,
      body: playbackPositionBody,
      handler: async ({ request, params, body, locale }) => {
        await enforceLimit(deps.kv, PLAYBACK_SAVE_LIMIT, String(memberIdOf(request)));
        return savePosition(db, memberIdOf(request), params.id, body.position, locale, deps.now());
      },
    });
    defineRoute(scope, memberApi.position, {
      params: idParams,
      handler: ({ request, params }) => getPosition(db, memberIdOf(request), params.id),
    });
    defineRoute(scope, memberApi.continueWatching, {
      query: continueQuery,
      handler: ({ request, query, locale }) => continueWatching(db, memberIdOf(request), query.pageSize, locale, deps.now()),
    });
  });

  // Retention (docs/forms.md): feedback goes a year after it arrives.
  scheduleRetention(app, "member feedback", () => pruneFeedback(deps.db, deps.now()));
}

// A closing account takes its feedback rows with it (they hold what the member wrote).
export default defineModule({ routes: registerMemberRoutes, eraseMember: deleteFeedbackOf });
