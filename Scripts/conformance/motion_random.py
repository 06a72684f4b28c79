#!/usr/bin/env python3
"""Random differential cases for running CSS transitions: seeded cases, Chromium as oracle.

    python3 Scripts/conformance/motion_random.py --seeds 1-300 --write   # the fixture
    python3 Scripts/conformance/motion_random.py --seeds 301-1300 --check [--report]
    python3 Scripts/conformance/motion_random.py --seeds 42 --print      # one case, as asked

Each case is made from its seed alone (random.Random(seed)): a property a model widget
takes, two values, a `transition`, sample times and, in a share of the cases, an
interruption. Chromium computes it (motion_oracle.py's Chromium on a DevTools pipe: the
transition paused, its currentTime set to each sample time, getComputedStyle read — no
animation runs against the clock). `--write` writes the cases with Chromium's values to
Tests/Fixtures/Motion/random-transitions.json, which `RandomTransitionTests` runs through
the engine as apps run it (a StyleManager over a Window holding a Label, the clock driven
by `advance(to:)`, the values read from the label). `--check` writes them to a temporary
file instead, runs `swift test --skip-build --filter RandomTransitionTests` with
SKINKIT_MOTION_CASES naming it (build the tests first: `swift build --build-tests`), and
prints each disagreeing seed with its case; exit status 1 when some seed disagrees.

A case (its `kind` is `transition`; other kinds, such as animations, can be added beside it):

  {"seed", "kind", "property" (SkinKit's name), "from", "to", "transition" (SkinKit's text),
   "context"?: the label's other declarations, "parent"?: the window's declarations,
   "running": whether Chromium started a transition, "samples": [{"time": ms, "value"}],
   "interrupt"?: {"kind": "back" | "next" | "frozen", "at": ms, "value"? (next's target),
                  "property"? (frozen's transition-property), "valueAt", "running",
                  "duration"?, "delay"?, "samples": [{"time": ms after "at", "value"}]}}

What the generator does not make, because the engine does not promise it:
- values inherited from a transitioning ancestor (documented as unsupported: a node's
  transitions use its own computed values), so only the label transitions, and `em` lengths
  are resolved against font sizes that do not move (the label's `font-size`, or the
  window's for `font-size` itself);
- percentages of padding (Chromium resolves them against the containing block's width,
  which a model widget does not have);
- `border-width` as Chromium prints it: Chromium snaps border widths to whole device
  pixels (2.5px computes to 2px), a rendering step SkinKit's points do not take; Chromium's
  side of a `border-width` case is `min-height`, which interpolates lengths the same way
  unsnapped. Likewise `tint-color` (not CSS) is `caret-color` there, an inherited color;
- an interruption's sample exactly on a jump of the easing function — a stop's position of
  `linear()` (two stops at one position make a jump), a step of `steps(n)` (k/n): the
  time, a fraction of a shortened duration, falls on either side of the jump by the last
  bit (seed 5431 sampled `linear(…, -0.07 63%, 0.96 28%, …)` at 63%, seed 18712 `steps(5)`
  at 3/5: Chromium's arithmetic landed after the jump, SkinKit's before). The
  interruption's sample fractions leave those out (the samples after the class change are
  whole milliseconds, and a step there is Chromium's: seed 16867);
- `font-weight`: a label's font holds a whole weight (StyleFont.weight is an Int), where
  Chromium interpolates fractional weights;
- `currentcolor` as a value of `color` itself (it is the parent's color: inheritance);
- `currentcolor` under an element color that is not legacy: Chromium interpolates it as
  a legacy sRGB color whatever the element's color is (orange → currentcolor runs in sRGB
  even when `color` is an oklab() color, and shows rgb() values), where SkinKit computes
  currentcolor first and interpolates the element's color (in Oklab, for that oklab()
  color). A known difference, not fixed: the case's element color is a legacy one when
  `from` or `to` is currentcolor (then both agree), and `next` is never currentcolor.
"""
import argparse
import datetime
import json
import os
import random
import re
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
FIXTURE = os.path.join(REPO, "Tests", "Fixtures", "Motion", "random-transitions.json")
REPORT = os.path.join(REPO, "Tests", "Fixtures", "Motion", "random-transitions.md")
SUITE = "RandomTransitionTests"
sys.path.insert(0, HERE)
from motion_oracle import PAGE_SETUP, Chromium  # noqa: E402

