#!/usr/bin/env python3
"""Differential check of `skss resolve` against Chromium on seeded random sheets and trees.

    swift build -c release --product skss
    python3 Scripts/conformance/differential.py --cases 5000 --seed 1
    python3 Scripts/conformance/differential.py --cases 200 --seed 7 --no-minimize -v
    python3 Scripts/conformance/differential.py --cases 2000 --style tokens

Generates --cases random cases (random_cases.py: every combinator, attribute operator,
:is/:not/:where, An+B of S, nesting, @layer, @media ranges with em/rem, !important, inline
styles, custom properties, calc(), every color notation, color-mix(), the CSS-wide keywords
revert and revert-layer among them), has Chromium compute them (batch_oracle.py: a few
hundred cases per page load, through css-oracle) and `skss resolve` resolve them, and
compares every node's values (compare.py: colors exact). Each disagreeing case is
minimized (minimize.py) — at most --per-signature of each kind, a kind being the property
and the features the minimized case uses — and the minimized cases are written, with
Chromium's values, to Tests/Fixtures/Conformance/differential.json, the format
ConformanceTests reads (existing entries are kept, new ones added). A summary goes to
standard output and, with --report, to Tests/Fixtures/Conformance/differential.md.

Exit status 1 when some case disagrees. Needs Chromium (css-oracle/setup.sh) and a built
skss (--skss, default .build/release/skss). Not part of `swift test`: the fixtures it
writes are.
"""
import argparse
import collections
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import batch_oracle  # noqa: E402
import compare  # noqa: E402
import minimize  # noqa: E402
import random_cases as rc  # noqa: E402

FIXTURE = os.path.join(REPO, "Tests", "Fixtures", "Conformance", "differential.json")
SAMPLE = os.path.join(REPO, "Tests", "Fixtures", "Conformance", "differential-sample.json")
REPORT = os.path.join(REPO, "Tests", "Fixtures", "Conformance", "differential.md")
PROPERTIES = rc.PROPERTIES + rc.READ_CUSTOM

# Features a minimized case may use, to name the kind of a disagreement.
FEATURES = [
    ("color-mix", r"color-mix\("), ("currentcolor", r"(?i)currentcolor"),
    ("hsl", r"hsla?\("), ("hwb", r"hwb\("), ("rgb", r"rgba?\("), ("none", r"\bnone\b"),
    ("hex", r"#[0-9a-fA-F]{3,8}\b"), ("revert-layer", r"revert-layer"),
    ("revert", r"\brevert\b(?!-)"), ("inherit", r"\binherit\b"), ("initial", r"\binitial\b"),
    ("unset", r"\bunset\b"), ("@layer", r"@layer"), ("@media", r"@media"),
    ("em-in-media", r"@media[^{]*\d(em|rem)\b"), ("!important", r"!important"),
    ("var()", r"var\("), ("calc()", r"calc\("), ("nesting", r"\{[^{}]*\{"),
    ("&", r"&"), (":nth", r":nth-"), (":is/:not/:where", r":(is|not|where)\("), (":has", r":has\("),
    ("attribute", r"\["), ("sibling", r"[+~] "), ("box-shadow", r"box-shadow"),
    ("text-shadow", r"text-shadow"), ("inset", r"\binset\b"),
    ("radial-gradient", r"radial-gradient\("), ("conic-gradient", r"conic-gradient\("),
]


