"""Value-for-value comparison of Chromium's computed strings with `skss resolve`'s values.

Colors are exact: SkinKit prints 8-bit channels (#rrggbbaa); Chromium prints rgb()/rgba()
(channels already whole, alpha rounded to a few digits) or color(srgb …) /
color(srgb-linear …) with six digits, whose channels must round (halves up) to SkinKit's
bytes — a channel within 0.002 of a half may go either way (HALF_TOLERANCE), 0.02 where
the case mixes in srgb-linear (LINEAR_LIGHT_TOLERANCE: Chromium's linear-to-sRGB
conversion is approximate, up to 6.3e-5 above the exact transfer function). Where Chromium
printed rgb() and the two differ by one, `differential.py` reads Chromium's exact value
again (see `wrap_colors`) before calling it a disagreement. Lengths and numbers agree
within 0.001 (or 1e-4 relative); keywords and custom properties as text (custom
properties with their whitespace collapsed, numbers by value; a registered color printed in
its own space within SPACE_TOLERANCE).

Not compared, because SkinKit documents that it has no layout: a padding in percent, which
Chromium resolves against the width its layout gives the element and SkinKit keeps as a
percentage. The generators write no such value (random_cases.REGISTERED_INITIAL has no
percentage for `<length-percentage>`, which `--len` and so the paddings read); a case that
writes one disagrees, as it should.
"""
import math
import re

# Chromium's property names read in the fixtures -> SkinKit's.
SKINKIT_NAME = {"border-top-color": "border-color", "border-right-color": "border-color",
                "border-bottom-color": "border-color", "border-left-color": "border-color"}
COLOR_PROPERTIES = {"color", "background-color", "border-top-color", "border-right-color",
                    "border-bottom-color", "border-left-color"}


def half_up(value):
    return int(math.floor(value + 0.5))


def gamma(linear):
    """A linear-light sRGB channel in the sRGB transfer function (CSS Color 4 §10.2)."""
    m = abs(linear)
    v = 1.055 * m ** (1 / 2.4) - 0.055 if m > 0.0031308 else 12.92 * m
    return -v if linear < 0 else v


def chromium_color(text):
    """("bytes", [r, g, b, a]) or ("precise", [r, g, b, a] on 0–255, clipped), or None."""
    text = text.strip()
    m = re.fullmatch(r"rgba?\(([-\d., ]*)\)", text)
    if m:
        parts = [float(p) for p in m.group(1).split(",")]
        alpha = half_up(parts[3] * 255) if len(parts) == 4 else 255
        return "bytes", [half_up(p) for p in parts[:3]] + [alpha]
    m = re.fullmatch(r"color\((srgb|srgb-linear) ([-\de. a-z]*?) *(?:/ *([-\de.]*|none))?\)", text)
    if m:
        # A channel missing from both colors of a mix stays `none` (CSS Color 4 §12.2): 0.
        channels = [0.0 if p == "none" else float(p) for p in m.group(2).split()]
        if m.group(1) == "srgb-linear":
            channels = [gamma(c) for c in channels]
        # A `none` alpha is 0 too, as SkinKit's (CSS Color 4 §4.4).
        alpha = 0.0 if m.group(3) == "none" else float(m.group(3)) if m.group(3) else 1.0
        return "precise", [min(max(c, 0.0), 1.0) * 255 for c in channels + [alpha]]
    return None


def skinkit_color(text):
    m = re.fullmatch(r"#([0-9a-f]{8})", text.strip())
    if not m:
        return None
    h = m.group(1)
    return [int(h[i:i + 2], 16) for i in range(0, 8, 2)]


HALF_TOLERANCE = 0.002
LINEAR_LIGHT_TOLERANCE = 0.02


def colors_agree(chromium, skinkit, tolerance=HALF_TOLERANCE):
    parsed = chromium_color(chromium)
    got = skinkit_color(skinkit) if skinkit is not None else None
    if parsed is None or got is None:
        return False
    kind, channels = parsed
    if kind == "bytes":
        return channels == got
    for value, byte in zip(channels, got):
        fraction = value - math.floor(value)
        if abs(fraction - 0.5) < tolerance:
            if byte not in (math.floor(value), math.floor(value) + 1):
                return False
        elif byte != half_up(value):
            return False
    return True


def number(text):
    text = text.strip()
    if text.endswith("px"):
        text = text[:-2]
    try:
        return float(text)
    except ValueError:
        return None


def custom_text(text):
    """A custom property's tokens, compared by value: whitespace collapsed, and numbers by
    their value (Chromium keeps the text a number was written with, `0.80`; SkinKit prints
    the number, `0.8`: the same token)."""
    text = " ".join(text.split())
    return re.sub(r"(?<![\w#.-])[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?",
                  lambda m: "%r" % float(m.group(0)), text)


SPACE_FUNCTIONS = ("lab", "lch", "oklab", "oklch")


