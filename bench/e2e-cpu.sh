#!/usr/bin/env bash
# The machine's busy CPU seconds while Playwright runs some specs: for A/B comparisons of the end-to-end suite's cost
# (docs/performance.md, "the end-to-end suite's CPU per test"). Run on an otherwise idle machine, each variant at least
# twice, alternating: the machine's speed swings between runs.
#   bash bench/e2e-cpu.sh <label> [playwright test arguments…]
#   e.g. bash bench/e2e-cpu.sh trace-off e2e/specs/company/a11y.spec.ts --trace off
set -euo pipefail
label=${1:?usage: bench/e2e-cpu.sh <label> [playwright test arguments…]}
shift
cd "$(dirname "${BASH_SOURCE[0]}")/.."
busy() { awk '/^cpu /{print $2+$3+$4+$7+$8}' /proc/stat; } # user nice system irq softirq, in ticks (1/100 s)
system() { awk '/^cpu /{print $4}' /proc/stat; }
log=$(mktemp "${TMPDIR:-/tmp}/e2e-cpu-$label.XXXXXX")
b0=$(busy); s0=$(system); t0=$(date +%s.%N)
rc=0
npx playwright test "$@" --reporter=dot,./e2e/summary-reporter.ts >"$log" 2>&1 || rc=$?
b1=$(busy); s1=$(system); t1=$(date +%s.%N)
result=$(grep -oE '^e2e: [0-9]+ passed.*' "$log" | tail -n 1 || true)
printf '%s: wall %.1f s, busy CPU %d s (kernel %d s), exit %d, %s (log %s)\n' "$label" "$(echo "$t1 - $t0" | bc)" \
  $(((b1 - b0) / 100)) $(((s1 - s0) / 100)) "$rc" "${result:-no result}" "$log"