# ------------------------------------------------------------------------------ skss
class Skss:
    def __init__(self, binary, jobs):
        self.binary, self.jobs = binary, jobs
        self.workdir = tempfile.mkdtemp(prefix="skss-differential-")
        self.counter = 0

    def resolve_one(self, index, css, tree):
        d = os.path.join(self.workdir, str(index))
        os.makedirs(d, exist_ok=True)
        sheet, tree_path = os.path.join(d, "sheet.skss"), os.path.join(d, "tree.json")
        with open(sheet, "w", encoding="utf-8") as f:
            f.write(css)
        with open(tree_path, "w", encoding="utf-8") as f:
            json.dump(tree, f)
        proc = subprocess.run(
            [self.binary, "resolve", sheet, "--tree", tree_path, "--format", "json",
             "--properties", ",".join(compare.skinkit_properties(PROPERTIES))],
            capture_output=True, text=True, timeout=120,
            env={**os.environ, "SWIFT_BACKTRACE": "enable=no"})
        if proc.returncode not in (0, 1):
            return {"error": "skss exit %d: %s" % (proc.returncode, proc.stderr[-2000:])}
        try:
            return json.loads(proc.stdout)
        except ValueError:
            return {"error": "skss printed no JSON: %s" % proc.stderr[-2000:]}

    def resolve(self, cases):
        """cases: [(css, tree envelope)] -> skss results, in order."""
        base = self.counter
        self.counter += len(cases)
        with concurrent.futures.ThreadPoolExecutor(max_workers=self.jobs) as ex:
            return list(ex.map(lambda ic: self.resolve_one(base + ic[0], *ic[1]),
                               enumerate(cases)))


# ------------------------------------------------------------------------------ running
def materialize(case):
    sheet, root = case
    return rc.render_sheet(sheet), rc.envelope(root)


def tolerance(css, tree):
    """How near a half a color channel may be to round either way (see compare.py)."""
    linear = "srgb-linear" in css or "srgb-linear" in json.dumps(tree)
    return compare.LINEAR_LIGHT_TOLERANCE if linear else compare.HALF_TOLERANCE


def wrapped_tree(node):
    """The tree with its inline styles' colors wrapped (compare.wrap_colors)."""
    node = dict(node)
    if node.get("style"):
        node["style"] = compare.wrap_colors(node["style"].rstrip("; ") + ";")
    if node.get("children"):
        node["children"] = [wrapped_tree(c) for c in node["children"]]
    return node


def evaluate(cases, skss, batch, jobs, properties=PROPERTIES):
    """For each (sheet AST, root): (disagreements, chromium result)."""
    texts = [materialize(c) for c in cases]
    chromium = batch_oracle.run_batches(
        [{"tree": t, "css": css, "properties": properties} for css, t in texts],
        batch=batch, jobs=jobs)
    ours = skss.resolve(texts)
    out = []
    for (css, tree), res, mine in zip(texts, chromium, ours):
        if "error" in res:
            out.append(([("", "chromium", res["error"][:200], "")], res))
        elif "error" in mine:
            out.append(([("", "skss", "", mine["error"][:200])], res))
        else:
            out.append((compare.disagreements(properties, res["nodes"], mine["nodes"],
                                              tolerance(css, tree)), res))
    # Where Chromium printed rgb() one 8-bit step from SkinKit's color, read its exact value
    # (the same colors wrapped in an identity color-mix()) to tell a half rounded the other
    # way from a disagreement.
    recheck = [i for i, (ds, _) in enumerate(out)
               if ds and all(compare.off_by_one(d[1], d[2], d[3]) for d in ds)]
    if recheck:
        exact = batch_oracle.run_batches(
            [{"tree": {"environment": texts[i][1]["environment"],
                       "root": wrapped_tree(texts[i][1]["root"])},
              "css": compare.wrap_colors(texts[i][0]), "properties": properties}
             for i in recheck], batch=batch, jobs=jobs)
        for i, res in zip(recheck, exact):
            if "error" in res:
                continue
            by_path = {n["path"]: n["computed"] for n in res["nodes"]}
            left = [d for d in out[i][0]
                    if not compare.colors_agree(by_path.get(d[0], {}).get(d[1], ""), d[3],
                                                tolerance(*texts[i]))]
            out[i] = (left, out[i][1])
    return out


def features(css, tree):
    text = css + " " + json.dumps(tree)
    return [name for name, pattern in FEATURES if re.search(pattern, text)]


def signature(prop, css, tree):
    return "%s [%s]" % (prop, ", ".join(features(css, tree)))


