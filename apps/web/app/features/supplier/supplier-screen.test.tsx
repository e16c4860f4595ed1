import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { screenOf } from "../../routes.test-support.ts";
import { SupplierTendersLink, supplierScreen } from "./supplier-screen.tsx";

describe("a supplier screen's loader data", () => {
  it("takes the address's language and leads the breadcrumb from the supplier area to the screen", () => {
    expect(supplierScreen("en", "formTitle")).toEqual({
      lang: "en",
      breadcrumb: [{ title: "Suppliers", path: "supplier/login" }, { title: "Supplier registration form" }],
    });
    expect(supplierScreen("zh-hant", "formTitle").breadcrumb).toEqual([{ title: "供應商專區", path: "supplier/login" }, { title: "供應商登記表格" }]);
  });

  it("falls back to Traditional Chinese for an address without a known language", () => {
    expect(supplierScreen(undefined, "area").lang).toBe("zh-hant");
    expect(supplierScreen("fr", "area").lang).toBe("zh-hant");
  });

  it("leads to the breadcrumb's supplier area through a route that exists", () => {
    expect(screenOf(`/en/${supplierScreen("en", "area").breadcrumb[0]!.path}`)).toBe("routes/supplier/login.tsx");
  });
});

describe("the link to the tender notices", () => {
  it("leads to the tendering screen in the page's language", () => {
    const html = renderToStaticMarkup(<SupplierTendersLink lang="pt" />);
    const href = /href="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(href).toBe("/pt/tendering");
    expect(screenOf(href)).toBe("routes/forms/tendering.tsx");
  });
});
