import type { UrlLang } from "@portal/contract/locales";
import type { FoodCard as FoodCardData } from "@portal/contract/schemas/food";
import { foodDetailHref } from "./paths.ts";
import "./food.css";

/** A food story in a grid: the picture (16:9), the type and place, the title and its summary. */
export function FoodCard({ lang, item, headingLevel = 3 }: { lang: UrlLang; item: FoodCardData; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="food-card" data-testid="food-card" data-food-id={item.id}>
      <a className="food-card__link" href={foodDetailHref(lang, item.id)}>
        <img className="food-card__img" src={item.cover} alt="" width={1600} height={900} loading="lazy" decoding="async" />
        <span className="food-card__meta">
          {item.type.title}
          {item.place ? ` · ${item.place}` : ""}
        </span>
        <Heading className="food-card__title">{item.title}</Heading>
      </a>
      <p className="food-card__summary">{item.summary}</p>
    </article>
  );
}