# SkinKit's property → (Chromium's property to set, Chromium's longhand to read, the kind of
# value). The kinds: color, length (any sign), size (not negative), number, box-shadow,
# text-shadow.
PROPERTIES = {
    "color": ("color", "color", "color"),
    "background-color": ("background-color", "background-color", "color"),
    "border-color": ("border-color", "border-top-color", "color"),
    "tint-color": ("caret-color", "caret-color", "color"),
    "opacity": ("opacity", "opacity", "number"),
    "padding-top": ("padding-top", "padding-top", "size"),
    "padding-right": ("padding-right", "padding-right", "size"),
    "padding-bottom": ("padding-bottom", "padding-bottom", "size"),
    "padding-left": ("padding-left", "padding-left", "size"),
    "border-radius": ("border-radius", "border-top-left-radius", "size"),
    "border-width": ("min-height", "min-height", "size"),
    "font-size": ("font-size", "font-size", "size"),
    "letter-spacing": ("letter-spacing", "letter-spacing", "length"),
    "box-shadow": ("box-shadow", "box-shadow", "box-shadow"),
    "text-shadow": ("text-shadow", "text-shadow", "text-shadow"),
}
# The label's font size when a length is in em, and the window's (for font-size in em).
LABEL_FONT, WINDOW_FONT = 10, 20
NAMED = ["red", "blue", "green", "transparent", "rebeccapurple", "orange", "white", "black",
         "teal", "gold", "navy", "hotpink"]


# ------------------------------------------------------------------------------ values
def num(r, low, high, places=2):
    value = round(r.uniform(low, high), places)
    return ("%g" % value) if value != int(value) else str(int(value))


def alpha(r):
    if r.random() < 0.6:
        return None
    return num(r, 0, 1) if r.random() < 0.8 else f"{r.randint(0, 100)}%"


def color(r, allow_current=False, depth=0):
    """Any CSS color notation: legacy (hex, names, rgb, hsl, hwb) and modern spaces."""
    pick = r.choice(["hex", "hex", "named", "rgb", "rgb-modern", "hsl", "hwb", "oklch",
                     "oklab", "lab", "lch", "p3", "srgb", "mix"] + (["current"] * allow_current))
    if pick == "current":
        return "currentcolor"
    if pick == "hex":
        form = r.choice([3, 6, 6, 8])
        return "#" + "".join(r.choice("0123456789abcdef") for _ in range(form))
    if pick == "named":
        return r.choice(NAMED)
    a = alpha(r)
    if pick == "rgb":
        channels = ", ".join(str(r.randint(0, 255)) for _ in range(3))
        return f"rgba({channels}, {num(r, 0, 1)})" if a else f"rgb({channels})"
    slash = f" / {a}" if a else ""
    if pick == "rgb-modern":
        return f"rgb({r.randint(0, 255)} {r.randint(0, 255)} {r.randint(0, 255)}{slash})"
    if pick == "hsl":
        return f"hsl({r.randint(0, 359)} {r.randint(0, 100)}% {r.randint(0, 100)}%{slash})"
    if pick == "hwb":
        return f"hwb({r.randint(0, 359)} {r.randint(0, 60)}% {r.randint(0, 40)}%{slash})"
    if pick == "oklch":
        return f"oklch({num(r, 0.1, 0.95)} {num(r, 0, 0.3, 3)} {r.randint(0, 359)}{slash})"
    if pick == "oklab":
        return f"oklab({num(r, 0.1, 0.95)} {num(r, -0.3, 0.3, 3)} {num(r, -0.3, 0.3, 3)}{slash})"
    if pick == "lab":
        return f"lab({r.randint(5, 95)} {r.randint(-80, 80)} {r.randint(-80, 80)}{slash})"
    if pick == "lch":
        return f"lch({r.randint(5, 95)} {r.randint(0, 100)} {r.randint(0, 359)}{slash})"
    if pick in ("p3", "srgb"):
        space = "display-p3" if pick == "p3" else "srgb"
        return f"color({space} {num(r, 0, 1)} {num(r, 0, 1)} {num(r, 0, 1)}{slash})"
    if depth > 0:
        return "#" + "".join(r.choice("0123456789abcdef") for _ in range(6))
    space = r.choice(["srgb", "oklab", "oklch", "hsl", "lab"])
    first, second = color(r, depth=1), color(r, depth=1)
    share = f" {r.randint(0, 100)}%" if r.random() < 0.5 else ""
    return f"color-mix(in {space}, {first}{share}, {second})"


