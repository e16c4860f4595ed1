import type { CaptchaChallenge } from "@portal/contract/schemas/common";

/**
 * Solves a captcha's proof-of-work challenge in the browser (altcha-lib, PBKDF2 through WebCrypto): tries counters
 * 0, 1, 2 … until the derived key starts with the challenge's prefix, and answers that counter as the verifyCode.
 * Loaded only when a form shows a captcha (dynamic import), never on reading pages. Null when aborted or timed out.
 */
export async function solveCaptcha(challenge: CaptchaChallenge, controller: AbortController): Promise<string | null> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import("altcha-lib"), import("altcha-lib/algorithms/web/pbkdf2")]);
  const solution = await solveChallenge({ challenge: { parameters: challenge }, deriveKey, controller, timeout: 120_000 });
  return solution ? String(solution.counter) : null;
}
