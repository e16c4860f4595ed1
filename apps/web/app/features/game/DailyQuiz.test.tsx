import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import DailyQuiz from "./DailyQuiz.island.tsx";

describe("the daily quiz as the server renders it", () => {
  const question = {
    id: 9,
    question: "When did TDM first broadcast on television?",
    options: (["A", "B", "C", "D"] as const).map((key, i) => ({ key, text: String(1982 + i) })),
  };

  it("is a plain form of the four choices, none chosen, with the submit button and no feedback", () => {
    const html = renderToStaticMarkup(<DailyQuiz lang="en" question={question} />);
    expect(html).toContain("<legend class=\"quiz__question\">When did TDM first broadcast on television?</legend>");
    const radios = [...html.matchAll(/<input type="radio" name="choice" value="([A-D])"([^>]*)\/>/g)];
    expect(radios.map((m) => m[1])).toEqual(["A", "B", "C", "D"]);
    expect(radios.some((m) => m[2]?.includes("checked"))).toBe(false);
    expect(html).toMatch(/<button type="submit"[^>]*data-testid="quiz-submit"[^>]*>Submit answer<\/button>/);
    expect(html).not.toContain('data-testid="quiz-feedback"');
    expect(html).not.toContain("quiz-refused");
  });

  it("is not marked ready, nor asks to sign in, before the browser knows who is there", () => {
    const html = renderToStaticMarkup(<DailyQuiz lang="en" question={question} />);
    expect(html).not.toContain("data-ready");
    expect(html).not.toContain("quiz-signin");
  });
});
