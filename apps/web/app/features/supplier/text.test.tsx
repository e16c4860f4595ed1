import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { UrlLang } from "@portal/contract/locales";
import { SupplierTextsProvider, useSupplierText, type SupplierKey } from "./text.ts";
import { supplierTexts } from "./texts-catalog.ts";

/** Shows one supplier text, as an island's part reads it. */
function Text({ name, params }: { name: SupplierKey; params?: Record<string, string | number> }) {
  return <>{useSupplierText()(name, params)}</>;
}
const inIsland = (lang: UrlLang, name: SupplierKey, params?: Record<string, string | number>) =>
  renderToStaticMarkup(
    <SupplierTextsProvider value={{ lang, texts: supplierTexts(lang) }}>
      <Text name={name} params={params} />
    </SupplierTextsProvider>,
  );

describe("the supplier islands' texts (text.ts)", () => {
  it("are the texts the island was given, in its language, with their placeholders filled", () => {
    expect(inIsland("en", "codeSent", { mobile: "66123456" })).toBe("A code has been sent to 66123456.");
    expect(inIsland("zh-hant", "resendIn", { seconds: 42 })).toBe("42 秒後可重新發送");
    expect(inIsland("pt", "resendIn", { seconds: 5 })).toBe("Reenviar dentro de 5 s");
  });

  it("say plainly that a part was rendered outside a supplier island", () => {
    expect(() => renderToStaticMarkup(<Text name="area" />)).toThrow(/supplier texts missing/);
  });
});
