"""Seeded random sheets and trees across the whole .skss contract that CSS shares.

Every case is built from a random.Random(seed): the same seed gives the same case on any
CPython 3. A case is a sheet (a small AST, rendered to CSS text) and a tree (skss's tree
format, inline styles included), and only uses what both a browser and SkinKit read the
same way (see cases.py's rules): type names outside SkinKit's built-in hierarchy, lengths
in px or em/rem, no SkinKit-only syntax (no $constants, Sass functions, hsb(), UIKit
names, state or environment pseudo-classes, `//` comments).

What the sheets mix: every combinator, attribute selectors with every operator (and `i`),
:is()/:not()/:where(), :nth-child(An+B of S) and the other structural pseudo-classes,
nesting (with and without &, relative selectors, nested @media and @layer, top-level &),
@layer statements, blocks, sublayers and anonymous layers, @media with ranges, min-/max-,
em/rem, orientation and color scheme, and/not/or (layers first named in a false one
included), !important (in sheets and inline styles), custom properties with var() and
fallbacks (cycles included), calc(), every CSS color notation with out-of-range channels,
`none`, color-mix() (srgb, srgb-linear, currentcolor), and the CSS-wide keywords inherit,
initial, unset, revert and revert-layer.
"""
import random

TYPES = ["Page", "Item", "Box", "Cell", "Row", "Panel", "Card"]
CLASSES = ["a", "b", "c", "on", "x", "y"]
IDS = ["m", "n", "k"]
ATTRS = ["role", "tone", "kind", "data-k"]
ATTR_VALUES = ["a", "b", "ab", "a-b", "b a", "A", "en-us", "x y z", ""]
LAYERS = ["base", "theme", "comp", "util"]
CUSTOM = ["--a", "--b", "--len", "--n"]
NAMED_COLORS = ["red", "blue", "green", "lime", "navy", "tomato", "rebeccapurple", "gold",
                "mediumvioletred", "darkgray", "white", "black", "teal", "Orange", "SlateGray"]
KEYWORDS = ["inherit", "initial", "unset", "revert", "revert-layer"]
# Chromium's names for what is read, and whether SkinKit has each.
PROPERTIES = ["color", "background-color", "border-top-color", "opacity", "padding-top",
              "padding-right", "padding-bottom", "padding-left", "font-size", "font-weight",
              "font-style", "letter-spacing"]
READ_CUSTOM = ["--a", "--b"]
ENV = {"width": 800, "height": 600, "color-scheme": "light"}


# ------------------------------------------------------------------------------ sheet AST
class Decl:
    def __init__(self, prop, value, important=False):
        self.prop, self.value, self.important = prop, value, important

    def render(self):
        return "%s: %s%s" % (self.prop, self.value, " !important" if self.important else "")


class Rule:
    """A style rule: selector list and a body of declarations and nested rules."""

    def __init__(self, selectors, body):
        self.selectors, self.body = selectors, body


class Block:
    """@media QUERY { body } or @layer [NAME] { body }."""

    def __init__(self, kind, prelude, body):
        self.kind, self.prelude, self.body = kind, prelude, body


class Statement:
    """@layer a, b;"""

    def __init__(self, text):
        self.text = text


def render(items, indent=""):
    lines = []
    for item in items:
        if isinstance(item, Decl):
            lines.append(indent + item.render() + ";")
        elif isinstance(item, Statement):
            lines.append(indent + item.text + ";")
        elif isinstance(item, Rule):
            lines.append(indent + ", ".join(item.selectors) + " {")
            lines += render(item.body, indent + "  ")
            lines.append(indent + "}")
        else:
            prelude = ("@%s %s" % (item.kind, item.prelude)).rstrip()
            lines.append(indent + prelude + " {")
            lines += render(item.body, indent + "  ")
            lines.append(indent + "}")
    return lines


def render_sheet(items):
    return "\n".join(render(items)) + "\n"


# ------------------------------------------------------------------------------ tree
def tree_node(node):
    """A tree node dict (skss format) from the generator's node."""
    out = {"type": node["type"]}
    for key in ("id", "classes", "attributes", "style"):
        if node.get(key):
            out[key] = node[key]
    if node.get("children"):
        out["children"] = [tree_node(c) for c in node["children"]]
    return out


def envelope(root):
    return {"environment": dict(ENV), "root": tree_node(root)}


