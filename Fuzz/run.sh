#!/usr/bin/env bash
# Builds a libFuzzer target (with the address sanitizer) and runs it for SECONDS (default 60):
# the whole pipeline (Fuzz/Target), or with FUZZ_TARGET=http the studio's HTTP code
# (Fuzz/HTTPTarget: request parser, targets, host policy, event streams).
#
#   Fuzz/run.sh [SECONDS] [libFuzzer flags...]
#   FUZZ_TARGET=http Fuzz/run.sh 300         # the HTTP target, 5 minutes
#   Fuzz/run.sh 900 -jobs=1                  # one fuzzing process (-jobs=2 -workers=2: two)
#   Fuzz/run.sh 0 Fuzz/artifacts/crash-…     # replay inputs (SECONDS 0: run each once;
#   Fuzz/run.sh 0 Fuzz/corpus                #   a directory: every input in it)
#   FUZZ_SANITIZER=none Fuzz/run.sh 900      # without ASan: about 3 times the executions
#
# Swift traps on overflow, out-of-bounds indexing and failed unwraps without a sanitizer;
# ASan adds checks of the code that uses unsafe pointers (the tokenizer, tree snapshots,
# parallel resolution). Fuzzing without it and replaying the corpus under it afterwards
# (`Fuzz/run.sh 0 Fuzz/corpus`, a few seconds) gets most of both.
#
# New inputs go to Fuzz/corpus (not committed); the committed seeds (Fuzz/seeds) and the
# regression inputs (Tests/Fixtures/Reliability/fuzz) are read too. Crashes, timeouts and
# out-of-memory inputs go to Fuzz/artifacts; the output is also written to
# Fuzz/logs/fuzz-DATE.log (and, with -jobs, libFuzzer's fuzz-N.log of each job is there).
# Minimize a crash with
#   .build/fuzz/release/skss-fuzz -minimize_crash=1 -runs=10000 Fuzz/artifacts/crash-…
# then commit it to Tests/Fixtures/Reliability/fuzz, where `swift test` replays it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd -P)
cd "$root"

seconds=${1:-60}
if [[ $# -gt 0 ]]; then shift; fi

# The build has its own scratch path, so ordinary builds never see the fuzz target. Clang
# module caches inside it record absolute paths: a scratch directory built from another
# checkout (copied or moved here) fails with "precompiled file … was compiled with module
# cache path …", so it is thrown away when it was not built from this directory.
sanitizer=${FUZZ_SANITIZER:-address}
case "$sanitizer" in
  address) scratch="$root/.build/fuzz" sanitize=fuzzer,address ;;
  none) scratch="$root/.build/fuzz-fast" sanitize=fuzzer ;;
  *) echo "run.sh: FUZZ_SANITIZER is address or none, not $sanitizer" >&2; exit 2 ;;
esac
stamp="$scratch/.source-root"
if [[ -d "$scratch" && "$(cat "$stamp" 2>/dev/null)" != "$root" ]]; then
  echo "run.sh: $scratch was not built from $root; rebuilding from scratch" >&2
  rm -rf "$scratch"
fi
mkdir -p "$scratch"
echo "$root" >"$stamp"

# What each target reads and writes: its product, dictionary, seeds, regression inputs and
# the corpus it grows.
case "${FUZZ_TARGET:-pipeline}" in
  pipeline) product=skss-fuzz dict=Fuzz/skss.dict seeds=Fuzz/seeds
    regressions=Tests/Fixtures/Reliability/fuzz corpus=Fuzz/corpus max_len=8192 ;;
  http) product=skss-fuzz-http dict=Fuzz/http.dict seeds=Fuzz/seeds-http
    regressions=Tests/Fixtures/Reliability/fuzz-http corpus=Fuzz/corpus-http max_len=4096 ;;
  *) echo "run.sh: FUZZ_TARGET is pipeline or http, not $FUZZ_TARGET" >&2; exit 2 ;;
esac

export SKINKIT_FUZZ=1
nice -n 10 swift build -c release --scratch-path "$scratch" --product "$product" \
  -Xswiftc -sanitize="$sanitize" -Xswiftc -g -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld
binary="$scratch/release/$product"

mkdir -p "$corpus" Fuzz/artifacts Fuzz/logs
# The Swift crash handler and ASan both want the crash; let ASan have it.
export SWIFT_BACKTRACE=enable=no
# No leak checks, in ASan or in libFuzzer: the Swift runtime keeps metadata and caches for
# the life of the process, and libFuzzer's check (-detect_leaks) runs every input that
# allocates more than it frees a second time, which halved the executions per second.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1}"
flags=(-detect_leaks=0 -timeout=10 -rss_limit_mb=2048)

if [[ "$seconds" == 0 ]]; then
  exec "$binary" "${flags[@]}" -runs=0 "$@"
fi

# libFuzzer writes a fuzz-N.log per job into the working directory: run from Fuzz/logs.
log="$root/Fuzz/logs/$product-$(date +%Y%m%d-%H%M%S).log"
mkdir -p "$regressions"
cd Fuzz/logs
nice -n 10 "$binary" "${flags[@]}" \
  -max_total_time="$seconds" -dict="$root/$dict" -max_len="$max_len" \
  -artifact_prefix="$root/Fuzz/artifacts/" -print_final_stats=1 "$@" \
  "$root/$corpus" "$root/$seeds" "$root/$regressions" 2>&1 |
  tee "$log"
