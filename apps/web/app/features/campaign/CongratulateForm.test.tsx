import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import CongratulateForm from "./CongratulateForm.island.tsx";
import { campaignLabels, SIGN_IN_KEYS } from "./labels.ts";

describe("the congratulation form as the server renders it", () => {
  it("tells how long a message may be and counts down from the most", () => {
    const labels = campaignLabels("en", ["messageLabel", "messageHint", "charactersLeft", "send", "sending", "messageEmpty", "messageTooLong", "messageInvisible", "pendingNote", "postedNote", "failed", ...SIGN_IN_KEYS]);
    const html = renderToStaticMarkup(<CongratulateForm lang="en" slug="tdm40" min={2} max={300} labels={labels} />);
    expect(html).toContain("2 to 300 characters. Please do not include personal details.");
    expect(html).toContain("300 characters left");
  });
});
