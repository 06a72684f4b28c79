#!/usr/bin/env python3
"""Paints stacked translucent layers with headless Chromium and reads the painted pixels:
the fixture `Tests/Fixtures/Accessibility/compositing.json` that `skss audit`'s compositing
(Sources/SkinKit/Audit/Compositing.swift) is checked against.

Each case is a base color (the page's, opaque), layers from the outermost in (each a div
filling its parent: its fills painted in order — the first as its background-color, the
others as full-size children before the next layer — and its opacity), and a foreground
(the text color) painted last inside the innermost layer as a solid block, so that the
pixel is the text color composited with full coverage (glyph edges are anti-aliased).
Chromium paints the page once; the script reads, for each case, a pixel of the background
and a pixel of the foreground block from the screenshot (PNG, decoded here with zlib).

    python3 Scripts/accessibility/paint_layers.py > Tests/Fixtures/Accessibility/compositing.json

Standard library only, plus Chromium (`chromium-headless-shell`, or $CHROMIUM), run with
`--force-color-profile=srgb` so that colors are not converted for a display.
"""
import json
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

CELL = 40  # each case is a CELL x CELL square; the foreground fills its left half


def hex8(r, g, b, a=255):
    return "#%02x%02x%02x%02x" % (r, g, b, a)


def css(color):
    r, g, b, a = (int(color[i:i + 2], 16) for i in (1, 3, 5, 7))
    # An alpha of a/255 exactly, as the fixture writes it.
    return "rgba(%d, %d, %d, %s)" % (r, g, b, repr(a / 255))


def cases():
    hand = [
        {"name": "one translucent layer", "base": "#ffffffff",
         "layers": [{"fills": ["#ff000080"], "opacity": 1}], "foreground": "#000000ff"},
        {"name": "opacity groups the text with its background", "base": "#ffffffff",
         "layers": [{"fills": ["#000000ff"], "opacity": 0.5}], "foreground": "#ffffffff"},
        {"name": "translucent text on an opaque card in dark", "base": "#000000ff",
         "layers": [{"fills": ["#1c1c1eff"], "opacity": 1}], "foreground": "#ffffff99"},
        {"name": "nested opacities", "base": "#ffffffff",
         "layers": [{"fills": ["#007aff66"], "opacity": 0.8},
                    {"fills": ["#00000000"], "opacity": 0.5},
                    {"fills": ["#ffcc00cc"], "opacity": 0.9}], "foreground": "#333333ff"},
        {"name": "a bar tint over a translucent background", "base": "#000000ff",
         "layers": [{"fills": ["#ffffff33", "#34c75980"], "opacity": 1}],
         "foreground": "#ffffffff"},
        {"name": "apca-w3's #0006 on #fff", "base": "#ffffffff",
         "layers": [], "foreground": "#00000066"},
    ]
    rng = random.Random(39)
    generated = []
    for index in range(24):
        layers = []
        for _ in range(rng.randint(1, 4)):
            fills = []
            for _ in range(rng.choice([1, 1, 1, 2])):
                fills.append(hex8(*(rng.randint(0, 255) for _ in range(3)),
                                  rng.choice([0, 51, 102, 128, 204, 255, rng.randint(1, 254)])))
            layers.append({"fills": fills,
                           "opacity": rng.choice([1, 1, 0.5, 0.8, 0.25, 0.9, 0.6])})
        base = rng.choice(["#ffffffff", "#000000ff", "#f2f2f7ff"])
        foreground = hex8(*(rng.randint(0, 255) for _ in range(3)),
                          rng.choice([255, 255, 153, 204]))
        generated.append({"name": "random %d" % index, "base": base, "layers": layers,
                          "foreground": foreground})
    return hand + generated


def page(all_cases):
    cells = []
    for index, case in enumerate(all_cases):
        inner = ('<div style="position:absolute;left:0;top:0;width:%dpx;height:%dpx;'
                 'background-color:%s"></div>' % (CELL // 2, CELL, css(case["foreground"])))
        for layer in reversed(case["layers"]):
            extra = "".join(
                '<div style="position:absolute;inset:0;background-color:%s"></div>' % css(fill)
                for fill in layer["fills"][1:])
            inner = ('<div style="position:absolute;inset:0;background-color:%s;opacity:%s">'
                     '%s%s</div>' % (css(layer["fills"][0]), repr(layer["opacity"]), extra, inner))
        cells.append('<div style="position:absolute;left:%dpx;top:0;width:%dpx;height:%dpx;'
                      'background-color:%s">%s</div>'
                      % (index * CELL, CELL, CELL, css(case["base"]), inner))
    return ("<!doctype html><html><body style=\"margin:0;background:#fff\">%s</body></html>"
            % "".join(cells))


def read_png(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    offset, chunks, header = 8, [], None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        offset += 12 + length
    width, height, depth, color_type, _, _, interlace = header
    assert depth == 8 and interlace == 0 and color_type in (2, 6)
    channels = 4 if color_type == 6 else 3
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    rows, previous, position = [], bytearray(stride), 0
    for _ in range(height):
        kind = raw[position]
        line = bytearray(raw[position + 1:position + 1 + stride])
        position += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                best = left if pa <= pb and pa <= pc else up if pb <= pc else corner
                line[i] = (line[i] + best) & 255
        rows.append(line)
        previous = line
    return lambda x, y: tuple(rows[y][x * channels:x * channels + 3])


def main():
    browser = os.environ.get("CHROMIUM") or shutil.which("chromium-headless-shell") \
        or shutil.which("chromium")
    all_cases = cases()
    with tempfile.TemporaryDirectory() as directory:
        html = os.path.join(directory, "page.html")
        png = os.path.join(directory, "page.png")
        open(html, "w").write(page(all_cases))
        subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu",
                        "--hide-scrollbars", "--force-color-profile=srgb",
                        "--window-size=%d,%d" % (CELL * len(all_cases), CELL),
                        "--screenshot=" + png, "file://" + html],
                       check=True, capture_output=True)
        pixel = read_png(png)
        version = subprocess.run([browser, "--version"], capture_output=True,
                                 text=True).stdout.strip()
    for index, case in enumerate(all_cases):
        x = index * CELL
        case["painted"] = {"background": hex8(*pixel(x + CELL * 3 // 4, CELL // 2)),
                           "foreground": hex8(*pixel(x + CELL // 4, CELL // 2))}
    json.dump({"provenance": "painted by %s through Scripts/accessibility/paint_layers.py "
                             "(headless, --force-color-profile=srgb); pixels read from its "
                             "screenshot" % version,
               "cases": all_cases}, sys.stdout, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
