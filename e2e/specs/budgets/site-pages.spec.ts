// The site's own pages (contact, advertising, weather, latest, a staff page): at most 90 KB gzip of JavaScript
// each at 375 px, like the other content pages (docs/performance.md), measured as js-budget.spec.ts does.
import { budgetTests } from "./helpers.ts";

const pages = [
  { name: "contact", path: "/zh-hant/contact_us" },
  { name: "advertising", path: "/zh-hant/advertising" },
  { name: "weather", path: "/zh-hant/weather" },
  { name: "latest", path: "/zh-hant/latest" },
  { name: "staff page", path: "/zh-hant/accessibility" },
];
budgetTests(pages);
