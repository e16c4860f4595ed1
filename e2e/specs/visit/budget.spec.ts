// The studio visit pages (issue 13): at most 90 KB gzip of JavaScript each at 375 px, like the other content pages
// (docs/performance.md), measured as budgets/js-budget.spec.ts does.
import { budgetTests } from "../budgets/helpers.ts";

budgetTests([
  { name: "visit programme", path: "/zh-hant/about_us/visit" },
  { name: "visit booking form", path: "/zh-hant/about_us/visit/application" },
]);
