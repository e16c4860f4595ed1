// The forms pages (issue 13): at most 90 KB gzip of JavaScript each at 375 px, measured as budgets/js-budget.spec.ts
// does.
import { budgetTests } from "../budgets/helpers.ts";

const pages = [
  { name: "news_provide (disclosure form)", path: "/zh-hant/news_provide" },
  { name: "recruitment", path: "/zh-hant/recruitment" },
  { name: "job with application form", path: "/zh-hant/recruitment/1" },
  { name: "tendering", path: "/zh-hant/tendering" },
  { name: "contact/feedback (contact form)", path: "/zh-hant/contact/feedback" },
];
budgetTests(pages);