class Generator:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.seed = seed

    def chance(self, p):
        return self.r.random() < p

    def pick(self, seq):
        return self.r.choice(seq)

    # -------------------------------------------------------------------------- tree
    def tree(self):
        count = self.r.randint(3, 12)
        root = self.node(0)
        nodes = [root]
        depth = {id(root): 0}
        for _ in range(count - 1):
            parent = self.pick([n for n in nodes if depth[id(n)] < 4])
            child = self.node(depth[id(parent)] + 1)
            parent.setdefault("children", []).append(child)
            depth[id(child)] = depth[id(parent)] + 1
            nodes.append(child)
        used = set()
        for n in nodes:                       # ids are unique, as in a document
            if n.get("id") in used:
                del n["id"]
            elif n.get("id"):
                used.add(n["id"])
        return root

    def node(self, depth):
        n = {"type": self.pick(TYPES)}
        if self.chance(0.7):
            n["classes"] = self.r.sample(CLASSES, self.r.randint(1, 3))
        if self.chance(0.15):
            n["id"] = self.pick(IDS)
        if self.chance(0.3):
            n["attributes"] = {a: self.pick(ATTR_VALUES)
                               for a in self.r.sample(ATTRS, self.r.randint(1, 2))}
        if self.chance(0.12):
            decls = [self.declaration(inline=True) for _ in range(self.r.randint(1, 3))]
            n["style"] = "; ".join(d.render() for d in decls)
        return n

    # -------------------------------------------------------------------------- selectors
    def compound(self, depth, nested=False):
        parts = []
        if self.chance(0.45):
            parts.append(self.pick(TYPES))
        elif self.chance(0.15):
            parts.append("*")
        for _ in range(self.r.choice([0, 1, 1, 2])):
            parts.append("." + self.pick(CLASSES))
        if self.chance(0.08):
            parts.append("#" + self.pick(IDS))
        if self.chance(0.2):
            parts.append(self.attribute())
        if self.chance(0.3):
            parts.append(self.pseudo(depth))
        if nested and self.chance(0.3):
            parts.insert(0, "&") if not parts or parts[0][0] in ".#[:" else parts.append("&")
        if not parts:
            parts.append(self.pick(TYPES + ["*"] + ["." + c for c in CLASSES]))
        return "".join(parts)

    def attribute(self):
        name = self.pick(ATTRS)
        op = self.pick(["", "=", "~=", "^=", "$=", "*=", "|="])
        if not op:
            return "[%s]" % name
        value = self.pick(ATTR_VALUES[:-1])
        flag = " i" if self.chance(0.15) else ""
        return '[%s%s"%s"%s]' % (name, op, value, flag)

    def anb(self):
        return self.pick(["odd", "even", "2n+1", "2n", "-n+3", "3", "n", "0n+1", "3n-1",
                          "-2n+5", "n+2", "2n + 1", "-n + 2", "1"])

    def pseudo(self, depth):
        simple = [":root", ":first-child", ":last-child", ":only-child", ":first-of-type",
                  ":last-of-type", ":only-of-type", ":empty"]
        if depth >= 2 or self.chance(0.4):
            return self.pick(simple)
        kind = self.pick(["nth-child", "nth-last-child", "nth-of-type", "nth-last-of-type",
                          "not", "is", "where", "nth-child-of"])
        if kind == "nth-child-of":
            return ":%s(%s of %s)" % (self.pick(["nth-child", "nth-last-child"]), self.anb(),
                                      self.selector_list(depth + 1, compounds_only=True))
        if kind.startswith("nth"):
            return ":%s(%s)" % (kind, self.anb())
        return ":%s(%s)" % (kind, self.selector_list(depth + 1))

    def complex(self, depth=0, nested=False, compounds_only=False):
        count = 1 if compounds_only else self.r.choice([1, 1, 2, 2, 3])
        out = self.compound(depth, nested)
        for _ in range(count - 1):
            comb = self.pick([" ", " ", " > ", " + ", " ~ "])
            out = self.compound(depth) + comb + out
        if nested and "&" not in out and self.chance(0.3):
            out = self.pick(["> ", "+ ", "~ "]) + out          # a relative nested selector
        return out

    def selector_list(self, depth=0, nested=False, compounds_only=False):
        return ", ".join(self.complex(depth, nested, compounds_only)
                         for _ in range(self.r.choice([1, 1, 1, 2])))

    # -------------------------------------------------------------------------- values
    def number(self, low, high, digits=1):
        return ("%." + str(digits) + "f") % self.r.uniform(low, high)

    def channel(self, percent=False):
        if self.chance(0.08):
            return "none"
        if percent:
            return self.pick(["0%", "100%", "50%", self.number(-10, 110) + "%"])
        return self.pick(["0", "255", "128", str(self.r.randint(0, 255)),
                          self.number(0, 255), self.number(-20, 300)])

    def alpha(self):
        return self.pick(["0", "1", "0.5", "50%", self.number(0, 1, 3), "none",
                          self.number(-0.2, 1.3, 2), self.number(0, 100) + "%"])

    def hue(self):
        if self.chance(0.1):
            return self.number(-1, 2, 2) + "turn"
        return self.pick([str(self.r.randint(-400, 800)), self.number(0, 360)]) + \
            self.pick(["", "", "deg"])

    def color(self, depth=0, current=True):
        roll = self.r.random()
        if roll < 0.12:
            return "#" + "".join(self.pick("0123456789abcdefABCDEF")
                                 for _ in range(self.pick([3, 4, 6, 8])))
        if roll < 0.2:
            return self.pick(NAMED_COLORS)
        if roll < 0.23:
            return "transparent"
        if roll < 0.3 and current:
            return self.pick(["currentcolor", "currentColor"])
        if roll < 0.42:
            if self.chance(0.4):   # legacy comma syntax: no none, all numbers or all percents
                pct = self.chance(0.3)
                ch = [self.pick(["0%", "100%", self.number(-10, 110) + "%"]) if pct
                      else self.pick([str(self.r.randint(0, 255)), self.number(-20, 300)])
                      for _ in range(3)]
                if self.chance(0.4):
                    return "rgba(%s, %s, %s, %s)" % tuple(ch + [self.number(0, 1, 2)])
                return "rgb(%s, %s, %s)" % tuple(ch)
            pct = self.chance(0.3)
            ch = [self.channel(pct) for _ in range(3)]
            a = " / " + self.alpha() if self.chance(0.4) else ""
            return "rgb(%s %s %s%s)" % (ch[0], ch[1], ch[2], a)
        if roll < 0.56:
            s = self.pick(["100%", "50%", self.number(-20, 150) + "%", "0%"])
            l = self.pick(["50%", "25%", self.number(-20, 130) + "%", "100%"])
            if self.chance(0.35):
                s, l = [v if v.endswith("%") else v + "%" for v in (s, l)]
                a = ", " + self.number(0, 1, 2) if self.chance(0.3) else ""
                return "%s(%s, %s, %s%s)" % (self.pick(["hsl", "hsla"]), self.hue(), s, l, a)
            if self.chance(0.1):
                s = "none"
            a = " / " + self.alpha() if self.chance(0.3) else ""
            return "hsl(%s %s %s%s)" % (self.hue() if self.chance(0.9) else "none", s, l, a)
        if roll < 0.64:
            w = self.pick(["0%", "20%", self.number(-20, 120) + "%"])
            b = self.pick(["0%", "30%", self.number(-20, 120) + "%"])
            a = " / " + self.alpha() if self.chance(0.3) else ""
            return "hwb(%s %s %s%s)" % (self.hue(), w, b, a)
        if depth < 2:
            space = self.pick(["srgb", "srgb", "srgb-linear"])
            p1 = self.pick(["", "", " 30%", " 50%", " %d%%" % self.r.randint(0, 100)])
            p2 = self.pick(["", "", " 70%", " 25%", " %d%%" % self.r.randint(0, 100)])
            if p1 == " 0%" and p2 == " 0%":
                p2 = " 10%"
            return "color-mix(in %s, %s%s, %s%s)" % (space, self.color(depth + 1, current), p1,
                                                      self.color(depth + 1, current), p2)
        return self.pick(NAMED_COLORS)

    def length(self, negative=False):
        roll = self.r.random()
        if roll < 0.45:
            return self.pick(["0", "1px", "4px", "10px", self.number(0, 40) + "px"])
        if roll < 0.6:
            return self.pick(["0.5em", "1em", "2em", "1.25rem", self.number(0, 3, 2) + "em"])
        if roll < 0.75:
            return "calc(%s %s %s)" % (self.pick(["4px", "1em", "0.5rem", "10px"]),
                                       self.pick(["+", "-"]),
                                       self.pick(["2px", "0.25em", "1rem", "3px"]))
        if roll < 0.8:
            return "calc(%s * %s)" % (self.pick(["2px", "1em", "3px"]), self.pick(["2", "0.5", "3"]))
        if roll < 0.9 and negative:
            return "-" + self.pick(["1px", "3px", "0.5em"])
        return "var(--len%s)" % self.pick(["", ", 3px", ", 1em", ""])

    def value(self, prop):
        if self.chance(0.07):
            return self.pick(KEYWORDS)
        if prop in ("color", "background-color", "border-color"):
            if self.chance(0.12):
                return "var(%s%s)" % (self.pick(["--a", "--b", "--missing"]),
                                      self.pick(["", ", " + self.color(1)]))
            return self.color()
        if prop == "opacity":
            return self.pick(["0.5", "1", "0", "0.25", self.number(-0.5, 1.5, 3), "50%",
                              "calc(0.5 + 0.25)", "var(--n, 0.3)", "1.5"])
        if prop.startswith("padding"):
            if prop == "padding":
                return " ".join(self.length() for _ in range(self.r.randint(1, 4)))
            return self.length(negative=self.chance(0.1))
        if prop == "font-size":
            # Relative sizes shrink by at most 1/1.2 a level: Chromium's minimum logical font
            # size (a browser preference, 6px, applied to sizes computed from relative
            # units) is not CSS, and a tree is at most five levels deep.
            return self.pick(["12px", "20px", "1.5em", "90%", "2rem", "larger", "smaller",
                              "calc(1em + 2px)", self.number(8, 30) + "px", "0.9em",
                              "var(--len, 14px)", "1.2rem", "calc(1em - 1px)"])
        if prop == "font-weight":
            return self.pick(["bold", "normal", "bolder", "lighter", "100", "900", "550",
                              str(self.r.randint(1, 1000)), "calc(300 + 200)"])
        if prop == "font-style":
            return self.pick(["italic", "normal", "oblique"])
        if prop == "letter-spacing":
            return self.pick(["1px", "-1px", "0.1em", "0", "calc(1px + 0.1em)", "normal"])
        if prop in CUSTOM:
            if prop in ("--a", "--b"):
                return self.pick([self.color(1, current=False), "var(--b, %s)" % self.color(1),
                                  "var(--a)", "blue", self.color(1)])
            if prop == "--len":
                return self.pick(["4px", "1em", "calc(2px + 1px)", "var(--missing)", "12px"])
            return self.pick(["0.5", "0.75", "1", "var(--a)"])
        raise ValueError(prop)

    def declaration(self, inline=False):
        prop = self.pick(["color", "color", "background-color", "background-color",
                          "border-color", "opacity", "padding", "padding-top", "padding-left",
                          "padding-right", "font-size", "font-weight", "font-style",
                          "letter-spacing"] + CUSTOM)
        important = self.chance(0.12)
        return Decl(prop, self.value(prop), important)

    # -------------------------------------------------------------------------- rules
    def media_query(self):
        def feature():
            unit = self.pick(["px", "px", "em", "rem"])
            scale = 16 if unit != "px" else 1
            w = self.r.choice([300, 600, 799, 800, 801, 1000]) / scale
            h = self.r.choice([400, 599, 600, 601, 900]) / scale
            num = lambda x: ("%g" % x) + unit
            return self.pick([
                "(width >= %s)" % num(w), "(width < %s)" % num(w), "(min-width: %s)" % num(w),
                "(max-width: %s)" % num(w), "(height > %s)" % num(h), "(max-height: %s)" % num(h),
                "(%s <= width <= %s)" % (num(w / 2), num(w)), "(orientation: landscape)",
                "(orientation: portrait)", "(prefers-color-scheme: dark)",
                "(prefers-color-scheme: light)", "(width: %s)" % num(800 / scale)])
        query = feature()
        if self.chance(0.3):
            query += " and " + feature()
        if self.chance(0.15):
            query = "not " + query if " and " not in query else "not (%s)" % query
        if self.chance(0.15):
            query += ", " + feature()
        return query

    def layer_name(self):
        name = self.pick(LAYERS)
        if self.chance(0.15):
            name += "." + self.pick(LAYERS)
        return name

    def body(self, depth, nested):
        items = [self.declaration() for _ in range(self.r.randint(1, 4))]
        if depth < 2 and self.chance(0.35):
            for _ in range(self.r.randint(1, 2)):
                roll = self.r.random()
                if roll < 0.7:
                    items.insert(self.r.randint(0, len(items)),
                                 Rule([self.complex(0, nested=True)], self.body(depth + 1, True)))
                elif roll < 0.9:
                    items.append(Block("media", self.media_query(), self.body(depth + 1, True)))
                else:
                    items.append(Block("layer", self.layer_name(), self.body(depth + 1, True)))
        return items

    def rule(self, depth=0):
        selectors = [self.complex(0) for _ in range(self.r.choice([1, 1, 1, 2]))]
        if self.chance(0.04):
            selectors = [self.pick(["&", "& .%s" % self.pick(CLASSES), "&.%s" % self.pick(CLASSES),
                                    "& > %s" % self.pick(TYPES)])]
        return Rule(selectors, self.body(0, False))

    def top_item(self, depth=0):
        roll = self.r.random()
        if roll < 0.6 or depth >= 2:
            return self.rule()
        if roll < 0.75:
            return Block("media", self.media_query(),
                         [self.top_item(depth + 1) for _ in range(self.r.randint(0, 2))])
        if roll < 0.92:
            name = "" if self.chance(0.1) else self.layer_name()
            return Block("layer", name,
                         [self.top_item(depth + 1) for _ in range(self.r.randint(0, 3))])
        return Statement("@layer " + ", ".join(self.r.sample(LAYERS, self.r.randint(1, 3))))

    def sheet(self):
        items = [self.top_item() for _ in range(self.r.randint(2, 8))]
        if self.chance(0.3):
            items.insert(0, Statement("@layer " + ", ".join(self.r.sample(LAYERS, 3))))
        return items


