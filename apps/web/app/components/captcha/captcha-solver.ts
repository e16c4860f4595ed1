import type { CaptchaChallenge } from "@portal/contract/schemas/common";

/** How many counters are tried at once: WebCrypto derives keys off the main thread, so lanes use several cores. */
export function solverLanes(hardwareConcurrency: number | undefined): number {
  return Math.max(1, Math.min(4, hardwareConcurrency || 2));
}

/**
 * Solves a captcha's proof-of-work challenge in the browser (altcha-lib, PBKDF2 through WebCrypto): finds the
 * counter whose derived key starts with the challenge's prefix and answers it as the verifyCode. The counters are
 * shared out over a few lanes (lane i tries i, i + lanes, i + 2·lanes …); the first lane to find it stops the others.
 * Loaded only when a form shows a captcha (dynamic import), never on reading pages. Null when aborted or timed out.
 */
export async function solveCaptcha(challenge: CaptchaChallenge, controller: AbortController): Promise<string | null> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import("altcha-lib"), import("altcha-lib/algorithms/web/pbkdf2")]);
  const lanes = solverLanes(typeof navigator === "undefined" ? undefined : navigator.hardwareConcurrency);
  const laneController = new AbortController();
  const stop = () => laneController.abort();
  controller.signal.addEventListener("abort", stop, { once: true });
  try {
    const attempts = Array.from({ length: lanes }, (_, lane) =>
      solveChallenge({ challenge: { parameters: challenge }, deriveKey, controller: laneController, timeout: 120_000, counterStart: lane, counterStep: lanes }).then((solution) => {
        if (!solution) throw new Error("lane stopped");
        return solution;
      }),
    );
    const solution = await Promise.any(attempts).catch(() => null);
    return solution ? String(solution.counter) : null;
  } finally {
    stop();
    controller.signal.removeEventListener("abort", stop);
  }
}
