#!/usr/bin/env python3
"""Browser-checked cascade conformance fixtures for SkinKit.

    python3 Scripts/conformance/generate.py            # from the repository root
    python3 Scripts/conformance/generate.py --only colors,layers --jobs 1 --no-generated

Runs headless Chromium (through /work/shared/tools/css-oracle/computed_styles.py) on
  * every hand-written case of cases.py (one fixture file per topic), and
  * random workloads of /work/shared/tools/workload/gen_workload.py --profile skss
    (small trees and sheets, many seeds, some with --important-fraction 0.2, each also in a
    variant whose root gets the class theme-dark so the `.theme-dark` rules apply),
and writes Tests/Fixtures/Conformance/<topic>.json and generated-<k>.json:

  {"cases": [
   {"name": ..., "css": ..., "tree": ..., "properties": [...], "chromium_rules": <int>,
    "expected": [{"path": "0/1", "computed": {"color": "rgb(255, 0, 0)", ...}}, ...]},
   ...]}

`expected` has one entry per node in document order (pre-order), with Chromium's
getComputedStyle() strings exactly as computed_styles.py reads them. `chromium_rules` is
`sheet.cssRules.length`: the number of TOP-LEVEL rules Chromium kept (an @media or @layer
block counts as one rule, an @layer statement too, nested rules are not counted).

Environment of the oracle: the tree root is the document element (default root mode); the
viewport is 800x600 (landscape, prefers-color-scheme light), so the @media cases carry
{"environment": {"width": 800, "height": 600, "color-scheme": "light"}, "root": ...}.

Generated workloads are renamed before use so that they use no type of SkinKit's built-in
hierarchy with subclasses: Window -> AppWindow, ScrollView -> Scroller (in the tree and in
the sheet alike; the sheets contain only selectors, #rrggbb colors and px values). The case
name records the generator arguments: gen-n<N>-r<R>-s<seed>[-imp0.2][-dark].

The script checks its own cases and prints a report; it exits 1 when a hand-written check
(cases.py `check`) disagrees with Chromium or when Chromium kept a different number of rules
than expected. Writes only the fixture files. Needs Chromium (run css-oracle/setup.sh).
"""
import argparse
import concurrent.futures
import json
import os
import re
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
ORACLE_DIR = "/work/shared/tools/css-oracle"
WORKLOAD_DIR = "/work/shared/tools/workload"
OUT_DIR = os.path.join(REPO, "Tests", "Fixtures", "Conformance")

sys.path.insert(0, HERE)
sys.path.insert(0, ORACLE_DIR)
sys.path.insert(0, WORKLOAD_DIR)
import cases  # noqa: E402
import computed_styles as cs  # noqa: E402
import gen_workload  # noqa: E402

GENERATED_PROPS = ["color", "background-color", "font-size", "opacity", "padding-top",
                   "padding-right", "padding-bottom", "padding-left", "border-top-color"]

# (nodes, rules, seed, important_fraction): 48 workloads -> 96 cases with the dark variants
GENERATED = (
    [(n, r, s, 0.0) for (n, r, s) in [
        (20, 10, 1), (20, 20, 2), (25, 15, 3), (30, 30, 4), (30, 12, 5), (35, 25, 6),
        (40, 40, 7), (40, 18, 8), (45, 35, 9), (50, 50, 10), (50, 22, 11), (55, 60, 12),
        (60, 28, 13), (70, 45, 14), (75, 33, 15), (80, 60, 16), (90, 24, 17), (100, 40, 18),
        (110, 55, 19), (120, 30, 20), (130, 60, 21), (140, 48, 22), (150, 36, 23),
        (150, 60, 24), (64, 16, 101), (96, 50, 102), (33, 44, 103), (128, 20, 104),
        (77, 58, 105), (21, 59, 106), (149, 11, 107), (88, 38, 108)]]
    + [(n, r, s, 0.2) for (n, r, s) in [
        (20, 15, 31), (30, 25, 32), (40, 35, 33), (50, 45, 34), (60, 55, 35), (70, 20, 36),
        (80, 30, 37), (90, 40, 38), (100, 50, 39), (110, 60, 40), (120, 25, 41),
        (130, 35, 42), (140, 45, 43), (150, 55, 44), (45, 60, 45), (150, 10, 46)]])

RENAME = {"Window": "AppWindow", "ScrollView": "Scroller"}

# short names used in cases.py `check` strings
NAMED = {
    "red": "rgb(255, 0, 0)", "green": "rgb(0, 128, 0)", "blue": "rgb(0, 0, 255)",
    "black": "rgb(0, 0, 0)", "white": "rgb(255, 255, 255)", "yellow": "rgb(255, 255, 0)",
    "lime": "rgb(0, 255, 0)", "aqua": "rgb(0, 255, 255)", "gray": "rgb(128, 128, 128)",
    "transparent": "rgba(0, 0, 0, 0)", "orange": "rgb(255, 165, 0)",
    "purple": "rgb(128, 0, 128)",
}
COLOR_PROPS = {"color", "background-color", "border-top-color"}