def case(seed):
    """The case of `seed`: (sheet AST, tree root)."""
    g = Generator(seed)
    return g.sheet(), g.tree()


# ------------------------------------------------------------------------------ token style
# Design-token sheets: tokens (custom properties) on :root, redefined by a theme class (on
# the root or on a subtree, in @media or @layer, sometimes !important or a CSS-wide
# keyword), tokens defined through other tokens (cycles included), and components reading
# them with var() and fallbacks in every property, among the plain generator's rules.
TOKENS = ["--t-fg", "--t-bg", "--t-accent", "--t-space", "--t-size", "--t-op"]
THEMES = ["dark", "brand"]
READ_TOKENS = ["--t-fg", "--t-accent"]
# Only --t-op and opacity read --t-op: a unitless number is a length in SkinKit (points,
# skss-language.md §6, the one deliberate difference) and invalid as one in CSS.
NOT_NUMBERS = [t for t in TOKENS if t != "--t-op"]


class TokenGenerator(Generator):
    def token_value(self, token):
        if self.chance(0.06):
            return self.pick(KEYWORDS)
        if self.chance(0.2):               # a token through another (cycles included)
            others = TOKENS if token == "--t-op" else NOT_NUMBERS
            other = self.pick([t for t in others if t != token] + ["--missing"])
            fallback = self.pick(["", ", " + self.token_literal(token)])
            return "var(%s%s)" % (other, fallback)
        return self.token_literal(token)

    def token_literal(self, token):
        if token in ("--t-fg", "--t-bg", "--t-accent"):
            return self.color(1, current=False)
        if token == "--t-space":
            return self.pick(["4px", "8px", "1em", "calc(2px + 0.5em)", "0"])
        if token == "--t-size":
            return self.pick(["14px", "18px", "1.25em", "2rem", "calc(1em + 2px)"])
        return self.pick(["0.5", "0.8", "1", "0.25"])

    def token_use(self, prop):
        token = {"color": ["--t-fg", "--t-accent"], "background-color": ["--t-bg", "--t-accent"],
                 "border-color": ["--t-accent", "--t-fg"], "opacity": ["--t-op"],
                 "font-size": ["--t-size"]}.get(prop, ["--t-space"])
        name = self.pick(token + ["--missing"] if self.chance(0.1) else token)
        if self.chance(0.4):
            inner = "var(%s)" % self.pick(TOKENS if prop == "opacity" else NOT_NUMBERS) \
                if self.chance(0.2) else \
                Generator.value(self, prop)
            return "var(%s, %s)" % (name, inner)
        return "var(%s)" % name

    def value(self, prop):
        if prop in TOKENS:
            return self.token_value(prop)
        if prop in ("color", "background-color", "border-color", "opacity", "font-size",
                    "padding", "padding-top", "padding-left", "padding-right") \
                and self.chance(0.6):
            return self.token_use(prop)
        return Generator.value(self, prop)

    def declaration(self, inline=False):
        if self.chance(0.25):
            token = self.pick(TOKENS)
            return Decl(token, self.value(token), self.chance(0.08))
        return Generator.declaration(self, inline)

    def tokens(self, names):
        return [Decl(t, self.token_value(t), self.chance(0.05)) for t in names]

    def theme_rule(self):
        theme = self.pick(THEMES)
        selector = self.pick([".%s" % theme, ":root.%s" % theme, ".%s *" % theme,
                              ".%s > .%s" % (theme, self.pick(CLASSES)), "Page.%s" % theme])
        return Rule([selector], self.tokens(self.r.sample(TOKENS, self.r.randint(1, 4))))

    def sheet(self):
        items = [Rule([":root"], self.tokens(self.r.sample(TOKENS, self.r.randint(3, 6))))]
        for _ in range(self.r.randint(1, 3)):
            roll = self.r.random()
            if roll < 0.6:
                items.append(self.theme_rule())
            elif roll < 0.8:
                items.append(Block("media", self.media_query(), [self.theme_rule()]))
            else:
                items.append(Block("layer", self.layer_name(), [self.theme_rule()]))
        if self.chance(0.3):
            items.insert(0, Statement("@layer " + ", ".join(self.r.sample(LAYERS, 3))))
        items += [self.top_item() for _ in range(self.r.randint(1, 5))]
        return items

    def tree(self):
        root = Generator.tree(self)
        nodes, stack = [], [root]
        while stack:
            n = stack.pop()
            nodes.append(n)
            stack += n.get("children", [])
        for n in nodes:
            if self.chance(0.35 if n is root else 0.12):
                n["classes"] = (n.get("classes") or []) + [self.pick(THEMES)]
        return root


