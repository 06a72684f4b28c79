#!/usr/bin/env python3
"""SkinKit's parse stages against Chromium's, timed in turn in one window.

    python3 Scripts/benchmarks/parse_vs_chromium.py --skss /tmp/skss-bench \\
        --workload-dir /tmp/wlcache/N1000_R10000_s1_skss --rounds 8

On a noisy machine two engines timed an hour apart say more about the hour than about the
engines. Each round runs `bench_chromium.py --runs 5` on the workload, then
`skss bench --runs 9` on the same tree and sheet, and the medians of the rounds are
compared as Chromium splits its own work: SkinKit's text → typed rules (`syntax_ms` +
`compile_ms`) against `replaceSync` (`sheet_parse`), its rule index (`index_ms`) against
the sheet's activation (`sheet_activate`, where Blink builds its RuleSet), and `parse_ms`
(all three) against both. Needs the workload tools (../shared/tools/workload, found
relative to the repository unless --tools is given) and a Chromium they can run.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def chromium_round(tools, workload, out):
    """One bench_chromium.py invocation: (sheet_parse ms, sheet_activate ms), medians."""
    finished = subprocess.run(
        [sys.executable, os.path.join(tools, "bench_chromium.py"), "--workload-dir", workload,
         "--runs", "5", "--out", out],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if finished.returncode != 0:
        sys.exit(f"bench_chromium.py failed:\n{finished.stderr}")
    with open(out) as f:
        summary = json.load(f)["cells"][0]["summary"]
    return summary["sheet_parse"], summary["sheet_activate"]


def skss_round(skss, workload):
    """One `skss bench --runs 9`: its JSON object."""
    finished = subprocess.run(
        [skss, "bench", "--tree", os.path.join(workload, "tree.json"),
         "--sheet", os.path.join(workload, "style.css"), "--runs", "9", "--json"],
        capture_output=True, text=True)
    if finished.returncode != 0:
        sys.exit(f"skss bench failed:\n{finished.stderr}")
    return json.loads(finished.stdout)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--skss", required=True, help="a release build of skss")
    parser.add_argument("--workload-dir", required=True, help="holds tree.json and style.css")
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument(
        "--tools", default=os.path.join(os.path.dirname(REPOSITORY), "shared", "tools", "workload"))
    args = parser.parse_args(argv)
    if args.rounds < 1:
        sys.exit("--rounds: at least 1")
    if not os.access(args.skss, os.X_OK):
        sys.exit(f"{args.skss}: no such executable (swift build -c release --product skss)")
    for name in ("tree.json", "style.css"):
        if not os.path.isfile(os.path.join(args.workload_dir, name)):
            sys.exit(f"{args.workload_dir}: no {name} (make one with gen_workload.py)")
    if not os.path.isfile(os.path.join(args.tools, "bench_chromium.py")):
        sys.exit(f"{args.tools}: no bench_chromium.py (pass --tools)")

    rows = []
    with tempfile.TemporaryDirectory() as scratch:
        for index in range(args.rounds):
            parse, activate = chromium_round(
                args.tools, args.workload_dir, os.path.join(scratch, f"chromium{index}.json"))
            result = skss_round(args.skss, args.workload_dir)
            text_to_rules = result["syntax_ms"] + result["compile_ms"]
            rows.append((parse, activate, text_to_rules, result["index_ms"], result["parse_ms"]))
            print(f"round {index + 1}: Chromium parse {parse:.1f} ms, activation {activate:.1f} ms;"
                  f" SkinKit text → typed rules {text_to_rules:.1f} ms, index"
                  f" {result['index_ms']:.1f} ms ({text_to_rules / parse:.2f}×)", flush=True)

    def median(column):
        return statistics.median(row[column] for row in rows)

    def spread(column):
        values = [row[column] for row in rows]
        return f"{min(values):.1f}–{max(values):.1f}"

    print()
    print("| | SkinKit | Chromium | ratio |")
    print("|---|---:|---:|---:|")
    print(f"| text → typed rules vs `replaceSync` | {median(2):.1f} ms ({spread(2)}) |"
          f" {median(0):.1f} ms ({spread(0)}) | **{median(2) / median(0):.2f}×** |")
    print(f"| rule index vs activation | {median(3):.1f} ms ({spread(3)}) |"
          f" {median(1):.1f} ms ({spread(1)}) | **{median(3) / median(1):.2f}×** |")
    print(f"| `parse_ms` vs parse + activation | {median(4):.1f} ms | {median(0) + median(1):.1f} ms |"
          f" **{median(4) / (median(0) + median(1)):.2f}×** |")


if __name__ == "__main__":
    main(sys.argv[1:])