# ------------------------------------------------------------------------------ CSS helpers
def count_top_level_rules(css):
    """Top-level rules as written: qualified rules (up to their {} block) and at-rules (up to
    ';' or their block).  A prelude that reaches end of file without a block is no rule."""
    toks = cs.tokenize(css)
    i, n, count = 0, len(toks), 0
    while i < n:
        kind = toks[i][0]
        if kind in ("ws", "comment", "}"):
            i += 1
            continue
        j, depth = i, 0
        while j < n:
            k = toks[j][0]
            if depth == 0 and (k == "{" or (kind == "at" and k == ";")):
                break
            if k in ("(", "[", "function"):
                depth += 1
            elif k in (")", "]"):
                depth -= 1
            j += 1
        if j >= n:
            if kind == "at":
                count += 1          # an at-rule statement ended by EOF
            break
        if toks[j][0] == ";":
            count += 1
            i = j + 1
            continue
        count += 1
        i = cs._find_block_end(toks, j) + 1
    return count


def _raw(toks):
    return "".join(t[1] for t in toks)


def _rewrite_block(toks, tagmap, style_block):
    """Like css-oracle's rewrite, but also rewrites the type selectors of rules nested in
    style rules (css-oracle copies style blocks verbatim).  Used only for cases marked
    nested_types, whose sheets are well-formed."""
    out = []
    i, n = 0, len(toks)
    while i < n:
        kind, text, val = toks[i]
        if kind in ("ws", "comment", ";", "}"):
            out.append(text)
            i += 1
            continue
        j, depth = i, 0
        while j < n:
            k = toks[j][0]
            if depth == 0 and (k == "{" or k == ";"):
                break
            if k in ("(", "[", "function"):
                depth += 1
            elif k in (")", "]"):
                depth -= 1
            j += 1
        if j < n and toks[j][0] == "{":
            end = cs._find_block_end(toks, j)
            inner = toks[j + 1:end]
            if kind == "at":
                grouping = val.lower() in cs._GROUPING_AT
                out.append(_raw(toks[i:j]))
                out.append("{" + (_rewrite_block(inner, tagmap, style_block) if grouping
                                  else _raw(inner)) + "}")
            else:
                out.append(cs._rewrite_selector_tokens(toks[i:j], tagmap))
                out.append("{" + _rewrite_block(inner, tagmap, True) + "}")
            i = end + 1
        else:   # declaration (in a style block) or at-rule statement: verbatim
            out.append(_raw(toks[i:j + 1]))
            i = j + 1
    return "".join(out)


def rewrite_nested(css, prefix=cs.DEFAULT_PREFIX):
    return _rewrite_block(cs.tokenize(css), lambda name: cs.type_to_tag(name, prefix), False)


# ------------------------------------------------------------------------------ running
def run_case(c):
    """c: dict(name, css, tree, properties, nested_types) -> (chromium result, css as loaded)."""
    tree = c["tree"]
    root = tree["root"] if "root" in tree and "type" not in tree else tree
    css_loaded = (rewrite_nested if c.get("nested_types") else cs.rewrite_css)(c["css"])
    data = {"tree": cs._prepare_tree(root, cs.DEFAULT_PREFIX), "css": css_loaded,
            "props": list(c["properties"]), "rootMode": "document"}
    page = cs._PAGE % {"js_build": cs.JS_BUILD, "data": cs.js_literal(data)}
    last = None
    for _attempt in range(3):
        try:
            return cs.run_page(page, timeout=300), css_loaded
        except Exception as e:  # a rare Chromium start-up hiccup: retry
            last = e
    raise RuntimeError("case %r failed: %s" % (c["name"], last))


def fixture_entry(c, res):
    return {"name": c["name"], "css": c["css"], "tree": c["tree"],
            "properties": list(c["properties"]), "chromium_rules": res["rules"],
            "expected": [{"path": nd["path"], "computed": nd["computed"]} for nd in res["nodes"]]}


def parse_check(text):
    out = {}
    for part in text.split(";"):
        part = part.strip()
        if not part:
            continue
        prop, _, val = part.partition(":")
        prop, val = prop.strip(), val.strip()
        if prop in COLOR_PROPS and val in NAMED:
            val = NAMED[val]
        out[prop] = val
    return out


def verify(c, res):
    """Problems of a hand-written case: check mismatches and rule-count surprises."""
    problems = []
    by_path = {nd["path"]: nd["computed"] for nd in res["nodes"]}
    for path, text in c.get("check", {}).items():
        if path not in by_path:
            problems.append("check path %s not in tree" % path)
            continue
        for prop, want in parse_check(text).items():
            if prop not in by_path[path]:
                problems.append("%s: property %s not read" % (path, prop))
            elif by_path[path][prop] != want:
                problems.append("%s %s: expected %r, Chromium %r" % (path, prop, want, by_path[path][prop]))
    written = count_top_level_rules(c["css"])
    if res["rules"] != written - c.get("dropped", 0):
        problems.append("rules: wrote %d, expected %d dropped, Chromium kept %d"
                        % (written, c.get("dropped", 0), res["rules"]))
    return problems


