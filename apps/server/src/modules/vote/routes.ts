import { voteDashboard } from "./dashboard.ts";
import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { voteApi } from "@portal/contract/endpoints/vote";
import {
  voteBallotBody,
  voteChannelBody,
  voteQuery,
  voteRankQuery,
  voteSendCodeBody,
  voteSpecialsBody,
  zIdempotencyKey,
  type VoteBallotResult,
} from "@portal/contract/schemas/vote";
import type { Deps } from "../../platform/deps.ts";
import { defineModule } from "../../platform/domain-module.ts";
import { AppError, badRequest, orNotFound, refusal, unauthorized } from "../../platform/errors.ts";
import { memberTokenOf } from "../../platform/member-auth.ts";
import { clientAddressKey, enforceLimit } from "../../platform/rate-limit.ts";
import { defineRoute } from "../../platform/route.ts";
import { verifyCaptcha } from "../captcha/captcha.ts";
import { CODE_TTL_MS, consumeCode, issueCode } from "../identity/codes.ts";
import { laterMessenger, sendChangeCode, sendLaterFor } from "../identity/identity-messages.ts";
import { CODE_CHECK_PER_IP } from "../identity/limits.ts";
import { BallotBatcher } from "./ballot-batcher.ts";
import { SessionBatch } from "./session-batch.ts";
import {
  ballotExists,
  ballotFor,
  ballotResult,
  checkChoices,
  checkVoterCall,
  eraseVoter,
  listOptions,
  listVotes,
  voteIdOf,
  voterOf,
  VoteReads,
  type VoteRules,
} from "./vote-service.ts";
import { captchaReplies } from "../captcha/replies.ts";
import { identityReplies } from "../identity/replies.ts";
import { platformReplies } from "../../platform/replies.ts";
import { voteReplies } from "./replies.ts";
import { registerVoteConsoleRoutes } from "./console-routes.ts";
import { voteTags } from "@portal/contract/cache-tags";

/** The purpose SMS codes of phone votes are issued and checked under (identity/codes.ts). */
const CODE_PURPOSE = "vote";
/** Tallies move all the time: a browser or CDN may keep a rank for a second or two, no longer. */
const CACHE_LIVE = "public, max-age=1, stale-while-revalidate=2";

/** The client's idempotency key: the `Idempotency-Key` header, else the body field, else a key of its own. */
function idempotencyKeyOf(request: FastifyRequest, fromBody: string | undefined): string {
  const header = request.headers["idempotency-key"];
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined) {
    const parsed = zIdempotencyKey.safeParse(value);
    if (!parsed.success) throw badRequest("Idempotency-Key");
    return parsed.data;
  }
  return fromBody ?? randomUUID();
}

/**
 * Votes, spec §7 Vote (docs/votes.md). Reads are public and briefly cached; ballots go through the group-commit
 * batcher and are answered once committed. Who may vote is the vote's rule: members (Api-Key), phones (an SMS code
 * through send-mobile-verify-code, after a captcha, then vote-item/specials), or anyone with a solved captcha.
 */
function registerVoteRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  // Made at the first request (registering routes touches nothing), and a cache of the bus: the console's writes drop
  // the cached rules and ranks too, on every instance, so a closed vote takes no more ballots.
  let made: { reads: VoteReads; unregister: () => void } | undefined;
  const reads = () => {
    if (!made) {
      const fresh = new VoteReads(db, deps.now);
      made = { reads: fresh, unregister: deps.cache.register(fresh) };
    }
    return made.reads;
  };
  const batcher = new BallotBatcher(db, deps.now);
  const sessions = new SessionBatch(db, deps.now);
  const sendLater = sendLaterFor(app, deps.messenger);
  app.addHook("onClose", () => {
    made?.unregister();
    return batcher.drain();
  });
  // Every public vote answer is dropped when the console changes a vote (cache-tags.ts).
  const voteAnswer = () => [voteTags.all];

  async function cast(rules: VoteRules, voter: string, ids: number[], idempotencyKey: string): Promise<VoteBallotResult> {
    let outcome;
    try {
      outcome = await batcher.submit(ballotFor(rules, voter, ids, idempotencyKey));
    } catch (err) {
      // Nothing of the batch was committed: the client may send the same key again.
      app.log.error({ err }, "ballot batch failed");
      throw new AppError(503, platformReplies.unavailable);
    }
    return ballotResult(outcome);
  }

  defineRoute(app, voteApi.list, {
    query: voteQuery,
    cache: CACHE_LIVE,
    tags: voteAnswer,
    handler: async ({ query, locale }) => orNotFound(await listVotes(db, locale, deps.now(), query)),
  });

  defineRoute(app, voteApi.rank, {
    query: voteRankQuery,
    cache: CACHE_LIVE,
    tags: voteAnswer,
    handler: async ({ query, locale }) => {
      const voteId = orNotFound(await voteIdOf(db, query));
      return orNotFound(await reads().rank(voteId, locale, deps.now()));
    },
  });

  defineRoute(app, voteApi.channel, {
    body: voteChannelBody,
    handler: async ({ body, locale }) => listOptions(db, orNotFound(await voteIdOf(db, body)), locale),
  });

  defineRoute(app, voteApi.ballot, {
    body: voteBallotBody,
    handler: async ({ body, request }) => {
      const key = idempotencyKeyOf(request, body.idempotencyKey);
      const rules = checkChoices(await reads().rulesOf(body.VoteId), body.Ids, deps.now());
      checkVoterCall(rules, "ballot");
      if (rules.voter === "member") {
        // As requireMember (platform/member-auth.ts), with the lookups of concurrent ballots in one query.
        const token = memberTokenOf(request);
        const session = token ? await sessions.find(token) : null;
        if (!session) throw unauthorized();
        return cast(rules, voterOf.member(session.memberId), body.Ids, key);
      }
      // Anyone with a captcha: the captcha is used up by this ballot, right or wrong.
      if (!body.verifyKey || !body.verifyCode) throw refusal(voteReplies.voteNeedsMemberOrCaptcha);
      if (!(await verifyCaptcha(deps.kv, body.verifyKey, body.verifyCode, deps.now()))) throw refusal(captchaReplies.captchaInvalid);
      return cast(rules, voterOf.captcha(body.verifyKey), body.Ids, key);
    },
  });

  defineRoute(app, voteApi.sendCode, {
    body: voteSendCodeBody,
    handler: async ({ body, request, locale }) => {
      // The captcha first (used up, right or wrong): without it, a script could text any number.
      if (!(await verifyCaptcha(deps.kv, body.verifyKey, body.verifyCode, deps.now()))) throw refusal(captchaReplies.captchaInvalid);
      // issueCode counts the send per address and against the phone's vote codes, apart from its account codes.
      const code = await issueCode(deps.kv, CODE_PURPOSE, body.phone, request.ip, deps.now());
      await sendChangeCode(laterMessenger(sendLater), "sms", body.phone, code, locale);
      return { verifyKey: body.phone, expiresInSeconds: CODE_TTL_MS / 1000 };
    },
  });

  defineRoute(app, voteApi.phoneBallot, {
    body: voteSpecialsBody,
    handler: async ({ body, request }) => {
      const key = idempotencyKeyOf(request, body.idempotencyKey);
      const rules = checkChoices(await reads().rulesOf(body.votes.VoteId), body.votes.Ids, deps.now());
      checkVoterCall(rules, "phoneBallot");
      const voter = voterOf.phone(body.verifyKey);
      // A retry of a counted ballot finds it, although its code is used up.
      if (await ballotExists(db, voter, key)) return cast(rules, voter, body.votes.Ids, key);
      await enforceLimit(deps.kv, CODE_CHECK_PER_IP, clientAddressKey(request.ip));
      if (!(await consumeCode(deps.kv, CODE_PURPOSE, body.verifyKey, body.verifyCode, deps.now()))) throw refusal(identityReplies.codeInvalid);
      return cast(rules, voter, body.votes.Ids, key);
    },
  });
}

export default defineModule({
  dashboard: voteDashboard,
  routes: (app, deps) => {
    registerVoteRoutes(app, deps);
    registerVoteConsoleRoutes(app, deps);
  },
  eraseMember: (tx, account) => eraseVoter(tx, account.memberId),
});
