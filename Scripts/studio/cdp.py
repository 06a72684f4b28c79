"""A headless Chromium driven over the DevTools protocol through a pipe: Python's standard
library only (no WebSocket, no Playwright), so CI needs Debian's chromium-headless-shell and
nothing else.

Chromium is started with --remote-debugging-pipe: it reads protocol messages from file
descriptor 3 and writes to descriptor 4, each message JSON ended by a NUL byte.

    with Browser.launch() as browser:
        page = browser.open("http://127.0.0.1:7340/t/token/")
        page.wait_for("document.body.dataset.version")
        page.click(100, 200)
        page.screenshot("page.png")
"""
import base64
import json
import os
import select
import shutil
import subprocess
import tempfile
import time


class ProtocolError(Exception):
    pass


def find_chromium():
    for name in (os.environ.get("CHROMIUM"), "chromium-headless-shell", "chromium", "chromium-browser"):
        if name and shutil.which(name):
            return shutil.which(name)
    raise ProtocolError("no Chromium on the PATH: apt-get install -y chromium-headless-shell")


class Browser:
    def __init__(self, process, to_browser, from_browser, profile):
        self.process = process
        self.to_browser = to_browser
        self.from_browser = from_browser
        self.profile = profile
        self.buffer = b""
        self.next_id = 0
        self.events = []

    @classmethod
    def launch(cls, width=1440, height=900, binary=None):
        binary = binary or find_chromium()
        profile = tempfile.mkdtemp(prefix="studio-chromium-")
        browser_in, our_out = os.pipe()   # we write, Chromium reads fd 3
        our_in, browser_out = os.pipe()   # Chromium writes fd 4, we read

        def descriptors():
            os.dup2(browser_in, 3)
            os.dup2(browser_out, 4)

        process = subprocess.Popen(
            [binary, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--remote-debugging-pipe", "--no-first-run", "--no-default-browser-check",
             "--disable-extensions", "--disable-background-networking",
             "--force-device-scale-factor=1", f"--window-size={width},{height}",
             f"--user-data-dir={profile}", "about:blank"],
            pass_fds=(3, 4), preexec_fn=descriptors,
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(browser_in)
        os.close(browser_out)
        browser = cls(process, our_out, our_in, profile)
        browser.width = width
        browser.height = height
        browser.call("Browser.getVersion")
        return browser

    def __enter__(self):
        return self

    def __exit__(self, *exception):
        self.close()

    def close(self):
        try:
            self.send_only("Browser.close")
        except OSError:
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self.to_browser)
        os.close(self.from_browser)
        shutil.rmtree(self.profile, ignore_errors=True)

    # MARK: Messages

    def send_only(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        return self.next_id

    def read_message(self, timeout):
        while b"\0" not in self.buffer:
            ready, _, _ = select.select([self.from_browser], [], [], timeout)
            if not ready:
                return None
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise ProtocolError("Chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, session=None, timeout=30):
        number = self.send_only(method, params, session)
        deadline = time.monotonic() + timeout
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise ProtocolError(f"{method}: no answer in {timeout} s")
            message = self.read_message(remaining)
            if message is None:
                continue
            if message.get("id") == number:
                if "error" in message:
                    raise ProtocolError(f"{method}: {message['error']}")
                return message.get("result", {})
            if "method" in message:
                self.events.append(message)

    def pump(self, timeout=0.0):
        """Reads the events that have arrived."""
        while True:
            message = self.read_message(timeout)
            if message is None:
                return
            if "method" in message:
                self.events.append(message)
            timeout = 0

    def open(self, url):
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        page = Page(self, session)
        page.call("Page.enable")
        page.call("Runtime.enable")
        page.call("Log.enable")
        page.call("Emulation.setDeviceMetricsOverride",
                  {"width": self.width, "height": self.height, "deviceScaleFactor": 1, "mobile": False})
        page.navigate(url)
        return page


class Page:
    def __init__(self, browser, session):
        self.browser = browser
        self.session = session

    def call(self, method, params=None, timeout=30):
        return self.browser.call(method, params, self.session, timeout)

    def navigate(self, url):
        self.call("Page.navigate", {"url": url})
        self.wait_for("document.readyState === 'complete'")

    def evaluate(self, expression, timeout=30):
        result = self.call("Runtime.evaluate", {
            "expression": expression, "awaitPromise": True, "returnByValue": True,
        }, timeout)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            raise ProtocolError(f"{expression[:80]}…: {text}")
        return result["result"].get("value")

    def wait_for(self, expression, timeout=10, what=None):
        """Evaluates `expression` every 10 ms until it is truthy; returns its value."""
        deadline = time.monotonic() + timeout
        while True:
            value = self.evaluate(expression)
            if value:
                return value
            if time.monotonic() > deadline:
                raise ProtocolError(f"timed out after {timeout} s waiting for {what or expression}")
            time.sleep(0.01)

    def click(self, x, y):
        for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", {
                "type": kind, "x": x, "y": y, "button": "left" if kind != "mouseMoved" else "none",
                "clickCount": 1,
            })

    def click_element(self, selector):
        box = self.evaluate(
            f"(() => {{ const e = document.querySelector({json.dumps(selector)});"
            " if (!e) return null; e.scrollIntoView({block: 'center'});"
            " const r = e.getBoundingClientRect();"
            " return {x: r.left + r.width / 2, y: r.top + r.height / 2}; })()")
        if not box:
            raise ProtocolError(f"nothing matches {selector}")
        self.click(box["x"], box["y"])

    def type_text(self, text):
        self.call("Input.insertText", {"text": text})

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", {"format": "png"})["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def problems(self):
        """Exceptions and console errors the page reported so far."""
        self.browser.pump()
        found = []
        for event in self.browser.events:
            if event.get("sessionId") != self.session:
                continue
            method, params = event["method"], event.get("params", {})
            if method == "Runtime.exceptionThrown":
                details = params["exceptionDetails"]
                found.append(details.get("exception", {}).get("description") or details.get("text"))
            elif method == "Runtime.consoleAPICalled" and params.get("type") == "error":
                found.append(" ".join(str(arg.get("value", arg.get("description"))) for arg in params["args"]))
            elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
                found.append(params["entry"].get("text"))
        return found
