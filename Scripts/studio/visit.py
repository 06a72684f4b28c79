#!/usr/bin/env python3
"""SkinKit Studio in a real browser (headless Chromium over the DevTools protocol): the
scripted visit CI runs.

  1. Opens the page of `skss studio` (a copy of Stylesheets/Default.skss, Samples/Trees/login.json).
  2. Clicks the sign-in button in the picture and reads its background-color, the winning
     declaration and what it overrode; `skss explain` must say the same.
  3. Edits the sheet in the page's editor and saves; then saves from outside, as another
     editor would, seven times: the picture and the value must change, the median time from
     the save to the page showing it within 100 ms (every time is printed;
     STUDIO_LATENCY_LIMIT_MS sets another bound for a machine busy with other work).
  4. Breaks the sheet: the diagnostic (id, line) shows, the last good picture and values stay;
     clicking the diagnostic opens its line in the editor. Restores it.
  5. Shows light and dark side by side, keeping the selection.
  6. Starts Samples/InspectedApp publishing to the studio: the page shows the app's tree and
     values; a save reaches the app through its live reload, and the page shows the app's
     new values.
  7. Opens the studio on every bundled sheet and sample tree: every node is in the outline,
     every picture loads, a click selects the node drawn there, the page reports no error.

  Scripts/studio/visit.py [--skss .build/debug/skss] [--app .build/debug/InspectedApp]
                          [--screenshots DIR] [--skip-sweep]

Exits 0 when every check passed; prints what failed otherwise. Needs python3 and Chromium
(chromium-headless-shell) only.
"""
import argparse
import glob
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser, ProtocolError  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TOKEN = "visit-token-0123456789abcdef"
# The pages opened, for what a failure shows of the last one.
PAGES = []
# The bound, from a save to the page showing it, held by the median of the saves.
# A machine busy with other work may set another (STUDIO_LATENCY_LIMIT_MS); CI keeps 100.
LATENCY_LIMIT_MS = int(os.environ.get("STUDIO_LATENCY_LIMIT_MS", "100"))


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)
    print(f"  ok  {message}")


# MARK: Processes

class Studio:
    """`skss studio` on a free port, stopped as Ctrl-C stops it."""

    def __init__(self, skss, sheets, tree=None):
        command = [skss, "studio", *sheets, "--port", "0", "--token", TOKEN]
        if tree:
            command += ["--tree", tree]
        # Standard error goes to a file: a pipe nobody reads could fill and stop the studio.
        self.errors = tempfile.TemporaryFile(mode="w+")
        self.process = subprocess.Popen(
            command, cwd=ROOT, stdout=subprocess.PIPE, stderr=self.errors, text=True)
        self.url = None
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            line = self.process.stdout.readline()
            if not line:
                break
            match = re.match(r"studio: (http://\S+)", line)
            if match:
                self.url = match.group(1)
                break
        if not self.url:
            self.stop()
            self.errors.seek(0)
            raise Failure(f"skss studio did not print its address: {self.errors.read()}")
        self.origin = re.match(r"(http://[^/]+)", self.url).group(1)

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
                raise Failure("skss studio did not stop on Ctrl-C")
        return self.process.returncode

    def __enter__(self):
        return self

    def __exit__(self, *exception):
        self.stop()


def run(arguments):
    result = subprocess.run(arguments, cwd=ROOT, capture_output=True, text=True)
    return result.returncode, result.stdout, result.stderr


def explain(skss, sheet, tree, node, prop):
    """The value and the winning declaration `skss explain` gives."""
    _, out, _ = run([skss, "explain", sheet, "--tree", tree, "--node", node, "--property", prop])
    value = re.search(rf"^  {re.escape(prop)}: (\S+)", out, re.M).group(1)
    wins = re.search(r"^\s+wins (\S+):(\d+):(\d+)\s+(.+?) \(\d+,\d+,\d+\)", out, re.M)
    losers = re.findall(r"^\s+lost \S+:(\d+):\d+\s+(.+?) \(", out, re.M)
    reasons = re.findall(r"^\s+overridden: (.+)$", out, re.M)
    return {"value": value, "line": int(wins.group(2)), "column": int(wins.group(3)),
            "selector": wins.group(4), "losers": [s for _, s in losers], "reasons": reasons}


