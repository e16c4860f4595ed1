import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noticeTags } from "@portal/contract/cache-tags";
import type { NoticeResponse, TopNotification } from "@portal/contract/schemas/common";
import type { Paged } from "@portal/contract/schemas/member";
import type { NoticeDetail } from "@portal/contract/schemas/notices";
import type { ConsoleNotice, ConsoleNoticeItem, NoticeInput } from "@portal/contract/schemas/notices/console";
import { createInvalidationRecordingApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { consoleTestCalls, signedInStaff, type ConsoleBrowser } from "../staff/staff.test-helper.ts";

const NOTICES = "/api/console/v1/notices";
const NOTICE = "/api/console/v1/notices/:id";
const VISIBILITY = "/api/console/v1/notices/:id/visibility";
const URGENT = "/api/console/v1/notices/:id/urgent";
const HOUR = 3_600_000;

let t: TestApp;
let marketing: ConsoleBrowser;
let invalidated: string[][];

beforeAll(async () => {
  ({ app: t, invalidated } = await createInvalidationRecordingApp());
  marketing = await signedInStaff(t, "marketing");
});
afterAll(() => t.close());

const { send, publicGet, entriesOf, macauMinute } = consoleTestCalls(() => t, () => marketing);

const notice = (changes: Partial<NoticeInput> = {}): NoticeInput => ({
  kind: "bar",
  title: { zh_TW: "颱風消息", en: "Typhoon update" },
  content: { zh_TW: "", en: "Offices close at 3 pm.\n\nStay indoors <please>." },
  published: true,
  ...changes,
});

describe("notices in the console", () => {
  it("creates a bar notice that the bar and its page show at once, its content escaped, audited, the tag dropped", async () => {
    expect(String((await publicGet("/api/v1/notice")).headers["cache-tag"])).toContain(noticeTags.all);
    invalidated.length = 0;
    const made = await send<ConsoleNotice>("POST", "/notices", notice());
    expect(made.status, made.message).toBe(200);
    expect(made.data).toMatchObject({ kind: "bar", status: "shown", content: { en: "Offices close at 3 pm.\n\nStay indoors <please>." } });
    expect(invalidated).toEqual([[noticeTags.all]]);
    expect((await publicGet<NoticeResponse>("/api/v1/notice")).data.notices.map((n) => n.title)).toContain("Typhoon update");
    const page = await publicGet<NoticeDetail>(`/api/v1/notice/${made.data.id}`);
    expect(page.data.content).toBe("<p>Offices close at 3 pm.</p><p>Stay indoors &lt;please&gt;.</p>");
    expect((await entriesOf("notice.create", made.data.id)).length).toBe(1);

    // Unpublished: gone from the bar; published again: back.
    await send("POST", `/notices/${made.data.id}/visibility`, { published: false });
    expect((await publicGet<NoticeResponse>("/api/v1/notice")).data.notices.map((n) => n.title)).not.toContain("Typhoon update");
    expect((await entriesOf("notice.unpublish", made.data.id)).length).toBe(1);
    const edited = await send<ConsoleNotice>("PUT", `/notices/${made.data.id}`, notice({ title: { zh_TW: "颱風消息", en: "Typhoon: offices closed" }, endsAt: macauMinute(HOUR) }));
    expect(edited.data).toMatchObject({ title: { en: "Typhoon: offices closed" }, status: "shown" });
    expect((await entriesOf("notice.update", made.data.id))[0]!.after).toMatchObject({ title: { en: "Typhoon: offices closed" } });
  });

  it("marks one urgent notice: the others are taken down", async () => {
    const before = (await publicGet<TopNotification[]>("/api/v1.0/common/notification-top")).data;
    expect(before.length).toBeGreaterThan(0);
    const made = await send<ConsoleNotice>("POST", "/notices", notice({ kind: "list", title: { zh_TW: "緊急通知", en: "Bridge closed" }, published: false }));
    const urgent = await send<ConsoleNotice>("POST", `/notices/${made.data.id}/urgent`);
    expect(urgent.data).toMatchObject({ kind: "top", published: true, status: "shown" });
    expect((await publicGet<TopNotification[]>("/api/v1.0/common/notification-top")).data.map((n) => n.title)).toEqual(["Bridge closed"]);
    expect((await entriesOf("notice.urgent", made.data.id))[0]!.before).toMatchObject({ urgentBefore: before.map((n) => n.id) });
  });

  it("sets the home pop-up, and refuses an end before the start in the request's language", async () => {
    const popup = await send<ConsoleNotice>("POST", "/notices", notice({ kind: "popup", slug: "home", title: { zh_TW: "新節目", en: "New season" } }));
    expect(popup.status, popup.message).toBe(200);
    const shown = (await publicGet<NoticeResponse>("/api/v1/notice?slug=home")).data.popup;
    expect(shown).not.toBeNull();
    const wrong = await send("POST", "/notices", notice({ startsAt: macauMinute(2 * HOUR), endsAt: macauMinute(HOUR) }), "pt");
    expect(wrong).toMatchObject({ status: 400, message: "O fim tem de ser posterior ao início" });
    const link = await send("POST", "/notices", notice({ url: "javascript:alert(1)" }));
    expect(link.status).toBe(400);
  });

  it("lists notices newest first, of one kind, paged; refuses a producer", async () => {
    const list = await send<Paged<ConsoleNoticeItem>>("GET", "/notices?kind=popup&pageSize=5");
    expect(list.data.items[0]).toMatchObject({ kind: "popup", title: "New season" });
    expect(list.data.items.every((n) => n.kind === "popup")).toBe(true);
    const producer = await signedInStaff(t, "producer");
    expect((await producer.get("/notices")).status).toBe(403);
  });
});

describe("bad input on every notice console call", () => {
  it("answers 4xx envelopes, and succeeds with good input", async () => {
    const headers = marketing.headers();
    const made = await send<ConsoleNotice>("POST", "/notices", notice({ published: false }));
    const id = made.data.id;
    const idField = { in: "params" as const, name: "id", kind: "id" as const };
    await checkParams(t, { method: "GET", url: NOTICES, headers, query: { page: 1 }, fields: [{ in: "query", name: "page", kind: "page" }, { in: "query", name: "kind", kind: "enum" }] });
    await checkParams(t, { method: "GET", url: NOTICE, headers, params: { id }, fields: [idField] });
    const fields = [
      { in: "body" as const, name: "kind", kind: "enum" as const },
      { in: "body" as const, name: "title", kind: "text" as const },
      { in: "body" as const, name: "startsAt", kind: "date" as const },
      { in: "body" as const, name: "published", kind: "bool" as const },
    ];
    await checkParams(t, { method: "POST", url: NOTICES, headers, body: notice({ published: false }), fields });
    await checkParams(t, { method: "PUT", url: NOTICE, headers, params: { id }, body: notice({ published: false }), fields: [idField, ...fields] });
    await checkParams(t, { method: "POST", url: VISIBILITY, headers, params: { id }, body: { published: false }, fields: [idField, { in: "body", name: "published", kind: "bool" }] });
    await checkParams(t, { method: "POST", url: URGENT, headers, params: { id }, fields: [idField] });
  });
});
