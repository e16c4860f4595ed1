// A reporter after Playwright's list (playwright.config.ts): at the end, the failures again with the first lines of
// their errors (a CI log's tail then says what broke, not only that something did), then the line
// `e2e: N passed, M failed` that .ci/run counts. A test counts once, by its outcome over its runs: a test that failed
// and then passed on its second run (the one that records a trace) is a flake, and counts as failed. An error outside
// any test (a spec file that cannot load, the global setup or teardown, e.g. the server's own checks) counts as a
// failure.
import type { FullResult, Reporter, Suite, TestCase, TestError } from "@playwright/test/reporter";

const firstLines = (text: string, lines = 8) =>
  text
    .replace(/\x1b\[[0-9;]*m/g, "")
    .split("\n")
    .slice(0, lines)
    .map((line) => `    ${line}`)
    .join("\n");

/** What a test's runs say, for the list of failures. */
function failureOf(test: TestCase): string {
  const where = `${test.location.file.replace(/^.*\/e2e\/specs\//, "")}:${test.location.line}`;
  const failedRun = test.results.find((result) => result.status !== "passed" && result.status !== "skipped");
  const error = failedRun?.errors.map((e) => e.message ?? e.value ?? "").join("\n") || failedRun?.status || "failed";
  const flake = test.outcome() === "flaky" ? "flaky: failed, then passed on its second run; a flake to mend" : "failed twice";
  return `✘ ${test.title} (${where}, ${flake})\n${firstLines(error)}`;
}

export default class SummaryReporter implements Reporter {
  private root: Suite | undefined;
  private errors: string[] = [];

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite;
  }

  onError(error: TestError): void {
    this.errors.push(`✘ outside any test\n${firstLines(error.message ?? error.value ?? String(error))}`);
  }

  onEnd(result: FullResult): void {
    const tests = this.root?.allTests() ?? [];
    const ran = tests.filter((test) => test.results.length > 0);
    const passed = ran.filter((test) => test.outcome() === "expected").length;
    const skipped = ran.filter((test) => test.outcome() === "skipped").length;
    const failed = ran.filter((test) => test.outcome() === "unexpected" || test.outcome() === "flaky");
    const failures = [...failed.map(failureOf), ...this.errors];
    // The run failed with nothing to show for it (e.g. the global teardown's check): count it, never hide it.
    const unexplained = result.status !== "passed" && failures.length === 0 ? 1 : 0;
    if (failures.length) console.log(`\ne2e: what failed\n${failures.join("\n")}`);
    console.log(`e2e: ${passed} passed, ${failures.length + unexplained} failed${skipped ? `, ${skipped} skipped` : ""}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
