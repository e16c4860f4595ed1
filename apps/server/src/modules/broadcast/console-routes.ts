import type { FastifyInstance } from "fastify";
import { scheduleConsoleApi } from "@portal/contract/endpoints/broadcast";
import { idParams } from "@portal/contract/schemas/common";
import { channelBody, channelParams, scheduleImportBody, scheduleWeekQuery, slotBody, slotCreateBody } from "@portal/contract/schemas/broadcast/console";
import type { Deps } from "../../platform/deps.ts";
import { defineRoute } from "../../platform/route.ts";
import { staffActorOf } from "../../platform/staff-auth.ts";
import { withoutNul } from "../../platform/without-nul.ts";
import { createSlot, deleteSlot, importSchedule, scheduleWeek, updateChannel, updateSlot } from "./console-service.ts";

/** The producer's schedule calls (`scheduleConsoleApi`; docs/console.md "Producer"): producers and administrators. */
export function registerScheduleConsoleRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, scheduleConsoleApi.week, {
    deps,
    query: scheduleWeekQuery,
    handler: ({ query, locale }) => scheduleWeek(deps.db, locale, query.channel, deps.config.live.regions),
  });
  // The file is sent as text in JSON (the CSRF-checked body every console write has), read by the browser.
  defineRoute(app, scheduleConsoleApi.import, {
    deps,
    body: withoutNul(scheduleImportBody),
    bodyLimit: 512 * 1024,
    handler: ({ body, request, locale }) => importSchedule(deps, staffActorOf(request), body.csv, locale),
  });
  defineRoute(app, scheduleConsoleApi.createSlot, {
    deps,
    body: withoutNul(slotCreateBody),
    handler: ({ body: { channel, ...slot }, request, locale }) => createSlot(deps, staffActorOf(request), channel, slot, locale),
  });
  defineRoute(app, scheduleConsoleApi.updateSlot, {
    deps,
    params: idParams,
    body: withoutNul(slotBody),
    handler: ({ params, body, request, locale }) => updateSlot(deps, staffActorOf(request), params.id, body, locale),
  });
  defineRoute(app, scheduleConsoleApi.deleteSlot, {
    deps,
    params: idParams,
    handler: ({ params, request }) => deleteSlot(deps, staffActorOf(request), params.id),
  });
  defineRoute(app, scheduleConsoleApi.channel, {
    deps,
    params: channelParams,
    body: withoutNul(channelBody),
    handler: ({ params, body, request, locale }) => updateChannel(deps, staffActorOf(request), params.code, body, locale),
  });
}
