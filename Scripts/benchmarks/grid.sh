#!/usr/bin/env bash
# BENCHMARKS.md's grids: SkinKit (`skss bench`, release: a StyleManager styling a tree of
# objects, as an app does) beside Chromium on the grid N = 1k, 10k, 100k × R = 100, 1k, 10k,
# for one workload profile and one toolkit (`foreign`: classes of the bench's own adopting
# StyleTreeNode, as an app's views do; `widgets`: SkinKit's model widgets), one
# compare_engine.py run per row of the grid (both engines timed cell by cell in that run).
# The rows with N = 100k run Chromium once per cell with one warm repetition (its cold
# resolve of the tokens sheet alone takes ~25 s there); the others three fresh processes of
# three repetitions each. GRID_NODES="1000 10000" leaves out the slow row.
#
#   Scripts/benchmarks/grid.sh skss   [foreign|widgets] [OUT-DIR]  # OUT-DIR default
#   Scripts/benchmarks/grid.sh tokens [foreign|widgets] [OUT-DIR]  # /tmp/grid-PROFILE-TOOLKIT
#
# Needs Chromium (../shared/tools/css-oracle/setup.sh) and the workload tools in
# $WORKLOAD_TOOLS (default ../shared/tools/workload). Writes OUT-DIR/row-N.json, one per row,
# and OUT-DIR/tables.md (Scripts/benchmarks/tables.py over the rows). Workloads are kept in
# $WORKLOAD_CACHE (default /tmp/wlcache) so the next run does not regenerate them.
set -euo pipefail
cd "$(dirname "$0")/../.."
profile=${1:?usage: grid.sh skss|tokens [foreign|widgets] [OUT-DIR]}
case "$profile" in skss | tokens) ;; *) echo "grid.sh: profile must be skss or tokens, not '$profile'" >&2; exit 2 ;; esac
toolkit=${2:-foreign}
case "$toolkit" in foreign | widgets) ;; *) echo "grid.sh: toolkit must be foreign or widgets, not '$toolkit'" >&2; exit 2 ;; esac
out=${3:-/tmp/grid-$profile-$toolkit}
tools=${WORKLOAD_TOOLS:-../shared/tools/workload}
cache=${WORKLOAD_CACHE:-/tmp/wlcache}
[[ -f "$tools/compare_engine.py" ]] || { echo "grid.sh: no compare_engine.py in $tools (set WORKLOAD_TOOLS)" >&2; exit 2; }
mkdir -p "$out" "$cache"

swift build -c release --product skss >&2
engine="$out/skss"
cp .build/release/skss "$engine"
commit=$(git rev-parse --short HEAD)

rows=()
for n in ${GRID_NODES:-1000 10000 100000}; do
  runs=(--engine-runs 3 --chromium-runs 3 --chromium-reps 3)
  [[ $n == 100000 ]] && runs=(--engine-runs 3 --chromium-runs 1 --chromium-reps 1)
  echo "--- grid.sh: $profile, N = $n ($(date -u +%H:%M:%S))" >&2
  python3 "$tools/compare_engine.py" \
    --engine "$engine bench --tree {tree} --sheet {css} --json --runs 3 --toolkit $toolkit" \
    -n "$n" -r 100 1000 10000 --profile "$profile" --cache-dir "$cache" "${runs[@]}" \
    --out "$out/row-$n.json" >&2
  rows+=("$out/row-$n.json")
done
{
  echo "Commit \`$commit\`, profile \`$profile\`, toolkit \`$toolkit\`, $(date -u +%Y-%m-%d), load average $(cut -d' ' -f1-3 /proc/loadavg) at the end."
  echo
  python3 Scripts/benchmarks/tables.py "${rows[@]}"
} > "$out/tables.md"
echo "wrote $out/tables.md" >&2