# ------------------------------------------------------------------------------ generated
_RENAME_RE = re.compile(r"\b(%s)\b" % "|".join(RENAME))


def _rename_tree(node):
    node = dict(node)
    node["type"] = RENAME.get(node["type"], node["type"])
    if node.get("children"):
        node["children"] = [_rename_tree(ch) for ch in node["children"]]
    else:
        node.pop("children", None)
    if not node.get("classes"):
        node.pop("classes", None)
    return node


def generated_cases():
    out = []
    for (n, r, seed, imp) in GENERATED:
        tree, css, _meta = gen_workload.generate(n, r, seed, profile="skss",
                                                  important_fraction=imp)
        tree = _rename_tree(tree)
        css = _RENAME_RE.sub(lambda m: RENAME[m.group(1)], css)
        base = "gen-n%d-r%d-s%d%s" % (n, r, seed, "-imp0.2" if imp else "")
        dark = json.loads(json.dumps(tree))
        dark["classes"] = list(dark.get("classes", [])) + ["theme-dark"]
        for name, t in ((base, tree), (base + "-dark", dark)):
            out.append(dict(name=name, css=css, tree=t, properties=list(GENERATED_PROPS),
                            expected_rules=r))
    return out


# ------------------------------------------------------------------------------ output
def write_fixture(path, entries):
    lines = [json.dumps(e, ensure_ascii=False, separators=(",", ":")) for e in entries]
    with open(path, "w", encoding="utf-8") as f:
        f.write('{"cases": [\n' + ",\n".join(lines) + "\n]}\n")


def split_by_size(entries, limit):
    chunks, cur, size = [], [], 0
    for e in entries:
        s = len(json.dumps(e, ensure_ascii=False, separators=(",", ":"))) + 2
        if cur and size + s > limit:
            chunks.append(cur)
            cur, size = [], 0
        cur.append(e)
        size += s
    if cur:
        chunks.append(cur)
    return chunks


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--only", help="comma-separated topics to regenerate (default: all)")
    ap.add_argument("--no-generated", action="store_true", help="skip the random workloads")
    ap.add_argument("--jobs", type=int, default=2, help="parallel Chromium processes (default 2)")
    ap.add_argument("--out-dir", default=OUT_DIR)
    ap.add_argument("--show-css", action="store_true", help="print the CSS as Chromium loaded it")
    a = ap.parse_args()

    only = set(a.only.split(",")) if a.only else None
    hand = [c for c in cases.CASES if only is None or c["topic"] in only]
    names = [c["name"] for c in cases.CASES]
    dups = {x for x in names if names.count(x) > 1}
    if dups:
        sys.exit("duplicate case names: %s" % sorted(dups))
    gen = [] if (a.no_generated or (only and "generated" not in only)) else generated_cases()

    print("Chromium:", cs.chromium_version())
    os.makedirs(a.out_dir, exist_ok=True)
    work = hand + gen
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
        results = list(ex.map(run_case, work))

    failures = 0
    by_topic = {}
    for c, (res, loaded) in zip(hand, results[:len(hand)]):
        by_topic.setdefault(c["topic"], []).append(fixture_entry(c, res))
        problems = verify(c, res)
        if a.show_css or c.get("nested_types"):
            print("  [%s] css as loaded: %s" % (c["name"], loaded))
        if problems:
            failures += 1
            print("MISMATCH %s / %s" % (c["topic"], c["name"]))
            for p in problems:
                print("    " + p)
        elif c.get("dropped"):
            print("  note: %s / %s: Chromium dropped %d rule(s) as intended"
                  % (c["topic"], c["name"], c["dropped"]))
    for t, entries in by_topic.items():
        write_fixture(os.path.join(a.out_dir, t + ".json"), entries)
        print("%-20s %3d cases" % (t + ".json", len(entries)))

    if gen:
        entries = []
        for c, (res, _loaded) in zip(gen, results[len(hand):]):
            if res["rules"] != c["expected_rules"]:
                failures += 1
                print("MISMATCH generated %s: %d rules, Chromium kept %d"
                      % (c["name"], c["expected_rules"], res["rules"]))
            entries.append(fixture_entry(c, res))
        for old in os.listdir(a.out_dir):
            if re.fullmatch(r"generated-\d+\.json", old):
                os.remove(os.path.join(a.out_dir, old))
        chunks = split_by_size(entries, 900_000)
        for k, chunk in enumerate(chunks, 1):
            write_fixture(os.path.join(a.out_dir, "generated-%d.json" % k), chunk)
            print("%-20s %3d cases" % ("generated-%d.json" % k, len(chunk)))

    print("hand-written: %d cases, generated: %d cases, problems: %d" % (len(hand), len(gen), failures))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
