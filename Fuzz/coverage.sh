#!/usr/bin/env bash
# Line coverage of the sources by the fuzz corpus: builds the fuzz target with coverage
# instrumentation (release, as Fuzz/run.sh builds it, without ASan: a debug build links
# libFuzzer's own main), runs every input of Fuzz/corpus, Fuzz/seeds and
# Tests/Fixtures/Reliability/fuzz once, and prints llvm-cov's report of the modules the
# target links (SkinKit and the layers below it; not the CLI or the preview).
#
#   Fuzz/coverage.sh            # the summary per file and the total
#   Fuzz/coverage.sh --total    # only the TOTAL line
#
# Uses the toolchain's own llvm-profdata and llvm-cov: the Debian llvm-cov first on PATH is
# older and cannot read Swift 6.3 profiles.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd -P)
cd "$root"

# Its own scratch path; see Fuzz/run.sh for why one built from another checkout is dropped.
scratch="$root/.build/fuzz-coverage"
stamp="$scratch/.source-root"
if [[ -d "$scratch" && "$(cat "$stamp" 2>/dev/null)" != "$root" ]]; then
  rm -rf "$scratch"
fi
mkdir -p "$scratch"
echo "$root" >"$stamp"

export SKINKIT_FUZZ=1
nice -n 10 swift build -c release --scratch-path "$scratch" --product skss-fuzz \
  -Xswiftc -sanitize=fuzzer -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping \
  -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld \
  >&2
binary="$scratch/release/skss-fuzz"

profiles="$scratch/profiles"
rm -rf "$profiles"
mkdir -p "$profiles" Fuzz/corpus
export SWIFT_BACKTRACE=enable=no
LLVM_PROFILE_FILE="$profiles/%p.profraw" nice -n 10 "$binary" -runs=0 -detect_leaks=0 \
  -rss_limit_mb=4096 Fuzz/corpus Fuzz/seeds Tests/Fixtures/Reliability/fuzz >&2

toolchain=$(dirname "$(readlink -f "$(command -v swift)")")
"$toolchain/llvm-profdata" merge -sparse "$profiles"/*.profraw -o "$profiles/merged.profdata"
report=("$toolchain/llvm-cov" report "$binary" -instr-profile="$profiles/merged.profdata"
  -ignore-filename-regex='(\.build|Tests|Fuzz)/')
if [[ "${1:-}" == "--total" ]]; then
  "${report[@]}" | awk '/^TOTAL/'
else
  "${report[@]}"
fi