def space_color(text):
    """(space, [c0, c1, c2], alpha) of a color printed in its own space — `oklch(…)`, `lab(…)`,
    `color(display-p3 …)` — with None for a `none` component; None for anything else."""
    text = text.strip()
    m = re.fullmatch(r"(lab|lch|oklab|oklch)\((.*)\)", text)
    if m:
        space, inner = m.group(1), m.group(2)
    else:
        m = re.fullmatch(r"color\(([a-z0-9-]+) (.*)\)", text)
        if not m:
            return None
        space, inner = m.group(1), m.group(2)
    halves = inner.split("/")
    words = halves[0].split()
    if len(words) != 3:
        return None
    try:
        channels = [None if w == "none" else float(w) for w in words]
        alpha = 1.0 if len(halves) == 1 else (
            None if halves[1].strip() == "none" else float(halves[1]))
    except ValueError:
        return None
    return space, channels, alpha


# How far two printings of one color may be apart in its own space, relative to the color's
# largest component (at least 1): Chromium converts in 32-bit floats through XYZ D50 and
# prints six significant digits, so its error in every component is of the size of the
# largest (lab(41.9277 74.5607 …) where CSS Color 4's sample code gives 74.5461; a mix in lab
# whose b is -7.88666 where coloraide, an independent double-precision implementation, gives
# -7.87726, its L being 80.3). SkinKit computes as Chromium does (FloatColorMath.swift) and
# usually prints the same six digits; the tolerance is for a last digit a different libm
# rounds the other way, never for a different formula.
SPACE_TOLERANCE = 5e-4


def space_colors_agree(chromium, skinkit):
    a, b = space_color(chromium), space_color(skinkit or "")
    if a is None or b is None or a[0] != b[0]:
        return False
    hue = {"lch": 2, "oklch": 2}.get(a[0])
    scale = max([1.0] + [abs(x) for i, x in enumerate(a[1]) if x is not None and i != hue])
    pairs = list(zip(a[1], b[1])) + [(a[2], b[2])]
    for index, (x, y) in enumerate(pairs):
        if x is None or y is None:
            if x is not y:
                return False
            continue
        difference = abs(x - y)
        if index == hue:
            difference = min(difference, 360 - difference)
        # A hue's error is the cartesian components' divided by the chroma (in degrees);
        # alpha (index 3) is not converted: within the tolerance.
        if index == hue:
            chroma = max(a[1][1] or 0.0, 1e-9)
            bound = max(1.0, scale / chroma * 180 / math.pi)
        else:
            bound = 1.0 if index == 3 else scale
        if difference > SPACE_TOLERANCE * bound:
            return False
    return True


def agree(prop, chromium, skinkit, tolerance=HALF_TOLERANCE):
    """Whether Chromium's string and SkinKit's canonical value (None: not printed) agree."""
    if prop in PAINT_PROPERTIES:
        return paint_agree(chromium, skinkit, tolerance)
    if prop.startswith("--"):
        # A registered <color> is a computed color: in its own space, within the tolerance.
        return custom_text(chromium) == custom_text(skinkit or "") or (
            space_color(chromium) is not None and space_colors_agree(chromium, skinkit))
    if skinkit is None:
        return False
    if prop in COLOR_PROPERTIES:
        theirs, ours = space_color(chromium), space_color(skinkit)
        if theirs and ours and theirs[2] == 0 and ours[2] == 0:
            # Both fully transparent: the channels of a color nothing shows are not compared
            # (a mix of two transparent colors keeps a hue each engine takes from its rounding).
            return True
        if theirs and not chromium.strip().startswith(("color(srgb ", "color(srgb-linear ")):
            return space_colors_agree(chromium, skinkit)
        if theirs and ours and theirs[0] == ours[0] and space_colors_agree(chromium, skinkit):
            # Both printed color(srgb …): a converted color, compared in its space within
            # Chromium's float error, which may round an 8-bit channel near a half either way.
            return True
        if space_color(skinkit):
            # SkinKit printed color(srgb …) (a non-legacy sRGB color): compared as bytes too.
            inner = space_color(skinkit)
            if inner[0] in ("srgb", "srgb-linear"):
                # A `none` channel is 0, as `chromium_color` reads Chromium's.
                channels = [min(max(c if inner[0] == "srgb" else gamma(c), 0.0), 1.0)
                            for c in (c or 0.0 for c in inner[1])]
                channels += [min(max(inner[2] or 0.0, 0.0), 1.0)]
                skinkit = "#" + "".join("%02x" % half_up(c * 255) for c in channels)
        return colors_agree(chromium, skinkit, tolerance)
    if prop == "letter-spacing" and chromium.strip() == "normal":
        chromium = "0"
    a, b = number(chromium), number(skinkit)
    if prop == "font-size" and a == 6 and b is not None and b < 6:
        # Chromium's minimum logical font size (a browser preference, not CSS).
        return True
    if a is not None and b is not None:
        return abs(a - b) <= max(0.001, abs(a) * 1e-4)
    return chromium.strip().replace("system-ui", "system") == skinkit.strip()


