#!/usr/bin/env python3
"""Browser-checked fixtures for CSS transitions: what Chromium computes while one runs.

    python3 Scripts/conformance/motion_oracle.py            # from the repository root
    python3 Scripts/conformance/motion_oracle.py --only easing --print

Starts chromium-headless-shell (else chromium) with --remote-debugging-pipe and speaks the
DevTools protocol over the pipe (standard library only, the approach of
Scripts/studio/cdp.py, without the studio). For each case of motion_cases.py it

  1. adds the case's sheet and a <div class="x"> (inside a parent when the case has one),
  2. reads getComputedStyle (a style change event), adds the class `to` and reads it again:
     the transition starts,
  3. finds the CSSTransition of the case's property (document.getAnimations()), pauses it
     and sets its currentTime to each sample time, reading getComputedStyle at each,
  4. for an interrupted case: sets currentTime to the time of the interruption, changes the
     class (back: removes `to`; elsewhere: replaces it with `next`), and samples the new
     transition as above, at fractions of its duration (reported, with its delay).

and writes Tests/Fixtures/Motion/<topic>.json:

  {"provenance": {"browser": "Chromium 156…", "date": "2026-12-06", "script": …},
   "cases": [{"name", "property", "css", "duration", "samples": [{"time": ms, "value": …}],
              "interrupt"?: {"at", "class", "duration", "delay", "samples": […]}}, …]}

The values are getComputedStyle's strings as Chromium prints them. No animation is ever
run against the clock: every value is read from a paused animation. Needs Chromium (run
/work/shared/tools/css-oracle/setup.sh). Writes only the fixture files.
"""
import argparse
import datetime
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
OUT_DIR = os.path.join(REPO, "Tests", "Fixtures", "Motion")
sys.path.insert(0, HERE)
import motion_cases  # noqa: E402


class Chromium:
    """A headless Chromium on a DevTools pipe (fd 3 in, fd 4 out, NUL-ended JSON)."""

    def __init__(self):
        binary = next((shutil.which(n) for n in (os.environ.get("CHROMIUM"),
                       "chromium-headless-shell", "chromium") if n and shutil.which(n)), None)
        if not binary:
            sys.exit("no Chromium on the PATH: run /work/shared/tools/css-oracle/setup.sh")
        self.profile = tempfile.mkdtemp(prefix="motion-oracle-")
        browser_in, self.out = os.pipe()
        self.inp, browser_out = os.pipe()

        def descriptors():
            os.dup2(browser_in, 3)
            os.dup2(browser_out, 4)

        flags = ["--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--no-first-run",
                 "--disable-extensions", "--disable-background-networking",
                 f"--user-data-dir={self.profile}", "about:blank"]
        if "headless-shell" not in os.path.basename(binary):
            flags.insert(0, "--headless")
        self.process = subprocess.Popen([binary] + flags, pass_fds=(3, 4), preexec_fn=descriptors,
                                        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL)
        os.close(browser_in)
        os.close(browser_out)
        self.buffer = b""
        self.next_id = 0
        self.version = self.call("Browser.getVersion")["product"].replace("HeadlessChrome/",
                                                                           "Chromium ")
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget",
                                 {"targetId": target, "flatten": True})["sessionId"]

    def call(self, method, params=None, session=None, timeout=60):
        self.next_id += 1
        number = self.next_id
        message = {"id": number, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.out, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            while b"\0" not in self.buffer:
                ready, _, _ = select.select([self.inp], [], [], max(0, deadline - time.monotonic()))
                if not ready:
                    raise RuntimeError(f"{method}: no answer in {timeout} s")
                chunk = os.read(self.inp, 1 << 20)
                if not chunk:
                    raise RuntimeError("Chromium closed the pipe")
                self.buffer += chunk
            raw, self.buffer = self.buffer.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == number:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "awaitPromise": True,
                                                "returnByValue": True}, self.session)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            raise RuntimeError(details.get("exception", {}).get("description") or details["text"])
        return result["result"].get("value")

    def close(self):
        try:
            self.call("Browser.close", timeout=5)
        except (RuntimeError, OSError):
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