def node_count(skss, sheet, tree):
    arguments = [skss, "resolve", sheet, "--format", "json"]
    arguments += ["--tree", tree or os.path.join(ROOT, "Samples/Trees/preview.json")]
    _, out, _ = run(arguments)
    return len(json.loads(out)["nodes"])


def save_as_an_editor_does(path, text):
    """A new file renamed over the old one."""
    temporary = path + ".saving"
    with open(temporary, "w", encoding="utf-8") as file:
        file.write(text)
    os.rename(temporary, path)


# MARK: The page

LOADED = ("document.body.dataset.generation && "
          "[...document.querySelectorAll('#pictures img')].length > 0 && "
          "[...document.querySelectorAll('#pictures img')].every(i => i.complete && i.naturalWidth > 0)")


def wait_loaded(page, count=None):
    page.wait_for(LOADED, 30, "the page and its pictures")
    if count is not None:
        page.wait_for(f"document.querySelectorAll('#pictures img').length === {count}", 10)


def path_of(page, label_prefix):
    return page.evaluate(
        f"studio.views[0].nodes.find(n => n.label.startsWith({json.dumps(label_prefix)})).path")


def click_node(page, path):
    point = page.evaluate(f"studio.pointOf({json.dumps(path)})")
    if not point:
        raise Failure(f"node {path} is not drawn")
    page.click(point["x"], point["y"])
    page.wait_for(f"document.querySelector('#inspector').dataset.path === {json.dumps(path)}", 10,
                  f"the values of {path}")


def shown(page, prop):
    """What the values panel shows for a property: value, winner, losers, app badge."""
    return page.evaluate(f"""(() => {{
      const row = document.querySelector('.property[data-name={json.dumps(prop)}]');
      if (!row) return null;
      const wins = row.querySelector('.declaration.wins');
      return {{
        value: row.querySelector('.value').textContent,
        swatch: Boolean(row.querySelector('.swatch')),
        location: wins && wins.querySelector('.location').textContent,
        selector: wins && wins.querySelector('.selector').textContent,
        losers: [...row.querySelectorAll('.declaration.lost .selector')].map(e => e.textContent),
        reasons: [...row.querySelectorAll('.declaration.lost .reason')].map(e => e.textContent),
        app: [...row.querySelectorAll('.badge.warning')].map(e => e.textContent),
        agrees: Boolean(row.querySelector('.badge.agrees')),
      }};
    }})()""")


def picture(page, index=0):
    return page.evaluate(f"document.querySelectorAll('#pictures img')[{index}].src")


def wait_value(page, prop, value, since=None, what=None):
    condition = (f"(() => {{ const row = document.querySelector('.property[data-name={json.dumps(prop)}] .value');"
                 f" return row && row.textContent === {json.dumps(value)}"
                 + (f" && Number(document.body.dataset.updatedAt) >= {since}" if since else "")
                 + "; })()")
    page.wait_for(condition, 20, what or f"{prop} to be {value}")
    return int(page.evaluate("Number(document.body.dataset.updatedAt)"))


# MARK: The visit

