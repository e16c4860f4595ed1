import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FoodCategory, FoodDetail, FoodListResponse } from "@portal/contract/schemas/food";
import type { LikeState } from "@portal/contract/schemas/interactions";
import { foodCategories, foodItems } from "./tables.ts";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { asMember, clearLimits, memberIdOf, okData, signIn } from "../member/member.test-helper.ts";

const LIST = "/api/v1.0/food";
const CATEGORY = "/api/v1.0/food/category";
const DETAIL = "/api/v1.0/food/:id/detail";
const LIKE = "/api/v1.0/food/:id/like";
const LIKE_CANCEL = "/api/v1.0/food/:id/like-cancel";

let t: TestApp;
let member: Record<string, string>;
let draft: number;
const path = (url: string, id: number) => url.replace(":id", String(id));
const get = <T>(url: string, language = "zh_TW") => okData<T>((o) => t.call(o), { method: "GET", url, headers: { "api-language": language } });

beforeAll(async () => {
  t = await createTestApp();
  member = { "api-key": await signIn(t, await memberIdOf(t, "demo")) };
  const [category] = await t.database.db.select({ id: foodCategories.id }).from(foodCategories).limit(1);
  draft = (
    await t.database.db
      .insert(foodItems)
      .values({ categoryId: category!.id, title: { zh_TW: "草稿" }, summary: {}, body: {}, cover: "/x.svg", published: false })
      .returning({ id: foodItems.id })
  )[0]!.id;
});
afterAll(() => t.close());

describe("GET /api/v1.0/food and /food/category", () => {
  it("answers the types in order, with texts in the request's language and published items counted", async () => {
    const en = await get<FoodCategory[]>(CATEGORY, "en");
    expect(en.map((c) => [c.slug, c.title, c.count])).toEqual([
      ["dishes", "Macau flavours", 4],
      ["restaurants", "Places to eat", 3],
      ["recipes", "Cook at home", 2],
    ]);
    expect(en[0]!.cover).toBe("/demo/food/minchi.svg");
    expect((await get<FoodCategory[]>(CATEGORY, "zh_CN"))[1]!.title).toBe("寻味小店");
  });

  it("pages {total, newsList} newest first, by Type; an unknown Type is empty", async () => {
    const page1 = await get<FoodListResponse>(`${LIST}?Page=1&PageSize=4`, "pt");
    expect(page1.total).toBe(9);
    expect(page1.newsList).toHaveLength(4);
    expect(page1.newsList[0]).toMatchObject({ title: "Minchi, o prato de casa macaense", type: { slug: "dishes", title: "Sabores de Macau" }, cover: "/demo/food/minchi.svg" });
    const page3 = await get<FoodListResponse>(`${LIST}?Page=3&PageSize=4`);
    expect(page3.newsList).toHaveLength(1);
    const ids = [...page1.newsList, ...(await get<FoodListResponse>(`${LIST}?Page=2&PageSize=4`)).newsList, ...page3.newsList].map((f) => f.id);
    expect(new Set(ids).size).toBe(9);
    expect(ids).not.toContain(draft);
    const recipes = await get<FoodListResponse>(`${LIST}?Type=recipes`, "en");
    expect(recipes.total).toBe(2);
    expect(recipes.newsList.map((f) => f.title)).toEqual(["Serradura with four ingredients", "Minchi at home"]);
    expect(await get<FoodListResponse>(`${LIST}?Type=desserts`)).toEqual({ total: 0, newsList: [] });
  });

  it("refuses bad input with a 4xx envelope", async () => {
    await checkParams(t, {
      method: "GET",
      url: LIST,
      query: { Page: 1, PageSize: 4, Type: "dishes" },
      fields: [
        { in: "query", name: "Page", kind: "page" },
        { in: "query", name: "PageSize", kind: "pageSize" },
        { in: "query", name: "Type", kind: "slug" },
      ],
    });
    await checkParams(t, { method: "GET", url: CATEGORY });
  });
});

describe("GET /api/v1.0/food/{id}/detail", () => {
  it("answers the article with pictures, the programme and related items of its type", async () => {
    const id = (await get<FoodListResponse>(`${LIST}?Type=restaurants&PageSize=1`)).newsList[0]!.id;
    const detail = await get<FoodDetail>(path(DETAIL, id), "en");
    expect(detail).toMatchObject({ id, title: "The pork chop bun shop on Rua do Cunha", place: "Taipa Village", programSlug: "gourmetwalk" });
    expect(detail.body).toContain("<h2>Tip</h2>");
    expect(detail.pictures).toEqual([
      { src: "/demo/food/pork-chop-bun.svg", caption: "The house pork chop bun" },
      { src: "/demo/food/restaurant.svg", caption: "The shop front" },
    ]);
    expect(detail.related.map((r) => r.type.slug)).toEqual(["restaurants", "restaurants"]);
    expect(detail.related.map((r) => r.id)).not.toContain(id);
    for (const bad of [draft, 999_999]) expect((await t.call({ method: "GET", url: path(DETAIL, bad) })).status).toBe(404);
  });

  it("refuses bad input with a 4xx envelope", async () => {
    const id = (await get<FoodListResponse>(`${LIST}?PageSize=1`)).newsList[0]!.id;
    await checkParams(t, { method: "GET", url: DETAIL, params: { id }, fields: [{ in: "params", name: "id", kind: "id" }] });
  });
});

describe("likes", () => {
  it("moves the item's like count once per member, and needs a member", async () => {
    await clearLimits(t);
    const id = (await get<FoodListResponse>(`${LIST}?PageSize=1`)).newsList[0]!.id;
    const start = (await get<FoodDetail>(path(DETAIL, id))).likeCount;
    const call = asMember(t, member["api-key"]!);
    expect((await t.call({ method: "POST", url: path(LIKE, id) })).status).toBe(401);
    expect(await okData<LikeState>(call, { method: "POST", url: path(LIKE, id) })).toEqual({ id, liked: true, likeCount: start + 1 });
    expect(await okData<LikeState>(call, { method: "POST", url: path(LIKE, id) })).toEqual({ id, liked: true, likeCount: start + 1 });
    expect((await get<FoodListResponse>(`${LIST}?PageSize=1`)).newsList[0]!.likeCount).toBe(start + 1);
    expect(await okData<LikeState>(call, { method: "POST", url: path(LIKE_CANCEL, id) })).toEqual({ id, liked: false, likeCount: start });
    expect(await okData<LikeState>(call, { method: "POST", url: path(LIKE_CANCEL, id) })).toEqual({ id, liked: false, likeCount: start });
    expect((await call({ method: "POST", url: path(LIKE, draft) })).status).toBe(404);
  });

  it("refuses bad input with a 4xx envelope", async () => {
    await clearLimits(t);
    const id = (await get<FoodListResponse>(`${LIST}?PageSize=1`)).newsList[0]!.id;
    const fields = [{ in: "params" as const, name: "id", kind: "id" as const }];
    await checkParams(t, { method: "GET", url: LIKE, params: { id }, headers: member, fields });
    await checkParams(t, { method: "POST", url: LIKE, params: { id }, headers: member, fields });
    await checkParams(t, { method: "POST", url: LIKE_CANCEL, params: { id }, headers: member, fields });
  });
});
