// Helpers shared by the About us specs (about/*.spec.ts): the section's pages. Not a spec itself.

/** Every page of the About us section built by the company module (visit and visit/application are another's), by test id. */
export const ABOUT_PAGES = [
  { path: "about_us", testId: "about-landing" },
  { path: "about_us/company_profile", testId: "about-company_profile" },
  { path: "about_us/structure", testId: "about-structure" },
  { path: "about_us/report", testId: "about-report" },
  { path: "about_us/media_technic", testId: "about-media_technic" },
  { path: "about_us/welcome", testId: "about-welcome" },
  { path: "about_us/press_release", testId: "press-list-press_release" },
  { path: "about_us/press/article", testId: "press-list-press_article" },
  { path: "about_us/program_production", testId: "about-program_production" },
  { path: "about_us/international", testId: "about-international" },
  { path: "about_us/history", testId: "about-history" },
];