def length(r, kind, prop):
    """px, em (against a font size that does not move) or calc() of both."""
    low = 0 if kind == "size" else -20
    pick = r.choice(["px", "px", "px", "em", "calc"])
    if prop == "font-size":
        low = 6
    if pick == "px":
        return f"{num(r, low, 60, r.choice([0, 1, 2]))}px"
    if pick == "em":
        return f"{num(r, max(low, 0) / 10 if prop != 'font-size' else 0.4, 3)}em"
    pixels, ems = r.randint(int(low) if low > 0 else 0, 30), num(r, 0, 2)
    return f"calc({pixels}px + {ems}em)"


def is_legacy(text):
    """Whether a color of color() is a legacy one (CSS Color 4: hex, names, rgb, hsl, hwb)."""
    return text.startswith(("#", "rgb", "hsl", "hwb")) or text in NAMED


def shadow(r, box):
    parts = [f"{r.randint(-20, 20)}px", f"{r.randint(-20, 20)}px"]
    if r.random() < 0.7:
        parts.append(f"{r.randint(0, 30)}px")
        if box and r.random() < 0.6:
            parts.append(f"{r.randint(-10, 10)}px")
    text = " ".join(parts)
    picked = color(r)
    text = f"{picked} {text}" if r.random() < 0.3 else f"{text} {picked}"
    if box and r.random() < 0.25:
        text = "inset " + text
    return text


def value(r, prop, allow_current=True):
    kind = PROPERTIES[prop][2]
    if kind == "color":
        return color(r, allow_current=allow_current and prop in ("background-color",
                                                                 "border-color"))
    if kind == "number":
        return num(r, 0, 1) if r.random() < 0.8 else f"{r.randint(0, 100)}%"
    if kind in ("box-shadow", "text-shadow"):
        if r.random() < 0.15:
            return "none"
        return ", ".join(shadow(r, kind == "box-shadow") for _ in range(r.choice([1, 1, 2, 3])))
    return length(r, kind, prop)


# ------------------------------------------------------------------------------ timing
def timing_function(r):
    pick = r.choice(["keyword", "keyword", "bezier", "bezier", "steps", "steps", "linear()"])
    if pick == "keyword":
        return r.choice(["linear", "ease", "ease-in", "ease-out", "ease-in-out", "step-start",
                         "step-end"])
    if pick == "bezier":
        y = (lambda: num(r, -1.5, 2.5)) if r.random() < 0.5 else (lambda: num(r, 0, 1))
        return f"cubic-bezier({num(r, 0, 1)}, {y()}, {num(r, 0, 1)}, {y()})"
    if pick == "steps":
        position = r.choice([None, "jump-start", "jump-end", "jump-none", "jump-both", "start",
                             "end"])
        count = r.randint(2 if position == "jump-none" else 1, 6)
        return f"steps({count}, {position})" if position else f"steps({count})"
    stops = []
    for _ in range(r.randint(2, 5)):
        stop = num(r, -0.5, 1.5)
        roll = r.random()
        if roll < 0.35:
            stop += f" {r.randint(0, 100)}%"
        elif roll < 0.45:
            first = r.randint(0, 90)
            stop += f" {first}% {r.randint(first, 100)}%"
        stops.append(stop)
    return f"linear({', '.join(stops)})"