def visit(browser, skss, work, shots, app_binary):
    sheet = os.path.join(work, "Default.skss")
    tree = os.path.join(ROOT, "Samples/Trees/login.json")
    original = open(sheet, encoding="utf-8").read()
    with Studio(skss, [sheet], tree) as studio:
        page = browser.open(studio.url)
        PAGES.append(page)
        wait_loaded(page, 1)
        nodes = page.evaluate("document.querySelectorAll('#nodes li').length")
        check(nodes == node_count(skss, sheet, tree), f"the outline lists the tree's {nodes} nodes")

        # 2. A click in the picture, its values and why.
        path = path_of(page, "Button#sign-in")
        click_node(page, path)
        expected = explain(skss, sheet, tree, "#sign-in", "background-color")
        values = shown(page, "background-color")
        check(values["value"] == expected["value"] and values["swatch"],
              f"clicking the sign-in button shows background-color {values['value']} with a swatch, as skss explain")
        check(values["location"] == f"Default.skss:{expected['line']}:{expected['column']}"
              and values["selector"] == expected["selector"],
              f"the winning declaration is {values['selector']} at {values['location']}, as skss explain")
        headline = path_of(page, "Label.headline")
        click_node(page, headline)
        expected = explain(skss, sheet, tree, "Label.headline", "font-size")
        values = shown(page, "font-size")
        check(values["value"] == expected["value"] and values["selector"] == expected["selector"]
              and values["losers"] == expected["losers"] and values["reasons"] == expected["reasons"]
              and values["losers"],
              f"the headline's font-size {values['value']}: {values['selector']} won over "
              f"{values['losers']} ({'; '.join(values['reasons'])}), as skss explain")
        if shots:
            page.screenshot(os.path.join(shots, "studio.png"))
        click_node(page, path)

        # 3. Edit in the page, then as another editor: picture and values follow.
        tints = ["#ff2d55", "#34c759", "#af52de", "#ff9500", "#5856d6", "#30b0c7", "#ffcc00",
                 "#007aff"]
        expected_values = {}
        for tint in tints:
            edited_dir = tempfile.mkdtemp(dir=work)
            edited = os.path.join(edited_dir, "Default.skss")
            with open(edited, "w", encoding="utf-8") as file:
                file.write(original.replace("--base-tint: #007aff;", f"--base-tint: {tint};"))
            expected_values[tint] = explain(skss, edited, tree, "#sign-in", "background-color")["value"]
        before = picture(page)
        page.evaluate("""(() => { const t = document.querySelector('#text');
            t.value = t.value.replace('--base-tint: #007aff;', '--base-tint: #ff2d55;');
            t.dispatchEvent(new Event('input')); })()""")
        started = page.evaluate("Date.now()")
        page.click_element("#save")
        updated = wait_value(page, "background-color", expected_values["#ff2d55"], started)
        check(picture(page) != before, "saved in the page's editor: the picture changed")
        check(True, f"saved in the page's editor: the value is {expected_values['#ff2d55']} after {updated - started} ms")

        latencies = []
        current = original.replace("--base-tint: #007aff;", "--base-tint: #ff2d55;")
        previous = "#ff2d55"
        for tint in tints[1:]:
            current = current.replace(f"--base-tint: {previous};", f"--base-tint: {tint};")
            previous = tint
            before = picture(page)
            saved = int(time.time() * 1000)
            save_as_an_editor_does(sheet, current)
            updated = wait_value(page, "background-color", expected_values[tint], saved)
            check(picture(page) != before, f"saved by another editor: picture and value {expected_values[tint]} after {updated - saved} ms")
            latencies.append(updated - saved)
        median = statistics.median(latencies)
        check(median <= LATENCY_LIMIT_MS,
              f"from a save to the page showing it: median {median} ms of {latencies} (limit {LATENCY_LIMIT_MS})")
        page.wait_for("!document.querySelector('#save-status').textContent.includes('not saved')")

        # 4. A broken save: its diagnostic, the last good picture and values.
        good_picture = picture(page)
        good_value = shown(page, "background-color")["value"]
        broken = current.replace("Button.primary {\n  background-color: var(--accent);",
                                 "Button.primary {\n  background-color: $missing-accent;")
        check(broken != current, "the sheet can be broken where Button.primary sets its background")
        save_as_an_editor_does(sheet, broken)
        page.wait_for("!!document.querySelector('#diagnostics li.error')", 10, "the diagnostic")
        _, _, errors = run([skss, "lint", sheet])
        line = int(re.search(r"Default\.skss:(\d+):\d+: error: .* \[undefined-constant\]", errors).group(1))
        diagnostic = page.evaluate("""(() => { const e = document.querySelector('#diagnostics li.error');
            return {id: e.dataset.id, location: e.querySelector('.location').textContent}; })()""")
        check(diagnostic["id"] == "undefined-constant" and diagnostic["location"].startswith(f"Default.skss:{line}:"),
              f"a broken save shows its diagnostic: [{diagnostic['id']}] at {diagnostic['location']}")
        check(picture(page) == good_picture and shown(page, "background-color")["value"] == good_value,
              "the last good picture and values stay")
        check("has errors" in page.evaluate("document.querySelector('#status').textContent"),
              "the bar says the sheet has errors and the last good version is shown")
        if shots:
            page.screenshot(os.path.join(shots, "studio-diagnostics.png"))
        page.click_element("#diagnostics li.error .location")
        page.wait_for(f"document.querySelector('#editor').dataset.line === '{line}'", 5)
        selected = page.evaluate("""(() => { const t = document.querySelector('#text');
            return t.value.slice(t.selectionStart, t.selectionEnd); })()""")
        check("$missing-accent" in selected or "missing-accent" in selected,
              f"clicking it opens line {line} in the editor: '{selected.strip()}'")
        save_as_an_editor_does(sheet, current)
        page.wait_for("!document.querySelector('#diagnostics li.error')", 10, "the diagnostic to go")
        check(shown(page, "background-color")["value"] == good_value, "restored: no diagnostic, the same value")

        # 5. Light and dark side by side, the selection kept.
        page.click_element("#environment input[value='dark']")
        wait_loaded(page, 2)
        page.wait_for(f"document.querySelectorAll('#pictures .highlight:not([hidden])').length === 2", 5)
        check(page.evaluate("document.querySelector('#inspector').dataset.path") == path,
              "light and dark side by side, the selection kept in both")
        if shots:
            page.screenshot(os.path.join(shots, "studio-light-dark.png"))
        page.click_element("#environment input[value='dark']")
        wait_loaded(page, 1)

        # 6. An app publishing its trees.
        inspect_app(browser, page, studio, skss, sheet, current, app_binary, shots)
        problems = page.problems()
        check(not problems, f"the page reported no error {problems if problems else ''}")
        save_as_an_editor_does(sheet, original)


