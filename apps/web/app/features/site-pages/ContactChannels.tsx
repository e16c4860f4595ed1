import type { UrlLang } from "@portal/contract/locales";
import type { ContactChannel } from "@portal/contract/schemas/site-pages";
import { translator } from "../../i18n/define.ts";
import { sitePageMessages } from "./messages.ts";
import { telHref } from "./site-format.ts";

/** Desks as cards (contact page, advertising sales): name, what they handle, phone (tel: link), fax, e-mail, hours. */
export function ContactChannels({ channels, lang, headingLevel = 3 }: { channels: ContactChannel[]; lang: UrlLang; headingLevel?: 2 | 3 }) {
  const t = translator(sitePageMessages, lang);
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="contact-cards" role="list">
      {channels.map((channel) => (
        <li key={channel.key} className="contact-card" data-testid={`contact-${channel.key}`}>
          <Heading className="contact-card__name">{channel.name}</Heading>
          {channel.description ? <p className="contact-card__text">{channel.description}</p> : null}
          <dl className="contact-card__lines">
            {channel.phone ? (
              <div>
                <dt>{t("phone")}</dt>
                <dd>
                  <a href={telHref(channel.phone)}>{channel.phone}</a>
                </dd>
              </div>
            ) : null}
            {channel.fax ? (
              <div>
                <dt>{t("fax")}</dt>
                <dd>{channel.fax}</dd>
              </div>
            ) : null}
            {channel.email ? (
              <div>
                <dt>{t("email")}</dt>
                <dd>
                  <a href={`mailto:${channel.email}`}>{channel.email}</a>
                </dd>
              </div>
            ) : null}
            {channel.hours ? (
              <div>
                <dt>{t("hours")}</dt>
                <dd>{channel.hours}</dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}
