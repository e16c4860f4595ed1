import { index, route, type RouteConfig } from "@react-router/dev/routes";

// One module per screen of spec §2, all below /{lang}. The server redirects "/" and paths without a language.
export default [
  route(":lang", "routes/lang-layout.tsx", [
    index("routes/home.tsx"),
    route("debug", "routes/debug.tsx"),
    // Member area, signing in (spec §2): ids are the spec's route names.
    route("user", "routes/user/login.tsx", { id: "login" }),
    route("user/registration", "routes/user/registration.tsx", { id: "registration" }),
    route("user/registerConfirm", "routes/user/register-confirm.tsx", { id: "registerConfirm" }),
    route("user/forgetPassword", "routes/user/forget-password.tsx", { id: "forgetPassword" }),
    route("user/completionPass", "routes/user/completion-pass.tsx", { id: "completionPass" }),
    route("user/completionInfo", "routes/user/completion-info.tsx", { id: "completionInfo" }),
    route("user/security", "routes/user/security.tsx", { id: "security" }),
    route("security/active", "routes/user/security.tsx", { id: "security-active" }),
    // The member centre (spec §2 account, needs login): one layout, a screen per child.
    route("user/account", "routes/user/account/layout.tsx", { id: "account" }, [
      index("routes/user/account/index.tsx", { id: "account-index" }),
      route("my-list", "routes/user/account/my-list.tsx", { id: "my-list" }),
      route("play-list", "routes/user/account/play-list.tsx", { id: "play-list" }),
      route("playlistDetail/:id", "routes/user/account/playlist-detail.tsx", { id: "playlistDetail" }),
      route("account-notice", "routes/user/account/account-notice.tsx", { id: "account-notice" }),
      route("collect", "routes/user/account/collect.tsx", { id: "collect" }),
      route("recommended", "routes/user/account/recommended.tsx", { id: "recommended" }),
      route("feedback", "routes/user/account/feedback.tsx", { id: "feedback" }),
      route("setup", "routes/user/account/setup.tsx", { id: "setup" }),
    ]),
    route("404", "routes/not-found.tsx", { id: "not-found-page" }),
    route("*", "routes/not-found.tsx", { id: "not-found-catch-all" }),
  ]),
] satisfies RouteConfig;
