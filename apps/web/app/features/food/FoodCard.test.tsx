import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { food } from "./test-support.ts";
import { FoodCard } from "./FoodCard.tsx";

describe("food card", () => {
  it("links the story and shows its type with the place", () => {
    const html = renderToStaticMarkup(<FoodCard lang="pt" item={food(7)} />);
    expect(html).toContain('href="/pt/program/food-detail/7"');
    expect(html).toContain('<span class="food-card__meta">Macanese · Taipa</span>');
    expect(html).toContain('<h3 class="food-card__title">Minchi 7</h3>');
  });

  it("shows the type alone when the story has no place", () => {
    expect(renderToStaticMarkup(<FoodCard lang="en" item={food(7, { place: null })} />)).toContain('<span class="food-card__meta">Macanese</span>');
  });

  it("takes the heading level of the page it is on", () => {
    expect(renderToStaticMarkup(<FoodCard lang="en" item={food(7)} headingLevel={2} />)).toContain('<h2 class="food-card__title">Minchi 7</h2>');
  });
});
