#!/usr/bin/env python3
"""Writes a `skss lsp` session to replay under callgrind: what one edit, or one request, of a
20,000-line document costs (BENCHMARKS.md, "The language server").

    python3 Scripts/benchmarks/lsp_session.py DIR KIND N [LINES] > session.bin
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind .build/release/skss lsp < session.bin

DIR is a directory (main.skss and palette.skss are written there; the document is sent as
unsaved text, its import read from disk). The session initializes, opens the document (the
same one LargeDocumentTests edits: 3,999 rules of five lines), hovers once (the first
analysis), then does N times what KIND says, then shuts down. LINES (20,000 by default, about 0.5 MB; 40,000 makes about 1 MB) is
the document's length. KIND is `edit` (two
incremental changes, no request), `edit-hover` (the changes, then a hover: one analysis of
the new version), `edit-completion` (a keystroke, then a completion), or a request sent on
the unchanged version: `completion`, `documentSymbol`, `documentColor`, `formatting`.
Diagnostics are due ten minutes after a change, so none is linted: `skss lint` on the file
counts that part. N = 0 is the baseline to subtract.
"""
import json
import os
import sys


def document(length=20_000):
    lines = ['@import "palette.skss";', "$accent: #007aff;", "$pressed: darken($accent, 10%);", ""]
    index = 0
    while len(lines) < length - 1:
        lines += [
            f"Button.item-{index} > Label#name-{index}:highlighted {{",
            "  color: $accent;",
            f"  --tone-{index % 50}: lighten($ink, {index % 40}%);",
            f"  background-color: #{index % 256:02x}80ff;",
            "}",
        ]
        index += 1
    return "\n".join(lines) + "\n"


def main():
    directory, kind, count = os.path.abspath(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    text = document(int(sys.argv[4]) if len(sys.argv) > 4 else 20_000)
    rules = (text.count("\n") - 4) // 5
    with open(os.path.join(directory, "main.skss"), "w") as file:
        file.write(text)
    with open(os.path.join(directory, "palette.skss"), "w") as file:
        file.write("$ink: #1c1c1e;\n")
    uri = "file://" + directory + "/main.skss"
    messages = []

    def request(method, params):
        messages.append({"jsonrpc": "2.0", "id": len(messages), "method": method, "params": params})

    def notify(method, params):
        messages.append({"jsonrpc": "2.0", "method": method, "params": params})

    def at(line, character):
        return {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}}

    def change(version, line, start, end, new):
        span = {"start": {"line": line, "character": start}, "end": {"line": line, "character": end}}
        notify("textDocument/didChange", {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [{"range": span, "text": new}]})

    request("initialize", {
        "processId": None, "rootUri": "file://" + directory, "capabilities": {},
        "initializationOptions": {"diagnosticDelay": 600_000}})
    notify("initialized", {})
    notify("textDocument/didOpen", {
        "textDocument": {"uri": uri, "languageId": "skss", "version": 1, "text": text}})
    request("textDocument/hover", at(5, 3))
    version = 2
    whole = {"textDocument": {"uri": uri}}
    for edit in range(count):
        line = 5 + 5 * (edit * 613 % rules)  # a rule's `color:`
        if kind in ("edit", "edit-hover"):
            change(version, line, 2, 7, "colr")
            change(version + 1, line, 2, 6, "color")
            version += 2
            if kind == "edit-hover":
                request("textDocument/hover", at(line, 3))
        elif kind == "edit-completion":
            change(version, 6, 2, 2, "x")
            version += 1
            request("textDocument/completion", at(6, 3 + edit))
        elif kind == "completion":
            request("textDocument/completion", at(line, 9))
        elif kind == "formatting":
            request("textDocument/formatting", dict(whole, options={"tabSize": 2, "insertSpaces": True}))
        else:
            request("textDocument/" + kind, whole)
    request("shutdown", None)
    notify("exit", None)
    out = sys.stdout.buffer
    for message in messages:
        body = json.dumps(message).encode()
        out.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)


if __name__ == "__main__":
    main()
