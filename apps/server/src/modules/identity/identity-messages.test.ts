import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import type { Messenger, OutgoingMessage } from "../../platform/messenger.ts";
import { identityMessagesSettled, sendLaterFor } from "./identity-messages.ts";

/** A messenger whose sends finish only when the test lets them. */
function heldMessenger() {
  const sent: string[] = [];
  const release: (() => void)[] = [];
  const messenger: Messenger = {
    send: (message: OutgoingMessage) =>
      new Promise<void>((resolve) => {
        release.push(() => {
          sent.push(message.to);
          resolve();
        });
      }),
  };
  return { messenger, sent, release: (index: number) => release[index]!() };
}

describe("sendLaterFor", () => {
  it("waits for every module's background sends, not only the last module's to ask", async () => {
    const app = Fastify();
    const { messenger, sent, release } = heldMessenger();
    const identity = sendLaterFor(app, messenger);
    const votes = sendLaterFor(app, messenger);
    identity({ channel: "sms", to: "63000001", text: "code 123456" });
    votes({ channel: "sms", to: "63000002", text: "code 654321" });
    let settled = false;
    const waiting = identityMessagesSettled(app).then(() => (settled = true));
    const tick = () => new Promise((r) => setImmediate(r));
    release(1); // the votes' send is done, the identity one is still on its way
    await tick();
    expect(settled).toBe(false);
    release(0);
    await waiting;
    expect(sent.sort()).toEqual(["63000001", "63000002"]);
    await app.close();
  });
});