def seconds(r, ms):
    """A time as CSS writes it: ms, or s when it is a whole number of tenths."""
    if ms % 100 == 0 and r.random() < 0.4:
        return f"{ms / 1000:g}s"
    return f"{ms}ms"


def transition(r, prop, chromium_prop):
    """The `transition` text for SkinKit and for Chromium, the duration and the delay (ms)."""
    duration = 0 if r.random() < 0.04 else r.choice([r.randint(50, 2000), r.randint(1, 20) * 100])
    roll = r.random()
    delay = 0 if roll < 0.4 else (r.randint(1, 800) if roll < 0.7 else -r.randint(1, 1500))
    easing = timing_function(r)
    tail = f" {seconds(r, duration)} {easing}"
    if delay or r.random() < 0.2:
        tail += f" {seconds(r, delay) if delay else '0s'}"
    if r.random() < 0.1:
        tail += " allow-discrete"
    roll = r.random()
    if roll < 0.15:
        names = ("all", "all")
    else:
        names = (prop, chromium_prop)
    ours, theirs = names[0] + tail, names[1] + tail
    if roll > 0.85:
        # A list whose other entry names another property.
        other = "color" if prop == "opacity" else "opacity"
        ours, theirs = f"{other} 3s, {ours}", f"{other} 3s, {theirs}"
    return ours, theirs, duration, delay


def sample_times(r, duration, delay):
    """Times after the class change (ms): before the delay, during, at the end, after."""
    end = delay + duration
    times = {0}
    if delay > 0:
        times.add(r.randint(0, delay - 1))
    for _ in range(r.randint(2, 4)):
        if end > max(delay, 0):
            times.add(r.randint(max(delay, 0), end))
    if end > 0:
        times.add(end)
        times.add(end + r.randint(1, 500))
    return sorted(t for t in times if t >= 0)


# ------------------------------------------------------------------------------ cases
def make_case(seed):
    """The case of `seed` (without Chromium's values), and what Chromium needs to run it."""
    r = random.Random(seed)
    prop = r.choice(sorted(PROPERTIES))
    chromium_prop, read, kind = PROPERTIES[prop]
    start, end = value(r, prop), value(r, prop)
    while end == start:
        end = value(r, prop)
    ours, theirs, duration, delay = transition(r, prop, chromium_prop)
    context, parent = [], []
    if kind == "color" or kind.endswith("shadow"):
        own = color(r)
        while "currentcolor" in (start, end) and not is_legacy(own):
            own = color(r)
        context.append(f"color: {own}" if prop != "color" else "")
        parent.append(f"color: {color(r)}")
    if kind in ("length", "size"):
        context.append(f"font-size: {LABEL_FONT}px" if prop != "font-size" else "")
        parent.append(f"font-size: {WINDOW_FONT}px")
    context = [c for c in context if c]
    case = {"seed": seed, "kind": "transition", "property": prop, "from": start, "to": end,
            "transition": ours, "times": sample_times(r, duration, delay)}
    if context:
        case["context"] = "; ".join(context)
    if parent:
        case["parent"] = "; ".join(parent)
    if r.random() < 0.4 and delay + duration >= 2:
        roll = r.random()
        interrupt = {"kind": "back" if roll < 0.5 else ("next" if roll < 0.8 else "frozen"),
                     "at": r.randint(1, delay + duration - 1)}
        if interrupt["kind"] == "next":
            interrupt["value"] = value(r, prop, allow_current=False)
        if interrupt["kind"] == "frozen":
            interrupt["property"] = r.choice(["none", "opacity" if prop != "opacity" else "color"])
        fractions = sorted({0, 1} | {round(r.random(), 3) for _ in range(r.randint(1, 3))})
        # Not on a jump of the easing function (see the module's doc).
        jumps = {int(p) / 100 for p in re.findall(r"(\d+)%", ours.partition("linear(")[2])}
        for count in re.findall(r"steps\((\d+)", ours):
            jumps |= {round(k / int(count), 3) for k in range(int(count) + 1)}
        fractions = [f for f in fractions if f not in jumps or f in (0, 1)]
        interrupt["fractions"] = fractions
        case["interrupt"] = interrupt
    chromium = {"property": chromium_prop, "read": read, "transition": theirs}
    return case, chromium