def token_case(seed):
    """The token-style case of `seed`: (sheet AST, tree root)."""
    g = TokenGenerator(seed)
    return g.sheet(), g.tree()


# ------------------------------------------------------------------------------ modern style
# Sheets of the CSS design systems write today (skss-language.md §10): :has() with every
# leading combinator (now and then inside :has(), which is invalid), colors in every CSS
# Color 4 space, color() with every predefined space, none, color-mix() in every space with
# hue methods and without a method, light-dark() under color-scheme, relative colors,
# lengths in viewport and font units through min(), max(), clamp() and round(), and
# @property registrations of the custom properties (in @supports and @layer too).
SPACES = ["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz",
          "xyz-d50", "xyz-d65"]
MIX_SPACES = SPACES + ["lab", "oklab", "lch", "oklch", "hsl", "hwb"]
HUE_METHODS = ["shorter", "longer", "increasing", "decreasing"]


class ModernGenerator(Generator):
    # Whether the selector being made is inside a :has() argument (where another :has() is
    # invalid: made now and then, so that both sides drop the rule).
    in_has = False

    def pseudo(self, depth):
        if depth < 2 and self.chance(0.25) and (not self.in_has or self.chance(0.05)):
            return self.has(depth)
        return Generator.pseudo(self, depth)

    def has(self, depth):
        """:has(<relative-selector-list>): each selector may start with > + or ~."""
        outer, self.in_has = self.in_has, True
        parts = []
        for _ in range(self.r.choice([1, 1, 1, 2])):
            lead = self.pick(["", "", "> ", "+ ", "~ "])
            parts.append(lead + self.complex(depth + 1))
        self.in_has = outer
        return ":has(%s)" % ", ".join(parts)

    def component(self, low, high, none=True):
        if none and self.chance(0.06):
            return "none"
        if self.chance(0.2):
            return self.number(0, 100) + "%"
        return self.number(low, high, 3)

    def modern_color(self, depth=0):
        roll = self.r.random()
        alpha = (" / " + self.alpha()) if self.chance(0.25) else ""
        if roll < 0.15:
            return "oklch(%s %s %s%s)" % (self.component(0, 1), self.component(0, 0.37),
                                          self.hue() if self.chance(0.95) else "none", alpha)
        if roll < 0.25:
            return "oklab(%s %s %s%s)" % (self.component(0, 1), self.component(-0.4, 0.4),
                                          self.component(-0.4, 0.4), alpha)
        if roll < 0.35:
            return "lab(%s %s %s%s)" % (self.component(0, 100), self.component(-125, 125),
                                        self.component(-125, 125), alpha)
        if roll < 0.45:
            return "lch(%s %s %s%s)" % (self.component(0, 100), self.component(0, 150),
                                        self.hue(), alpha)
        if roll < 0.58:
            return "color(%s %s %s %s%s)" % (self.pick(SPACES), self.component(0, 1),
                                             self.component(0, 1), self.component(0, 1), alpha)
        if roll < 0.78 and depth < 2:
            space = self.pick(MIX_SPACES + [""])
            method = ""
            if space in ("lch", "oklch", "hsl", "hwb") and self.chance(0.5):
                method = " %s hue" % self.pick(HUE_METHODS)
            head = "in %s%s, " % (space, method) if space else ""
            p1 = self.pick(["", "", " 30%", " %d%%" % self.r.randint(1, 100)])
            p2 = self.pick(["", "", " 70%", " %d%%" % self.r.randint(1, 100)])
            return "color-mix(%s%s%s, %s%s)" % (head, self.modern_color(depth + 1), p1,
                                               self.modern_color(depth + 1), p2)
        if roll < 0.86 and depth < 2:
            return "light-dark(%s, %s)" % (self.modern_color(depth + 1),
                                           self.modern_color(depth + 1))
        if roll < 0.94 and depth < 2:
            origin = self.modern_color(depth + 1)
            return self.pick([
                "oklch(from %s calc(l + 0.1) c h)" % origin, "oklch(from %s l c calc(h + 180))" % origin,
                "lab(from %s l a b / 0.5)" % origin, "rgb(from %s r g b)" % origin,
                "color(from %s srgb r g b / alpha)" % origin, "hsl(from %s h s l)" % origin,
                "oklch(from %s l calc(c * 0.5) h)" % origin, "contrast-color(%s)" % origin])
        return Generator.color(self, depth + 1, current=False)

    def color(self, depth=0, current=True):
        return self.modern_color(depth) if self.chance(0.7) else Generator.color(self, depth, current)

    def length(self, negative=False):
        if self.chance(0.5):
            unit = lambda: self.pick(["px", "vw", "vh", "vmin", "vmax", "rem", "em", "ch", "ex", "dvh", "svh"])
            term = lambda: self.number(0, 10) + unit()
            return self.pick([
                term(), "clamp(%s, %s, %s)" % (term(), term(), term()), "min(%s, %s)" % (term(), term()),
                "max(%s, %s)" % (term(), term()), "round(%s, %s)" % (term(), self.pick(["1px", "2px", "0.5rem"])),
                "calc(%s + %s)" % (term(), term()), "round(up, %s, 1px)" % term()])
        return Generator.length(self, negative)

    def declaration(self, inline=False):
        if self.chance(0.1):
            return Decl("color-scheme", self.pick(["light", "dark", "light dark", "dark light",
                                                   "normal", "only light"]))
        return Generator.declaration(self, inline)

    def property_rule(self):
        """@property for one of the custom properties the sheets set: a syntax its values
        usually match (sometimes not), inherited or not, with an initial value of the syntax;
        sometimes a descriptor missing (the rule is then ignored)."""
        name = self.pick(CUSTOM)
        syntax = self.pick(REGISTERED[name])
        initial = self.pick(REGISTERED_INITIAL[syntax])
        descriptors = [Decl("syntax", "'%s'" % syntax),
                       Decl("inherits", self.pick(["true", "false"]))]
        if initial is not None:
            descriptors.append(Decl("initial-value", initial))
        if self.chance(0.08):
            descriptors.pop(self.r.randrange(len(descriptors)))
        self.r.shuffle(descriptors)
        return Block("property", name, descriptors)

    def scope_prelude(self):
        """(start) [to (end)] of class, id and attribute compounds (css-oracle does not rewrite
        type names in an @scope prelude), now and then with :scope or & in the limit."""
        def part():
            compound = "".join("." + c for c in self.r.sample(CLASSES, self.r.randint(1, 2)))
            if self.chance(0.1):
                compound = "#" + self.pick(IDS)
            if self.chance(0.15):
                compound += self.attribute()
            if self.chance(0.2):
                return "." + self.pick(CLASSES) + self.pick([" > ", " "]) + compound
            return compound
        prelude = "(%s)" % ", ".join(part() for _ in range(self.r.choice([1, 1, 2])))
        if self.chance(0.4):
            end = part()
            if self.chance(0.15):
                end = self.pick([":scope > ", "& "]) + end
            prelude += " to (%s)" % end
        return prelude

    def scope_block(self, depth=0):
        """@scope with scoped rules (relative, with :scope or &, nested), now and then a
        nested @scope."""
        body = []
        for _ in range(self.r.randint(1, 3)):
            selector = self.complex(0, nested=self.chance(0.3))
            roll = self.r.random()
            if roll < 0.15:
                selector = ":scope"
            elif roll < 0.3:
                selector = self.pick([":scope > ", ":scope ", "> ", "& "]) + selector
            body.append(Rule([selector], self.body(1, True)))
        if depth == 0 and self.chance(0.15):
            body.append(self.scope_block(depth + 1))
        return Block("scope", self.scope_prelude(), body)

    def sheet(self):
        items = Generator.sheet(self)
        # @scope blocks come from a stream of their own, so that adding them left every
        # other part of each seed's case (and the seeds' recorded disagreements) as it was.
        main, self.r = self.r, random.Random("scope-%d" % self.seed)
        if self.chance(0.35):
            for _ in range(self.r.randint(1, 3)):
                block = self.scope_block()
                if self.chance(0.15):
                    block = Block("layer", self.layer_name(), [block])
                items.insert(self.r.randint(0, len(items)), block)
        self.r = main
        if self.chance(0.6):
            for _ in range(self.r.randint(1, 4)):
                rule = self.property_rule()
                roll = self.r.random()
                if roll < 0.1:
                    rule = Block("supports", "(color: red)", [rule])
                elif roll < 0.2:
                    rule = Block("layer", self.layer_name(), [rule])
                items.insert(self.r.randint(0, len(items)), rule)
        return items


