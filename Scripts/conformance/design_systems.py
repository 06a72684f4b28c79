#!/usr/bin/env python3
"""Real design systems' theme files, resolved by `skss resolve` and by Chromium, value for value.

    swift build -c release --product skss
    python3 Scripts/conformance/design_systems.py            # compare, print pass rates
    python3 Scripts/conformance/design_systems.py --write    # also write the golden fixtures
    python3 Scripts/conformance/design_systems.py --skss /tmp/skss-main --project pico -v

The theme files are in Tests/Fixtures/DesignSystems/<project>/ (PROVENANCE.md says where each
comes from); manifest.json lists, for each project, its variants: the files a page loads, in
order, the classes the root element gets (`sl-theme-dark`, `dark`) and the color scheme the
environment prefers (Chromium runs with `--blink-settings=preferredColorScheme=0` for dark).

For each variant, one Chromium page loads the files as one author sheet (`@import` rules are
ignored there, as in any constructable sheet; the files a theme imports are listed in the
manifest instead) on a tree whose root is `html` (classes as the variant says). Every custom
property the files declare (`--name:`) whose computed value on the root is not empty is read
by a probe: a child element of the root with a rule reading `var(--name)` into the first
property of PROBES that Chromium's `CSS.supports()` accepts the value for — a color into
`color` (and its sRGB conversion, `color(from var(--name) srgb r g b / alpha)`, into
`background-color`), a length into `padding-top` (negative: `letter-spacing`; `font-size`
when only it accepts it), a number into `opacity` (`font-weight` when it is above 1 and a
weight). Chromium's values are the golden fixture (`chromium.json` beside the files, with the
probes, so that `swift test` checks them without a browser: DesignSystemTests); `skss
resolve` runs the same sheet and tree and compare.py decides agreement (a color Chromium
prints outside legacy sRGB in its own space within SPACE_TOLERANCE; sRGB colors as bytes, a
channel converted from another space within CONVERSION_TOLERANCE of a half either way).

Exit status 1 when some value disagrees.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import batch_oracle  # noqa: E402
import compare  # noqa: E402

FIXTURES = os.path.join(REPO, "Tests", "Fixtures", "DesignSystems")
ENVIRONMENT = {"width": 800, "height": 600}
DARK_FLAGS = ["--blink-settings=preferredColorScheme=0"]
PROBE_SRGB = "background-color"
# How near a half an sRGB channel converted from another space may be to round either way
# (in 8-bit steps): Chromium converts in 32-bit floats through XYZ D50, up to 1.5e-4 from
# CSS Color 4's sample code (`oklch(95% .06 0)` is red 1.07502 there, 1.07512 exactly).
CONVERSION_TOLERANCE = 0.05

PAGE = r"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>design systems</title></head><body><script>
%(js_build)s
(function () {
  const D = %(data)s;
  const out = {scheme: matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'};
  try {
    const oldRoot = document.documentElement;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(D.css);
    document.adoptedStyleSheets = [sheet];
    const root = document.createElement(D.root.tag);
    if (D.root.classes.length) root.setAttribute('class', D.root.classes.join(' '));
    for (const k in D.root.attrs) root.setAttribute(k, D.root.attrs[k]);
    document.replaceChild(root, oldRoot);
    const style = getComputedStyle(root);
    const probes = [];
    const rules = [];
    D.names.forEach(function (name) {
      const value = style.getPropertyValue(name).trim();
      if (!value) return;
      let read = null;
      if (CSS.supports('color', value)) read = 'color';
      else if (CSS.supports('padding-top', value)) read = 'padding-top';
      else if (CSS.supports('letter-spacing', value)) read = 'letter-spacing';
      else if (CSS.supports('font-size', value)) read = 'font-size';
      else if (CSS.supports('opacity', value))
        read = CSS.supports('font-weight', value) && parseFloat(value) > 1 ? 'font-weight' : 'opacity';
      else if (CSS.supports('font-weight', value)) read = 'font-weight';
      if (!read) return;
      const cls = 'probe' + probes.length;
      let body = read + ': var(' + name + ');';
      if (read === 'color')
        body += ' background-color: color(from var(' + name + ') srgb r g b / alpha);';
      rules.push('.' + cls + ' { ' + body + ' }');
      probes.push({name: name, read: read, 'class': cls});
    });
    const probeSheet = new CSSStyleSheet();
    probeSheet.replaceSync(rules.join('\n'));
    document.adoptedStyleSheets = [sheet, probeSheet];
    const children = probes.map(function (p) {
      const el = document.createElement(D.probeTag);
      el.setAttribute('class', p['class']);
      root.appendChild(el);
      return el;
    });
    probes.forEach(function (p, i) {
      const s = getComputedStyle(children[i]);
      p.chromium = s.getPropertyValue(p.read).trim();
      if (p.read === 'color') p.srgb = s.getPropertyValue('background-color').trim();
    });
    out.rules = sheet.cssRules.length;
    out.probes = probes;
    out.probeCSS = rules.join('\n') + '\n';
  } catch (e) {
    out.error = String(e && e.stack || e);
  }
  document.body && document.body.setAttribute('data-oracle-result', __b64(JSON.stringify(out)));
  if (!document.body) document.documentElement.setAttribute('data-oracle-result', __b64(JSON.stringify(out)));
})();
</script></body></html>
"""


def sheet_text(project, variant):
    parts = []
    for name in variant["files"]:
        with open(os.path.join(FIXTURES, project, name), encoding="utf-8") as f:
            parts.append(f.read())
    return "\n".join(parts)


