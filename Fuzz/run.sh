#!/usr/bin/env bash
# Builds the libFuzzer target for the whole pipeline (Fuzz/Target, with the address
# sanitizer) and runs it for SECONDS (default 60):
#
#   Fuzz/run.sh [SECONDS] [libFuzzer flags...]
#   Fuzz/run.sh 600 -jobs=2 -workers=2
#   Fuzz/run.sh 0 Fuzz/artifacts/crash-…     # replay one input (SECONDS 0: run it once)
#
# New inputs go to Fuzz/corpus (not committed); the committed seeds (Fuzz/seeds) and the
# regression inputs (Tests/Fixtures/Reliability/fuzz) are read too. Crashes, timeouts and
# out-of-memory inputs go to Fuzz/artifacts; minimize one with
#   .build/fuzz/release/skss-fuzz -minimize_crash=1 -runs=10000 Fuzz/artifacts/crash-…
# then commit it to Tests/Fixtures/Reliability/fuzz, where `swift test` replays it.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
if [[ $# -gt 0 ]]; then shift; fi

scratch=.build/fuzz
export SKINKIT_FUZZ=1
nice -n 10 swift build -c release --scratch-path "$scratch" --product skss-fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -g -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld
binary="$scratch/release/skss-fuzz"

mkdir -p Fuzz/corpus Fuzz/artifacts Fuzz/logs
# The Swift crash handler and ASan both want the crash; let ASan have it.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1}"

if [[ "$seconds" == 0 ]]; then
  exec "$binary" -timeout=10 -rss_limit_mb=2048 "$@"
fi

exec nice -n 10 "$binary" \
  -max_total_time="$seconds" -dict=Fuzz/skss.dict -timeout=10 -rss_limit_mb=2048 \
  -max_len=8192 -artifact_prefix=Fuzz/artifacts/ -print_final_stats=1 "$@" \
  Fuzz/corpus Fuzz/seeds Tests/Fixtures/Reliability/fuzz
