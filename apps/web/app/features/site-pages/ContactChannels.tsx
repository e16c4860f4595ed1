import type { UrlLang } from "@portal/contract/locales";
import type { ContactChannel } from "@portal/contract/schemas/site-pages";
import { translator } from "../../i18n/define.ts";
import { EmailAddress } from "../../components/EmailAddress.tsx";
import { sitePageMessages } from "./messages.ts";
import { telHref, whatsappHref } from "./site-format.ts";

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
                  <a href={`mailto:${channel.email}`}>
                    <EmailAddress address={channel.email} />
                  </a>
                </dd>
              </div>
            ) : null}
            {channel.whatsapp ? (
              <div>
                <dt>{t("whatsapp")}</dt>
                <dd>
                  <a href={whatsappHref(channel.whatsapp)} target="_blank" rel="noopener noreferrer">
                    {channel.whatsapp}
                    <span className="visually-hidden">{t("newWindow")}</span>
                  </a>
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