# @property syntaxes for the custom properties the generator sets (--a and --b hold colors,
# --len lengths, --n numbers), and initial values of each (None: none, for `*`).
REGISTERED = {
    "--a": ["<color>", "<color>", "<length>", "*", "<color> | <length>"],
    "--b": ["<color>", "<color>", "<color>#", "<custom-ident> | <color>"],
    # Not <number> for --len: it is read by lengths, and a unitless number is a length in
    # SkinKit (points), invalid in CSS (the one deliberate difference).
    "--len": ["<length>", "<length>", "<length-percentage>", "<length>+"],
    "--n": ["<number>", "<number>", "<integer>", "<percentage>", "<color>"],
}
REGISTERED_INITIAL = {
    "<color>": ["red", "rgb(0 0 255 / 50%)", "transparent", "oklch(0.7 0.1 120)", "#123456"],
    # No percentage for <length-percentage>: --len is read by padding, whose percentages
    # Chromium resolves against the layout's width, which SkinKit has not (it keeps them as
    # percentages, skss-language.md): a difference of layout, not of CSS.
    "<length>": ["0px", "4px", "12px", "1in"], "<length-percentage>": ["0px", "6px"],
    "<length>+": ["1px 2px"], "<number>": ["0", "0.5", "1"], "<integer>": ["0", "3"],
    "<percentage>": ["0%", "50%"], "*": [None, "red", "4px"], "<color>#": ["red, blue"],
    "<custom-ident> | <color>": ["blue", "auto"], "<color> | <length>": ["1px", "green"],
}


