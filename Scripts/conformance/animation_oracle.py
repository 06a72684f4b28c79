#!/usr/bin/env python3
"""Browser-checked fixtures for CSS animations (`@keyframes` + `animation-*`).

    python3 Scripts/conformance/animation_oracle.py              # animations.json
    python3 Scripts/conformance/animation_oracle.py --print      # print, write nothing
    python3 Scripts/conformance/animation_oracle.py --random 1-200    # random-animations.json
    python3 Scripts/conformance/animation_oracle.py --random 500-520 --check
    python3 Scripts/conformance/animation_oracle.py --random 7 --print

Run from anywhere (paths are the repository's). For each case (animation_cases.py: the
hand-picked ones, or random ones made from seeds) it uses headless Chromium
(motion_oracle.Chromium: a DevTools pipe) to

  1. add the case's sheet and a <div class="x"> inside a <div class="parent">, and read
     getComputedStyle (the style change that starts the element's CSS animations: their
     time 0),
  2. pause every CSSAnimation of the element (document.getAnimations()) and, for each
     sample time t in increasing order, set the currentTime of every one of them to t (ms
     since they started: delays count from there, a negative one starts them part way
     through) and read getComputedStyle(el)[property],
  3. for a case with `"playState": "paused"` (animation-play-state: paused): leave the
     animations alone and read the value after waiting t ms in real time (a paused CSS
     animation holds its time 0).

Writes Tests/Fixtures/Motion/animations.json (hand-picked) or random-animations.json
(`--random`):

  {"provenance": {"browser", "date", "script", "seeds"?},
   "cases": [{"name", "property", "css", "samples": [{"time": ms, "value": "…"}],
              "animations": [{"name", "playState"}], "playState"?: "paused"}, …]}

`animations` lists the element's CSSAnimations that document.getAnimations() returns at
time 0, before they are paused, in its order (the order of animation-name): only the
relevant ones, so one already finished at time 0 without a forwards fill (duration 0, an
iteration count of 0, a negative delay past its end) is not listed, and its samples show
the element's value without it. Values are getComputedStyle's strings. Random cases also
carry their `seed` (`animation_cases.random_case(seed)` makes the case again).

`--check` writes the cases to a temporary file instead and runs
`swift test --skip-build --filter AnimationConformanceTests/freshSamplesAgree` with
SKINKIT_ANIMATION_CASES set to it (the suite's test of fresh cases loads that file, and runs
none without it); build the tests first (`swift build --build-tests`). It exits with the
test run's status. Needs Chromium (/work/shared/tools/css-oracle/setup.sh).
"""
import argparse
import datetime
import json
import os
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
OUT_DIR = os.path.join(REPO, "Tests", "Fixtures", "Motion")
sys.path.insert(0, HERE)
import animation_cases  # noqa: E402
from motion_oracle import PAGE_SETUP, Chromium  # noqa: E402

RUN_CASE = r"""
async (c) => {
""" + PAGE_SETUP + r"""
  const read = () => getComputedStyle(el).getPropertyValue(c.property);
  read();
  const animations = document.getAnimations().filter(a => a.effect && a.effect.target === el);
  const out = {animations: animations.map(a => ({name: a.animationName, playState: a.playState}))};
  if (c.paused) {
    const start = performance.now();
    out.samples = [];
    for (const t of c.times) {
      const wait = start + t - performance.now();
      if (wait > 0) await new Promise(r => setTimeout(r, wait));
      out.samples.push({time: t, value: read(),
                        currentTimes: animations.map(a => a.currentTime)});
    }
  } else {
    animations.forEach(a => a.pause());
    out.samples = c.times.map(t => {
      animations.forEach(a => { a.currentTime = t; });
      return {time: t, value: read()};
    });
  }
  animations.forEach(a => a.cancel());
  parent.remove();
  style.remove();
  return out;
}
"""


def run(browser, case):
    if any(a >= b for a, b in zip(case["times"], case["times"][1:])):
        sys.exit(f"{case['name']}: sample times must increase: {case['times']}")
    spec = {"css": case["css"], "property": case["property"], "times": case["times"],
            "paused": case.get("playState") == "paused"}
    result = browser.evaluate(f"({RUN_CASE})({json.dumps(spec)})")
    entry = {"name": case["name"], "property": case["property"], "css": case["css"],
             "samples": result["samples"], "animations": result["animations"]}
    if "seed" in case:
        entry["seed"] = case["seed"]
    if "playState" in case:
        entry["playState"] = case["playState"]
        # The paused animations' times, read at each real-time wait: all 0 when paused.
        times = {t for s in result["samples"] for t in s.pop("currentTimes")}
        if times - {0}:
            sys.exit(f"{case['name']}: a paused animation moved: {sorted(times)}")
    return entry


def seeds(text):
    """`1-200`, `7`, `1,5,9-12` as a list of numbers."""
    out = []
    for part in text.split(","):
        first, _, last = part.partition("-")
        out.extend(range(int(first), int(last or first) + 1))
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--random", metavar="SEEDS",
                        help="random cases of these seeds (1-200, 7, 1,5,9-12)")
    parser.add_argument("--print", action="store_true", help="print instead of writing files")
    parser.add_argument("--check", action="store_true",
                        help="run the Swift suite on the cases (a temporary file)")
    parser.add_argument("--only", help="only the hand-picked cases whose name contains this")
    args = parser.parse_args()
    if args.random:
        chosen = seeds(args.random)
        cases = [animation_cases.random_case(seed) for seed in chosen]
        out = os.path.join(OUT_DIR, "random-animations.json")
    else:
        chosen = None
        cases = animation_cases.cases()
        if args.only:
            cases = [c for c in cases if args.only in c["name"]]
        out = os.path.join(OUT_DIR, "animations.json")
    browser = Chromium()
    try:
        browser.call("Runtime.enable", session=browser.session)
        results = [run(browser, case) for case in cases]
        version = browser.version
    finally:
        browser.close()
    provenance = {"browser": version, "date": datetime.date.today().isoformat(),
                  "script": "Scripts/conformance/animation_oracle.py (cases: animation_cases.py)"}
    if chosen is not None:
        provenance["seeds"] = args.random
    text = json.dumps({"provenance": provenance, "cases": results}, indent=1,
                      ensure_ascii=False) + "\n"
    if args.print:
        for r in results:
            print(r["name"], [a["name"] for a in r["animations"]], r["css"])
            print("   ", [(s["time"], s["value"]) for s in r["samples"]])
        return
    if args.check:
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
            f.write(text)
        test = "AnimationConformanceTests/freshSamplesAgree"
        print(f"SKINKIT_ANIMATION_CASES={f.name} ({len(results)} cases) swift test --filter {test}")
        code = subprocess.call(["swift", "test", "--skip-build", "--filter", test], cwd=REPO,
                               env={**os.environ, "SKINKIT_ANIMATION_CASES": f.name})
        sys.exit(code)
    with open(out, "w") as f:
        f.write(text)
    print(f"{out}: {len(results)} cases")


if __name__ == "__main__":
    main()
