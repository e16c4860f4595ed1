import { index, route, type RouteConfig } from "@react-router/dev/routes";

// One module per screen of spec §2, all below /{lang}. The server redirects "/" and paths without a language.
export default [
  route(":lang", "routes/lang-layout.tsx", [
    index("routes/home.tsx"),
    route("debug", "routes/debug.tsx"),
    route("404", "routes/not-found.tsx", { id: "not-found-page" }),
    route("*", "routes/not-found.tsx", { id: "not-found-catch-all" }),
  ]),
] satisfies RouteConfig;