def chromium_css(case, chromium):
    prop, interrupt = chromium["property"], case.get("interrupt") or {}
    own = case.get("context", "")
    css = [f".parent {{ {case.get('parent', '')} }}",
           f".x {{ {own}; {prop}: {case['from']}; transition: {chromium['transition']}; }}",
           f".x.to {{ {prop}: {case['to']}; }}"]
    if interrupt.get("kind") == "next":
        css.append(f".x.next {{ {prop}: {interrupt['value']}; }}")
    if interrupt.get("kind") == "frozen":
        css.append(f".x.frozen {{ transition-property: {interrupt['property']}; }}")
    return " ".join(css)


# Runs one case in the page (see the module's doc): the transition of `read` paused and
# sampled; the interruption made at `at` on the paused transition, the new one sampled.
RUN_CASE = r"""
(c) => {
""" + PAGE_SETUP + r"""
  const read = () => getComputedStyle(el).getPropertyValue(c.read);
  const find = () => el.getAnimations().find(a => a.transitionProperty === c.read);
  const sample = (a, times) => times.map(t => { a.currentTime = t; return {time: t, value: read()}; });
  const out = {before: read()};
  el.classList.add('to');
  out.after = read();
  const a = find();
  out.running = !!a;
  if (!a) { out.samples = c.times.map(t => ({time: t, value: out.after})); }
  else {
    a.pause();
    out.samples = sample(a, c.times);
    if (c.interrupt) {
      a.currentTime = c.interrupt.at;
      const i = {valueAt: read()};
      if (c.interrupt.kind === 'back') el.classList.remove('to');
      else if (c.interrupt.kind === 'next') { el.classList.remove('to'); el.classList.add('next'); }
      else el.classList.add('frozen');
      const now = read();
      const b = find();
      if (b && b !== a) {
        b.pause();
        const timing = b.effect.getComputedTiming();
        i.running = true;
        i.duration = timing.duration;
        i.delay = timing.delay;
        i.samples = sample(b, c.interrupt.fractions.map(f => Math.max(0, timing.delay) + f * timing.duration));
      } else {
        i.running = false;
        i.samples = [{time: 0, value: now}];
      }
      out.interrupt = i;
    }
  }
  el.getAnimations().forEach(x => x.cancel());
  parent.remove();
  style.remove();
  return out;
}
"""


def ask(browser, seed):
    """The case of `seed` with Chromium's values."""
    case, chromium = make_case(seed)
    spec = {"css": chromium_css(case, chromium), "read": chromium["read"], "times": case["times"],
            "interrupt": case.get("interrupt")}
    result = browser.evaluate(f"({RUN_CASE})({json.dumps(spec)})")
    out = {k: v for k, v in case.items() if k not in ("times", "interrupt")}
    out["running"] = result["running"]
    out["samples"] = result["samples"]
    if "interrupt" in result:
        interrupt = {k: v for k, v in case["interrupt"].items() if k != "fractions"}
        interrupt.update(result["interrupt"])
        out["interrupt"] = interrupt
    return out