def modern_case(seed):
    """The modern-style case of `seed`: (sheet AST, tree root)."""
    g = ModernGenerator(seed)
    return g.sheet(), g.tree()


# ------------------------------------------------------------------------------ paint style
# Paint values: linear, radial and conic gradients in background-image (angles in every
# unit, `to` sides and corners, circles and ellipses with extent keywords or radii, centers
# in the one-, two- and four-value forms, `from` angles, angular stops, every interpolation
# space and hue method, stops with zero to two positions, hints, repeating forms, now and
# then an invalid one) and box-shadow and text-shadow lists (every length form: px, em, rem, viewport
# units, calc(), negative offsets and spreads; colors of every notation, currentcolor and
# none at all; inset before or after; `none`), now and then an invalid list (a negative
# blur, too few or too many lengths, a color between the lengths, inset twice or in a
# text-shadow), among rules that set color and font-size (what currentcolor and em read),
# so inheritance of text-shadow with currentcolor is exercised too.
PAINT_PROPERTIES = ["color", "font-size", "box-shadow", "text-shadow", "background-image"]
# Gradient stop positions: no viewport units (Chromium keeps `2vw` in a computed gradient,
# SkinKit computes it to points, the environment's width being known) and no percentage
# inside min()/max()/clamp() (SkinKit computes those functions to points).
STOP_LENGTHS = ["0", "0%", "10px", "25%", "50%", "100%", "1em", "1.5rem", "-10px", "120%",
                "calc(10px + 5%)", "calc(50% - 1em)", "calc(2em - 4px)", "max(1px, 0.5em)"]
