import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// One module per screen of spec §2, all below /{lang}. The server redirects "/" and paths without a language, but
// /console: the newsroom console (ADR 0014), whose language is the staff member's preference, not in its address.
export default [
  route("console", "routes/console/layout.tsx", { id: "console" }, [
    route("sign-in", "routes/console/sign-in.tsx", { id: "console-sign-in" }),
    route("setup", "routes/console/setup.tsx", { id: "console-setup" }),
    // The signed-in staff member's pages (the shell checks the session; the navigation: features/console/nav.ts).
    layout("routes/console/shell.tsx", { id: "console-shell" }, [
      index("routes/console/home.tsx", { id: "console-home" }),
      route("account", "routes/console/account.tsx", { id: "console-account" }),
      // The news desk (docs/console.md): the list, and the article editor (a new story, or one by id).
      route("news", "routes/console/news-list.tsx", { id: "console-news" }),
      route("news/new", "routes/console/news-edit.tsx", { id: "console-news-new" }),
      route("news/:id", "routes/console/news-edit.tsx", { id: "console-news-edit" }),
      // The producer's screens (docs/console.md "Producer"): programmes with their episodes, and the schedule.
      route("programmes", "routes/console/programmes.tsx", { id: "console-programmes" }),
      route("programmes/new", "routes/console/programme-edit.tsx", { id: "console-programme-new" }),
      route("programmes/hosts", "routes/console/programme-hosts.tsx", { id: "console-programme-hosts" }),
      route("programmes/:id", "routes/console/programme-edit.tsx", { id: "console-programme-edit" }),
      route("schedule", "routes/console/schedule.tsx", { id: "console-schedule" }),
      // The producer's media: short videos and food pages.
      route("short-videos", "routes/console/short-videos.tsx", { id: "console-short-videos" }),
      route("short-videos/new", "routes/console/short-video-edit.tsx", { id: "console-short-video-new" }),
      route("short-videos/:id", "routes/console/short-video-edit.tsx", { id: "console-short-video-edit" }),
      route("food", "routes/console/food.tsx", { id: "console-food" }),
      route("food/new", "routes/console/food-edit.tsx", { id: "console-food-new" }),
      route("food/:id", "routes/console/food-edit.tsx", { id: "console-food-edit" }),
      route("podcast", "routes/console/podcast.tsx", { id: "console-podcast" }),
      route("podcast/episodes/new", "routes/console/podcast-episode-edit.tsx", { id: "console-podcast-episode-new" }),
      route("podcast/episodes/:id", "routes/console/podcast-episode-edit.tsx", { id: "console-podcast-episode-edit" }),
      // The public's submissions (docs/console.md "The inbox"): the list, and one submission.
      route("inbox", "routes/console/inbox.tsx", { id: "console-inbox" }),
      route("inbox/:kind/:id", "routes/console/inbox-item.tsx", { id: "console-inbox-item" }),
      // Procurement's and HR's screens (docs/console.md "Procurement", "HR").
      route("suppliers", "routes/console/suppliers.tsx", { id: "console-suppliers" }),
      route("suppliers/:uuid", "routes/console/supplier-review.tsx", { id: "console-supplier-review" }),
      route("tenders", "routes/console/tenders.tsx", { id: "console-tenders" }),
      route("tenders/new", "routes/console/tender-edit.tsx", { id: "console-tender-new" }),
      route("tenders/:id", "routes/console/tender-edit.tsx", { id: "console-tender-edit" }),
      route("jobs", "routes/console/jobs.tsx", { id: "console-jobs" }),
      route("jobs/new", "routes/console/job-edit.tsx", { id: "console-job-new" }),
      route("jobs/:id", "routes/console/job-edit.tsx", { id: "console-job-edit" }),
      // Marketing's screens (docs/console.md "Marketing"): votes, with their options and live results; notices.
      route("votes", "routes/console/votes.tsx", { id: "console-votes" }),
      route("votes/new", "routes/console/vote-edit.tsx", { id: "console-vote-new" }),
      route("votes/:id", "routes/console/vote-edit.tsx", { id: "console-vote-edit" }),
      route("notices", "routes/console/notices.tsx", { id: "console-notices" }),
      // Adverts and banners per slot, the editor with its preview, and the views/clicks report (its chart lazy-loaded).
      route("adverts", "routes/console/adverts.tsx", { id: "console-adverts" }),
      route("adverts/new", "routes/console/advert-edit.tsx", { id: "console-advert-new" }),
      route("adverts/report", "routes/console/advert-report.tsx", { id: "console-advert-report" }),
      route("adverts/:id", "routes/console/advert-edit.tsx", { id: "console-advert-edit" }),
      route("quiz", "routes/console/quiz.tsx", { id: "console-quiz" }),
      route("quiz/new", "routes/console/quiz-edit.tsx", { id: "console-quiz-new" }),
      route("quiz/:id", "routes/console/quiz-edit.tsx", { id: "console-quiz-edit" }),
      route("campaigns", "routes/console/campaigns.tsx", { id: "console-campaigns" }),
      route("campaigns/new", "routes/console/campaign-edit.tsx", { id: "console-campaign-new" }),
      route("campaigns/:id", "routes/console/campaign-edit.tsx", { id: "console-campaign-edit" }),
      route("campaigns/:id/tickets", "routes/console/campaign-tickets.tsx", { id: "console-campaign-tickets" }),
      // The operations screens (docs/console.md "The console's screens").
      route("comments", "routes/console/comments.tsx", { id: "console-comments" }),
      route("congratulations", "routes/console/congratulations.tsx", { id: "console-congratulations" }),
      route("staff", "routes/console/staff.tsx", { id: "console-staff" }),
      route("audit", "routes/console/audit.tsx", { id: "console-audit" }),
      // The administrator's menus and site settings (docs/console.md "Administrator: menus and settings").
      route("menus", "routes/console/menus.tsx", { id: "console-menus" }),
      route("settings", "routes/console/settings.tsx", { id: "console-settings" }),
      // The about-us pages and the press (docs/console.md "Editor and administrator: about us and press").
      route("about", "routes/console/about.tsx", { id: "console-about" }),
      route("about/new", "routes/console/about-edit.tsx", { id: "console-about-new" }),
      route("about/:id", "routes/console/about-edit.tsx", { id: "console-about-edit" }),
      // The section's small lists, one screen and one editor for the four (docs/console.md, same section).
      ...(["banners", "milestones", "production", "partners"] as const).flatMap((list) => [
        route(`about/${list}`, "routes/console/about-list.tsx", { id: `console-about-${list}` }),
        route(`about/${list}/new`, "routes/console/about-entry.tsx", { id: `console-about-${list}-new` }),
        route(`about/${list}/:id`, "routes/console/about-entry.tsx", { id: `console-about-${list}-edit` }),
      ]),
      route("press", "routes/console/press.tsx", { id: "console-press" }),
      route("press/new", "routes/console/press-edit.tsx", { id: "console-press-new" }),
      route("press/:id", "routes/console/press-edit.tsx", { id: "console-press-edit" }),
      route("*", "routes/console/not-found.tsx", { id: "console-not-found" }),
    ]),
  ]),
  route(":lang", "routes/lang-layout.tsx", [
    index("routes/home.tsx"),
    route("debug", "routes/debug.tsx"),
    // Member area, signing in (spec §2): ids are the spec's route names.
    route("user", "routes/identity/login.tsx", { id: "login" }),
    route("user/registration", "routes/identity/registration.tsx", { id: "registration" }),
    route("user/registerConfirm", "routes/identity/register-confirm.tsx", { id: "registerConfirm" }),
    route("user/forgetPassword", "routes/identity/forget-password.tsx", { id: "forgetPassword" }),
    route("user/completionPass", "routes/identity/completion-pass.tsx", { id: "completionPass" }),
    route("user/completionInfo", "routes/identity/completion-info.tsx", { id: "completionInfo" }),
    route("user/security", "routes/identity/security.tsx", { id: "security" }),
    route("security/active", "routes/identity/security.tsx", { id: "security-active" }),
    // The member centre (spec §2 account, needs login): one layout, a screen per child.
    route("user/account", "routes/member/layout.tsx", { id: "account" }, [
      index("routes/member/index.tsx", { id: "account-index" }),
      route("my-list", "routes/member/my-list.tsx", { id: "my-list" }),
      route("play-list", "routes/member/play-list.tsx", { id: "play-list" }),
      route("playlistDetail/:id", "routes/member/playlist-detail.tsx", { id: "playlistDetail" }),
      route("account-notice", "routes/member/account-notice.tsx", { id: "account-notice" }),
      route("collect", "routes/member/collect.tsx", { id: "collect" }),
      route("recommended", "routes/member/recommended.tsx", { id: "recommended" }),
      route("feedback", "routes/member/feedback.tsx", { id: "feedback" }),
      route("setup", "routes/member/setup.tsx", { id: "setup" }),
    ]),
    // Adverts, banners, notices (spec §2): ids are the spec's route names.
    route("advertisement/:id", "routes/advertisement/detail.tsx", { id: "advertisementDetail" }),
    route("advertisement/preview/:id", "routes/advertisement/detail.tsx", { id: "advertisementPreview" }),
    route("banner/:id", "routes/advertisement/detail.tsx", { id: "bannerDetail" }),
    route("notice-list", "routes/notices/list.tsx", { id: "notice-list" }),
    route("notice-detail/:id", "routes/notices/detail.tsx", { id: "notice-detail" }),
    // Specials (subjects): a special, its terms and videos, and a competition's page (subject-vote-index).
    route("subject", "routes/special/list.tsx", { id: "subject" }),
    route("subject/:id", "routes/special/detail.tsx", { id: "subjectDetail" }),
    route("subject-term", "routes/special/term.tsx", { id: "subject-term" }),
    route("subject-mv", "routes/special/mv.tsx", { id: "subject-mv" }),
    route("subject-vote-index", "routes/special/vote-index.tsx", { id: "subject-vote-index" }),
    // Votes (spec §2 vote, votes; docs/votes.md).
    route("votes", "routes/vote/list.tsx", { id: "votes" }),
    route("vote", "routes/vote/detail.tsx", { id: "vote" }),
    // News, search and findability (spec §2 News, search, sitemap, sharelink): ids are the spec's route names.
    route("news_zh", "routes/news/newsroom.tsx", { id: "news_zh" }),
    route("news_en", "routes/news/newsroom.tsx", { id: "news_en" }),
    route("news_pt", "routes/news/newsroom.tsx", { id: "news_pt" }),
    route("news-list", "routes/news/list.tsx", { id: "news-list" }),
    route("news-detail/:id", "routes/news/detail.tsx", { id: "news-detail" }),
    route("news-radio", "routes/news/radio.tsx", { id: "news-radio" }),
    route("news-topics", "routes/news/topics.tsx", { id: "news-topics" }),
    route("news-topic/:slug", "routes/news/topic.tsx", { id: "news-topic" }),
    route("news-topic-detail/:id", "routes/news/topic-detail.tsx", { id: "news-topic-detail" }),
    route("news_provide", "routes/news/provide.tsx", { id: "news_provide" }),
    route("search", "routes/search.tsx", { id: "search" }),
    // Live TV and radio, special live, the schedule (spec §2 live, special-live, program_list): docs/media.md.
    route("live", "routes/broadcast/live.tsx", { id: "live" }),
    route("special-live", "routes/broadcast/special-live.tsx", { id: "special-live" }),
    route("program_list", "routes/broadcast/program-list.tsx", { id: "program_list" }),
    // Programmes (spec §2 Programmes; docs/media.md): ids are the spec's paths.
    route("program", "routes/program/index-redirect.tsx", { id: "program" }),
    route("program/all_program", "routes/program/all.tsx", { id: "all_program" }),
    ...["tv", "radio", "sport"].flatMap((type) =>
      ["zh", "en", "pt"].map((variant) => route(`program/${type}_${variant}`, "routes/program/type-list.tsx", { id: `${type}_${variant}` })),
    ),
    route("program-detail/:id", "routes/program/detail.tsx", { id: "program-detail" }),
    route("video/program-playlist/:id", "routes/program/detail.tsx", { id: "video-program-playlist" }),
    route("radio/program-playlist/:id", "routes/program/detail.tsx", { id: "radio-program-playlist" }),
    route("program/playitem_video/:slug", "routes/program/playitem.tsx", { id: "playitem_video" }),
    route("program/playitem_radio/:slug", "routes/program/playitem.tsx", { id: "playitem_radio" }),
    route("program/host-list", "routes/program/hosts.tsx", { id: "host-list" }),
    route("program/feature-list", "routes/program/features.tsx", { id: "feature-list" }),
    route("program/feature/:id", "routes/program/feature.tsx", { id: "program-feature" }),
    // Short videos (no route in the spec: docs/media.md), food (spec §2 program/food*), the podcast page.
    route("short-video", "routes/short-video/list.tsx", { id: "short-video" }),
    route("short-video/:id", "routes/short-video/player.tsx", { id: "short-video-player" }),
    route("program/food", "routes/food/landing.tsx", { id: "program-food" }),
    route("program/food-list", "routes/food/list.tsx", { id: "program-food-list" }),
    route("program/food-detail/:id", "routes/food/detail.tsx", { id: "program-food-detail" }),
    // Campaign pages in the bare layout with their own footer (spec §2: tdm40, tdm40-congratulate, tdm40-ticket).
    route("tdm40", "routes/campaign/tdm40.tsx", { id: "tdm40" }),
    route("tdm40-congratulate", "routes/campaign/congratulate.tsx", { id: "tdm40-congratulate" }),
    route("tdm40-ticket", "routes/campaign/ticket.tsx", { id: "tdm40-ticket" }),
    // Sport topics (spec §2 sport_topic/{slug}, sport_topic/{slug}/{id}) with their live block.
    route("sport_topic/:slug", "routes/sport-topic/topic.tsx", { id: "sport_topic" }),
    route("sport_topic/:slug/:id", "routes/sport-topic/item.tsx", { id: "sport_topic-item" }),
    route("podcast", "routes/podcast.tsx", { id: "podcast" }),
    // Games (spec §2 game/{slug}; docs/game.md): the daily quiz.
    route("game/:slug", "routes/game/game.tsx", { id: "game" }),
    // About us (spec §2 About us; docs/company.md): ids are the spec's names. about_us/visit* are the visits module's.
    route("about_us", "routes/company/landing.tsx", { id: "about_us" }),
    ...["company_profile", "structure", "report", "media_technic", "welcome"].map((slug) =>
      route(`about_us/${slug}`, "routes/company/page.tsx", { id: slug }),
    ),
    route("about_us/press_release", "routes/company/press-list.tsx", { id: "press_release" }),
    route("about_us/press/article", "routes/company/press-list.tsx", { id: "press-article" }),
    route("about_us/press_release/:id", "routes/company/press-detail.tsx", { id: "press_release-detail" }),
    route("about_us/program_production", "routes/company/production.tsx", { id: "program_production" }),
    route("about_us/international", "routes/company/international.tsx", { id: "international" }),
    route("about_us/history", "routes/company/history.tsx", { id: "history" }),
    // The site's own pages (spec §2 contact_us, contact-us, advertising, weather, latest, the catch-all other page;
    // docs/site-pages.md): privacy and terms are staff pages (page/item) like any /{lang}/<slug> no screen answers.
    route("contact_us", "routes/site/contact.tsx", { id: "contact_us" }),
    route("contact-us", "routes/site/contact.tsx", { id: "contact-us" }),
    // The general contact form (feedback, not a news tip: issue 21; docs/forms.md).
    route("contact/feedback", "routes/site/feedback.tsx", { id: "contact-feedback" }),
    route("advertising", "routes/site/advertising.tsx", { id: "advertising" }),
    route("weather", "routes/site/weather.tsx", { id: "weather" }),
    route("latest", "routes/site/latest.tsx", { id: "latest" }),
    route("privacy", "routes/site-page.tsx", { id: "privacy" }),
    route("terms", "routes/site-page.tsx", { id: "terms" }),
    route(":slug", "routes/site-page.tsx", { id: "site-page" }),
    // Studio visits (spec §2 about_us/visit, about_us/visit/application; docs/visits.md).
    route("about_us/visit", "routes/visit/visit.tsx", { id: "visit" }),
    route("about_us/visit/application", "routes/visit/application.tsx", { id: "visit-application" }),
    // Supplier area (spec §2 Supplier routes; docs/suppliers.md): its own token, hydrated as an app.
    route("supplier/login", "routes/supplier/login.tsx", { id: "supplier-login" }),
    route("supplier/bind", "routes/supplier/bind.tsx", { id: "supplier-bind" }),
    route("supplier/form", "routes/supplier/form.tsx", { id: "supplier-form" }),
    route("supplier/submit/success", "routes/supplier/submit-success.tsx", { id: "supplier-submit-success" }),
    route("supplier/account", "routes/supplier/account.tsx", { id: "supplier-account" }),
    route("supplier/account/setting", "routes/supplier/setting.tsx", { id: "supplier-account-setting" }),
    route("supplier/password-reset", "routes/supplier/password-reset.tsx", { id: "supplier-password-reset" }),
    // Forms (issue 13, docs/forms.md): tenders, recruitment (one job list, two menu entries), a job with its application.
    route("tendering", "routes/forms/tendering.tsx", { id: "tendering" }),
    route("recruitment", "routes/forms/recruitment.tsx", { id: "recruitment" }),
    route("join-us/job-opportunity", "routes/forms/recruitment.tsx", { id: "job-opportunity" }),
    route("recruitment/:id", "routes/forms/job.tsx", { id: "recruitment-job" }),
    route("sitemap", "routes/sitemap-page.tsx", { id: "sitemap" }),
    route("sharelink/:type/:id", "routes/sharelink.tsx", { id: "sharelink" }),
    route("404", "routes/not-found.tsx", { id: "not-found-page" }),
    route("*", "routes/not-found.tsx", { id: "not-found-catch-all" }),
  ]),
] satisfies RouteConfig;
