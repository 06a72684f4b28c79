#!/usr/bin/env python3
"""Markdown tables for BENCHMARKS.md from one compare_engine.py run.

    python3 Scripts/benchmarks/tables.py cmp.json [more.json …] > tables.md

Several files (one compare_engine.py run per row of the grid, as Scripts/benchmarks/grid.sh
makes them) are read as one grid: their cells together, the first file's browser.

For every metric the engine and Chromium both report: one table with a row per node count
N and a column per rule count R, each cell "SkinKit ms / Chromium ms = ratio" (medians of
the same run). Then how SkinKit's resolution time grows: ×N (10× more nodes, same rules)
and ×R (10× more rules, same nodes). Peak memory per cell last.
"""
import json
import sys

METRICS = [
    ("resolve_ms", "First styling: every node computed and its values written (`resolve_ms`)"),
    ("restyle_ms", "Full restyle, warm: `activate` of the active skin (`restyle_ms`)"),
    ("theme_toggle_ms", "Theme toggle: class `theme-dark` on the root, then `updateStyles()` (`theme_toggle_ms`)"),
    ("parse_ms", "Stylesheet parse (`parse_ms`)"),
]


STAGES = ("syntax_ms", "compile_ms", "index_ms")
# Figures skss bench reports that have no Chromium counterpart: the median over the engine's
# runs of each, kept as {"engine": value} beside the compared metrics.
ENGINE_ONLY = STAGES + ("node_change_us", "state_change_us", "environment_change_ms",
                        "objects_mb", "skinkit_held_mb", "skinkit_peak_mb", "baseline_rss_mb",
                        "used_first_mb", "used_last_mb")


def load(paths):
    runs_of = []
    for path in paths:
        with open(path) as f:
            runs_of.append(json.load(f))
    data = runs_of[0]
    cells = {}
    for cell in (cell for run in runs_of for cell in run["cells"]):
        w = cell["workload"]
        rows = {row["key"]: row for row in cell["rows"]}
        # The stages of parse_ms (skss bench prints them; compare_engine.py keeps each run's
        # JSON): the median of each over the engine's runs.
        runs = cell.get("engine_json") or []
        for key in ENGINE_ONLY:
            values = sorted(run[key] for run in runs if key in run)
            if values:
                rows[key] = {"engine": values[len(values) // 2]}
        cells[(w["nodes"], w["rules"])] = rows
    return data, cells


def fmt(ms):
    if ms is None:
        return "–"
    return f"{ms:.1f}" if ms < 100 else f"{ms:.0f}"


def table(cells, cell_text):
    """A row per N, a column per R, each cell cell_text(metrics of that cell)."""
    ns = sorted({n for n, _ in cells})
    rs = sorted({r for _, r in cells})
    out = ["| N \\ R | " + " | ".join(f"{r:,}" for r in rs) + " |", "|---:|" + "---:|" * len(rs)]
    for n in ns:
        out.append("| " + " | ".join([f"{n:,}"] + [cell_text(cells.get((n, r), {})) for r in rs]) + " |")
    return out


def grid(cells, key, title):
    def text(metrics):
        metric = metrics.get(key)
        if not metric or metric.get("chromium") in (None, 0):
            return "–"
        ratio = metric["engine"] / metric["chromium"]
        return f"{fmt(metric['engine'])} / {fmt(metric['chromium'])} = **{ratio:.2f}×**"

    intro = [f"### {title}", "", "SkinKit ms / Chromium ms = ratio (lower is better for SkinKit).", ""]
    return intro + table(cells, text)


def stages(cells):
    """parse_ms stage by stage, beside Chromium's replaceSync: what it parses into (typed
    selectors and declarations) is the syntax and compile stages; the index is built later
    in Chromium (when the sheet is activated)."""

    def text(metrics):
        parts = [metrics.get(key) for key in STAGES]
        parse = metrics.get("parse_ms")
        if None in parts or not parse or parse.get("chromium") in (None, 0):
            return "–"
        syntax, compile_, index = (part["engine"] for part in parts)
        ratio = (syntax + compile_) / parse["chromium"]
        return (f"{fmt(syntax)} + {fmt(compile_)} = {fmt(syntax + compile_)} / "
                f"{fmt(parse['chromium'])} = **{ratio:.2f}×** (+ index {fmt(index)})")

    intro = ["### Parse, stage by stage (`syntax_ms` + `compile_ms`, and `index_ms`)", "",
             "SkinKit's text → syntax tree + typed rules = ms / Chromium's `replaceSync` ms = ratio;",
             "then the rule index, which Chromium builds when the sheet is activated.", ""]
    return intro + table(cells, text)


def growth(cells, key="resolve_ms"):
    ns = sorted({n for n, _ in cells})
    rs = sorted({r for _, r in cells})

    def factors(fixed, steps, label, cell):
        """A row per fixed value, a column per 10× step of the other: engine time growth."""
        out = [f"| {label[0]} | " + " | ".join(f"{label[1]} {a:,} → {b:,}" for a, b in zip(steps, steps[1:])) + " |"]
        out.append("|---:|" + "---:|" * (len(steps) - 1))
        for f in fixed:
            row = [f"{f:,}"]
            for a, b in zip(steps, steps[1:]):
                x, y = cells.get(cell(f, a), {}).get(key), cells.get(cell(f, b), {}).get(key)
                row.append(f"{y['engine'] / x['engine']:.1f}×" if x and y else "–")
            out.append("| " + " | ".join(row) + " |")
        return out

    out = ["### How SkinKit's resolution time grows", ""]
    out.append("Factor by which `resolve_ms` grows when N or R is multiplied by 10 (linear in N is 10×).")
    out.append("")
    out += factors(rs, ns, ("R", "N"), lambda r, n: (n, r))
    out.append("")
    out += factors(ns, rs, ("N", "R"), lambda n, r: (n, r))
    return out


def changes(cells):
    def text(metrics):
        node, state = metrics.get("node_change_us"), metrics.get("state_change_us")
        if not node or not state:
            return "–"
        return f"{node['engine']:.1f} / {state['engine']:.1f}"

    return (["### One leaf changed, then `updateStyles()` (µs, median of 101)", "",
             "A class added or removed (`node_change_us`) / a state set or cleared "
             "(`state_change_us`).", ""] + table(cells, text))


def memory(cells):
    def text(metrics):
        def value(key):
            metric = metrics.get(key)
            if not metric:
                return "–"
            return f"{metric['engine']:.1f}" if metric["engine"] < 10 else f"{metric['engine']:.0f}"

        return (f"{value('peak_rss_mb')} = {value('baseline_rss_mb')} + {value('objects_mb')}"
                f" + **{value('skinkit_peak_mb')}** (held {value('skinkit_held_mb')})")

    return (["### Memory (MB)", "",
             "The process's peak (`peak_rss_mb`) = before the runs (`baseline_rss_mb`: the program "
             "and the tree's blueprint) + the app's objects (`objects_mb`) + **SkinKit's own peak** "
             "(`skinkit_peak_mb`); held: what SkinKit keeps for the skin and the styled tree "
             "(`skinkit_held_mb`).", ""] + table(cells, text))


def main():
    data, cells = load(sys.argv[1:])
    lines = [f"Measured against {data['browser']}; engine command `{data['engine_template']}`.", ""]
    for key, title in METRICS:
        lines += grid(cells, key, title) + [""]
    lines += stages(cells) + [""]
    lines += growth(cells) + [""]
    lines += changes(cells) + [""]
    lines += memory(cells)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