def inspect_app(browser, page, studio, skss, sheet, text, app_binary, shots):
    app = subprocess.Popen(
        [app_binary, "--studio", studio.origin, "--token", TOKEN, "--sheet", sheet],
        cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        source = page.wait_for("(() => { const o = [...document.querySelectorAll('#source option')]"
                               ".find(o => o.value.startsWith('app:')); return o && o.value; })()",
                               30, "the app in the list of trees")
        page.evaluate(f"""(() => {{ const s = document.querySelector('#source');
            s.value = {json.dumps(source)}; s.dispatchEvent(new Event('change')); }})()""")
        # The studio's own tree has the same labels: wait for the app's view itself.
        page.wait_for("studio.views.length === 1 && studio.views[0].caption.startsWith('InspectedApp')"
                      " && [...document.querySelectorAll('#nodes li .label')].some(e => e.textContent === 'Button#sign-in.primary')"
                      " && document.querySelectorAll('#nodes li').length === studio.views[0].nodes.length", 10,
                      "the app's tree in the outline")
        wait_loaded(page, 1)
        count = page.evaluate("document.querySelectorAll('#nodes li').length")
        check(True, f"the app's tree is shown ({count} nodes)")
        path = path_of(page, "Button#sign-in")
        click_node(page, path)
        page.wait_for("!!document.querySelector('.property[data-name=\"background-color\"] .badge.agrees')", 10,
                      "the app's own value")
        values = shown(page, "background-color")
        check(values["value"] and values["agrees"] and not values["app"],
              f"the app's sign-in button: background-color {values['value']}, the app's own value the same")
        tint = "#ff3b30"
        edited = text.replace(re.search(r"--base-tint: #[0-9a-f]+;", text).group(0), f"--base-tint: {tint};")
        save_as_an_editor_does(sheet, edited)
        # The button's fill is the accent the sheet derives from the tint, as skss computes it.
        expected = explain(skss, sheet, os.path.join(ROOT, "Samples/Trees/login.json"), "#sign-in",
                           "background-color")["value"]
        page.wait_for(f"""(() => {{ const row = document.querySelector('.property[data-name="background-color"]');
            return row && row.querySelector('.value').textContent === '{expected}'
              && row.querySelector('.badge.agrees') && !row.querySelector('.badge.warning'); }})()""", 20,
                      "the app's new value after its live reload")
        check(True, f"a save reaches the app through its live reload: the app's value is now {expected}")
        if shots:
            page.screenshot(os.path.join(shots, "studio-app.png"))
        save_as_an_editor_does(sheet, text)
    finally:
        app.send_signal(signal.SIGINT)
        try:
            app.wait(timeout=10)
        except subprocess.TimeoutExpired:
            app.kill()
    page.wait_for("[...document.querySelectorAll('#source option')].some(o => o.value.startsWith('app:')"
                  " && o.textContent.endsWith('stopped'))", 10, "the app to be shown stopped")
    check(True, "the app stopped: the studio says so and keeps its last trees")


# MARK: Every sheet and tree

def sweep(browser, skss):
    sheets = sorted(glob.glob(os.path.join(ROOT, "Stylesheets", "*.skss")))
    trees = [None] + sorted(glob.glob(os.path.join(ROOT, "Samples", "Trees", "*.json")))
    page = None
    for sheet in sheets:
        for tree in trees:
            name = f"{os.path.basename(sheet)} on {os.path.basename(tree) if tree else 'the sample screen'}"
            with Studio(skss, [sheet], tree) as studio:
                if page is None:
                    page = browser.open(studio.url)
                else:
                    page.navigate(studio.url)
                wait_loaded(page, 1)
                count = page.evaluate("document.querySelectorAll('#nodes li').length")
                expected = node_count(skss, sheet, tree)
                drawn = page.evaluate("studio.views[0].nodes.filter(n => n.frame).map(n => n.path)")
                # The node drawn on top at the middle of the last node drawn.
                target = drawn[-1]
                top = page.evaluate(f"""(() => {{ const v = studio.views[0];
                    const n = v.nodes.find(n => n.path === {json.dumps(target)}); const [x, y, w, h] = n.frame;
                    const cx = x + w / 2, cy = y + h / 2; let top = null;
                    for (const m of v.nodes) if (m.frame && cx >= m.frame[0] && cy >= m.frame[1]
                        && cx <= m.frame[0] + m.frame[2] && cy <= m.frame[1] + m.frame[3]) top = m.path;
                    return top; }})()""")
                click_node(page, top)
                properties = page.evaluate("document.querySelectorAll('#inspector .property').length")
                problems = page.problems()
                browser.events.clear()
                check(count == expected and not problems,
                      f"{name}: {count} nodes, {len(drawn)} drawn, node {top} selected ({properties} values)")


def describe_last_page():
    """What the last page opened shows, after a failure."""
    if not PAGES:
        return
    try:
        print("the page: " + json.dumps(PAGES[-1].evaluate(
            "({status: document.querySelector('#status').textContent,"
            " data: {...document.body.dataset}, version: studio.version,"
            " generation: studio.generation,"
            " diagnostics: document.querySelector('#diagnostics').innerHTML.slice(0, 500)})")), file=sys.stderr)
        print(f"its problems: {PAGES[-1].problems()}", file=sys.stderr)
    except ProtocolError as error:
        print(f"the page cannot be read: {error}", file=sys.stderr)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--skss", default=os.path.join(ROOT, ".build/debug/skss"))
    parser.add_argument("--app", default=os.path.join(ROOT, ".build/debug/InspectedApp"))
    parser.add_argument("--screenshots", help="write the page's screenshots (PNG) here")
    parser.add_argument("--skip-sweep", action="store_true", help="skip opening every sheet and tree")
    arguments = parser.parse_args()
    if arguments.screenshots:
        os.makedirs(arguments.screenshots, exist_ok=True)
    started = time.monotonic()
    work = tempfile.mkdtemp(prefix="studio-visit-")
    try:
        shutil.copy(os.path.join(ROOT, "Stylesheets/Default.skss"), work)
        with Browser.launch() as browser:
            try:
                print("the scripted visit")
                visit(browser, arguments.skss, work, arguments.screenshots, arguments.app)
                if not arguments.skip_sweep:
                    print("every bundled sheet and sample tree")
                    sweep(browser, arguments.skss)
            except (Failure, ProtocolError) as error:
                print(f"FAILED: {error}", file=sys.stderr)
                describe_last_page()
                return 1
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"passed in {time.monotonic() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
