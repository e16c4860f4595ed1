// Issue 21 item 19 (docs/visits.md): on the booking form, the visit rules come before the box that accepts them —
// the rules text, then "I accept" — at every width (on a phone the side column comes after the form, so the rules
// cannot wait there). Reads only: on the shared server (e2e/global-setup.ts).
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { apiData, expectNoA11yViolations, url, VIEWPORTS } from "../../helpers.ts";
import { waitForIsland } from "../frame/helpers.ts";

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`the visit rules are read before the box that accepts them (${name})`, async ({ memberPage }) => {
    const { page, errors } = await memberPage({ viewport });
    const programme = await apiData("/api/v1.0/cms/visit", "en");
    await page.goto(url("/en/about_us/visit/application"));
    await waitForIsland(page, "VisitBooking");
    const accept = page.getByLabel("I have read and accept the visit rules");
    const rules = page.getByTestId("visit-form-rules");
    assert.equal(await rules.getByRole("heading").innerText(), "Visit rules");
    assert.deepEqual(await rules.locator("li").allInnerTexts(), programme.rules);
    // Before it in the page's order (screen readers, keyboard) and on the screen, and nowhere after it. (elementHandle
    // waits for the box: it answers the element or throws, never null.)
    const acceptBox = (await accept.elementHandle())!;
    assert.equal(await rules.evaluate((list, box) => Boolean(list.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING), acceptBox), true);
    const [list, box] = [await rules.boundingBox(), await accept.boundingBox()];
    assert.ok(list && box && list.y + list.height <= box.y, `the rules (${list?.y}+${list?.height}) end above the box (${box?.y})`);
    const later = await accept.evaluate(
      (input, texts) => [...document.querySelectorAll("main li")].filter((li) => texts.includes(li.textContent.trim()) && input.compareDocumentPosition(li) & Node.DOCUMENT_POSITION_FOLLOWING).length,
      programme.rules,
    );
    assert.equal(later, 0, "no copy of the rules after the box");
    await expectNoA11yViolations(page, { include: "[data-testid=visit-form-rules]" });
    assert.deepEqual(errors, []);
  });
}
