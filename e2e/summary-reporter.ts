// A reporter after Playwright's list (playwright.config.ts): at the end, the failures again with the first lines of
// their errors (a CI log's tail then says what broke, not only that something did), then the line
// `e2e: N passed, M failed` that .ci/run counts. An error outside any test (a spec file that cannot load, the global
// setup or teardown, e.g. the server's own checks) counts as a failure.
import type { FullResult, Reporter, TestCase, TestError, TestResult } from "@playwright/test/reporter";

const firstLines = (text: string, lines = 8) =>
  text
    .replace(/\x1b\[[0-9;]*m/g, "")
    .split("\n")
    .slice(0, lines)
    .map((line) => `    ${line}`)
    .join("\n");

export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed: string[] = [];
  private skipped = 0;
  private errors: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === "passed") this.passed += 1;
    else if (result.status === "skipped") this.skipped += 1;
    else {
      const where = `${test.location.file.replace(/^.*\/e2e\/specs\//, "")}:${test.location.line}`;
      const error = result.errors.map((e) => e.message ?? e.value ?? "").join("\n") || result.status;
      this.failed.push(`✘ ${test.title} (${where}, ${result.status})\n${firstLines(error)}`);
    }
  }

  onError(error: TestError): void {
    this.errors.push(`✘ outside any test\n${firstLines(error.message ?? error.value ?? String(error))}`);
  }

  onEnd(result: FullResult): void {
    const failures = [...this.failed, ...this.errors];
    // The run failed with nothing to show for it (e.g. the global teardown's check): count it, never hide it.
    const unexplained = result.status !== "passed" && failures.length === 0 ? 1 : 0;
    if (failures.length) console.log(`\ne2e: what failed\n${failures.join("\n")}`);
    console.log(`e2e: ${this.passed} passed, ${failures.length + unexplained} failed${this.skipped ? `, ${this.skipped} skipped` : ""}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
