import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SupplierFileKind } from "@portal/contract/schemas/supplier";
import type { DataCall } from "../../data/call.ts";
import { DocumentField, type UploadedDocument } from "./DocumentField.tsx";
import { SupplierTextsProvider } from "./text.ts";
import { supplierTexts } from "./texts-catalog.ts";

/** Nothing is sent while the server renders the field. */
const noCall: DataCall = () => Promise.reject(new Error("no call on the server"));

function field(kind: SupplierFileKind, value: UploadedDocument | null = null, error?: string) {
  return renderToStaticMarkup(
    <SupplierTextsProvider value={{ lang: "en", texts: supplierTexts("en") }}>
      <DocumentField lang="en" call={noCall} formId="supplier-form" kind={kind} value={value} error={error} onValue={() => undefined} />
    </SupplierTextsProvider>,
  );
}
const input = (html: string) => /<input[^>]*type="file"[^>]*>/.exec(html)?.[0] ?? "";

describe("a registration document (spec §5 uploadRequired)", () => {
  it("takes a picture for the logo, and a picture or a PDF for the other documents", () => {
    expect(input(field("logo"))).toContain('accept="image/jpeg,image/png,image/webp"');
    expect(input(field("businessRegistration"))).toContain('accept="image/jpeg,image/png,image/webp,application/pdf"');
    expect(input(field("license"))).toContain('accept="image/jpeg,image/png,image/webp,application/pdf"');
  });

  it("names the document and says what files it takes", () => {
    const logo = field("logo");
    expect(logo).toContain("Company logo");
    expect(logo).toContain("JPG, PNG or WebP image, under 5MB");
    const licence = field("license");
    expect(licence).toContain("Business licence");
    expect(licence).toContain("JPG, PNG, WebP or PDF, under 5MB");
    expect(input(licence)).toContain('id="supplier-form-license"');
  });

  it("says nothing is uploaded yet and offers nothing to remove before a file is chosen", () => {
    const html = field("logo");
    expect(html).toContain('data-testid="supplier-form-logo-status"></p>');
    expect(html).not.toContain("Remove");
  });

  it("names the uploaded file and offers to remove it", () => {
    const html = field("logo", { path: "uploads/supplier/logo-1.png", name: "logo.png" });
    expect(html).toContain('data-testid="supplier-form-logo-status">Uploaded: logo.png</p>');
    expect(html).toContain(">Remove logo.png</button>");
  });

  it("shows the server's or the rule's refusal as the field's error", () => {
    const html = field("license", null, "The file is too large");
    expect(html).toContain("<span>The file is too large</span>");
    expect(input(html)).toContain('aria-invalid="true"');
  });
});
