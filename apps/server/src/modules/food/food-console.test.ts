import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foodTags } from "@portal/contract/cache-tags";
import type { FoodDetail, FoodListResponse } from "@portal/contract/schemas/food";
import type { ConsoleFood, ConsoleFoodItem, ConsoleFoodOptions, FoodInput } from "@portal/contract/schemas/food/console";
import type { Paged } from "@portal/contract/schemas/member";
import { createInvalidationRecordingApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { consoleTestCalls, signedInStaff, type ConsoleBrowser } from "../staff/staff.test-helper.ts";

const LIST = "/api/console/v1/food";
const OPTIONS = "/api/console/v1/food/options";
const ONE = "/api/console/v1/food/:id";
const VISIBILITY = "/api/console/v1/food/:id/visibility";
const HOUR = 3_600_000;

let t: TestApp;
let producer: ConsoleBrowser;
let invalidated: string[][];

beforeAll(async () => {
  ({ app: t, invalidated } = await createInvalidationRecordingApp());
  producer = await signedInStaff(t, "producer");
});
afterAll(() => t.close());

const { send, publicGet, entriesOf, macauMinute } = consoleTestCalls(() => t, () => producer);

const page = (changes: Partial<FoodInput> = {}): FoodInput => ({
  category: "dishes",
  title: { zh_TW: "水蟹粥", en: "Crab congee", pt: "Canja de caranguejo" },
  summary: { zh_TW: "", en: "A late-night bowl" },
  body: { zh_TW: "<p>夜宵</p>", en: '<p>Slow-cooked <strong>rice</strong>.</p><script>alert(1)</script><p onclick="x()">Hot.</p>', pt: "" },
  place: { zh_TW: "", en: "Rua da Felicidade" },
  cover: "/demo/art/skyline.svg",
  pictures: [{ src: "/demo/art/skyline.svg", caption: { zh_TW: "粥", en: "The bowl" } }],
  programSlug: "gourmetwalk",
  publishedAt: macauMinute(-HOUR),
  published: true,
  ...changes,
});

describe("food pages in the console", () => {
  it("publishes a page that the public list and its page show at once, the body sanitised, audited, the tag dropped", async () => {
    expect(String((await publicGet("/api/v1.0/food")).headers["cache-tag"])).toContain(foodTags.all);
    expect(String((await publicGet("/api/v1.0/food/category")).headers["cache-tag"])).toContain(foodTags.all);
    invalidated.length = 0;
    const made = await send<ConsoleFood>("POST", "/food", page());
    expect(made.status, made.message).toBe(200);
    expect(made.data).toMatchObject({ category: "dishes", status: "shown", programSlug: "gourmetwalk", body: { en: "<p>Slow-cooked <strong>rice</strong>.</p><p>Hot.</p>", pt: "" } });
    expect(invalidated).toEqual([[foodTags.all]]);
    expect((await publicGet<FoodListResponse>("/api/v1.0/food?Type=dishes")).data.newsList[0]).toMatchObject({ id: made.data.id, title: "Crab congee", place: "Rua da Felicidade" });
    const detail = (await publicGet<FoodDetail>(`/api/v1.0/food/${made.data.id}/detail`)).data;
    expect(detail).toMatchObject({ body: "<p>Slow-cooked <strong>rice</strong>.</p><p>Hot.</p>", pictures: [{ src: "/demo/art/skyline.svg", caption: "The bowl" }], programSlug: "gourmetwalk" });
    expect((await publicGet<FoodDetail>(`/api/v1.0/food/${made.data.id}/detail`, "zh_CN")).data.title).toBe("水蟹粥");
    const [entry] = await entriesOf("food.create", made.data.id);
    expect(entry).toMatchObject({ entity: "food", actorRole: "producer" });

    const edited = await send<ConsoleFood>("PUT", `/food/${made.data.id}`, page({ title: { zh_TW: "水蟹粥", en: "Crab congee, late" }, programSlug: "", place: { zh_TW: "" } }));
    expect(edited.data).toMatchObject({ title: { en: "Crab congee, late" }, programSlug: "", place: { en: "" } });
    expect((await publicGet<FoodDetail>(`/api/v1.0/food/${made.data.id}/detail`)).data).toMatchObject({ title: "Crab congee, late", place: null, programSlug: null });
    expect((await entriesOf("food.update", made.data.id))[0]!.after).toMatchObject({ programSlug: null, place: null });

    invalidated.length = 0;
    expect((await send<ConsoleFood>("POST", `/food/${made.data.id}/visibility`, { published: false })).data.status).toBe("hidden");
    expect(invalidated).toEqual([[foodTags.all]]);
    expect((await publicGet(`/api/v1.0/food/${made.data.id}/detail`)).status).toBe(404);
    expect(await entriesOf("food.unpublish", made.data.id)).toHaveLength(1);
    await send("POST", `/food/${made.data.id}/visibility`, { published: true });
    expect(await entriesOf("food.publish", made.data.id)).toHaveLength(1);
    expect((await publicGet(`/api/v1.0/food/${made.data.id}/detail`)).status).toBe(200);
  });

  it("refuses an unknown type or programme in the request's language, a cover or picture from elsewhere, no title", async () => {
    expect(await send("POST", "/food", page({ category: "no-such" }), "pt")).toMatchObject({ status: 400, message: "O tipo de gastronomia no-such não existe" });
    expect(await send("POST", "/food", page({ programSlug: "no-such-show" }), "zh_TW")).toMatchObject({ status: 400, message: "沒有節目 no-such-show" });
    expect((await send("POST", "/food", page({ cover: "https://evil.example/a.jpg" }))).status).toBe(400);
    expect((await send("POST", "/food", page({ pictures: [{ src: "javascript:alert(1)", caption: { zh_TW: "" } }] }))).status).toBe(400);
    expect((await send("POST", "/food", page({ title: { zh_TW: "" } }))).status).toBe(400);
  });

  it("lists every page newest first with its status, offers the types and programmes; refuses an editor", async () => {
    const later = await send<ConsoleFood>("POST", "/food", page({ publishedAt: macauMinute(2 * HOUR) }));
    expect(later.data.status).toBe("scheduled");
    const list = await send<Paged<ConsoleFoodItem>>("GET", "/food?pageSize=5");
    expect(list.data.items[0]).toMatchObject({ id: later.data.id, status: "scheduled", category: "Macau flavours" });
    const options = await send<ConsoleFoodOptions>("GET", "/food/options", undefined, "zh_TW");
    expect(options.data.categories.map((c) => c.slug)).toEqual(["dishes", "restaurants", "recipes"]);
    expect(options.data.programmes.map((p) => p.slug)).toContain("gourmetwalk");
    const editor = await signedInStaff(t, "editor");
    expect((await send("GET", "/food", undefined, undefined, editor)).status).toBe(403);
    expect((await send("POST", "/food", page(), undefined, editor)).status).toBe(403);
  });
});

describe("bad input on every food console call", () => {
  it("answers 4xx envelopes, and succeeds with good input", async () => {
    const headers = producer.headers();
    const made = await send<ConsoleFood>("POST", "/food", page({ published: false }));
    const id = made.data.id;
    const idField = { in: "params" as const, name: "id", kind: "id" as const };
    await checkParams(t, { method: "GET", url: LIST, headers, query: { page: 1 }, fields: [{ in: "query", name: "page", kind: "page" }, { in: "query", name: "pageSize", kind: "pageSize" }] });
    await checkParams(t, { method: "GET", url: OPTIONS, headers });
    await checkParams(t, { method: "GET", url: ONE, headers, params: { id }, fields: [idField] });
    const fields = [
      { in: "body" as const, name: "category", kind: "slug" as const },
      { in: "body" as const, name: "title", kind: "text" as const },
      { in: "body" as const, name: "cover", kind: "text" as const },
      { in: "body" as const, name: "publishedAt", kind: "date" as const },
      { in: "body" as const, name: "published", kind: "bool" as const },
    ];
    await checkParams(t, { method: "POST", url: LIST, headers, body: page({ published: false }), fields });
    await checkParams(t, { method: "PUT", url: ONE, headers, params: { id }, body: page({ published: false }), fields: [idField, ...fields] });
    await checkParams(t, { method: "POST", url: VISIBILITY, headers, params: { id }, body: { published: false }, fields: [idField, { in: "body", name: "published", kind: "bool" }] });
  });
});
