#!/usr/bin/env bash
# Runs the tests that use several threads under ThreadSanitizer: parallel resolution and
# the threads-at-once resolutions, incremental restyle, the style manager (skins switched
# from any thread), live reload (file watchers, URL loading, skss watch), incremental skin
# switches, declarative trees' style contexts asked for from several threads, the fuzz
# regressions (whose pipeline resolves on three threads), large sheets parsed and compiled in
# two halves at once (names interned on several threads), a large cascade's invalidation
# sets read beside its index, and the studio (its server's thread per connection, event
# streams, two lanes of views, an inspected app).
#
#   Scripts/tsan.sh                 # those suites
#   Scripts/tsan.sh 'ManagerTests'  # another --filter
#
# The build has its own scratch path (.build/tsan). Nothing is suppressed: SkinKit's locks are
# pthread mutexes (`Locked`, which ThreadSanitizer sees), not Synchronization.Mutex, whose
# contended hand-over on Linux it cannot see. Swift Testing prints "passed" even when
# ThreadSanitizer reported a race: only the exit status and the reports tell, so this script
# fails when either does. The output is also written to .build/tsan/tsan.log.
set -euo pipefail
cd "$(dirname "$0")/.."

suites='ConcurrencyTests|OptimisationEquivalenceTests|IncrementalRestyleTests|ManagerTests'
suites+='|FileReloadTests|HTTPReloadTests|URLImportTests|WatchCommandTests'
suites+='|IncrementalActivationTests|FuzzReplayTests|SplitParseTests|KeptCacheTests'
suites+='|StyleContextTests|HTTPServerTests|StudioTests|StudioInspectorTests|StudioCommandTests'
filter=${1:-"SkinKitTests\\.($suites)"}

scratch=.build/tsan
mkdir -p "$scratch"
log="$scratch/tsan.log"
export TSAN_OPTIONS="${TSAN_OPTIONS:-second_deadlock_stack=1}"
# The Swift crash handler and TSan both want a crash; let TSan have it.
export SWIFT_BACKTRACE=enable=no

status=0
nice -n 10 swift test --scratch-path "$scratch" --sanitize=thread --filter "$filter" 2>&1 |
  tee "$log" || status=$?

races=$(grep -c '^WARNING: ThreadSanitizer' "$log" || true)
echo "tsan.sh: swift test exited with status $status; ThreadSanitizer reports: $races"
if [[ "$status" != 0 || "$races" != 0 ]]; then
  grep -A 12 '^WARNING: ThreadSanitizer' "$log" | head -80 >&2 || true
  exit 1
fi