def minimize_case(case, prop, skss, batch, jobs):
    """The case minimized so that `prop` still disagrees (only `prop` is read)."""
    props = [prop]

    def still_fails(candidates):
        return [any(d[1] == prop for d in ds)
                for ds, _ in evaluate(candidates, skss, batch, jobs, props)]

    return minimize.minimize(case, still_fails)


# ------------------------------------------------------------------------------ fixtures
def load_fixture(path=FIXTURE):
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as f:
        return json.load(f)["cases"]


def write_fixture(entries, path=FIXTURE):
    lines = [json.dumps(e, ensure_ascii=False, separators=(",", ":")) for e in entries]
    with open(path, "w", encoding="utf-8") as f:
        f.write('{"cases": [\n' + ",\n".join(lines) + "\n]}\n")


def sample(agreeing, count):
    """Up to `count` of the agreeing cases [(seed, css, tree, result)], chosen greedily so
    that between them they use as many pairs of FEATURES as can be, then the first seeds
    (a big case uses most features at once): the regression sample
    kept with Chromium's values, so that `swift test` checks what the run checked."""
    used = {seed: set(features(css, tree)) for seed, css, tree, _ in agreeing}
    pairs = {seed: {(a, b) for a in f for b in f if a <= b} for seed, f in used.items()}
    covered, chosen, left = set(), [], list(agreeing)
    while left and len(chosen) < count:
        best = max(left, key=lambda c: (len(pairs[c[0]] - covered), -c[0]))
        if not pairs[best[0]] - covered:
            break
        covered |= pairs[best[0]]
        chosen.append(best)
        left.remove(best)
    chosen += left[:max(0, count - len(chosen))]     # then the first seeds, to `count`
    return sorted(chosen, key=lambda c: c[0]), len(covered)