def seeds_of(text):
    seeds = []
    for part in text.split(","):
        low, _, high = part.partition("-")
        seeds += list(range(int(low), int(high or low) + 1))
    return seeds


def document(browser, seeds, cases):
    first, last = min(seeds), max(seeds)
    return {"provenance": {
        "browser": browser.version, "date": datetime.date.today().isoformat(),
        "script": "Scripts/conformance/motion_random.py --seeds %d-%d --write" % (first, last),
        "seeds": "%d-%d" % (first, last)}, "cases": cases}


def check(path):
    """Runs the suite on the cases of `path`; returns the seeds that disagree, each with
    what the suite said."""
    env = dict(os.environ, SKINKIT_MOTION_CASES=path)
    log = tempfile.NamedTemporaryFile("w+", suffix=".log", delete=False)
    subprocess.run(["swift", "test", "--skip-build", "--filter", SUITE], cwd=REPO, env=env,
                   stdout=log, stderr=subprocess.STDOUT)
    log.seek(0)
    found = {}
    for line in log:
        for seed in re.findall(r"\[live seed (\d+)\]", line):
            found.setdefault(int(seed), []).append(line.strip())
    ran = any("Test run with" in line or "Suite" in line for line in open(log.name))
    if not ran:
        sys.exit("swift test did not run (build the tests first: swift build --build-tests);"
                 " its output is in " + log.name)
    return found, log.name


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", default="1-300", help="seeds: 1-300, or 5,9,12-20")
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--write", action="store_true", help="write the committed fixture")
    mode.add_argument("--check", action="store_true",
                      help="run the cases through the engine (swift test) and print the"
                           " seeds that disagree")
    mode.add_argument("--print", action="store_true", help="print the cases with Chromium's values")
    parser.add_argument("--out", help="with --check: keep the cases in this file")
    parser.add_argument("--report", action="store_true",
                        help="with --check: append the run's line to " + os.path.relpath(REPORT, REPO))
    args = parser.parse_args()
    seeds = seeds_of(args.seeds)
    browser = Chromium()
    try:
        browser.call("Runtime.enable", session=browser.session)
        cases = [ask(browser, seed) for seed in seeds]
        text = json.dumps(document(browser, seeds, cases), separators=(",", ":"),
                          ensure_ascii=False)
    finally:
        browser.close()
    if args.print:
        for case in cases:
            print(json.dumps(case, ensure_ascii=False))
        return
    if args.write:
        with open(FIXTURE, "w") as f:
            # One case a line: small, and a diff shows which seeds changed.
            f.write(text.replace('"cases":[{', '"cases":[\n{').replace('},{"seed"', '},\n{"seed"')
                    + "\n")
        print(f"{FIXTURE}: {len(cases)} cases ({os.path.getsize(FIXTURE)} bytes)")
        return
    path = args.out or tempfile.NamedTemporaryFile(suffix=".json", delete=False).name
    with open(path, "w") as f:
        f.write(text)
    found, log = check(path)
    by_seed = {c["seed"]: c for c in cases}
    for seed in sorted(found):
        print(f"seed {seed}: {json.dumps(by_seed[seed], ensure_ascii=False)}")
        for line in found[seed][:6]:
            print("   ", line)
    samples = sum(len(c["samples"]) + len(c.get("interrupt", {}).get("samples", []))
                  for c in cases)
    summary = (f"{len(seeds)} seeds ({args.seeds}), {samples} samples,"
               f" {sum(1 for c in cases if c['running'])} transitions started in Chromium,"
               f" {sum(1 for c in cases if 'interrupt' in c)} interrupted;"
               f" {len(found)} seeds disagree")
    print(f"{summary} (swift test's output: {log})")
    if args.report:
        with open(REPORT, "a") as f:
            disagreeing = ", ".join(map(str, sorted(found))) or "none"
            f.write(f"- {datetime.date.today().isoformat()}, {browser.version}: {summary}"
                    f" (seeds disagreeing: {disagreeing}).\n")
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
