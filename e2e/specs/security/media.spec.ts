// The Content-Security-Policy on the media pages (issue 11, ADR 0009): live and the schedule, programmes and their
// players, short videos, food and the podcast load and hydrate with no violation, at 375 and 1440 px.
import { test } from "../../fixtures.ts";
import { apiData } from "../../helpers.ts";
import { expectNoViolations } from "./helpers.ts";

test("live, schedule and programme pages run under the policy", async ({ memberPage }) => {
  const radio = await apiData("/api/v1.0/program/radio/Latest?pageSize=1", "zh-hant");
  await expectNoViolations(memberPage, [
    "/zh-hant/live",
    "/en/live?channel=radio-macau",
    "/zh-hant/program_list",
    "/zh-hant/special-live",
    "/zh-hant/program/all_program",
    "/en/program-detail/street-stories",
    "/en/program/playitem_video/street-stories-1",
    `/zh-hant/program/playitem_radio/${radio[0].slug}`,
  ]);
});

test("short video, food and podcast pages run under the policy", async ({ memberPage }) => {
  const clips = await apiData("/api/v1.0/short-video?pageSize=1", "zh-hant");
  const food = await apiData("/api/v1.0/food?PageSize=1", "en");
  await expectNoViolations(memberPage, [
    "/zh-hant/short-video",
    `/zh-hant/short-video/${clips.items[0].id}`,
    "/zh-hant/program/food",
    `/en/program/food-detail/${food.newsList[0].id}`,
    "/pt/podcast",
  ]);
});
