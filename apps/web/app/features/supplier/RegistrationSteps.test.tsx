import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { UrlLang } from "@portal/contract/locales";
import { RegistrationSteps } from "./RegistrationSteps.tsx";
import { SupplierTextsProvider } from "./text.ts";
import { supplierTexts } from "./texts-catalog.ts";

/** The steps as a registration screen shows them: the list's label, and each step's class, current mark and title. */
function steps(current: 0 | 1 | 2, lang: UrlLang = "en") {
  const html = renderToStaticMarkup(
    <SupplierTextsProvider value={{ lang, texts: supplierTexts(lang) }}>
      <RegistrationSteps lang={lang} current={current} />
    </SupplierTextsProvider>,
  );
  return {
    label: /<ol class="steps" aria-label="([^"]*)"/.exec(html)?.[1],
    steps: [...html.matchAll(/<li class="([^"]*)"( aria-current="step")?>.*?<span class="step-title">([^<]*)<\/span><\/li>/g)].map((m) => [m[1], Boolean(m[2]), m[3]]),
  };
}

describe("registration steps (docs/suppliers.md: bind, form, submitted)", () => {
  it("marks the first step current while the mobile is verified, and none done", () => {
    expect(steps(0)).toEqual({
      label: "Step 1 of 3",
      steps: [
        ["step step--current", true, "Verify mobile"],
        ["step", false, "Company details"],
        ["step", false, "Submitted"],
      ],
    });
  });

  it("marks the steps before the current one done", () => {
    expect(steps(1).steps.map(([className, current]) => [className, current])).toEqual([
      ["step step--done", false],
      ["step step--current", true],
      ["step", false],
    ]);
    expect(steps(2)).toMatchObject({ label: "Step 3 of 3" });
    expect(steps(2).steps.map(([className]) => className)).toEqual(["step step--done", "step step--done", "step step--current"]);
  });

  it("says where the registration stands in the page's language", () => {
    expect(steps(1, "zh-hant").label).toBe("第 2 步，共 3 步");
  });
});