def fixture_entry(name, css, tree, props, res):
    return {"name": name, "css": css, "tree": tree, "properties": props,
            "chromium_rules": res["rules"],
            "expected": [{"path": n["path"], "computed": n["computed"]} for n in res["nodes"]]}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cases", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1, help="first seed (case k uses seed+k)")
    ap.add_argument("--batch", type=int, default=250, help="cases per Chromium page")
    ap.add_argument("--jobs", type=int, default=2, help="Chromium pages and skss runs at once")
    ap.add_argument("--skss", default=os.path.join(REPO, ".build", "release", "skss"))
    ap.add_argument("--no-minimize", action="store_true")
    ap.add_argument("--per-signature", type=int, default=2,
                    help="disagreements of one kind minimized and kept (default 2)")
    ap.add_argument("--max-minimize", type=int, default=60, help="cases minimized in all")
    ap.add_argument("--keep", type=int, default=0,
                    help="agreeing cases kept (with every property) in differential-sample.json"
                         " (differential-modern-sample.json for --style modern),"
                         " chosen to cover the most pairs of features (replaces the file)")
    ap.add_argument("--report", action="store_true", help="write differential.md")
    ap.add_argument("--no-fixture", action="store_true", help="write no fixture")
    ap.add_argument("--style", choices=["plain", "tokens", "modern", "paint"], default="plain",
                    help="plain sheets (random_cases.case) or design-token sheets: tokens on"
                         " :root redefined by theme classes (random_cases.token_case), or the"
                         " CSS of today's design systems (random_cases.modern_case), or"
                         " box-shadow and text-shadow lists (random_cases.paint_case)")
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args()
    global PROPERTIES
    global SAMPLE
    if a.style == "tokens":
        PROPERTIES = PROPERTIES + rc.READ_TOKENS
    if a.style == "paint":
        PROPERTIES = rc.PAINT_PROPERTIES
        SAMPLE = SAMPLE.replace("differential-sample.json", "differential-paint-sample.json")
    if a.style == "modern":
        # The modern sample has a file of its own: the plain one stays as it was.
        SAMPLE = SAMPLE.replace("differential-sample.json", "differential-modern-sample.json")

    if not os.path.exists(a.skss):
        sys.exit("no skss at %s (swift build -c release --product skss)" % a.skss)
    skss = Skss(a.skss, a.jobs)
    started = time.time()
    seeds = list(range(a.seed, a.seed + a.cases))
    make = {"tokens": rc.token_case, "modern": rc.modern_case,
            "paint": rc.paint_case}.get(a.style, rc.case)
    cases = [make(s) for s in seeds]
    print("Chromium:", batch_oracle.version())
    results = evaluate(cases, skss, a.batch, a.jobs, PROPERTIES)
    checked = time.time() - started

    failing = [(seed, case, ds) for seed, case, (ds, _) in zip(seeds, cases, results) if ds]
    values = sum(len(res.get("nodes", [])) * len(PROPERTIES) for _, res in results)
    by_property = collections.Counter()
    for _, _, ds in failing:
        for prop in {d[1] for d in ds}:
            by_property[prop] += 1
    print("%s: %d cases (seeds %d-%d), %d values compared in %.0f s: %d cases disagree"
          % (a.style, len(cases), seeds[0], seeds[-1], values, checked, len(failing)))
    for prop, n in by_property.most_common():
        print("  %-20s %d cases" % (prop, n))
    if a.verbose:
        for seed, case, ds in failing[:20]:
            css, tree = materialize(case)
            print("--- seed %d\n%s%s" % (seed, css, json.dumps(tree)))
            for d in ds[:6]:
                print("   %s %s: Chromium %r, skss %r" % d)

    kept, signatures = [], collections.Counter()
    if failing and not a.no_minimize:
        minimized = 0
        for seed, case, ds in failing:
            if minimized >= a.max_minimize:
                break
            prop = sorted({d[1] for d in ds})[0]
            small = minimize_case(case, prop, skss, a.batch, a.jobs)
            css, tree = materialize(small)
            sig = signature(prop, css, tree)
            minimized += 1
            signatures[sig] += 1
            print("seed %d: %s\n%s%s" % (seed, sig, css, json.dumps(tree)))
            if signatures[sig] > a.per_signature:
                continue
            (ds2, res), = evaluate([small], skss, a.batch, 1, [prop])
            for d in ds2:
                print("   %s %s: Chromium %r, skss %r" % d)
            label = "random %sseed %d: %s" % ("token " if a.style == "tokens" else "", seed, prop)
            kept.append(fixture_entry(label, css, tree, [prop], res))
    if kept and not a.no_fixture:
        entries = load_fixture()
        names = {e["name"] for e in entries}
        entries += [e for e in kept if e["name"] not in names]
        write_fixture(entries)
        print("kept %d minimized cases in %s" % (len(kept), os.path.relpath(FIXTURE, REPO)))
    pairs, sampled = 0, 0
    if a.keep and not a.no_fixture:
        agreeing = [(seed,) + materialize(case) + (res,)
                    for seed, case, (ds, res) in zip(seeds, cases, results) if not ds]
        chosen, pairs = sample(agreeing, a.keep)
        sampled = len(chosen)
        write_fixture([fixture_entry("random seed %d" % seed, css, tree, PROPERTIES, res)
                       for seed, css, tree, res in chosen], SAMPLE)
        print("kept %d agreeing cases (%d pairs of features) in %s"
              % (len(chosen), pairs, os.path.relpath(SAMPLE, REPO)))
    print("done in %.0f s" % (time.time() - started))
    if a.report:
        with open(REPORT, "a", encoding="utf-8") as f:
            f.write("\n## Run of %s: %d %s cases, seeds %d-%d\n\n" % (
                time.strftime("%Y-%m-%d"), len(cases), a.style, seeds[0], seeds[-1]))
            f.write("%d values compared; %d cases disagreed.\n" % (values, len(failing)))
            if pairs:
                f.write("- kept %d agreeing cases covering %d pairs of features in"
                        " differential-sample.json\n" % (sampled, pairs))
            for prop, n in by_property.most_common():
                f.write("- %s: %d cases\n" % (prop, n))
            for sig, n in signatures.most_common():
                f.write("- minimized: %s — %d\n" % (sig, n))
    sys.exit(1 if failing else 0)


if __name__ == "__main__":
    main()
