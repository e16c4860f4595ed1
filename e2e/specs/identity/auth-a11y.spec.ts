// Accessibility of the sign-in screens (axe-core, serious and critical): login, registration and password reset at
// 375 and 1440 px, as they open and with every required field marked.
import { test } from "../../fixtures.ts";
import { VIEWPORTS } from "../../helpers.ts";
import { expectFormAccessible } from "./helpers.ts";

test("the login and registration screens have no serious axe violations at 375 and 1440 px", async ({ memberPage }) => {
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    const { page, at } = await memberPage({ viewport });
    for (const [path, submit] of [
      ["/zh-hant/user", "login-submit"],
      ["/en/user/registration", "register-submit"],
      ["/pt/user/forgetPassword", "forget-submit"],
    ]) {
      await page.goto(at(path));
      await expectFormAccessible(page, submit);
    }
  }
});
