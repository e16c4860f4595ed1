import { describe, expect, it } from "vitest";
import { campaignLabels, SIGN_IN_KEYS } from "./labels.ts";

describe("the islands' texts", () => {
  it("gives only the keys asked for, in the page's language", () => {
    const labels = campaignLabels("pt", SIGN_IN_KEYS);
    expect(Object.keys(labels).sort()).toEqual([...SIGN_IN_KEYS].sort());
    expect(labels.login).toBe("Iniciar sessão");
    expect(labels.loginPrompt).toBe("Inicie sessão ou registe-se primeiro");
  });

  it("fills the placeholders it is given and leaves the others for the island", () => {
    const labels = campaignLabels("en", ["messageHint", "charactersLeft"], { min: 2 });
    expect(labels.messageHint).toBe("2 to {max} characters. Please do not include personal details.");
    expect(labels.charactersLeft).toBe("{count, plural, one {# character left} other {# characters left}}");
  });
});
