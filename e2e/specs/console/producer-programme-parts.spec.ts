// A programme's parts in the producer's console (docs/console.md "Producer"): the demo producer adds a host's
// profile, names the host first on a programme, writes a feature for it, and the public programme page shows both
// at once; a captions file that is not WebVTT is refused in the server's words. The host and the feature are deleted
// again (in `finally` too), so other specs see the demo programme unchanged. Axe at 1440 and 375 px.
import { expect, type Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { expectNoA11yViolations, VIEWPORTS } from "../../helpers.ts";
import { signInTo } from "./helpers.ts";

const SLUG = "heritage-trails";

/** Deletes what the test made, through the console's calls (the page's session). */
async function cleanUp(page: Page, at: (path: string) => string, hostName: string, featureTitle: string) {
  const csrf = (await (await page.request.get(at("/api/console/v1/csrf"))).json()).data.csrfToken as string;
  const headers = { "x-csrf-token": csrf, "api-language": "en" };
  const hosts = ((await (await page.request.get(at("/api/console/v1/programme-hosts"), { headers })).json()).data ?? []) as { id: number; name: { en: string } }[];
  for (const host of hosts.filter((h) => h.name.en === hostName)) await page.request.delete(at(`/api/console/v1/programme-hosts/${host.id}`), { headers });
  const list = (await (await page.request.get(at("/api/console/v1/programmes"), { headers })).json()).data as { id: number; slug: string }[];
  const id = list.find((p) => p.slug === SLUG)!.id;
  const programme = (await (await page.request.get(at(`/api/console/v1/programmes/${id}`), { headers })).json()).data as { features: { id: number; title: { en: string } }[] };
  for (const feature of programme.features.filter((f) => f.title.en === featureTitle)) await page.request.delete(at(`/api/console/v1/programme-features/${feature.id}`), { headers });
}

test("a producer adds a host and a feature to a programme, and its public page shows them", async ({ memberPage }) => {
  const { page, at } = await memberPage({ viewport: VIEWPORTS.desktop });
  const mark = `${Date.now() % 1_000_000}`;
  const hostName = `Lei Ka Wai ${mark}`;
  const featureTitle = `On the trail of the old city walls ${mark}`;
  await signInTo(page, at, "producer", "/console/programmes/hosts");
  try {
    // A host's profile, in four locales (zh_CN left to be derived).
    await page.getByTestId("host-row").first().waitFor();
    await expectNoA11yViolations(page);
    await page.getByTestId("host-new").click();
    await page.locator("#host-name-zh_TW").fill(`李家慧${mark}`);
    await page.locator("#host-name-en").fill(hostName);
    await page.locator("#host-name-pt").fill(hostName);
    await page.locator("#host-bio-en").fill("Historian who walks the old city's walls with the camera.");
    await page.getByTestId("host-save").click();
    await expect(page.getByTestId("hosts-status")).toHaveText(`Host “${hostName}” added`);

    // Named first on the programme.
    await page.goto(at("/console/programmes"));
    await page.locator(`[data-testid=programme-row][data-slug=${SLUG}] a`).click();
    await page.getByTestId("programme-form").waitFor();
    await page.getByRole("checkbox", { name: hostName }).check();
    const order = page.getByTestId("host-order");
    if (await order.count()) {
      while ((await order.locator("li").first().textContent())?.includes(hostName) !== true) await order.getByRole("button", { name: `Move up: ${hostName}` }).click();
    }
    await page.getByTestId("programme-save").click();
    await expect(page.getByTestId("programme-outcome")).toContainText("Saved");

    // A feature, dated now.
    await page.getByTestId("feature-new").click();
    await page.locator("#feature-title-zh_TW").fill(`古城牆之路${mark}`);
    await page.locator("#feature-title-en").fill(featureTitle);
    await page.locator("#feature-summary-en").fill("What is left of Macau's walls, and where to find it.");
    await page.locator("#feature-body-en").fill("The walls ran from the Mount Fortress to the sea.\n\nA stretch still stands by the Camões Garden.");
    await expectNoA11yViolations(page);
    await page.getByTestId("feature-save").click();
    await expect(page.getByTestId("features-status")).toHaveText(`Feature “${featureTitle}” added`);

    // A captions file that is not WebVTT is refused in the server's words.
    await page.getByTestId("episode-new").click();
    await page.getByTestId("episode-captions-upload-en").setInputFiles({ name: "captions.srt", mimeType: "application/x-subrip", buffer: Buffer.from("1\n00:00:00,000 --> 00:00:02,000\nHello\n") });
    await expect(page.getByTestId("episode-error")).toContainText("Captions must be a WebVTT file");
    await page.getByTestId("episode-form").getByRole("button", { name: "Cancel" }).click();

    // The public page shows the host first and the feature, at once.
    await page.goto(at(`/en/program-detail/${SLUG}`));
    await expect(page.locator("section[aria-labelledby=hosts-title] > *:nth-child(2)")).toContainText(hostName);
    await expect(page.getByText(featureTitle)).toBeVisible();
    await page.goto(at(`/zh-hans/program-detail/${SLUG}`));
    await expect(page.getByText(`李家慧${mark}`).first()).toBeVisible();

    // At 375 px, the hosts' screen and the programme's editor.
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto(at("/console/programmes/hosts"));
    await page.getByTestId("host-row").first().waitFor();
    await expectNoA11yViolations(page);
  } finally {
    await cleanUp(page, at, hostName, featureTitle);
  }
  await page.goto(at(`/en/program-detail/${SLUG}`));
  await expect(page.getByText(featureTitle)).toHaveCount(0);
  await expect(page.getByText(hostName)).toHaveCount(0);
});
