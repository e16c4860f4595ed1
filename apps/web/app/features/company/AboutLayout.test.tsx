import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AboutLayout, AboutNav } from "./AboutLayout.tsx";
import { ABOUT_SECTION } from "./paths.ts";

/** Renders inside a data router, as the site does (the navigation's inline script reads the root loader's nonce). */
const renderInRouter = (node: ReactNode) => renderToStaticMarkup(<RouterProvider router={createMemoryRouter([{ path: "/", element: node }])} />);

/** The links of the section's navigation, as [href, current?]. */
const navLinks = (html: string) => [...html.matchAll(/<a href="([^"]*)"( aria-current="page")?>/g)].map((m) => [m[1], Boolean(m[2])] as const);

describe("about us section navigation", () => {
  it("links every page in the section's order, in the page's language, marking only the current one", () => {
    const links = navLinks(renderInRouter(<AboutNav lang="pt" current="history" />));
    expect(links.map(([href]) => href)).toEqual(["/pt/about_us", ...ABOUT_SECTION.map((p) => `/pt/${p.path}`)]);
    expect(links.filter(([, current]) => current)).toEqual([["/pt/about_us/history", true]]);
  });

  it("marks About us itself on the section's home page", () => {
    const links = navLinks(renderInRouter(<AboutNav lang="en" current="aboutUs" />));
    expect(links.filter(([, current]) => current).map(([href]) => href)).toEqual(["/en/about_us"]);
  });

  it("names the links in the page's language", () => {
    const html = renderInRouter(<AboutNav lang="zh-hant" current="welcome" />);
    expect(html).toContain('aria-current="page">歡迎辭</a>');
    expect(html).toContain('aria-label="關於我們的頁面"');
  });
});

describe("about us page frame", () => {
  const render = (props: Partial<Parameters<typeof AboutLayout>[0]> = {}) =>
    renderInRouter(
      <AboutLayout lang="en" current="structure" title="Organisation" testId="about-structure" {...props}>
        <p>content</p>
      </AboutLayout>,
    );

  it("leads back to About us above the title of an inner page, not on the section's home", () => {
    expect(render()).toContain('<p class="about-head__kicker"><a href="/en/about_us">About us</a></p>');
    expect(render({ current: "aboutUs" })).not.toContain("about-head__kicker");
  });

  it("shows the lead and the banner only when the page has them", () => {
    const bare = render({ lead: "", banner: null });
    expect(bare).not.toContain("about-head__lead");
    expect(bare).not.toContain("about-banner");
    const full = render({
      lead: "Who does what.",
      banner: { id: 1, title: "Our people", subtitle: "", image: "/demo/banner.jpg", url: null },
    });
    expect(full).toContain('<p class="about-head__lead">Who does what.</p>');
    expect(full).toContain('src="/demo/banner.jpg"');
    expect(full).toContain("<strong>Our people</strong></figcaption>");
  });

  it("gives the banner's subtitle when there is one", () => {
    const html = render({ banner: { id: 1, title: "Our people", subtitle: "Since 1984", image: "/b.jpg", url: null } });
    expect(html).toContain("<strong>Our people</strong><span>Since 1984</span>");
  });
});
