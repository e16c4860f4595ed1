import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { food } from "./test-support.ts";
import { FoodBand } from "./FoodBand.tsx";

describe("food band on the home page", () => {
  it("shows nothing without stories", () => {
    expect(renderToStaticMarkup(<FoodBand lang="en" items={[]} />)).toBe("");
  });

  it("shows at most four stories, newest as given, with a link to the food home", () => {
    const html = renderToStaticMarkup(<FoodBand lang="en" items={[1, 2, 3, 4, 5, 6].map((id) => food(id))} />);
    expect([...html.matchAll(/data-food-id="(\d+)"/g)].map((m) => m[1])).toEqual(["1", "2", "3", "4"]);
    expect(html).toContain('<a class="food-band__more more-link" href="/en/program/food">More food</a>');
  });

  it("takes the title the lead gives it, else its own in the page's language", () => {
    expect(renderToStaticMarkup(<FoodBand lang="en" items={[food(1)]} />)).toContain('id="food-band-title" class="food-band__title">Food</h2>');
    expect(renderToStaticMarkup(<FoodBand lang="en" items={[food(1)]} title="Eat well" />)).toContain(">Eat well</h2>");
  });
});
