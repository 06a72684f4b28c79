#!/usr/bin/env bash
# Memory over 10,000 reload-and-restyle cycles, measured: a StyleReloader reads a new version
# of a sheet and restyles a screen of 164 model widgets (Tests/SkinKitTests/Reliability/
# ReloadSoak.swift), again and again, while the test samples the process's resident memory
# (/proc/self/statm) before the first cycle, after the warm-up (a tenth of the cycles) and
# after the last. It passes when memory grows by at most 2 MB from the warm-up to the end
# (ReloadMemoryTests.growthBound says why 2 MB), and prints the three figures.
#
# The test runs alone in its process, since it measures the whole process; `swift test`
# without SKINKIT_RELOAD_CYCLES skips it. About two minutes in a debug build.
#   Scripts/memory/reload-cycles.sh            10,000 cycles
#   Scripts/memory/reload-cycles.sh 2000       another number
set -euo pipefail
cd "$(dirname "$0")/../.."
cycles=${1:-10000}
log=$(mktemp)
trap 'rm -f "$log"' EXIT

status=0
SKINKIT_RELOAD_CYCLES=$cycles swift test --filter 'ReloadMemoryTests/residentMemoryStaysFlat' \
  >"$log" 2>&1 || status=$?
grep -E '^reload-cycles:|Expectation failed|error:' "$log" || true
if ! grep -q '^reload-cycles:' "$log"; then
  echo "reload-cycles: FAIL (the test did not run)" >&2
  tail -20 "$log" >&2
  exit 1
fi
if [[ $status -ne 0 ]]; then
  echo "reload-cycles: FAIL" >&2
  exit "$status"
fi
echo "reload-cycles: pass"
