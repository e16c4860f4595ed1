import { useMemo, useState, type FormEvent } from "react";
import type { Route } from "./+types/settings";
import { settingsConsoleApi } from "@portal/contract/endpoints/settings";
import { OAUTH_PROVIDERS, type OAuthProviderName } from "@portal/contract/oauth";
import { WEATHER_PROVIDERS, type ConsoleSettings, type WeatherProviderName } from "@portal/contract/schemas/settings/console";
import { Field } from "../../components/Field.tsx";
import { translator } from "../../i18n/define.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { FreshCodeField, useFreshCode } from "../../features/console/FreshCode.tsx";
import { FormEnd } from "../../features/console/form/LocalizedFields.tsx";
import { RichTextFields } from "../../features/console/form/RichTextFields.tsx";
import { useSubmit } from "../../features/console/form/use-submit.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { settingsMessages } from "../../features/console/settings/messages.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/operations.css";
import "../../features/console/producer/producer.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navSettings");

export function loader({ request, context }: Route.LoaderArgs): Promise<ConsoleSettings> {
  return loadForDesk(context, request, consoleLangOfRequest(request), settingsConsoleApi.get);
}

/** Grey mode and the cookie notice: one save, no fresh code. */
function SiteForm({ settings, onSaved }: { settings: ConsoleSettings; onSaved: (next: ConsoleSettings) => void }) {
  const lang = useConsoleLang();
  const t = translator(settingsMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const [grey, setGrey] = useState(settings.greyMode);
  const [cookieText, setCookieText] = useState(settings.cookieText);
  const [version, setVersion] = useState(0);
  const { busy, outcome, submit } = useSubmit(lang);
  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      const next = await call(settingsConsoleApi.update, { body: { greyMode: grey, cookieText } });
      setGrey(next.greyMode);
      setCookieText(next.cookieText);
      setVersion((v) => v + 1);
      onSaved(next);
      return t("siteSaved");
    });
  };
  return (
    <form className="console-panel producer-form" onSubmit={save} noValidate aria-labelledby="settings-site-title" data-testid="settings-site">
      <h2 id="settings-site-title" className="console-panel__title">
        {t("siteTitle")}
      </h2>
      <fieldset className="console-checks">
        <legend>{t("greyLegend")}</legend>
        <label className="console-check">
          <input type="checkbox" checked={grey} onChange={(e) => setGrey(e.target.checked)} aria-describedby="settings-grey-note" data-testid="settings-grey" />
          <span>{t("greyLabel")}</span>
        </label>
        <p className="field__hint" id="settings-grey-note">
          {t("greyNote")}
          {settings.greyWindow ? ` ${t("greyWindowNote")}` : ""}
        </p>
      </fieldset>
      <RichTextFields lang={lang} id="settings-cookie" legend={t("cookieLegend")} hint={t("cookieNote")} value={cookieText} version={version} required onText={(locale, html) => setCookieText((text) => ({ ...text, [locale]: html }))} />
      <FormEnd lang={lang} outcome={outcome} busy={busy} saveLabel={t("saveSite")} testId="settings-site" />
    </form>
  );
}

/** The sign-in providers shown and the weather provider: a sensitive change (a fresh authenticator code). */
function ProvidersForm({ settings, onSaved }: { settings: ConsoleSettings; onSaved: (next: ConsoleSettings) => void }) {
  const lang = useConsoleLang();
  const t = translator(settingsMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const fresh = useFreshCode(lang);
  const [shown, setShown] = useState<OAuthProviderName[]>(settings.signInProviders);
  const [weather, setWeather] = useState<WeatherProviderName>(settings.weatherProvider);
  const { busy, outcome, submit } = useSubmit(lang);
  const configured = settings.configuredProviders;
  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      const next = await fresh.run(() => call(settingsConsoleApi.providers, { body: { signInProviders: shown, weatherProvider: weather } }));
      setShown(next.signInProviders);
      setWeather(next.weatherProvider);
      onSaved(next);
      return t("providersSaved");
    });
  };
  const providerName = (name: OAuthProviderName) => t(`provider_${name}`);
  return (
    <form className="console-panel producer-form" onSubmit={save} noValidate aria-labelledby="settings-providers-title" data-testid="settings-providers">
      <h2 id="settings-providers-title" className="console-panel__title">
        {t("providersTitle")}
      </h2>
      <p className="field__hint">{t("providersNote")}</p>
      <fieldset className="console-checks" aria-describedby="settings-configured">
        <legend>{t("signInLegend")}</legend>
        <p className="field__hint" id="settings-configured" data-testid="settings-configured">
          {configured.length ? t("configured", { list: configured.map(providerName).join(", ") }) : t("noneConfigured")}
        </p>
        {OAUTH_PROVIDERS.map((name) => {
          const usable = configured.includes(name);
          return (
            <label key={name} className="console-check">
              <input
                type="checkbox"
                name="signInProviders"
                value={name}
                disabled={!usable}
                checked={usable && shown.includes(name)}
                onChange={(e) => setShown((list) => (e.target.checked ? [...list, name] : list.filter((n) => n !== name)))}
              />
              <span>
                {providerName(name)}
                {usable ? "" : ` ${t("notConfigured")}`}
              </span>
            </label>
          );
        })}
      </fieldset>
      <Field id="settings-weather" label={t("weatherLabel")} {...(settings.availableWeatherProviders.includes("smg") ? {} : { hint: t("weatherNote") })}>
        {(control) => (
          <select {...control} value={weather} onChange={(e) => setWeather(e.target.value as WeatherProviderName)} data-testid="settings-weather">
            {WEATHER_PROVIDERS.map((name) => {
              const usable = settings.availableWeatherProviders.includes(name);
              return (
                <option key={name} value={name} disabled={!usable}>
                  {t(`weather_${name}`)}
                  {usable ? "" : ` ${t("unavailable")}`}
                </option>
              );
            })}
          </select>
        )}
      </Field>
      {fresh.asked ? <FreshCodeField lang={lang} id="settings-providers-code" fresh={fresh} /> : null}
      <FormEnd lang={lang} outcome={outcome} busy={busy} saveLabel={t("saveProviders")} testId="settings-providers" />
    </form>
  );
}

/**
 * The administrator's site settings (docs/console.md "Administrator: menus and settings"): grey mode and the cookie
 * notice in one form, the sign-in providers shown and the weather provider in another (it asks for a fresh code).
 * Each save is audited and shows on the public site at once.
 */
export default function ConsoleSettingsScreen({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(settingsMessages, lang);
  const [settings, setSettings] = useState(loaderData);
  return (
    <div className="console-page news-desk" data-testid="settings">
      <header className="console-page__head news-desk__head">
        <div>
          <h1>{t("settingsTitle")}</h1>
          <p className="console-page__lead">{t("settingsLead")}</p>
        </div>
      </header>
      <SiteForm settings={settings} onSaved={setSettings} />
      <ProvidersForm settings={settings} onSaved={setSettings} />
    </div>
  );
}
