import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AboutIntroduction } from "@portal/contract/schemas/company";
import { IntroductionBody } from "./RichText.tsx";

const introduction = (extra: Partial<AboutIntroduction> = {}): AboutIntroduction => ({
  slug: "report",
  title: "Annual reports",
  summary: "Reports and accounts.",
  body: "<p>Our <strong>reports</strong>.</p>",
  images: [],
  documents: [],
  updatedAt: "2026-03-01T02:00:00Z",
  ...extra,
});

describe("a CMS page of the section", () => {
  it("shows the staff's HTML as written and when the page was last updated", () => {
    const html = renderToStaticMarkup(<IntroductionBody lang="en" page={introduction()} />);
    expect(html).toContain("<p>Our <strong>reports</strong>.</p>");
    expect(html).toContain('<p class="about-updated">Updated 1 March 2026</p>');
  });

  it("lists documents to download only when the page has some", () => {
    expect(renderToStaticMarkup(<IntroductionBody lang="en" page={introduction()} />)).not.toContain("about-documents");
    const html = renderToStaticMarkup(
      <IntroductionBody lang="en" page={introduction({ documents: [{ title: "Annual report 2025", url: "/files/ar-2025.pdf", size: null }] })} />,
    );
    expect(html).toContain('<h2 id="about-documents" class="about-section__title">Downloads</h2>');
    expect(html).toContain('<a href="/files/ar-2025.pdf" download="">');
    expect(html).toContain("Annual report 2025");
  });

  it("shows the pictures as a gallery only when the page has some", () => {
    expect(renderToStaticMarkup(<IntroductionBody lang="en" page={introduction()} />)).not.toContain('data-testid="gallery"');
    const html = renderToStaticMarkup(<IntroductionBody lang="en" page={introduction({ images: [{ src: "/demo/studio.jpg", caption: "Studio A" }] })} />);
    expect(html).toContain('data-testid="gallery"');
    expect(html).toContain('aria-label="Pictures"');
  });
});