def custom_property_names(css):
    text = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    seen, names = set(), []
    for m in re.finditer(r"(?<![\w-])(--[A-Za-z0-9_-]+)\s*:", text):
        if m.group(1) not in seen:
            seen.add(m.group(1))
            names.append(m.group(1))
    return names


def chromium(project, variant):
    import computed_styles as cs  # batch_oracle put css-oracle on the path
    css = sheet_text(project, variant)
    data = {"css": batch_oracle.rewrite(css), "names": custom_property_names(css),
            "root": {"tag": cs.type_to_tag("html"), "classes": variant.get("classes", []),
                     "attrs": variant.get("attributes", {})},
            "probeTag": cs.type_to_tag("Probe")}
    page = PAGE % {"js_build": cs.JS_BUILD, "data": cs.js_literal(data)}
    flags = DARK_FLAGS if variant["color-scheme"] == "dark" else []
    result = cs.run_page(page, extra_flags=flags, timeout=600)
    if result.get("error"):
        raise RuntimeError("%s %s: %s" % (project, variant["name"], result["error"]))
    if result["scheme"] != variant["color-scheme"]:
        raise RuntimeError("Chromium preferred %s, not %s" % (result["scheme"],
                                                             variant["color-scheme"]))
    return result


def tree(variant, probes):
    root = {"type": "html", "children": [{"type": "Probe", "classes": [p["class"]]}
                                         for p in probes]}
    if variant.get("classes"):
        root["classes"] = variant["classes"]
    if variant.get("attributes"):
        root["attributes"] = variant["attributes"]
    env = dict(ENVIRONMENT)
    env["color-scheme"] = variant["color-scheme"]
    return {"environment": env, "root": root}


def skss_values(binary, css, tree_json, properties):
    with tempfile.TemporaryDirectory(prefix="skss-design-") as d:
        sheet, tree_path = os.path.join(d, "sheet.skss"), os.path.join(d, "tree.json")
        with open(sheet, "w", encoding="utf-8") as f:
            f.write(css)
        with open(tree_path, "w", encoding="utf-8") as f:
            json.dump(tree_json, f)
        proc = subprocess.run(
            [binary, "resolve", sheet, "--tree", tree_path, "--format", "json",
             "--properties", ",".join(properties)],
            capture_output=True, text=True, timeout=600,
            env={**os.environ, "SWIFT_BACKTRACE": "enable=no"})
    if proc.returncode not in (0, 1):
        raise RuntimeError("skss exit %d: %s" % (proc.returncode, proc.stderr[-2000:]))
    return json.loads(proc.stdout)["nodes"]


def check(binary, project, variant, golden, verbose):
    probes = golden["probes"]
    css = sheet_text(project, variant) + "\n" + golden["probeCSS"]
    nodes = skss_values(binary, css, tree(variant, probes),
                        ["color", "background-color", "padding-top", "letter-spacing",
                         "font-size", "opacity", "font-weight"])
    right, srgb_right, srgb_total, wrong = 0, 0, 0, []
    for probe, node in zip(probes, nodes[1:]):
        style = node.get("style", {})
        got = style.get(probe["read"])
        if compare.agree(probe["read"], probe["chromium"], got):
            right += 1
        else:
            wrong.append((probe["name"], probe["read"], probe["chromium"], got))
        if probe.get("srgb"):
            srgb_total += 1
            if compare.agree(PROBE_SRGB, probe["srgb"], style.get(PROBE_SRGB),
                             CONVERSION_TOLERANCE):
                srgb_right += 1
            else:
                wrong.append((probe["name"], "sRGB", probe["srgb"], style.get(PROBE_SRGB)))
    if verbose:
        for w in wrong[:verbose * 10]:
            print("   %s (%s): Chromium %r, skss %r" % w)
    return right, len(probes), srgb_right, srgb_total


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--skss", default=os.path.join(REPO, ".build", "release", "skss"))
    ap.add_argument("--write", action="store_true", help="ask Chromium and write chromium.json")
    ap.add_argument("--project", action="append", help="only these projects")
    ap.add_argument("-v", "--verbose", action="count", default=0)
    a = ap.parse_args()
    with open(os.path.join(FIXTURES, "manifest.json"), encoding="utf-8") as f:
        manifest = json.load(f)["projects"]
    totals = [0, 0, 0, 0]
    failed = False
    for project in manifest:
        name = project["name"]
        if a.project and name not in a.project:
            continue
        golden_path = os.path.join(FIXTURES, name, "chromium.json")
        if a.write:
            golden = {"chromium": batch_oracle.version(), "environment": ENVIRONMENT,
                      "variants": []}
            for variant in project["variants"]:
                result = chromium(name, variant)
                golden["variants"].append({"name": variant["name"], "rules": result["rules"],
                                           "probeCSS": result["probeCSS"],
                                           "probes": result["probes"]})
            with open(golden_path, "w", encoding="utf-8") as f:
                json.dump(golden, f, indent=1, ensure_ascii=False)
                f.write("\n")
        with open(golden_path, encoding="utf-8") as f:
            golden = json.load(f)
        line = []
        for variant, recorded in zip(project["variants"], golden["variants"]):
            right, total, srgb_right, srgb_total = check(a.skss, name, variant, recorded,
                                                         a.verbose)
            totals[0] += right
            totals[1] += total
            totals[2] += srgb_right
            totals[3] += srgb_total
            failed = failed or right < total or srgb_right < srgb_total
            line.append("%s %d/%d (sRGB %d/%d)" % (variant["name"], right, total, srgb_right,
                                                  srgb_total))
        print("%-14s %s" % (name, "   ".join(line)))
    print("all            %d/%d values (%.0f %%), sRGB conversions %d/%d" % (
        totals[0], totals[1], 100.0 * totals[0] / max(1, totals[1]), totals[2], totals[3]))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
