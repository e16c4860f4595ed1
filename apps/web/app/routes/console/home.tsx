import { Fragment } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { dashboardConsoleApi } from "@portal/contract/endpoints/dashboard";
import type { UrlLang } from "@portal/contract/locales";
import type { SiteHealth } from "@portal/contract/schemas/dashboard";
import { translator } from "../../i18n/define.ts";
import { ListNotice } from "../../features/console/ConsoleList.tsx";
import { loadList } from "../../features/console/console-list.server.ts";
import { consoleMeta, useConsoleLang, useStaff } from "../../features/console/console-route.ts";
import { dashboardMessages } from "../../features/console/dashboard-messages.ts";
import { consoleMessages } from "../../features/console/messages.ts";
import { groupSections, sectionsFor } from "../../features/console/nav.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/dashboard.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navHome");

/**
 * What waits for the staff member (every domain's dashboard sources their role may act on) and, for the roles who
 * watch the site (administrators, editors, marketing), its health; another role's health call is refused, and the
 * page leaves that part out.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = consoleLangOfRequest(request);
  const [tasks, health] = await Promise.all([loadList(context, request, lang, dashboardConsoleApi.tasks), loadList(context, request, lang, dashboardConsoleApi.health)]);
  return { tasks, health: health.ok ? health.data : null };
}

/** The console's home: who is signed in, what waits for them, the site's health, and the sections the role may open. */
export default function ConsoleHome({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const { me, roleDescription } = useStaff();
  const t = translator(consoleMessages, lang);
  const d = translator(dashboardMessages, lang);
  const role = t(`role_${me.role}`);
  const reachable = sectionsFor(me.role).filter((section) => section.summary);
  const { tasks, health } = loaderData;
  return (
    <div className="console-page" data-testid="console-home">
      <header className="console-page__head">
        <h1>{t("homeTitle", { name: me.name })}</h1>
        <p className="console-page__lead">{t("homeLead", { role })}</p>
      </header>
      <section className="console-panel" aria-labelledby="console-waiting-title" data-testid="console-home-waiting">
        <h2 id="console-waiting-title" className="console-panel__title">
          {d("waitingTitle")}
        </h2>
        {tasks.ok ? (
          tasks.data.items.length > 0 ? (
            <ul className="console-waiting">
              {tasks.data.items.map((task) => (
                <li key={task.id} data-task={task.id}>
                  {task.link ? <Link to={task.link}>{task.label}</Link> : task.label}
                </li>
              ))}
            </ul>
          ) : (
            <p className="console-note">{d("nothingWaiting")}</p>
          )
        ) : (
          <ListNotice lang={lang} failure={tasks.message} empty={false} />
        )}
      </section>
      {health ? <HealthPanel lang={lang} health={health} /> : null}
      <section className="console-panel console-role" aria-labelledby="console-role-title">
        <h2 id="console-role-title" className="console-panel__title">
          {t("yourRole")}
        </h2>
        <p className="console-role__name">
          <span className="console-badge">{role}</span>
        </p>
        {roleDescription ? <p className="console-role__text">{roleDescription}</p> : null}
      </section>
      <section aria-labelledby="console-reach-title">
        <h2 id="console-reach-title" className="console-section-title">
          {t("youCanOpen")}
        </h2>
        <div data-testid="console-home-sections">
          {groupSections(reachable).map(({ group, sections }) => (
            <Fragment key={sections[0]!.id}>
              {group && <h3 className="console-cards__heading">{t(group)}</h3>}
              <ul className="console-cards">
                {sections.map((section) => (
                  <li key={section.id}>
                    <Link to={section.path} className="console-tile">
                      <span className="console-tile__title">{t(section.label)}</span>
                      <span className="console-tile__text">{t(section.summary!)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </Fragment>
          ))}
        </div>
      </section>
    </div>
  );
}

const numberIn = (lang: UrlLang, value: number) => value.toLocaleString(lang === "pt" ? "pt-PT" : lang === "en" ? "en-GB" : "zh-Hant");

/**
 * Views per day as a table whose cells carry a bar (the table is what a screen reader reads; the bars are drawn by
 * CSS from a custom property), the most read stories, the instances and the job queue.
 */
function HealthPanel({ lang, health }: { lang: UrlLang; health: SiteHealth }) {
  const t = translator(dashboardMessages, lang);
  const most = Math.max(1, ...health.days.map((day) => day.pageViews));
  return (
    <section className="console-panel" aria-labelledby="console-health-title" data-testid="console-home-health">
      <h2 id="console-health-title" className="console-panel__title">
        {t("healthTitle")}
      </h2>
      <p className="console-note">{t("healthLead")}</p>
      <div className="console-views-wrap">
        <table className="console-views">
          <caption className="visually-hidden">{t("viewsTableCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("colDay")}</th>
              <th scope="col">{t("colPageViews")}</th>
              <th scope="col">{t("colStoryViews")}</th>
            </tr>
          </thead>
          <tbody>
            {health.days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.day}</th>
                <td className="console-views__bar" style={{ "--share": `${(day.pageViews / most) * 100}%` } as React.CSSProperties}>
                  {numberIn(lang, day.pageViews)}
                </td>
                <td>{numberIn(lang, day.storyViews)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="console-panel__subtitle">{t("topStoriesTitle")}</h3>
      {health.topStories.length > 0 ? (
        <ol className="console-top-stories" data-testid="console-home-top-stories">
          {health.topStories.map((story) => (
            <li key={story.id}>
              <a href={story.url}>{story.title}</a> <span className="console-muted">{t("viewsCount", { count: numberIn(lang, story.views) })}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="console-note">{t("noTopStories")}</p>
      )}
      <h3 className="console-panel__subtitle">{t("serverTitle")}</h3>
      <p data-testid="console-home-instances">{t("instancesLine", { count: health.instances.count })}</p>
      <p>{health.queue ? t("queueLine", { due: health.queue.due, scheduled: health.queue.scheduled, active: health.queue.active, failed: health.queue.failedLastDay }) : t("queueUnknown")}</p>
    </section>
  );
}