# A conic gradient's stop positions: angles in every unit and percentages.
ANGLE_STOPS = ["0", "0deg", "10deg", "45deg", "90deg", "-30deg", "400deg", "0.25turn", "1rad",
               "100grad", "25%", "50%", "100%", "0%", "calc(10% + 15%)"]
# Radii (a circle's is not a percentage) and a center's offsets: no viewport units (see
# above) and no math function of relative units from right or bottom (SkinKit refuses it).
RADII = ["0", "10px", "25px", "1em", "1.5rem", "calc(10px + 1em)", "calc(30px - 2em)"]
ELLIPSE_RADII = RADII + ["20%", "50%", "120%"]
OFFSETS = ["0", "10px", "-5px", "25%", "0%", "100%", "1em", "2rem", "calc(10px + 5%)",
           "calc(50% - 1em)"]
EXTENTS = ["closest-side", "closest-corner", "farthest-side", "farthest-corner"]
GRADIENT_SPACES = ["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020",
                   "lab", "oklab", "xyz", "xyz-d50", "xyz-d65", "lch", "oklch", "hsl", "hwb"]


class PaintGenerator(ModernGenerator):
    def shadow_length(self, blur=False):
        roll = self.r.random()
        if roll < 0.5:
            return self.pick(["0", "1px", "2px", "4px", self.number(0, 20) + "px"])
        if roll < 0.6 and not blur:
            return "-" + self.pick(["1px", "3px", "0.5em", self.number(0, 9) + "px"])
        if roll < 0.75:
            return self.pick(["0.5em", "1em", "1.25rem", "2vw", "1vmin", self.number(0, 2, 2) + "em"])
        if roll < 0.9:
            return "calc(%s %s %s)" % (self.pick(["4px", "1em", "0.5rem", "10px"]),
                                       self.pick(["+", "-"]),
                                       self.pick(["2px", "0.25em", "1rem", "12px"]))
        return self.pick(["max(1px, 0.5em)", "min(4px, 1vw)", "clamp(1px, 2vw, 8px)"])

    def shadow(self, text=False):
        count = self.r.choice([2, 2, 3, 3, 4]) if not text else self.r.choice([2, 3, 3])
        lengths = [self.shadow_length(blur=(i == 2)) for i in range(count)]
        if self.chance(0.04):
            lengths[:] = lengths[:1] if self.chance(0.5) else lengths + ["1px", "2px"]
        if self.chance(0.03) and len(lengths) > 2:
            lengths[2] = "-2px"
        parts = [" ".join(lengths)]
        if self.chance(0.8):
            color = self.pick([self.color(1), "currentcolor", "var(--a)",
                               Generator.color(self, 1, current=True)])
            if self.chance(0.02) and len(lengths) > 1:
                parts = [lengths[0], color, " ".join(lengths[1:])]
            else:
                parts.insert(self.r.choice([0, 1]), color)
        if (not text and self.chance(0.25)) or self.chance(0.01):
            parts.insert(self.r.choice([0, len(parts)]), "inset")
            if self.chance(0.02):
                parts.append("inset")
        return " ".join(parts)

    def shadow_list(self, text=False):
        if self.chance(0.08):
            return "none"
        return ", ".join(self.shadow(text) for _ in range(self.r.choice([1, 1, 1, 2, 3])))

    def gradient_head(self):
        words = []
        roll = self.r.random()
        if roll < 0.3:
            unit = self.pick(["deg", "deg", "turn", "rad", "grad"])
            scale = {"deg": 360, "turn": 1, "rad": 6.3, "grad": 400}[unit]
            words.append(self.number(-scale / 4, scale * 1.1, 2) + unit)
        elif roll < 0.55:
            sides = self.r.sample(["left", "top"] if self.chance(0.5) else ["right", "bottom"], 2)
            sides = [self.pick(["left", "right"]), self.pick(["top", "bottom"])]
            self.r.shuffle(sides)
            words.append("to " + " ".join(sides[:self.r.choice([1, 2])]))
        if self.chance(0.35):
            words.insert(self.r.choice([0, len(words)]), self.interpolation())
        return " ".join(words)

    def interpolation(self):
        space = self.pick(GRADIENT_SPACES)
        method = ""
        if space in ("lch", "oklch", "hsl", "hwb") and self.chance(0.5):
            method = " %s hue" % self.pick(HUE_METHODS)
        return "in " + space + method

    def position(self):
        """A center: the one-, two- or four-value form, now and then a three-value one."""
        horizontal, vertical = ["left", "right", "center"], ["top", "bottom", "center"]
        roll = self.r.random()
        if roll < 0.25:
            return self.pick(horizontal + vertical + OFFSETS)
        if roll < 0.6:
            x = self.pick(horizontal + OFFSETS)
            y = self.pick(vertical + OFFSETS)
            if x in horizontal and y in vertical and self.chance(0.5):
                return y + " " + x
            return x + " " + y
        if roll < 0.97:
            pairs = ["%s %s" % (self.pick(["left", "right"]), self.pick(OFFSETS)),
                     "%s %s" % (self.pick(["top", "bottom"]), self.pick(OFFSETS))]
            self.r.shuffle(pairs)
            return " ".join(pairs)
        return "left 10px top"

    def radial_head(self):
        geometry = []
        roll = self.r.random()
        shape = self.pick(["circle", "ellipse", ""])
        if roll < 0.35:
            size = self.pick(EXTENTS)
        elif roll < 0.7:
            if shape == "circle" or (shape == "" and self.chance(0.5)):
                size = self.pick(RADII)
            else:
                size = self.pick(ELLIPSE_RADII) + " " + self.pick(ELLIPSE_RADII)
        else:
            size = ""
        if self.chance(0.03):
            size = self.pick(["10%", "-10px", "calc(10px + 5%) 20px"])
        words = [w for w in [shape, size] if w]
        if self.chance(0.3):
            words.reverse()
        geometry += words
        if self.chance(0.5):
            geometry += ["at", self.position()]
        return self.with_interpolation(" ".join(geometry))

    def conic_head(self):
        geometry = []
        if self.chance(0.6):
            unit = self.pick(["deg", "deg", "turn", "rad", "grad"])
            scale = {"deg": 360, "turn": 1, "rad": 6.3, "grad": 400}[unit]
            geometry.append("from " + self.number(-scale / 4, scale * 1.1, 2) + unit)
        if self.chance(0.5):
            geometry += ["at", self.position()]
        if self.chance(0.02):
            geometry.reverse()
        return self.with_interpolation(" ".join(geometry))

    def with_interpolation(self, geometry):
        if not self.chance(0.35):
            return geometry
        method = self.interpolation()
        if not geometry:
            return method
        return method + " " + geometry if self.chance(0.5) else geometry + " " + method

    def gradient(self):
        roll = self.r.random()
        kind = "linear" if roll < 0.5 else "radial" if roll < 0.75 else "conic"
        parts = []
        head = {"linear": self.gradient_head, "radial": self.radial_head,
                "conic": self.conic_head}[kind]()
        if head:
            parts.append(head)
        stops = ANGLE_STOPS if kind == "conic" else STOP_LENGTHS
        for index in range(self.r.choice([1, 2, 2, 3, 4])):
            if index > 0 and self.chance(0.15):
                parts.append(self.pick(stops))
            color = self.pick([self.color(1), "currentcolor", self.color(1),
                               Generator.color(self, 1, current=True)])
            positions = [self.pick(stops) for _ in range(self.r.choice([0, 0, 1, 1, 2]))]
            parts.append(" ".join([color] + positions))
        if self.chance(0.04):
            parts.insert(self.r.randrange(len(parts) + 1), self.pick(["10%", "to middle", "45deg"]))
        name = ("repeating-" if self.chance(0.15) else "") + kind + "-gradient"
        return "%s(%s)" % (name, ", ".join(parts))

    def value(self, prop):
        if prop == "background-image":
            if self.chance(0.06):
                return self.pick(KEYWORDS + ["none"])
            return self.gradient()
        if prop in ("box-shadow", "text-shadow"):
            if self.chance(0.06):
                return self.pick(KEYWORDS)
            return self.shadow_list(text=prop == "text-shadow")
        return ModernGenerator.value(self, prop)

    def declaration(self, inline=False):
        roll = self.r.random()
        if roll < 0.2:
            return Decl("box-shadow", self.value("box-shadow"), self.chance(0.05))
        if roll < 0.35:
            return Decl("text-shadow", self.value("text-shadow"), self.chance(0.05))
        if roll < 0.55:
            return Decl("background-image", self.value("background-image"), self.chance(0.05))
        if roll < 0.65:
            return Decl("font-size", self.value("font-size"))
        if roll < 0.75:
            return Decl("--a", self.value("--a"))
        return Decl("color", self.value("color"))

    def sheet(self):
        return Generator.sheet(self)


def paint_case(seed):
    """The paint-style case of `seed`: (sheet AST, tree root)."""
    g = PaintGenerator(seed)
    return g.sheet(), g.tree()