def skinkit_properties(chromium_properties):
    """The --properties list for `skss resolve` that covers Chromium's."""
    seen, out = set(), []
    for p in chromium_properties:
        name = SKINKIT_NAME.get(p, p)
        if name not in seen:
            seen.add(name)
            out.append(name)
    return out


def disagreements(properties, chromium_nodes, skinkit_nodes, tolerance=HALF_TOLERANCE):
    """[(path, property, chromium, skinkit)] for one case; a node-count mismatch is one."""
    if len(chromium_nodes) != len(skinkit_nodes):
        return [("", "nodes", str(len(chromium_nodes)), str(len(skinkit_nodes)))]
    out = []
    for cnode, snode in zip(chromium_nodes, skinkit_nodes):
        style = snode.get("style", {})
        for prop in properties:
            want = cnode["computed"].get(prop, "")
            got = style.get(SKINKIT_NAME.get(prop, prop))
            if prop.startswith("--") and got is None and want == "":
                continue
            if not agree(prop, want, got, tolerance):
                out.append((cnode["path"], prop, want, got))
    return out


def off_by_one(prop, chromium, skinkit):
    """Whether Chromium printed an rgb()/rgba() color one 8-bit step from SkinKit's in some
    channel (and equal in the others): an exact half rounded the other way, perhaps."""
    if prop not in COLOR_PROPERTIES:
        return False
    parsed = chromium_color(chromium)
    got = skinkit_color(skinkit) if skinkit is not None else None
    if parsed is None or got is None or parsed[0] != "bytes":
        return False
    steps = [abs(a - b) for a, b in zip(parsed[1], got)]
    return max(steps) == 1


def wrap_colors(css):
    """The sheet with every color declaration's value wrapped in color-mix(in srgb, V 100%,
    transparent 0%), which is V itself but makes Chromium print its exact value as
    color(srgb …). CSS-wide keywords are left alone."""
    def wrap(m):
        value = m.group(2).strip()
        if value.lower() in ("inherit", "initial", "unset", "revert", "revert-layer"):
            return m.group(0)
        return "%s: color-mix(in srgb, %s 100%%, transparent 0%%)%s;" % (
            m.group(1), value, m.group(3) or "")
    return re.sub(r"(?<![\w-])(color|background-color|border-color)\s*:\s*([^;{}!]+?)"
                  r"(\s*!important)?\s*;", wrap, css)


# ------------------------------------------------------------------------------ paint values
PAINT_PROPERTIES = {"box-shadow", "text-shadow", "background-image"}
GRADIENT = re.compile(r"((?:repeating-)?[a-z]+-gradient)\((.*)\)$")


def paint_parts(text):
    """A paint value split into its parts: words and functions at the top level, each comma
    a part of its own (`rgb(1, 2, 3) 1px 2px, …` -> ["rgb(1, 2, 3)", "1px", "2px", ",", …]);
    a gradient is its name, then its arguments' parts."""
    m = GRADIENT.match(text.strip())
    if m:
        return [m.group(1) + "("] + paint_parts(m.group(2)) + [")"]
    parts, word, depth = [], "", 0
    for ch in text.strip():
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        if depth == 0 and ch in " ,":
            if word:
                parts.append(word)
            word = ""
            if ch == ",":
                parts.append(",")
            continue
        word += ch
    if word:
        parts.append(word)
    return parts


def paint_agree(chromium, skinkit, tolerance=HALF_TOLERANCE):
    """Shadow lists (Chromium's `rgb(…) 1px 2px 0px 0px inset, …`, SkinKit's with its own
    colors) part by part: lengths as numbers, colors as `color` compares them, the rest as
    text."""
    if skinkit is None:
        return False
    theirs, ours = paint_parts(chromium), paint_parts(skinkit)
    if len(theirs) != len(ours):
        return False
    for a, b in zip(theirs, ours):
        x, y = number(a), number(b)
        if a.endswith("deg") and b.endswith("deg"):
            x, y = number(a[:-3]), number(b[:-3])
        if a.endswith("%") != b.endswith("%"):
            return False
        if a.endswith("%"):
            x, y = number(a[:-1]), number(b[:-1])
        if x is not None and y is not None:
            if abs(x - y) > max(0.001, abs(x) * 1e-4):
                return False
        elif a.startswith("calc(") and b.startswith("calc("):
            if paint_parts(a[5:-1]) != paint_parts(b[5:-1]) and not paint_agree(a[5:-1], b[5:-1]):
                return False
        elif "gradient(" in a or "gradient(" in b:
            if a != b:
                return False
        elif "(" in a or a.startswith("#") or "(" in b or b.startswith("#"):
            if not agree("color", a, b, tolerance):
                return False
        elif a != b:
            return False
    return True
