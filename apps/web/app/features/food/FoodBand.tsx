import type { UrlLang } from "@portal/contract/locales";
import type { FoodCard as FoodCardData } from "@portal/contract/schemas/food";
import { translator } from "../../i18n/define.ts";
import { FoodCard } from "./FoodCard.tsx";
import { foodMessages } from "./messages.ts";
import { foodHomeHref } from "./paths.ts";
import "./food.css";

/** The newest food stories in a band with "more" (the home page's; the lead places it). */
export function FoodBand({ lang, items, title }: { lang: UrlLang; items: FoodCardData[]; title?: string }) {
  const t = translator(foodMessages, lang);
  if (items.length === 0) return null;
  return (
    <section className="food-band" aria-labelledby="food-band-title" data-testid="food-band">
      <div className="food-band__head">
        <h2 id="food-band-title" className="food-band__title">
          {title ?? t("title")}
        </h2>
        <a className="food-band__more more-link" href={foodHomeHref(lang)}>
          {t("more")}
        </a>
      </div>
      <ul className="food-grid food-grid--band" role="list">
        {items.slice(0, 4).map((item) => (
          <li key={item.id}>
            <FoodCard lang={lang} item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
