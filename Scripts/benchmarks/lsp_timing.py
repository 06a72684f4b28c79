#!/usr/bin/env python3
"""Times `skss lsp` on a large document, wall clock, as an editor sees it (BENCHMARKS.md,
"The language server on a 1 MB document").

    python3 Scripts/benchmarks/lsp_timing.py SKSS DIR [--lines 40000] [--runs 11]
        [--only edit,symbols,formatting]

SKSS is the command running the `skss` binary of a release build (`lsp` is added to it),
DIR a directory (main.skss and palette.skss
are written there, as `lsp_session.py` writes them: the same document, 40,000 lines make
about 1 MB). The server is started with `diagnosticDelay` 0, so a change's diagnostics are
computed at once instead of after the editor's pause; the document is opened and its first
diagnostics awaited. Then, RUNS times:

- edit: one incremental change (a rule's `color` becomes `colr`, or back, alternately: the
  document gains or loses one unknown-property warning), timed from sending the change to
  receiving the `publishDiagnostics` of the new version (parse, lint, the JSON of the list);
- symbols: `textDocument/documentSymbol` on that version, request to the last byte of the
  answer;
- formatting: `textDocument/formatting`, the same.

Each edit lands on another rule, spread over the document. Prints the median, minimum and
maximum of each, in milliseconds. Times are to the last byte of the server's message read
by this script (Python decodes it after the clock stops). `--only` leaves out the requests
not named (the edit's diagnostics are still awaited).

Instructions: run the server under callgrind, `--only` one of the three, RUNS times and
none (`--runs 0`); the difference divided by RUNS is what one costs:

    python3 Scripts/benchmarks/lsp_timing.py \
        'valgrind --tool=callgrind --callgrind-out-file=/tmp/cg.%p .build/release/skss' \
        /tmp/lsp --only symbols --runs 5
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import threading
import time
import queue
import shlex

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_session import document  # noqa: E402  (the same document as lsp_session.py)


class Server:
    def __init__(self, binary):
        self.process = subprocess.Popen(
            shlex.split(binary) + ["lsp"], env=dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1"),
            stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.messages = queue.Queue()
        self.next_id = 0
        threading.Thread(target=self.read, daemon=True).start()

    def read(self):
        stream = self.process.stdout  # buffered: a header line, then the body, read whole
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    return
                if line == b"\r\n":
                    break
                name, _, value = line.decode().partition(":")
                if name.lower() == "content-length":
                    length = int(value)
            body = stream.read(length)
            if len(body) < length:
                return
            self.messages.put((time.perf_counter(), body))

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        return self.next_id

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def wait(self, accept):
        """The time the first message `accept` takes arrived, and the message."""
        while True:
            arrived, body = self.messages.get(timeout=120)
            message = json.loads(body)
            if accept(message):
                return arrived, message

    def answer(self, method, params):
        started = time.perf_counter()
        number = self.request(method, params)
        arrived, message = self.wait(lambda m: m.get("id") == number)
        return (arrived - started) * 1000, message


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("skss")
    parser.add_argument("directory")
    parser.add_argument("--lines", type=int, default=40_000)
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--only", default="edit,symbols,formatting")
    arguments = parser.parse_args()
    directory = os.path.abspath(arguments.directory)
    text = document(arguments.lines)
    with open(os.path.join(directory, "main.skss"), "w") as file:
        file.write(text)
    with open(os.path.join(directory, "palette.skss"), "w") as file:
        file.write("$ink: #1c1c1e;\n")
    uri = "file://" + directory + "/main.skss"
    rules = (text.count("\n") - 4) // 5
    server = Server(arguments.skss)
    server.answer("initialize", {
        "processId": None, "rootUri": "file://" + directory, "capabilities": {},
        "initializationOptions": {"diagnosticDelay": 0}})
    server.notify("initialized", {})
    server.notify("textDocument/didOpen", {
        "textDocument": {"uri": uri, "languageId": "skss", "version": 1, "text": text}})
    server.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics")
    times = {"edit": [], "symbols": [], "formatting": []}
    version = 1
    misspelt = set()
    for run in range(arguments.runs):
        rule = run * 613 % rules
        line = 5 + 5 * rule
        version += 1
        if rule in misspelt:
            span, new = (2, 6), "color"
            misspelt.remove(rule)
        else:
            span, new = (2, 7), "colr"
            misspelt.add(rule)
        started = time.perf_counter()
        server.notify("textDocument/didChange", {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [{
                "range": {"start": {"line": line, "character": span[0]},
                          "end": {"line": line, "character": span[1]}},
                "text": new}]})
        arrived, published = server.wait(
            lambda m: m.get("method") == "textDocument/publishDiagnostics"
            and m["params"].get("version") == version)
        times["edit"].append((arrived - started) * 1000)
        if len(published["params"]["diagnostics"]) != len(misspelt):
            sys.exit(f"expected {len(misspelt)} diagnostics, got {published['params']['diagnostics']}")
        if "symbols" not in arguments.only:
            times["symbols"].append(0)
        else:
            elapsed, answer = server.answer("textDocument/documentSymbol", {"textDocument": {"uri": uri}})
            times["symbols"].append(elapsed)
            if len(answer["result"]) != rules + 2:
                sys.exit(f"expected {rules + 2} symbols, got {len(answer['result'])}")
        if "formatting" not in arguments.only:
            times["formatting"].append(0)
        else:
            elapsed, answer = server.answer("textDocument/formatting", {
                "textDocument": {"uri": uri}, "options": {"tabSize": 2, "insertSpaces": True}})
            times["formatting"].append(elapsed)
            if "result" not in answer:
                sys.exit(f"formatting failed: {answer}")
    server.answer("shutdown", None)
    server.notify("exit", None)
    server.process.wait(timeout=300)
    print(f"{len(text.encode())} bytes, {arguments.lines} lines, {rules} rules, {arguments.runs} runs")
    for name, values in times.items():
        if not values:
            continue
        print(f"{name}: median {statistics.median(values):.1f} ms "
              f"(min {min(values):.1f}, max {max(values):.1f})")


main()