# What every case's page holds, as a statement list to open a case's function with: the
# case's sheet (`c.css`) and a <div class="x"> (`el`) in a <div class="parent"> (`parent`).
PAGE_SETUP = r"""
  const style = document.createElement('style');
  style.textContent = c.css;
  document.head.appendChild(style);
  const parent = document.createElement('div');
  parent.className = 'parent';
  const el = document.createElement('div');
  el.className = 'x';
  parent.appendChild(el);
  document.body.appendChild(parent);
"""

# Runs one case in the page; returns its samples (see the module's doc).
RUN_CASE = r"""
(c) => {
""" + PAGE_SETUP + r"""
  const read = () => getComputedStyle(el).getPropertyValue(c.property);
  const find = () => el.getAnimations().find(a => a.transitionProperty === c.property);
  const sample = (a, times) => times.map(t => { a.currentTime = t; return {time: t, value: read()}; });
  const out = {before: read()};
  el.classList.add('to');
  if (c.parentTo) parent.classList.add('to');
  out.after = read();
  const a = find();
  if (!a) { out.running = false; }
  else {
    out.running = true;
    a.pause();
    out.samples = sample(a, c.times);
    if (c.interrupt) {
      a.currentTime = c.interrupt.at;
      const at = read();
      if (c.interrupt.class === 'back') el.classList.remove('to');
      else { el.classList.remove('to'); el.classList.add(c.interrupt.class); }
      read();
      const b = find();
      const i = {at: c.interrupt.at, class: c.interrupt.class, valueAt: at};
      if (b && b !== a) {
        b.pause();
        const timing = b.effect.getComputedTiming();
        i.duration = timing.duration;
        i.delay = timing.delay;
        i.samples = sample(b, c.interrupt.fractions.map(f => timing.delay + f * timing.duration));
      } else { i.running = false; i.value = read(); }
      out.interrupt = i;
    }
  }
  el.getAnimations().forEach(x => x.cancel());
  parent.remove();
  style.remove();
  return out;
}
"""


def run(browser, case):
    spec = {"css": case["css"], "property": case["property"], "times": case["times"],
            "parentTo": case.get("parent_to", False), "interrupt": case.get("interrupt")}
    result = browser.evaluate(f"({RUN_CASE})({json.dumps(spec)})")
    entry = {"name": case["name"], "property": case["property"], "css": case["css"],
             "duration": case["duration"], "before": result["before"], "after": result["after"],
             "running": result["running"]}
    for key in ("easing", "from", "to", "syntax", "parent_to"):
        if key in case:
            entry[key] = case[key]
    if result["running"]:
        entry["samples"] = result["samples"]
    if "interrupt" in result:
        entry["interrupt"] = result["interrupt"]
    return entry


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", help="comma-separated topics of motion_cases.py")
    parser.add_argument("--print", action="store_true", help="print instead of writing files")
    args = parser.parse_args()
    topics = motion_cases.topics()
    if args.only:
        topics = {k: v for k, v in topics.items() if k in args.only.split(",")}
    browser = Chromium()
    try:
        browser.call("Runtime.enable", session=browser.session)
        for topic, cases in topics.items():
            results = [run(browser, case) for case in cases]
            document = {"provenance": {
                "browser": browser.version, "date": datetime.date.today().isoformat(),
                "script": "Scripts/conformance/motion_oracle.py (cases: motion_cases.py)"},
                "cases": results}
            text = json.dumps(document, indent=1, ensure_ascii=False) + "\n"
            if args.print:
                for r in results:
                    print(r["name"], r.get("running"), [s["value"] for s in r.get("samples", [])],
                          json.dumps(r.get("interrupt")) if "interrupt" in r else "")
                continue
            path = os.path.join(OUT_DIR, f"{topic}.json")
            with open(path, "w") as f:
                f.write(text)
            print(f"{path}: {len(results)} cases")
    finally:
        browser.close()


if __name__ == "__main__":
    main()
