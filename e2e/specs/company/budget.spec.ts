// The About us pages (issue 13): at most 90 KB gzip of JavaScript each at 375 px, like the other content pages
// (docs/performance.md), measured as budgets/js-budget.spec.ts does: a CMS page, the press list, a release with its
// gallery and like button, the history timeline with its galleries.
import { apiData } from "../../helpers.ts";
import { budgetTests } from "../budgets/helpers.ts";

const pages = [
  { name: "about us", path: () => "/zh-hant/about_us" },
  { name: "company profile", path: () => "/zh-hant/about_us/company_profile" },
  { name: "press releases", path: () => "/zh-hant/about_us/press_release" },
  {
    name: "press release",
    path: async () => `/zh-hant/about_us/press_release/${(await apiData("/api/v1.0/cms/company/info?pageSize=1", "zh-hant")).items[0].id}`,
  },
  { name: "history", path: () => "/zh-hant/about_us/history" },
];
budgetTests(pages);
