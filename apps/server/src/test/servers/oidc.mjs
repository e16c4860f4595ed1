// A real OpenID Connect provider (oidc-provider) for the social sign-in tests, run as a child process by
// test/servers/process.ts. Listens on 127.0.0.1:$PORT (0 = any free port) and prints {"issuer": "http://…"}.
// One confidential client: $CLIENT_ID / $CLIENT_SECRET (client_secret_post), redirect URI $REDIRECT_URI, PKCE
// required. The login screen is a form choosing the account (for a browser: ?account=<id>, like a person choosing
// it); a client that does not ask for HTML finishes it at once (default "tester"). Consent is given at once.
import { generateKeyPairSync } from "node:crypto";
import { createServer } from "node:http";
import Provider from "oidc-provider";

/** The provider's people, by subject. */
const ACCOUNTS = {
  tester: { email: "tester@example.net", email_verified: true, name: "測試 用戶", preferred_username: "tester" },
  // The seeded demo member's address, in other letter case: linked by verified e-mail.
  demo: { email: "Demo@Example.MO", email_verified: true, name: "Demo Chan", preferred_username: "demo" },
  // The same address, but not verified by the provider: must not be linked.
  unverified: { email: "demo@example.mo", email_verified: false, preferred_username: "demo" },
};

const { CLIENT_ID, CLIENT_SECRET, REDIRECT_URI } = process.env;
const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });

let provider;
let providerCallback;

/** Login: the account asked for; consent: everything the client asked for. */
async function finishInteraction(req, res, url) {
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name === "login") {
    // A browser (asking for HTML) without a choice yet gets the provider's login form, as a person would.
    if (!url.searchParams.has("account") && /text\/html/.test(req.headers.accept ?? "")) {
      const options = Object.keys(ACCOUNTS).map((id) => `<option value="${id}">${id}</option>`).join("");
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(
        `<!doctype html><html lang="en"><title>Test provider: sign in</title><form method="get">` +
          `<label for="account">Account</label><select id="account" name="account">${options}</select>` +
          `<button type="submit">Sign in</button></form></html>`,
      );
      return;
    }
    const accountId = url.searchParams.get("account") ?? "tester";
    if (!ACCOUNTS[accountId]) {
      res.writeHead(400).end("unknown account");
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
    return;
  }
  const missing = details.prompt.details;
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: details.grantId ? {} : { grantId } }, { mergeWithLastSubmission: true });
}

const server = createServer((req, res) => {
  const url = new URL(req.url, "http://127.0.0.1");
  if (/^\/interaction\/[\w-]+$/.test(url.pathname)) {
    finishInteraction(req, res, url).catch((err) => {
      res.writeHead(500).end(String(err));
    });
    return;
  }
  providerCallback(req, res);
});

server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  const issuer = `http://127.0.0.1:${server.address().port}`;
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [REDIRECT_URI],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: "test-signing-key", use: "sig", alg: "RS256" }] },
    cookies: { keys: ["oidc-test-cookie-key"] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "preferred_username"] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const claims = ACCOUNTS[sub];
      if (!claims) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...claims }) };
    },
  });
  providerCallback = provider.callback();
  process.stdout.write(`${JSON.stringify({ issuer })}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
