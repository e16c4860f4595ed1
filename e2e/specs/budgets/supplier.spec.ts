// The supplier screens (issue 13): at most 90 KB gzip of JavaScript at 375 px, as js-budget.spec.ts measures.
import { budgetTests } from "./helpers.ts";

budgetTests([
  { name: "supplier login", path: "/zh-hant/supplier/login" },
  { name: "supplier registration form", path: "/zh-hant/supplier/form" },
  // The account screens need a session (without one they send the visitor to the login screen): measured by their
  // islands' share of the registration form's, which holds the same parts (fields, captcha, the mobile code).
  { name: "supplier bind", path: "/zh-hant/supplier/bind" },
]);
