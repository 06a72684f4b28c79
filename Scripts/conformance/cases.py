"""Hand-written cascade conformance cases for SkinKit, checked against Chromium.

Every case is a dict(name, css, tree, properties) plus bookkeeping that generate.py uses
and does not copy into the fixtures:
  topic     fixture file the case goes to (Tests/Fixtures/Conformance/<topic>.json)
  check     optional {path: "prop: value; prop: value"}: what the author expects from the
            CSS specs, written by hand; generate.py reports every disagreement with Chromium
            (a disagreement means a wrong case or a wrong belief, never a fixture edit).
            Color names in `check` are short for Chromium's rgb() strings (see generate.py).
  dropped   number of top-level rules Chromium is expected to drop (bad selectors ...).
  nested_types  the sheet has type selectors inside nested style rules; css-oracle does not
            rewrite those (Box -> x-box), so generate.py uses a rewrite that recurses into
            style blocks for these cases only.

Rules that keep a case meaningful for both a browser and SkinKit (see the brief):
  * only type names outside SkinKit's built-in hierarchy (Panel, Box, Item, ...) or built-in
    leaf types used only for themselves (Button, Label, Switch, Slider, TextField, ImageView);
  * lengths in px (em / % only for font-size); no SkinKit-only syntax;
  * attribute names lowercase and never one of HTML's case-insensitive-valued attributes
    (type, lang, dir, ...), so attribute values compare case-sensitively in the browser too;
  * font-family is only read in cases that declare one on the root;
  * @media cases carry the browser's viewport (800x600, light) as the tree's environment.
"""

CASES = []

VIEWPORT = {"width": 800, "height": 600}
ENV = {"width": 800, "height": 600, "color-scheme": "light"}


def N(spec, *children, attrs=None, cls=None, id=None):
    """Node from 'Type#id.class1.class2' (+ children).  cls/id override for odd names."""
    type_, rest = spec, ""
    for i, ch in enumerate(spec):
        if ch in "#.":
            type_, rest = spec[:i], spec[i:]
            break
    node = {"type": type_}
    ident = None
    classes = []
    for part in _split_spec(rest):
        if part[0] == "#":
            ident = part[1:]
        else:
            classes.append(part[1:])
    if id is not None:
        ident = id
    if cls is not None:
        classes = list(cls)
    if ident is not None:
        node["id"] = ident
    if classes:
        node["classes"] = classes
    if attrs:
        node["attributes"] = dict(attrs)
    if children:
        node["children"] = list(children)
    return node


def _split_spec(rest):
    parts, cur = [], ""
    for ch in rest:
        if ch in "#." and cur:
            parts.append(cur)
            cur = ""
        cur += ch
    if cur:
        parts.append(cur)
    return parts


def envelope(root):
    """skss tree envelope with the browser's viewport, for @media cases."""
    return {"environment": dict(ENV), "root": root}


_TOPIC = [None]


def topic(name):
    _TOPIC[0] = name


def case(name, css, tree, properties, check=None, dropped=0, nested_types=False):
    CASES.append(dict(topic=_TOPIC[0], name=name, css=css.strip(), tree=tree,
                      properties=list(properties), check=check or {}, dropped=dropped,
                      nested_types=nested_types))


def rows(n, fn):
    """check dict for the n children of the root: fn(i) (1-based) -> "prop: value"."""
    return {"0/%d" % (i - 1): fn(i) for i in range(1, n + 1)}


C = ["color"]
CB = ["color", "background-color"]
CP = ["color", "padding-top"]
PAD = ["padding-top", "padding-right", "padding-bottom", "padding-left"]

# a list of 8 Items (1-based position k at path 0/(k-1))
L8 = N("Panel.list", *[N("Item.i%d" % k) for k in range(1, 9)])
# the same with classes for `of S`
L8X = N("Panel.list", *[N("Item", cls=["x"] if k in (1, 2, 4, 5, 7, 8) else ["y"])
                        for k in range(1, 9)])
# mixed types for *-of-type: Item Box Item Item Box Cell Item Box
MIXED_TYPES = ["Item", "Box", "Item", "Item", "Box", "Cell", "Item", "Box"]
LMIX = N("Panel", *[N(t + ".k%d" % k) for k, t in enumerate(MIXED_TYPES, 1)])


def of_type_positions():
    """(index among its type, count of its type) for each child of LMIX, 1-based index."""
    out = []
    for k, t in enumerate(MIXED_TYPES):
        same = [j for j, u in enumerate(MIXED_TYPES) if u == t]
        out.append((same.index(k) + 1, len(same)))
    return out


OFT = of_type_positions()

# ======================================================================================
topic("selectors-basic")

case("type selectors",
     "Box { color: red } Item { color: blue }",
     N("Panel", N("Box"), N("Item"), N("Box", N("Item"), N("Cell"))),
     C, {"0": "color: black", "0/0": "color: red", "0/1": "color: blue", "0/2": "color: red",
         "0/2/0": "color: blue", "0/2/1": "color: red"})

case("class selectors, nodes with several classes",
     ".a { color: red } .b { background-color: blue }",
     N("Panel", N("Box.a"), N("Box.b"), N("Box.a.b"), N("Box.c")),
     CB, {"0/0": "color: red; background-color: transparent",
          "0/1": "color: black; background-color: blue",
          "0/2": "color: red; background-color: blue", "0/3": "color: black"})

case("id selectors",
     "#main { color: red } #side { padding-top: 4px }",
     N("Panel#main", N("Box#side"), N("Box")),
     CP, {"0": "color: red; padding-top: 0px", "0/0": "color: red; padding-top: 4px",
          "0/1": "padding-top: 0px"})

case("universal selector alone and as ancestor",
     "* { padding-left: 2px } * * { padding-top: 3px }",
     N("Panel", N("Box", N("Item"))),
     ["padding-left", "padding-top"],
     {"0": "padding-left: 2px; padding-top: 0px", "0/0": "padding-top: 3px",
      "0/0/0": "padding-top: 3px; padding-left: 2px"})

case("universal selector in compounds",
     "*.a { color: red } .b > * { color: blue } *#x { padding-top: 1px }",
     N("Panel.b", N("Box.a"), N("Item#x"), N("Cell.a", N("Text"))),
     CP, {"0/0": "color: blue", "0/1": "color: blue; padding-top: 1px", "0/2": "color: blue",
          "0/2/0": "color: blue"})

case("compound type + class",
     "Box.a { color: red } Item.a { color: blue } .a.b { padding-top: 1px }",
     N("Panel", N("Box.a"), N("Item.a.b"), N("Box.b"), N("Cell.a")),
     CP, {"0/0": "color: red", "0/1": "color: blue; padding-top: 1px", "0/2": "color: black",
          "0/3": "color: black"})

case("compound type + id + class",
     "Box#x.a { color: red } Box#x { color: blue } #x.b { padding-top: 2px }",
     N("Panel", N("Box#x.a"), N("Item#x.a.b")),
     CP, {"0/0": "color: red", "0/1": "color: black; padding-top: 2px"})

case("classes and ids are case-sensitive",
     ".Primary { color: red } .primary { color: blue } #Main { padding-top: 1px }",
     N("Panel#main", N("Box.primary"), N("Box.Primary"), N("Box.PRIMARY")),
     CP, {"0": "padding-top: 0px", "0/0": "color: blue", "0/1": "color: red",
          "0/2": "color: black"})

case("type, class and id namespaces are separate",
     ".Box { color: red } #Box { color: blue } Box { padding-top: 1px }",
     N("Panel", N("Box"), N("Item.Box"), N("Item#Box"), N("Box.Box")),
     CP, {"0/0": "color: black; padding-top: 1px", "0/1": "color: red; padding-top: 0px",
          "0/2": "color: blue", "0/3": "color: red; padding-top: 1px"})

case("a compound with two ids never matches",
     "#a#b { color: red } #a { padding-top: 1px }",
     N("Panel", N("Box#a"), N("Box#b")),
     CP, {"0/0": "color: black; padding-top: 1px", "0/1": "color: black"})

case("selector list applies to each member",
     ".a, .b, #c, Cell { color: red }",
     N("Panel", N("Box.a"), N("Box.b"), N("Box#c"), N("Cell"), N("Box.d")),
     C, {"0/0": "color: red", "0/1": "color: red", "0/2": "color: red", "0/3": "color: red",
         "0/4": "color: black"})

case("escaped identifiers in class and id selectors",
     r".a\:b { color: red } #\31 x { color: blue } .\61 bc { padding-top: 3px }",
     N("Panel", N("Box", cls=["a:b"]), N("Box", id="1x"), N("Box.abc"), N("Box.a.b")),
     CP, {"0/0": "color: red", "0/1": "color: blue", "0/2": "padding-top: 3px",
          "0/3": "color: black"})

case("built-in leaf widget types used only for themselves",
     "Button { color: red } Label { color: blue } Switch { color: green } "
     "Slider { padding-top: 1px } TextField { padding-top: 2px } ImageView { padding-top: 3px }",
     N("Panel", N("Button"), N("Label"), N("Switch"), N("Slider"), N("TextField"),
       N("ImageView")),
     CP, {"0/0": "color: red", "0/1": "color: blue", "0/2": "color: green",
          "0/3": "padding-top: 1px", "0/4": "padding-top: 2px", "0/5": "padding-top: 3px"})

case("type selector matches the whole name only",
     "Item { color: red } Items { color: blue } Ite { padding-top: 1px }",
     N("Panel", N("Item"), N("Items"), N("ItemX")),
     CP, {"0/0": "color: red", "0/1": "color: blue", "0/2": "color: black; padding-top: 0px"})

case("class names with dashes, underscores and digits",
     ".btn-primary { color: red } ._x { color: blue } .a1 { padding-top: 1px } .-dash { padding-top: 2px }",
     N("Panel", N("Box.btn-primary"), N("Box._x"), N("Box.a1"), N("Box.-dash"), N("Box.btn")),
     CP, {"0/0": "color: red", "0/1": "color: blue", "0/2": "padding-top: 1px",
          "0/3": "padding-top: 2px", "0/4": "color: black; padding-top: 0px"})

# ======================================================================================
topic("specificity")

case("equal specificity: the later rule wins",
     ".a { color: red; padding-top: 1px } .b { color: blue } .a { padding-top: 2px }",
     N("Panel", N("Box.a.b"), N("Box.b.a")),
     CP, {"0/0": "color: blue; padding-top: 2px", "0/1": "color: blue; padding-top: 2px"})

case("class beats type whatever the order",
     ".a { color: red } Box { color: blue } Box { padding-top: 1px } .a { padding-top: 2px }",
     N("Panel", N("Box.a"), N("Box")),
     CP, {"0/0": "color: red; padding-top: 2px", "0/1": "color: blue; padding-top: 1px"})

case("id beats twelve classes",
     "#x { color: red } .a.b.c.d.e.f.g.h.i.j.k.l { color: blue }",
     N("Panel", N("Box#x", cls=list("abcdefghijkl")), N("Box", cls=list("abcdefghijkl"))),
     C, {"0/0": "color: red", "0/1": "color: blue"})

def _chain(types, leaves):
    node = N(types[-1], *leaves)
    for t in reversed(types[:-1]):
        node = N(t, node)
    return node


case("class beats eleven type selectors (not additive)",
     ".a { color: red } Panel Section Stack VStack HStack Row Cell Card Box Item Text { color: blue }",
     _chain(["Panel", "Section", "Stack", "VStack", "HStack", "Row", "Cell", "Card", "Box", "Item"],
            [N("Text.a"), N("Text")]),
     C, {"0" + "/0" * 10: "color: red", "0" + "/0" * 9 + "/1": "color: blue"})

case("two type selectors beat one",
     "Panel Box { color: red } Box { color: blue }",
     N("Panel", N("Box"), N("Item", N("Box"))),
     C, {"0/0": "color: red", "0/1/0": "color: red"})

case("repeated class counts twice",
     ".a.a { color: red } .a { color: blue } .a.a.a { padding-top: 3px } .b.a { padding-top: 2px }",
     N("Panel", N("Box.a"), N("Box.a.b")),
     CP, {"0/0": "color: red; padding-top: 3px", "0/1": "color: red; padding-top: 3px"})

case("attribute selector counts like a class",
     "[title].a { color: red } .a.b { color: blue } [title] { padding-top: 1px } .a { padding-top: 2px }",
     N("Panel", N("Box.a.b", attrs={"title": "t"}), N("Box.a", attrs={"title": "t"})),
     CP, {"0/0": "color: blue; padding-top: 2px", "0/1": "color: red; padding-top: 2px"})

case("pseudo-class counts like a class",
     "Box:first-child { color: red } Box.a { color: blue } .a:last-child { padding-top: 1px } .a.z { padding-top: 2px }",
     N("Panel", N("Box.a"), N("Box.a.z")),
     CP, {"0/0": "color: blue", "0/1": "color: blue; padding-top: 2px"})

case("universal selector adds no specificity",
     "*.a { color: red } .a { color: blue } .a { padding-top: 1px } * * .a { padding-top: 2px }",
     N("Panel", N("Box", N("Item.a"))),
     CP, {"0/0/0": "color: blue; padding-top: 2px"})

case("each selector of a list keeps its own specificity",
     "#x, .a { color: red } .a.b { color: blue }",
     N("Panel", N("Box#x.a.b"), N("Box.a.b"), N("Box.a")),
     C, {"0/0": "color: red", "0/1": "color: blue", "0/2": "color: red"})

case("combinators add the specificity of every compound",
     ".p .a { color: red } .a.b { color: blue } #r .a { padding-top: 1px } .p .q .a.b { padding-top: 2px }",
     N("Panel#r.p", N("Box.q", N("Item.a.b")), N("Item.a")),
     CP, {"0/0/0": "color: blue; padding-top: 1px", "0/1": "color: red; padding-top: 1px"})

case("id in ancestor beats classes on subject",
     "#r Item { color: red } Item.a.b.c { color: blue }",
     N("Panel#r", N("Item.a.b.c")),
     C, {"0/0": "color: red"})

case("specificity then order across many properties",
     "Box { color: red; padding-top: 1px; padding-left: 1px } "
     ".a { color: blue; padding-top: 2px } "
     "Box { padding-left: 3px; padding-right: 3px } "
     ".a { padding-right: 4px }",
     N("Panel", N("Box.a"), N("Box")),
     ["color", "padding-top", "padding-left", "padding-right"],
     {"0/0": "color: blue; padding-top: 2px; padding-left: 3px; padding-right: 4px",
      "0/1": "color: red; padding-top: 1px; padding-left: 3px; padding-right: 3px"})

# ======================================================================================
topic("combinators")

case("descendant combinator at any depth",
     "Panel Item { color: red } Section Item { padding-top: 1px }",
     N("Panel", N("Item"), N("Box", N("Section", N("Cell", N("Item"))))),
     CP, {"0/0": "color: red; padding-top: 0px", "0/1/0/0/0": "color: red; padding-top: 1px",
          "0/1": "color: black"})

case("child combinator only direct children",
     "Panel > Item { color: red } .p > .q > Item { padding-top: 1px }",
     N("Panel.p", N("Item"), N("Box.q", N("Item"), N("Box", N("Item")))),
     CP, {"0/0": "color: red", "0/1/0": "color: black; padding-top: 1px",
          "0/1/1/0": "color: black; padding-top: 0px"})

case("next-sibling combinator",
     ".a + Box { color: red } .a + .b { padding-top: 1px }",
     N("Panel", N("Item.a"), N("Box.b"), N("Box"), N("Box.a"), N("Item.c"), N("Box.b")),
     CP, {"0/1": "color: red; padding-top: 1px", "0/2": "color: black",
          "0/4": "color: black", "0/5": "color: black; padding-top: 0px"})

case("subsequent-sibling combinator",
     ".a ~ Box { color: red } .z ~ .a { padding-top: 1px }",
     N("Panel", N("Box"), N("Item.a"), N("Box"), N("Item"), N("Box.z"), N("Box.a")),
     CP, {"0/0": "color: black", "0/2": "color: red", "0/3": "color: black",
          "0/4": "color: red", "0/5": "color: red; padding-top: 1px", "0/1": "padding-top: 0px"})

case("sibling combinators do not cross parents",
     ".a + .b { color: red } .a ~ .c { color: blue }",
     N("Panel", N("Box.a"), N("Box", N("Box.b"), N("Box.c")), N("Box.b")),
     C, {"0/1/0": "color: black", "0/1/1": "color: black", "0/2": "color: black"})

case("combinators without whitespace",
     ".a>.b{color:red}.a+.c{padding-top:1px}.a~.d{padding-left:2px}",
     N("Panel.a", N("Box.b"), N("Box.a"), N("Box.c"), N("Box.d")),
     ["color", "padding-top", "padding-left"],
     {"0/0": "color: red", "0/2": "padding-top: 1px", "0/3": "padding-left: 2px",
      "0/1": "color: black"})

case("combinators with extra whitespace and newlines",
     ".a   >\n  .b { color: red }\n.a\n+\n.c { padding-top: 1px }",
     N("Panel.a", N("Box.b"), N("Box.a"), N("Box.c")),
     CP, {"0/0": "color: red", "0/2": "padding-top: 1px"})

case("long mixed chain",
     "Panel > Section Row > Cell + Cell ~ Item { color: red }",
     N("Panel", N("Section", N("Box", N("Row", N("Cell"), N("Cell"), N("Box"), N("Item"),
                                      N("Cell", N("Item"))))),
       N("Row", N("Cell"), N("Cell"), N("Item"))),
     C, {"0/0/0/0/3": "color: red", "0/0/0/0/4/0": "color: black", "0/1/2": "color: black"})

case("descendant chain needs backtracking",
     ".a > .b .c { color: red } .a .b > .c { padding-top: 1px }",
     N("Panel.a", N("Box.b", N("Box.b", N("Item.c")), N("Box.x", N("Box.b", N("Item.c"))))),
     CP, {"0/0/0/0": "color: red; padding-top: 1px", "0/0/1/0/0": "color: red; padding-top: 1px"})

case("sibling chain needs backtracking",
     ".a + .b ~ .c { color: red } .b + .b ~ .c { padding-top: 1px }",
     N("Panel", N("Box.a"), N("Box.b"), N("Box.b"), N("Box.x"), N("Box.c"),
       N("Box"), N("Box.b"), N("Box.c")),
     CP, {"0/4": "color: red; padding-top: 1px", "0/7": "color: red; padding-top: 1px"})

case("child chain of three",
     ".a > .b > .c { color: red }",
     N("Panel.a", N("Box.b", N("Item.c"), N("Box", N("Item.c"))), N("Item.c")),
     C, {"0/0/0": "color: red", "0/0/1/0": "color: black", "0/1": "color: black"})

case("repeated types in a descendant chain",
     "Box Box Box { color: red } Box > Box { padding-top: 1px }",
     N("Box", N("Box", N("Box", N("Box"))), N("Item", N("Box"))),
     CP, {"0": "color: black", "0/0": "color: black; padding-top: 1px",
          "0/0/0": "color: red; padding-top: 1px", "0/0/0/0": "color: red",
          "0/1/0": "color: black; padding-top: 0px"})

case("combinators with universal selector",
     ".a > * { color: red } .a + * { padding-top: 1px } .a ~ * { padding-left: 2px }",
     N("Panel", N("Box.a", N("Item"), N("Cell", N("Text"))), N("Item"), N("Cell")),
     ["color", "padding-top", "padding-left"],
     {"0/0/0": "color: red", "0/0/1": "color: red", "0/0/1/0": "color: red",
      "0/1": "color: black; padding-top: 1px; padding-left: 2px",
      "0/2": "padding-top: 0px; padding-left: 2px"})

case("mixed ids, classes and siblings",
     "#root > .x ~ .y .z { color: red } #root .y > .z { padding-top: 1px }",
     N("Panel#root", N("Box.x"), N("Box"), N("Box.y", N("Item", N("Text.z")), N("Text.z")),
       N("Box.y", N("Text.z"))),
     CP, {"0/2/0/0": "color: red; padding-top: 0px", "0/2/1": "color: red; padding-top: 1px",
          "0/3/0": "color: red; padding-top: 1px"})

case("structural pseudo-class before a sibling combinator",
     "Item:first-child + Item { color: red } Item:last-child ~ Item { color: blue }",
     N("Panel", N("Item"), N("Item"), N("Item")),
     C, {"0/0": "color: black", "0/1": "color: red", "0/2": "color: black"})

# ======================================================================================
topic("attributes")

ATTR_TREE = N("Panel",
              N("Box", attrs={"title": "hello world"}),
              N("Box", attrs={"title": ""}),
              N("Box", attrs={"role": "button"}),
              N("Box", attrs={"role": "Button"}),
              N("Box", attrs={"kind": "a b c"}),
              N("Box", attrs={"kind": "ab"}),
              N("Box", attrs={"label": "en"}),
              N("Box", attrs={"label": "en-US"}),
              N("Box", attrs={"label": "eng"}),
              N("Box"))

case("[attr] presence, also with an empty value",
     "[title] { color: red }",
     ATTR_TREE, C, {"0/0": "color: red", "0/1": "color: red", "0/2": "color: black",
                    "0/9": "color: black"})

case("[attr=value] unquoted, double- and single-quoted",
     "[role=button] { color: red } [role=\"Button\"] { color: blue } [title='hello world'] { padding-top: 1px }",
     ATTR_TREE, CP, {"0/2": "color: red", "0/3": "color: blue", "0/0": "padding-top: 1px",
                     "0/1": "padding-top: 0px"})

case("[attr=\"\"] matches an empty value only",
     "[title=\"\"] { color: red }",
     ATTR_TREE, C, {"0/0": "color: black", "0/1": "color: red", "0/9": "color: black"})

case("[attr~=word] whitespace-separated word",
     "[kind~=b] { color: red } [kind~=\"a b\"] { color: blue } [title~=world] { padding-top: 1px } [kind~=\"\"] { padding-left: 2px }",
     ATTR_TREE, ["color", "padding-top", "padding-left"],
     {"0/4": "color: red; padding-left: 0px", "0/5": "color: black", "0/0": "padding-top: 1px",
      "0/1": "padding-left: 0px"})

case("[attr^=prefix] [attr$=suffix] [attr*=substring]",
     "[title^=hell] { color: red } [title$=\"world\"] { padding-top: 1px } [kind*=\"b c\"] { padding-left: 2px } [label*=n-U] { color: blue }",
     ATTR_TREE, ["color", "padding-top", "padding-left"],
     {"0/0": "color: red; padding-top: 1px", "0/4": "padding-left: 2px",
      "0/7": "color: blue", "0/6": "color: black"})

case("empty ^= $= *= values never match",
     "[title^=\"\"] { color: red } [title$=\"\"] { padding-top: 1px } [title*=\"\"] { padding-left: 2px }",
     ATTR_TREE, ["color", "padding-top", "padding-left"],
     {"0/0": "color: black; padding-top: 0px; padding-left: 0px",
      "0/1": "color: black; padding-top: 0px; padding-left: 0px"})

case("[attr|=lang] exact or followed by a dash",
     "[label|=en] { color: red } [label|=\"en-US\"] { padding-top: 1px }",
     ATTR_TREE, CP, {"0/6": "color: red; padding-top: 0px", "0/7": "color: red; padding-top: 1px",
                     "0/8": "color: black"})

case("attribute values are case-sensitive by default",
     "[role=BUTTON] { color: red } [role=button] { padding-top: 1px }",
     ATTR_TREE, CP, {"0/2": "color: black; padding-top: 1px", "0/3": "color: black; padding-top: 0px"})

case("the i flag compares ASCII case-insensitively",
     "[role=BUTTON i] { color: red } [title^=\"HELLO\" i] { padding-top: 1px } [label$=us i] { padding-left: 2px } [kind~=B i] { padding-right: 3px }",
     ATTR_TREE, ["color"] + PAD,
     {"0/2": "color: red", "0/3": "color: red", "0/0": "padding-top: 1px",
      "0/7": "padding-left: 2px", "0/4": "padding-right: 3px"})

case("the i flag with |= and *=",
     "[label|=EN i] { color: red } [title*=\"O W\" i] { padding-top: 1px }",
     ATTR_TREE, CP, {"0/6": "color: red", "0/7": "color: red", "0/8": "color: black",
                     "0/0": "padding-top: 1px"})

case("attribute selector in a compound and several attributes",
     "Box[role=button].a { color: red } [title][role] { padding-top: 1px } Item[role] { color: blue }",
     N("Panel", N("Box.a", attrs={"role": "button"}), N("Box", attrs={"role": "button"}),
       N("Item", attrs={"role": "x", "title": "t"}), N("Box.a", attrs={"title": "t"})),
     CP, {"0/0": "color: red", "0/1": "color: black", "0/2": "color: blue; padding-top: 1px",
          "0/3": "padding-top: 0px"})

case("quoted values with spaces and escapes",
     "[title=\"a b\"] { color: red } [title=\"x\\\"y\"] { color: blue } [title='it\\'s'] { padding-top: 1px }",
     N("Panel", N("Box", attrs={"title": "a b"}), N("Box", attrs={"title": "x\"y"}),
       N("Box", attrs={"title": "it's"})),
     CP, {"0/0": "color: red", "0/1": "color: blue", "0/2": "padding-top: 1px"})

case("whitespace inside attribute brackets",
     "[ title = \"t\" ] { color: red } [ role ] { padding-top: 1px } [kind = x  i ] { padding-left: 2px }",
     N("Panel", N("Box", attrs={"title": "t"}), N("Box", attrs={"role": "r"}),
       N("Box", attrs={"kind": "X"})),
     ["color", "padding-top", "padding-left"],
     {"0/0": "color: red", "0/1": "padding-top: 1px", "0/2": "padding-left: 2px"})

case("unquoted value must be an identifier (a number drops the rule)",
     "[data-size=10] { color: red } [data-size=\"10\"] { padding-top: 1px }",
     N("Panel", N("Box", attrs={"data-size": "10"})),
     CP, {"0/0": "color: black; padding-top: 1px"}, dropped=1)

case("attribute selectors with descendant and sibling combinators",
     "[role=list] > [role=item] { color: red } [role=item] + [role=item] { padding-top: 1px } [role=list] [kind] { padding-left: 2px }",
     N("Panel", N("Box", attrs={"role": "item"}), N("Box", attrs={"role": "item"}),
       N("Box", N("Item", attrs={"role": "item", "kind": "k"})), attrs={"role": "list"}),
     ["color", "padding-top", "padding-left"],
     {"0/0": "color: red; padding-top: 0px", "0/1": "color: red; padding-top: 1px",
      "0/2/0": "color: black; padding-left: 2px"})

case("dashed attribute names",
     "[data-state=on] { color: red } [aria-label] { padding-top: 1px }",
     N("Panel", N("Box", attrs={"data-state": "on"}), N("Box", attrs={"data-state": "off", "aria-label": "x"})),
     CP, {"0/0": "color: red", "0/1": "color: black; padding-top: 1px"})

# ======================================================================================
topic("structural")

case(":root matches the tree root only",
     ":root { color: red } Panel:root { padding-top: 1px } Box:root { padding-left: 2px } :root > Box { background-color: blue }",
     N("Panel", N("Box", N("Box"))),
     ["color", "padding-top", "padding-left", "background-color"],
     {"0": "color: red; padding-top: 1px; padding-left: 0px", "0/0": "color: red; background-color: blue",
      "0/0/0": "background-color: transparent; padding-top: 0px"})

case("the root is a first, last and only child",
     ":root:first-child { padding-top: 1px } :root:last-child { padding-right: 2px } :root:only-child { padding-bottom: 3px } :root:nth-child(1) { padding-left: 4px }",
     N("Panel", N("Box")), PAD,
     {"0": "padding-top: 1px; padding-right: 2px; padding-bottom: 3px; padding-left: 4px"})

case(":first-child :last-child :only-child",
     ":first-child { padding-top: 1px } :last-child { padding-right: 2px } :only-child { background-color: red } Box:only-child { color: blue }",
     N("Panel", N("Box", N("Item")), N("Box"), N("Box", N("Item"), N("Item"))),
     ["color", "background-color", "padding-top", "padding-right"],
     {"0": "color: black; background-color: red; padding-top: 1px; padding-right: 2px",
      "0/0": "padding-top: 1px; padding-right: 0px; background-color: transparent",
      "0/0/0": "background-color: red; padding-top: 1px; padding-right: 2px",
      "0/1": "padding-top: 0px; padding-right: 0px", "0/2": "padding-right: 2px",
      "0/2/0": "background-color: transparent; padding-top: 1px; padding-right: 0px",
      "0/2/1": "padding-right: 2px; padding-top: 0px"})


def _nth(a, b):
    return lambda k: (k - b) % a == 0 and (k - b) // a >= 0 if a else k == b


def _nth_check(pred, n=8, prop="color", yes="red", no="black"):
    return rows(n, lambda k: "%s: %s" % (prop, yes if pred(k) else no))


for expr, pred in [
        ("odd", lambda k: k % 2 == 1),
        ("even", lambda k: k % 2 == 0),
        ("2n+1", lambda k: k % 2 == 1),
        ("3n-1", lambda k: k % 3 == 2),
        ("-n+3", lambda k: k <= 3),
        ("n", lambda k: True),
        ("0n+2", lambda k: k == 2),
        ("5", lambda k: k == 5),
        ("-2n+7", lambda k: k in (1, 3, 5, 7)),
        ("+3n", lambda k: k % 3 == 0),
        ("n+6", lambda k: k >= 6),
        ("-n", lambda k: False),
        ("0", lambda k: False),
        ("3n+0", lambda k: k % 3 == 0),
        ("-3n+8", lambda k: k in (2, 5, 8)),
        ("10n-1", lambda k: k == 9)]:
    case(":nth-child(%s)" % expr, "Item:nth-child(%s) { color: red }" % expr, L8, C,
         _nth_check(pred))

case(":nth-child with spaces, signs and case",
     "Item:nth-child( 2n + 1 ) { color: red } Item:nth-child(-n+ 2) { padding-top: 1px } Item:nth-child(+2N- 1) { padding-left: 2px } Item:nth-child(EVEN) { padding-right: 3px }",
     L8, ["color", "padding-top", "padding-left", "padding-right"],
     rows(8, lambda k: "color: %s; padding-top: %s; padding-left: %s; padding-right: %s" % (
         "red" if k % 2 else "black", "1px" if k <= 2 else "0px", "2px" if k % 2 else "0px",
         "3px" if k % 2 == 0 else "0px")))

case(":nth-child(An+B of S)",
     ":nth-child(2n+1 of .x) { color: red } :nth-child(-n+2 of .y) { padding-top: 1px } :nth-child(3 of .x) { padding-left: 2px }",
     L8X, ["color", "padding-top", "padding-left"],
     # .x at 1 2 4 5 7 8 -> odd x-positions are children 1 4 7; .y at 3 6
     rows(8, lambda k: "color: %s; padding-top: %s; padding-left: %s" % (
         "red" if k in (1, 4, 7) else "black", "1px" if k in (3, 6) else "0px",
         "2px" if k == 4 else "0px")))

case(":nth-last-child(An+B of S) and of with a type selector",
     ":nth-last-child(1 of .x) { color: red } :nth-child(2 of Item) { padding-top: 1px }",
     N("Panel", N("Item.x"), N("Box.x"), N("Item.y"), N("Item.x"), N("Box.x"), N("Box")),
     CP, {"0/4": "color: red", "0/3": "color: black", "0/2": "padding-top: 1px",
          "0/1": "padding-top: 0px"})

case(":nth-last-child",
     ":nth-last-child(2) { color: red } :nth-last-child(-n+3) { padding-top: 1px } :nth-last-child(odd) { padding-left: 2px }",
     L8, ["color", "padding-top", "padding-left"],
     rows(8, lambda k: "color: %s; padding-top: %s; padding-left: %s" % (
         "red" if k == 7 else "black", "1px" if k >= 6 else "0px",
         "2px" if (9 - k) % 2 else "0px")))

case(":first-of-type and :last-of-type",
     "Panel > :first-of-type { color: red } :last-of-type { padding-top: 1px }",
     LMIX, CP,
     rows(8, lambda k: "color: %s; padding-top: %s" % (
         "red" if OFT[k - 1][0] == 1 else "black",
         "1px" if OFT[k - 1][0] == OFT[k - 1][1] else "0px")))

case(":only-of-type",
     "Panel > :only-of-type { color: red } Item:only-of-type { padding-top: 1px }",
     LMIX, CP, rows(8, lambda k: "color: %s; padding-top: 0px" % ("red" if k == 6 else "black")))

case(":nth-of-type and :nth-last-of-type",
     "Panel > :nth-of-type(2n) { color: red } Box:nth-last-of-type(1) { padding-top: 1px } Item:nth-of-type(-n+2) { padding-right: 3px }",
     LMIX, ["color", "padding-top", "padding-right"],
     rows(8, lambda k: "color: %s; padding-top: %s; padding-right: %s" % (
         "red" if OFT[k - 1][0] % 2 == 0 else "black",
         "1px" if k == 8 else "0px",
         "3px" if MIXED_TYPES[k - 1] == "Item" and OFT[k - 1][0] <= 2 else "0px")))

case(":nth-of-type(odd) with types in different parents",
     "Item:nth-of-type(odd) { color: red } Box:nth-last-of-type(2) { padding-top: 1px }",
     N("Panel", N("Box", N("Item"), N("Box"), N("Item"), N("Item")),
       N("Item"), N("Box", N("Box"), N("Box"))),
     CP, {"0/0/0": "color: red", "0/0/2": "color: black", "0/0/3": "color: red",
          "0/1": "color: red", "0/0": "padding-top: 1px", "0/2/0": "padding-top: 1px",
          "0/2": "padding-top: 0px", "0/0/1": "padding-top: 0px"})

case(":empty",
     ":empty { color: red } Box:empty { padding-top: 1px } :not(:empty) { padding-left: 2px }",
     N("Panel", N("Box"), N("Box", N("Item")), N("Item.a", attrs={"title": "t"})),
     ["color", "padding-top", "padding-left"],
     {"0": "color: black; padding-left: 2px", "0/0": "color: red; padding-top: 1px; padding-left: 0px",
      "0/1": "color: black; padding-left: 2px", "0/1/0": "color: red; padding-top: 0px",
      "0/2": "color: red; padding-top: 0px"})

case("structural pseudo-classes combined with type and class",
     "Item.sel:nth-child(3n+1) { color: red } Box:first-child:last-child { padding-top: 1px } .list > :nth-child(2):not(:last-child) { padding-left: 2px }",
     N("Panel.list", N("Item.sel"), N("Item"), N("Item"), N("Item.sel"), N("Item"),
       N("Box", N("Box"))),
     ["color", "padding-top", "padding-left"],
     {"0/0": "color: red", "0/3": "color: red", "0/1": "color: black; padding-left: 2px",
      "0/5/0": "padding-top: 1px", "0/5": "padding-top: 0px"})

case("first-child ignores nothing: every element counts",
     "Item:first-child { color: red } Item:first-of-type { padding-top: 1px }",
     N("Panel", N("Box"), N("Item"), N("Item")),
     CP, {"0/1": "color: black; padding-top: 1px", "0/2": "color: black; padding-top: 0px"})

case("structural pseudo-classes on the deepest level",
     "Cell:last-child:first-child { color: red } Row > Cell:nth-child(2) { padding-top: 1px }",
     N("Panel", N("Row", N("Cell")), N("Row", N("Cell"), N("Cell"), N("Cell"))),
     CP, {"0/0/0": "color: red", "0/1/0": "color: black", "0/1/1": "padding-top: 1px"})

# ======================================================================================
topic("logical")

case(":not() with one and several selectors",
     ":not(.a) { color: red } Box:not(.a, .b) { padding-top: 1px } Panel > :not(Box) { padding-left: 2px }",
     N("Panel.a", N("Box.a"), N("Box.b"), N("Box"), N("Item")),
     ["color", "padding-top", "padding-left"],
     {"0": "color: black", "0/0": "color: black; padding-top: 0px", "0/1": "color: red; padding-top: 0px",
      "0/2": "color: red; padding-top: 1px", "0/3": "color: red; padding-left: 2px",
      })

case(":not() takes the specificity of its most specific argument",
     ":not(#x) { color: red } .a.b { color: blue } :not(.q, #y) { padding-top: 1px } .a.b.c.d { padding-top: 2px }",
     N("Panel#p", N("Box.a.b.c.d"), N("Box.a.b")),
     CP, {"0/0": "color: red; padding-top: 1px", "0/1": "color: red; padding-top: 1px"})

case(":is() with a selector list",
     ":is(.a, .b) > Item { color: red } :is(Box, Cell).c { padding-top: 1px }",
     N("Panel", N("Box.a", N("Item")), N("Box.b.c", N("Item")), N("Cell.c"), N("Item.c")),
     CP, {"0/0/0": "color: red", "0/1/0": "color: red", "0/1": "padding-top: 1px",
          "0/2": "padding-top: 1px", "0/3": "padding-top: 0px"})

case(":is(#x, .a) has id specificity even when .a matched",
     ":is(#x, .a) { color: red } .a.b.c { color: blue }",
     N("Panel", N("Box.a.b.c"), N("Box#x.b.c")),
     C, {"0/0": "color: red", "0/1": "color: red"})

case(":where(#x) has zero specificity and loses to .a",
     ".a { color: blue } :where(#x) { color: red } :where(#x) { padding-top: 1px } Box { padding-top: 2px }",
     N("Panel", N("Box#x.a"), N("Item#x")),
     CP, {"0/0": "color: blue; padding-top: 2px", "0/1": "color: red; padding-top: 1px"})

case(":where() in a complex selector ties with the bare subject",
     ":where(.p) .b { color: red } .b { color: blue } .b { padding-top: 1px } :where(.p) .b { padding-top: 2px }",
     N("Panel.p", N("Box.b")),
     CP, {"0/0": "color: blue; padding-top: 2px"})

case(":not(:where(...)) has zero specificity",
     "Box { color: blue } :not(:where(.a)) { color: red }",
     N("Panel", N("Box"), N("Item")),
     C, {"0/0": "color: blue", "0/1": "color: red", "0": "color: red"})

case("nested logical pseudo-classes",
     ":is(:not(.a), .b).c { color: red } :not(:is(.a, .b)) { padding-top: 1px }",
     N("Panel", N("Box.c"), N("Box.a.c"), N("Box.a.b.c"), N("Box.b")),
     CP, {"0": "padding-top: 1px", "0/0": "color: red; padding-top: 1px",
          "0/1": "color: black; padding-top: 0px", "0/2": "color: red", "0/3": "padding-top: 0px"})

case(":is() and :where() are forgiving: an invalid argument is ignored",
     ":is(.a, :bogus-pseudo) { color: red } :where(::nonsense, .b) { padding-top: 1px }",
     N("Panel", N("Box.a"), N("Box.b")),
     CP, {"0/0": "color: red", "0/1": "padding-top: 1px"})

case(":not() is not forgiving: an invalid argument drops the rule",
     ":not(.a, :bogus-pseudo) { color: red } .b { padding-top: 1px }",
     N("Panel", N("Box.a"), N("Box.b")),
     CP, {"0": "color: black", "0/1": "color: black; padding-top: 1px"}, dropped=1)

case(":is() with complex selectors inside",
     ":is(.a .b, .c > .d) { color: red } .e:is(:first-child, :last-child) { padding-top: 1px }",
     N("Panel.a", N("Box.c", N("Item.d"), N("Item.b")), N("Item.d.e")),
     CP, {"0/0/0": "color: red", "0/0/1": "color: red", "0/1": "color: black; padding-top: 1px"})

case(":nth-child(An+B of S) specificity includes the most specific of S",
     ":nth-child(-n+2 of #x, .a) { color: red } .a.b.c { color: blue }",
     N("Panel", N("Box.a.b.c"), N("Box#x.b.c")),
     C, {"0/0": "color: red", "0/1": "color: red"})

case(":not() chained in a compound",
     "Box:not(.a):not(.b) { color: red } :not(Box):not(Item) { padding-top: 1px }",
     N("Panel", N("Box"), N("Box.a"), N("Box.b"), N("Item"), N("Cell")),
     CP, {"0": "padding-top: 1px", "0/0": "color: red", "0/1": "color: black", "0/2": "color: black",
          "0/3": "padding-top: 0px", "0/4": "padding-top: 1px"})

case(":is() specificity with type selectors",
     ":is(Box, Item) { color: red } Box { color: blue } :is(.x, Box) { padding-top: 1px } .y { padding-top: 2px }",
     N("Panel", N("Box.y"), N("Item.x.y")),
     CP, {"0/0": "color: blue; padding-top: 2px", "0/1": "color: red; padding-top: 2px"})

case(":is() inside :not() inside :where()",
     ":where(:not(:is(.a, .b))) { color: red } .c { color: blue }",
     N("Panel.c", N("Box.a"), N("Box")),
     C, {"0": "color: blue", "0/0": "color: blue", "0/1": "color: red"})

# ======================================================================================
topic("important")

case("!important beats higher specificity",
     ".a { color: red !important } #x { color: blue } Box { padding-top: 1px !important } #x.a { padding-top: 2px }",
     N("Panel", N("Box#x.a")),
     CP, {"0/0": "color: red; padding-top: 1px"})

case("important against important: specificity decides",
     "#x { color: red !important } .a { color: blue !important } .a { padding-top: 1px !important } Box { padding-top: 2px !important }",
     N("Panel", N("Box#x.a")),
     CP, {"0/0": "color: red; padding-top: 1px"})

case("important against important: order decides on a tie",
     ".a { color: red !important } .b { color: blue !important } .b { padding-top: 1px !important } .a { padding-top: 2px !important }",
     N("Panel", N("Box.a.b")),
     CP, {"0/0": "color: blue; padding-top: 2px"})

case("! important spelled with spaces and upper case",
     ".a { color: red ! important } .a.b { color: blue } .a { padding-top: 1px !IMPORTANT } .a.b { padding-top: 2px } .a { padding-left: 3px!important } .a.b { padding-left: 4px }",
     N("Panel", N("Box.a.b")),
     ["color", "padding-top", "padding-left"],
     {"0/0": "color: red; padding-top: 1px; padding-left: 3px"})

case("importance is not inherited",
     ".p { color: red !important } .c { color: blue }",
     N("Panel.p", N("Box.c"), N("Box")),
     C, {"0": "color: red", "0/0": "color: blue", "0/1": "color: red"})

case("important in a selector list rule",
     ".a, #y { color: red !important; padding-top: 1px } #x { color: blue; padding-top: 2px }",
     N("Panel", N("Box#x.a")),
     CP, {"0/0": "color: red; padding-top: 2px"})

case("important shorthand against later longhand",
     ".a { padding: 1px !important } .a { padding-top: 5px; padding-left: 6px !important }",
     N("Panel", N("Box.a")),
     PAD, {"0/0": "padding-top: 1px; padding-right: 1px; padding-bottom: 1px; padding-left: 6px"})

case("important custom property wins over a later one",
     ".a { --c: red !important } .a { --c: blue } .a { color: var(--c) }",
     N("Panel", N("Box.a")),
     C, {"0/0": "color: red"})

case("garbage after !important invalidates the declaration",
     ".a { color: red } .a { color: blue !important garbage } .a { padding-top: 1px } .a { padding-top: 2px !important; }",
     N("Panel", N("Box.a")),
     CP, {"0/0": "color: red; padding-top: 2px"})

case("important normal mixture on several properties",
     "Box { color: red !important; background-color: red } .a { color: blue; background-color: blue !important } #x { background-color: green; opacity: 0.5 } .a { opacity: 0.25 !important }",
     N("Panel", N("Box#x.a"), N("Box")),
     ["color", "background-color", "opacity"],
     {"0/0": "color: red; background-color: blue; opacity: 0.25",
      "0/1": "color: red; background-color: red; opacity: 1"})

# ======================================================================================
topic("layers")

case("unlayered beats layered (normal), even with lower specificity",
     "@layer base { #x.a { color: red } } Box { color: blue }",
     N("Panel", N("Box#x.a")),
     C, {"0/0": "color: blue"})

case("later layer beats earlier layer regardless of specificity",
     "@layer one { #x { color: red } } @layer two { Box { color: blue } }",
     N("Panel", N("Box#x")),
     C, {"0/0": "color: blue"})

case("statement form fixes the layer order",
     "@layer b, a; @layer a { .x { color: red } } @layer b { .x { color: blue } }",
     N("Panel", N("Box.x")),
     C, {"0/0": "color: red"})

case("layer order is the order of first appearance",
     "@layer x { .t { color: red; padding-top: 1px } } @layer y { .t { color: blue } } @layer x { .t { padding-top: 2px; color: green } }",
     N("Panel", N("Box.t")),
     CP, {"0/0": "color: blue; padding-top: 2px"})

case("nested layer a.b is the same as @layer a { @layer b }",
     "@layer a { @layer b { .t { color: red } } } @layer a.b { .t { color: blue } } @layer a.c { .t { padding-top: 1px } } @layer a { @layer b { .t { padding-top: 2px } } }",
     N("Panel", N("Box.t")),
     CP, {"0/0": "color: blue; padding-top: 1px"})

case("a layer's own rules beat its sublayers (normal)",
     "@layer a { .t { color: red } @layer b { .t { color: blue } } }",
     N("Panel", N("Box.t")),
     C, {"0/0": "color: red"})

case("sublayer order: @layer a.b, a.c",
     "@layer a.c, a.b; @layer a.b { .t { color: red } } @layer a.c { .t { color: blue } }",
     N("Panel", N("Box.t")),
     C, {"0/0": "color: red"})

case("anonymous layers are distinct and ordered",
     "@layer { .t { color: red; padding-top: 1px } } @layer { .t { color: blue } } .t { padding-top: 3px } @layer { .t { padding-top: 2px } }",
     N("Panel", N("Box.t")),
     CP, {"0/0": "color: blue; padding-top: 3px"})

case("important: earlier layer beats later layer",
     "@layer a, b; @layer a { .t { color: red !important } } @layer b { .t { color: blue !important } #x { padding-top: 2px !important } } @layer a { Box { padding-top: 1px !important } }",
     N("Panel", N("Box#x.t")),
     CP, {"0/0": "color: red; padding-top: 1px"})

case("important: layered beats unlayered",
     "@layer base { .t { color: red !important } } #x { color: blue !important }",
     N("Panel", N("Box#x.t")),
     C, {"0/0": "color: red"})

case("important layered beats normal unlayered",
     "@layer base { Box { color: red !important } } #x.t { color: blue }",
     N("Panel", N("Box#x.t")),
     C, {"0/0": "color: red"})

case("important: sublayer beats its parent layer's own rules",
     "@layer a { .t { color: red !important } @layer b { .t { color: blue !important } } } @layer a { .t { padding-top: 1px } @layer b { .t { padding-top: 2px } } }",
     N("Panel", N("Box.t")),
     CP, {"0/0": "color: blue; padding-top: 1px"})

case("unlayered normal beats every layer; statement and blocks mixed",
     "@layer a, b; .t { color: green } @layer c { .t { color: red } } @layer b { .t { color: blue; padding-top: 1px } } @layer a { .t { padding-top: 2px } } @layer c { .t { padding-top: 3px } }",
     N("Panel", N("Box.t")),
     CP, {"0/0": "color: green; padding-top: 3px"})

case("layer declared inside @media",
     "@layer a, b; @media (min-width: 100px) { @layer b { .t { color: red } } } @layer a { .t { color: blue } }",
     envelope(N("Panel", N("Box.t"))),
     C, {"0/0": "color: red"})

case("repeated layer statements do not reorder",
     "@layer a; @layer b; @layer a; @layer a { .t { color: red } } @layer b { .t { color: blue } }",
     N("Panel", N("Box.t")),
     C, {"0/0": "color: blue"})

case("layers and inheritance",
     "@layer theme { .p { color: red } .c { color: blue } } .c { color: inherit }",
     N("Panel.p", N("Box.c"), N("Box")),
     C, {"0/0": "color: red", "0/1": "color: red"})

case("important across nested layers and unlayered",
     "@layer x.y { .t { padding-top: 1px !important } } @layer x { .t { padding-top: 2px !important } } .t { padding-top: 3px !important } @layer z { .t { padding-top: 4px !important } }",
     N("Panel", N("Box.t")),
     ["padding-top"], {"0/0": "padding-top: 1px"})

# ======================================================================================
topic("media")

case("min-width and max-width against an 800px viewport",
     "@media (min-width: 600px) { .t { color: red } } @media (min-width: 801px) { .t { color: blue } } "
     "@media (max-width: 800px) { .t { padding-top: 1px } } @media (max-width: 799px) { .t { padding-top: 2px } }",
     envelope(N("Panel", N("Box.t"))),
     CP, {"0/0": "color: red; padding-top: 1px"})

case("min-height and max-height against a 600px viewport",
     "@media (min-height: 600px) { .t { color: red } } @media (min-height: 601px) { .t { color: blue } } "
     "@media (max-height: 599px) { .t { padding-top: 2px } } @media (max-height: 1000px) { .t { padding-left: 1px } }",
     envelope(N("Panel", N("Box.t"))),
     ["color", "padding-top", "padding-left"], {"0/0": "color: red; padding-top: 0px; padding-left: 1px"})

case("exact width and height",
     "@media (width: 800px) { .t { color: red } } @media (height: 600px) { .t { padding-top: 1px } } @media (width: 801px) { .t { padding-left: 2px } }",
     envelope(N("Panel", N("Box.t"))),
     ["color", "padding-top", "padding-left"], {"0/0": "color: red; padding-top: 1px; padding-left: 0px"})

case("range syntax",
     "@media (width >= 600px) { .t { color: red } } @media (width > 800px) { .t { color: blue } } "
     "@media (400px <= width <= 900px) { .t { padding-top: 1px } } @media (height < 600px) { .t { padding-left: 2px } } "
     "@media (600px < width) { .t { padding-right: 3px } } @media (width <= 800px) { .t { padding-bottom: 4px } }",
     envelope(N("Panel", N("Box.t"))),
     ["color"] + PAD, {"0/0": "color: red; padding-top: 1px; padding-left: 0px; padding-right: 3px; padding-bottom: 4px"})

case("range syntax on height, both sides",
     "@media (500px < height < 700px) { .t { color: red } } @media (600px < height) { .t { padding-top: 1px } } @media (height >= 600px) { .t { padding-left: 2px } }",
     envelope(N("Panel", N("Box.t"))),
     ["color", "padding-top", "padding-left"], {"0/0": "color: red; padding-top: 0px; padding-left: 2px"})

case("orientation",
     "@media (orientation: landscape) { .t { color: red } } @media (orientation: portrait) { .t { color: blue } }",
     envelope(N("Panel", N("Box.t"))),
     C, {"0/0": "color: red"})

case("prefers-color-scheme",
     "@media (prefers-color-scheme: light) { .t { color: red } } @media (prefers-color-scheme: dark) { .t { padding-top: 1px } }",
     envelope(N("Panel", N("Box.t"))),
     CP, {"0/0": "color: red; padding-top: 0px"})

case("not",
     "@media not (min-width: 900px) { .t { color: red } } @media not (orientation: landscape) { .t { padding-top: 1px } }",
     envelope(N("Panel", N("Box.t"))),
     CP, {"0/0": "color: red; padding-top: 0px"})

case("and",
     "@media (min-width: 500px) and (max-height: 700px) { .t { color: red } } @media (min-width: 500px) and (max-height: 500px) { .t { padding-top: 1px } } "
     "@media (orientation: landscape) and (prefers-color-scheme: light) and (max-width: 1000px) { .t { padding-left: 2px } }",
     envelope(N("Panel", N("Box.t"))),
     ["color", "padding-top", "padding-left"], {"0/0": "color: red; padding-top: 0px; padding-left: 2px"})

case("comma list is or",
     "@media (max-width: 100px), (orientation: landscape) { .t { color: red } } @media (max-width: 100px), (min-height: 900px) { .t { padding-top: 1px } }",
     envelope(N("Panel", N("Box.t"))),
     CP, {"0/0": "color: red; padding-top: 0px"})

case("media adds no specificity; order still decides",
     ".t { color: blue } @media (min-width: 100px) { .t { color: red } } @media (min-width: 100px) { .t { padding-top: 1px } } .t { padding-top: 2px } @media (min-width: 100px) { Box { padding-left: 3px } } .t { padding-left: 4px }",
     envelope(N("Panel", N("Box.t"))),
     ["color", "padding-top", "padding-left"], {"0/0": "color: red; padding-top: 2px; padding-left: 4px"})

case("nested @media blocks",
     "@media (min-width: 500px) { @media (orientation: landscape) { .t { color: red } } @media (max-width: 600px) { .t { color: blue } } .t { padding-top: 1px } }",
     envelope(N("Panel", N("Box.t"))),
     CP, {"0/0": "color: red; padding-top: 1px"})

case("@media nested inside a style rule",
     ".t { color: blue; @media (min-width: 500px) { color: red } @media (max-width: 500px) { padding-top: 1px } }",
     envelope(N("Panel", N("Box.t"), N("Box"))),
     CP, {"0/0": "color: red; padding-top: 0px", "0/1": "color: black"})

case("@media nested inside a rule keeps the rule's specificity",
     "#x { @media (min-width: 1px) { color: red } } .t.u.v { color: blue } .t { @media (min-width: 1px) { padding-top: 1px } } Box.t { padding-top: 2px }",
     envelope(N("Panel", N("Box#x.t.u.v"))),
     CP, {"0/0": "color: red; padding-top: 2px"})

case("false media query hides every rule inside",
     "@media (max-width: 10px) { .t { color: red } Box { padding-top: 1px } } .t { padding-left: 2px }",
     envelope(N("Panel", N("Box.t"))),
     ["color", "padding-top", "padding-left"], {"0/0": "color: black; padding-top: 0px; padding-left: 2px"})

case("@media inside nested rules with &",
     ".p { & > .t { @media (min-width: 1px) { color: red } } @media (orientation: landscape) { & .u { padding-top: 1px } } }",
     envelope(N("Panel.p", N("Box.t", N("Box.u")))),
     CP, {"0/0": "color: red", "0/0/0": "color: red; padding-top: 1px"})

case("unknown media feature never matches",
     "@media (bogus-feature: 1) { .t { color: red } } @media not (bogus-feature: 1) { .t { padding-top: 1px } } .t { padding-left: 2px }",
     envelope(N("Panel", N("Box.t"))),
     ["color", "padding-top", "padding-left"], {"0/0": "color: black; padding-left: 2px"})

# ======================================================================================
topic("nesting")

case("&.x compound",
     ".a { color: blue; &.x { color: red } }",
     N("Panel", N("Box.a"), N("Box.a.x"), N("Box.x")),
     C, {"0/0": "color: blue", "0/1": "color: red", "0/2": "color: black"})

case("& > .y child",
     ".a { & > .y { color: red } }",
     N("Panel.a", N("Box.y", N("Box.y")), N("Box")),
     C, {"0/0": "color: red", "0/0/0": "color: red"})

case(".a & puts the parent in context",
     ".t { .a & { color: red } }",
     N("Panel", N("Box.a", N("Box.t"), N("Box", N("Item.t"))), N("Box.t")),
     C, {"0/0/0": "color: red", "0/0/1/0": "color: red", "0/1": "color: black"})

case("nested rule without & is a descendant rule",
     ".a { .b { color: red } }",
     N("Panel.a", N("Box.b"), N("Box", N("Box.b"))),
     C, {"0/0": "color: red", "0/1/0": "color: red", "0": "color: black"})

case("nested relative selectors start with a combinator",
     ".a { > .b { color: red } + .c { padding-top: 1px } ~ .d { padding-left: 2px } }",
     N("Panel", N("Box.a", N("Box.b"), N("Box", N("Box.b"))), N("Box.c"), N("Box.c"), N("Box.d")),
     ["color", "padding-top", "padding-left"],
     {"0/0/0": "color: red", "0/0/1/0": "color: black", "0/1": "padding-top: 1px",
      "0/2": "padding-top: 0px", "0/3": "padding-left: 2px"})

case("nested selector lists",
     ".a, .b { & + .c, & ~ .d { color: red } }",
     N("Panel", N("Box.a"), N("Box.c"), N("Box.b"), N("Box.x"), N("Box.d"), N("Box.c")),
     C, {"0/1": "color: red", "0/4": "color: red", "0/5": "color: black", "0/3": "color: black"})

case("nested rule specificity is :is(parent list) specificity",
     "#x, .a { .c { color: red } } .a .c.d.e { color: blue }",
     N("Panel", N("Box.a", N("Item.c.d.e")), N("Box#x", N("Item.c"))),
     C, {"0/0/0": "color: red", "0/1/0": "color: red"})

case("&.x specificity adds to :is(parent)",
     ".a, #y { &.x { color: red } } .a.x.z.w { color: blue }",
     N("Panel", N("Box.a.x.z.w")),
     C, {"0/0": "color: red"})

case("deep nesting",
     ".a { .b { .c { & > .d { color: red } } } }",
     N("Panel.a", N("Box.b", N("Box", N("Box.c", N("Item.d"), N("Box", N("Item.d")))))),
     C, {"0/0/0/0/0": "color: red", "0/0/0/0/1/0": "color: black"})

case("& used twice",
     ".a { & + & { color: red } & & { padding-top: 1px } }",
     N("Panel.a", N("Box.a"), N("Box.a"), N("Box")),
     CP, {"0/0": "color: black; padding-top: 1px", "0/1": "color: red; padding-top: 1px",
          "0/2": "padding-top: 0px"})

case("declarations after nested rules keep their order",
     ".a { color: red; & { color: blue } color: green; & { padding-top: 1px } padding-top: 2px }",
     N("Panel", N("Box.a")),
     CP, {"0/0": "color: green; padding-top: 2px"})

case("nested &:pseudo-class",
     ".list { & > :first-child { color: red } & > :nth-child(even) { padding-top: 1px } &:not(.x) { padding-left: 2px } }",
     N("Panel.list", N("Item"), N("Item"), N("Item"), N("Item.list.x")),
     ["color", "padding-top", "padding-left"],
     {"0": "padding-left: 2px", "0/0": "color: red; padding-top: 0px", "0/1": "padding-top: 1px",
      "0/3": "padding-top: 1px; padding-left: 0px"})

case("nested type selectors (descendant and &-compound)",
     "Panel { Box { color: red } & > Item { padding-top: 1px } } Box { &.a { padding-left: 2px } Cell & { padding-right: 3px } }",
     N("Panel", N("Box.a"), N("Item"), N("Cell", N("Box"), N("Item"))),
     ["color", "padding-top", "padding-left", "padding-right"],
     {"0/0": "color: red; padding-left: 2px; padding-right: 0px", "0/1": "padding-top: 1px",
      "0/2/0": "color: red; padding-right: 3px; padding-left: 0px", "0/2/1": "padding-top: 0px"},
     nested_types=True)

case("nested rule with :is() parent and sibling",
     ".a, .b { :is(.c) + & { color: red } }",
     N("Panel", N("Box.c"), N("Box.a"), N("Box.c"), N("Box.b"), N("Box.b")),
     C, {"0/1": "color: red", "0/3": "color: red", "0/4": "color: black"})

case("nested rules inherit and cascade with top-level rules",
     ".p { color: red; .q { color: blue } } .q { color: green } .p .q { padding-top: 1px } .p { & .q { padding-top: 2px } }",
     N("Panel.p", N("Box.q", N("Item"))),
     CP, {"0/0": "color: blue; padding-top: 2px", "0/0/0": "color: blue; padding-top: 0px"})

case("parent list with ids and types in nested context",
     "#r, Panel { .a & { color: red } }",
     N("Box.a", N("Panel"), N("Item#r")),
     C, {"0/0": "color: red", "0/1": "color: red", "0": "color: black"},
     nested_types=True)

# ======================================================================================
topic("inheritance")

case("color inherits through a deep tree",
     ".p { color: red } .q { color: blue }",
     N("Panel.p", N("Box", N("Box", N("Item"))), N("Box.q", N("Box", N("Item")))),
     C, {"0/0/0/0": "color: red", "0/1/0/0": "color: blue"})

case("font properties and letter-spacing inherit",
     ".p { font-size: 20px; font-weight: 700; font-style: italic; letter-spacing: 2px }",
     N("Panel.p", N("Box", N("Item"))),
     ["font-size", "font-weight", "font-style", "letter-spacing"],
     {"0/0/0": "font-size: 20px; font-weight: 700; font-style: italic; letter-spacing: 2px"})

case("font-family inherits",
     ":root { font-family: Arial, sans-serif } .q { font-family: \"Helvetica Neue\", serif }",
     N("Panel", N("Box", N("Item")), N("Box.q", N("Item"))),
     ["font-family"], {"0/0/0": "font-family: Arial, sans-serif",
                       "0/1/0": "font-family: \"Helvetica Neue\", serif"})

case("background-color, opacity and padding do not inherit",
     ".p { background-color: red; opacity: 0.5; padding: 3px }",
     N("Panel.p", N("Box", N("Item"))),
     ["background-color", "opacity"] + PAD,
     {"0": "background-color: red; opacity: 0.5; padding-top: 3px",
      "0/0": "background-color: transparent; opacity: 1; padding-top: 0px; padding-left: 0px",
      "0/0/0": "background-color: transparent; opacity: 1; padding-right: 0px"})

case("border-color does not inherit; it follows each node's color",
     ".p { color: green; border-color: red } .q { color: blue }",
     N("Panel.p", N("Box", N("Item.q"))),
     ["color", "border-top-color"],
     {"0": "border-top-color: red", "0/0": "border-top-color: green",
      "0/0/0": "color: blue; border-top-color: blue"})

case("inheritance uses the parent's computed value (em resolved once)",
     ".p { font-size: 2em } .q { font-size: 1.5em }",
     N("Panel.p", N("Box", N("Item")), N("Box.q", N("Item"))),
     ["font-size"], {"0": "font-size: 32px", "0/0/0": "font-size: 32px", "0/1": "font-size: 48px",
                     "0/1/0": "font-size: 48px"})

case("override in the middle of the tree",
     ":root { color: red; font-weight: 300 } .mid { color: blue; font-weight: 600 } .leaf { color: green }",
     N("Panel", N("Box.mid", N("Box", N("Item.leaf", N("Text")))), N("Item")),
     ["color", "font-weight"],
     {"0/0/0": "color: blue; font-weight: 600", "0/0/0/0/0": "color: green; font-weight: 600",
      "0/1": "color: red; font-weight: 300"})

case("the root inherits nothing",
     "Box { color: red }",
     N("Panel", N("Box", N("Item"))),
     ["color", "font-size", "font-weight", "font-style", "opacity", "background-color"],
     {"0": "color: black; font-size: 16px; font-weight: 400; font-style: normal; opacity: 1; background-color: transparent",
      "0/0/0": "color: red"})

case("letter-spacing is computed once and inherited as a length",
     ".p { font-size: 20px; letter-spacing: calc(1px * 2) } .q { font-size: 40px; letter-spacing: inherit }",
     N("Panel.p", N("Box.q")),
     ["font-size", "letter-spacing"], {"0": "letter-spacing: 2px", "0/0": "letter-spacing: 2px; font-size: 40px"})

# ======================================================================================
topic("keywords")

case("inherit on an inherited property overrides a matching rule",
     ".p { color: red } Box { color: blue } .c { color: inherit }",
     N("Panel.p", N("Box.c"), N("Box")),
     C, {"0/0": "color: red", "0/1": "color: blue"})

case("inherit on background-color",
     ".p { background-color: red } .c { background-color: inherit }",
     N("Panel.p", N("Box.c", N("Item.c"), N("Item"))),
     ["background-color"], {"0/0": "background-color: red", "0/0/0": "background-color: red",
                            "0/0/1": "background-color: transparent"})

case("inherit on padding longhands and shorthand",
     ".p { padding: 1px 2px 3px 4px } .c { padding-top: inherit } .d { padding: inherit }",
     N("Panel.p", N("Box.c"), N("Box.d")),
     PAD, {"0/0": "padding-top: 1px; padding-right: 0px", "0/1": "padding-top: 1px; padding-right: 2px; padding-bottom: 3px; padding-left: 4px"})

case("inherit on opacity",
     ".p { opacity: 0.5 } .c { opacity: inherit }",
     N("Panel.p", N("Box.c", N("Item")), N("Box")),
     ["opacity"], {"0/0": "opacity: 0.5", "0/0/0": "opacity: 1", "0/1": "opacity: 1"})

case("initial on inherited properties",
     ".p { color: red; font-size: 30px; font-weight: 700; font-style: italic } .c { color: initial; font-size: initial; font-weight: initial; font-style: initial }",
     N("Panel.p", N("Box.c"), N("Box")),
     ["color", "font-size", "font-weight", "font-style"],
     {"0/0": "color: black; font-size: 16px; font-weight: 400; font-style: normal",
      "0/1": "color: red; font-size: 30px"})

case("initial on non-inherited properties",
     "Box { background-color: red; opacity: 0.5; padding-top: 5px } .c { background-color: initial; opacity: initial; padding-top: initial }",
     N("Panel", N("Box.c"), N("Box")),
     ["background-color", "opacity", "padding-top"],
     {"0/0": "background-color: transparent; opacity: 1; padding-top: 0px",
      "0/1": "background-color: red; opacity: 0.5; padding-top: 5px"})

case("unset: inherits for inherited, initial for the others",
     ".p { color: red; background-color: blue; padding-top: 3px } Box { color: green; background-color: green; padding-top: 1px } .c { color: unset; background-color: unset; padding-top: unset }",
     N("Panel.p", N("Box.c"), N("Box")),
     ["color", "background-color", "padding-top"],
     {"0/0": "color: red; background-color: transparent; padding-top: 0px",
      "0/1": "color: green; background-color: green; padding-top: 1px"})

case("border-color: initial is currentcolor",
     "Box { border-color: red; color: blue } .c { border-color: initial }",
     N("Panel", N("Box.c"), N("Box")),
     ["color", "border-top-color"], {"0/0": "border-top-color: blue", "0/1": "border-top-color: red"})

case("font-size: inherit takes the parent's computed size",
     ".p { font-size: 1.5em } .c { font-size: 3em } .c > .d { font-size: inherit }",
     N("Panel.p", N("Box.c", N("Item.d"))),
     ["font-size"], {"0": "font-size: 24px", "0/0": "font-size: 72px", "0/0/0": "font-size: 72px"})

case("keywords are case-insensitive",
     ".p { color: red; background-color: blue } .c { color: INITIAL; background-color: Inherit } .d { color: UnSet }",
     N("Panel.p", N("Box.c"), N("Box.d")),
     CB, {"0/0": "color: black; background-color: blue", "0/1": "color: red; background-color: transparent"})

case("inherit on the root gives the initial value",
     ":root { color: inherit; background-color: inherit; padding-top: inherit; font-size: inherit }",
     N("Panel", N("Box")),
     ["color", "background-color", "padding-top", "font-size"],
     {"0": "color: black; background-color: transparent; padding-top: 0px; font-size: 16px"})

case("later inherit overrides earlier value in the same rule",
     ".p { color: red } .c { color: blue; color: inherit } .d { color: inherit; color: blue }",
     N("Panel.p", N("Box.c"), N("Box.d")),
     C, {"0/0": "color: red", "0/1": "color: blue"})

case("unset on letter-spacing, font-weight and opacity",
     ".p { letter-spacing: 3px; font-weight: 700; opacity: 0.5 } Box { letter-spacing: 1px; font-weight: 100; opacity: 0.25 } .c { letter-spacing: unset; font-weight: unset; opacity: unset }",
     N("Panel.p", N("Box.c"), N("Box")),
     ["letter-spacing", "font-weight", "opacity"],
     {"0/0": "letter-spacing: 3px; font-weight: 700; opacity: 1",
      "0/1": "letter-spacing: 1px; font-weight: 100; opacity: 0.25"})

# ======================================================================================
topic("currentcolor")

case("background-color: currentcolor uses the element's own color",
     ".p { color: red } .c { background-color: currentcolor } .d { color: blue; background-color: currentColor }",
     N("Panel.p", N("Box.c"), N("Box.d")),
     CB, {"0/0": "background-color: red", "0/1": "background-color: blue"})

case("border-color defaults to currentcolor",
     ".p { color: red } .c { color: blue }",
     N("Panel.p", N("Box", N("Item")), N("Box.c", N("Item"))),
     ["color", "border-top-color"],
     {"0": "border-top-color: red", "0/0/0": "border-top-color: red", "0/1": "border-top-color: blue",
      "0/1/0": "border-top-color: blue"})

case("explicit currentcolor resolves with the element's final color",
     ".c { border-color: currentcolor } .c { color: green } #x { color: blue }",
     N("Panel", N("Box#x.c"), N("Box.c")),
     ["color", "border-top-color"], {"0/0": "border-top-color: blue", "0/1": "border-top-color: green"})

case("color: currentcolor behaves like inherit",
     ".p { color: red } .c { color: currentcolor } Box { color: blue }",
     N("Panel.p", N("Box.c"), N("Box")),
     C, {"0/0": "color: red", "0/1": "color: blue"})

case("currentcolor in a custom property resolves where it is used",
     ".p { color: red; --c: currentcolor } .c { color: green; border-color: var(--c) } .d { background-color: var(--c) }",
     N("Panel.p", N("Box.c"), N("Box.d")),
     ["color", "border-top-color", "background-color"],
     {"0/0": "border-top-color: green", "0/1": "background-color: red"})

case("inherit of a currentcolor border inherits the keyword",
     ".p { color: red } .c { color: green; border-color: inherit } .d { color: blue; border-color: red } .d > .e { color: green; border-color: inherit }",
     N("Panel.p", N("Box.c"), N("Box.d", N("Item.e"))),
     ["color", "border-top-color"],
     {"0/0": "border-top-color: green", "0/1/0": "border-top-color: red"})

case("currentcolor with alpha colors and transparent",
     ".a { color: rgba(255, 0, 0, 0.5); background-color: currentcolor } .b { color: transparent }",
     N("Panel", N("Box.a", N("Item")), N("Box.b")),
     ["color", "background-color", "border-top-color"],
     {"0/0": "background-color: rgba(255, 0, 0, 0.5); border-top-color: rgba(255, 0, 0, 0.5)",
      "0/0/0": "background-color: transparent; border-top-color: rgba(255, 0, 0, 0.5)",
      "0/1": "border-top-color: transparent"})

case("currentcolor keyword case and inherited color change",
     ":root { color: blue } .a { background-color: CURRENTCOLOR; border-color: CurrentColor } .a > .b { color: red; background-color: inherit }",
     N("Panel", N("Box.a", N("Item.b"))),
     ["color", "background-color", "border-top-color"],
     {"0/0": "background-color: blue; border-top-color: blue", "0/0/0": "color: red; background-color: red"})

# ======================================================================================
topic("custom-properties")

case("var() with a custom property on the element",
     ".a { --main: red; color: var(--main) }",
     N("Panel", N("Box.a"), N("Box")),
     C, {"0/0": "color: red", "0/1": "color: black"})

case("custom properties inherit",
     ":root { --accent: blue; --pad: 3px } .c { color: var(--accent); padding-top: var(--pad) } .o { --accent: green }",
     N("Panel", N("Box", N("Item.c")), N("Box.o", N("Item.c"))),
     CP, {"0/0/0": "color: blue; padding-top: 3px", "0/1/0": "color: green; padding-top: 3px"})

case("fallback used only when the property is missing",
     ":root { --x: red } .a { color: var(--x, blue) } .b { color: var(--missing, green) }",
     N("Panel", N("Box.a"), N("Box.b")),
     C, {"0/0": "color: red", "0/1": "color: green"})

case("nested fallbacks",
     ":root { --b: blue } .a { color: var(--none, var(--b, red)) } .c { color: var(--none, var(--none2, green)) } .d { padding-top: var(--n1, var(--n2, var(--n3, 7px))) }",
     N("Panel", N("Box.a"), N("Box.c"), N("Box.d")),
     CP, {"0/0": "color: blue", "0/1": "color: green", "0/2": "padding-top: 7px"})

case("a fallback containing commas",
     ".a { color: var(--none, rgb(10, 20, 30)) } .b { background-color: var(--none, rgba(0, 0, 255, 0.5)) }",
     N("Panel", N("Box.a"), N("Box.b")),
     CB, {"0/0": "color: rgb(10, 20, 30)", "0/1": "background-color: rgba(0, 0, 255, 0.5)"})

case("var referencing var",
     ":root { --base: red; --fg: var(--base); --fg2: var(--fg) } .a { color: var(--fg2) } .b { --base: blue; color: var(--fg2) }",
     N("Panel", N("Box.a"), N("Box.b")),
     C, {"0/0": "color: red", "0/1": "color: red"})

case("var referencing var is resolved on the element that defines it",
     ".p { --base: red; --fg: var(--base) } .c { --base: blue; color: var(--fg) } .d { --base: green; --fg: var(--base); color: var(--fg) }",
     N("Panel.p", N("Box.c"), N("Box.d")),
     C, {"0/0": "color: red", "0/1": "color: green"})

case("cycle: both properties become invalid, fallback applies",
     ":root { --a: var(--b); --b: var(--a) } .x { color: var(--a, red) } .y { color: var(--b, blue) }",
     N("Panel", N("Box.x"), N("Box.y")),
     C, {"0/0": "color: red", "0/1": "color: blue"})

case("cycle without fallback: invalid at computed-value time",
     ".p { color: green } .x { --a: var(--b); --b: var(--a); color: var(--a); background-color: red; background-color: var(--b) }",
     N("Panel.p", N("Box.x")),
     CB, {"0/0": "color: green; background-color: transparent"})

case("self-referencing custom property",
     ".x { --s: var(--s); color: var(--s, red) } .y { --t: var(--t, blue); color: var(--t, green) }",
     N("Panel", N("Box.x"), N("Box.y")),
     C, {"0/0": "color: red", "0/1": "color: green"})

case("var() that is not a color: color inherits",
     ".p { color: red } .c { --n: 10px; color: blue; color: var(--n) }",
     N("Panel.p", N("Box.c")),
     C, {"0/0": "color: red"})

case("var() that is invalid for a non-inherited property gives the initial value",
     ".c { --n: 10px; --col: red; background-color: blue; background-color: var(--n); padding-top: 5px; padding-top: var(--col); opacity: 0.5; opacity: var(--col) }",
     N("Panel", N("Box.c")),
     ["background-color", "padding-top", "opacity"],
     {"0/0": "background-color: transparent; padding-top: 0px; opacity: 1"})

case("var() of a missing property without fallback",
     ".p { color: red; padding-top: 2px } .c { color: var(--nope); padding-top: 4px; padding-top: var(--nope) }",
     N("Panel.p", N("Box.c")),
     CP, {"0/0": "color: red; padding-top: 0px"})

case("initial custom property uses the fallback",
     ":root { --x: red } .c { --x: initial; color: var(--x, blue) } .d { color: var(--x, blue) }",
     N("Panel", N("Box.c"), N("Box.d")),
     C, {"0/0": "color: blue", "0/1": "color: red"})

case("empty custom property substitutes nothing (fallback unused)",
     ".p { color: green } .c { --e:; color: var(--e, red) } .d { --e: ; color: var(--e) blue }",
     N("Panel.p", N("Box.c"), N("Box.d")),
     C, {"0/0": "color: green", "0/1": "color: blue"})

case("custom property names are case-sensitive",
     ":root { --Color: red; --color: blue } .a { color: var(--Color) } .b { color: var(--color) } .c { color: var(--COLOR, green) }",
     N("Panel", N("Box.a"), N("Box.b"), N("Box.c")),
     C, {"0/0": "color: red", "0/1": "color: blue", "0/2": "color: green"})

case("var() inside shorthands and multi-value",
     ":root { --v: 1px 2px; --w: 9px } .a { padding: var(--v) } .b { padding: var(--w) 3px var(--w) } .c { padding: 4px var(--v) 5px }",
     N("Panel", N("Box.a"), N("Box.b"), N("Box.c")),
     PAD, {"0/0": "padding-top: 1px; padding-right: 2px; padding-bottom: 1px; padding-left: 2px",
           "0/1": "padding-top: 9px; padding-right: 3px; padding-bottom: 9px; padding-left: 3px",
           "0/2": "padding-top: 4px; padding-right: 1px; padding-bottom: 2px; padding-left: 5px"})

case("var() inside color functions",
     ":root { --r: 255; --chan: 0, 128, 0; --alpha: 0.5 } .a { color: rgb(var(--r) 0 0) } .b { color: rgb(var(--chan)) } .c { background-color: rgba(0, 0, 255, var(--alpha)) }",
     N("Panel", N("Box.a"), N("Box.b"), N("Box.c")),
     CB, {"0/0": "color: red", "0/1": "color: green", "0/2": "background-color: rgba(0, 0, 255, 0.5)"})

case("reading custom properties",
     ":root { --x: 10px; --name: red } .c { --x: 20px } .d { --y: blue }",
     N("Panel", N("Box.c", N("Item")), N("Box.d")),
     ["--x", "--name"], {"0": "--x: 10px; --name: red", "0/0/0": "--x: 20px", "0/1": "--x: 10px"})

case("custom property with !important and order",
     ".a { --c: red } .a { --c: blue } .b { --c: green !important } .a.b { --c: red } Box { color: var(--c) }",
     N("Panel", N("Box.a"), N("Box.a.b")),
     C, {"0/0": "color: blue", "0/1": "color: green"})

case("var() in font-size with em",
     ":root { --s: 2em; font-size: 10px } .a { font-size: var(--s) } .a > .b { font-size: var(--s) }",
     N("Panel", N("Box.a", N("Item.b"))),
     ["font-size"], {"0/0": "font-size: 20px", "0/0/0": "font-size: 40px"})

case("custom properties in @media and layers",
     "@layer base { :root { --c: red } } :root { --c: blue } @media (min-width: 100px) { .a { --c: green } } Box { color: var(--c) }",
     envelope(N("Panel", N("Box.a"), N("Box"))),
     C, {"0/0": "color: green", "0/1": "color: blue"})

topic("calc")

case("calc() with + and - on px",
     ".a { padding-top: calc(10px + 5px); padding-right: calc(10px - 3px); padding-bottom: calc(1.5px + 1.5px); padding-left: calc(0px + 0px) }",
     N("Panel", N("Box.a")),
     PAD, {"0/0": "padding-top: 15px; padding-right: 7px; padding-bottom: 3px; padding-left: 0px"})

case("calc() with * and /",
     ".a { padding-top: calc(4px * 3); padding-right: calc(2 * 5px); padding-bottom: calc(10px / 4); padding-left: calc(100px / 3) }",
     N("Panel", N("Box.a")),
     PAD, {"0/0": "padding-top: 12px; padding-right: 10px; padding-bottom: 2.5px; padding-left: 33.3333px"})

case("nested calc() and parentheses",
     ".a { padding-top: calc(calc(2px + 3px) * 2); padding-right: calc((10px - 4px) / 2); padding-bottom: calc(2px * (3 + 1)); padding-left: calc(1px + calc(2px * calc(1 + 1))) }",
     N("Panel", N("Box.a")),
     PAD, {"0/0": "padding-top: 10px; padding-right: 3px; padding-bottom: 8px; padding-left: 5px"})

case("calc() inside var() and var() inside calc()",
     ":root { --w: calc(2px + 3px); --n: 4 } .a { padding-top: calc(var(--w) * 2); padding-right: var(--w); padding-bottom: calc(var(--n) * 1px); padding-left: calc(var(--w) + var(--w)) }",
     N("Panel", N("Box.a")),
     PAD, {"0/0": "padding-top: 10px; padding-right: 5px; padding-bottom: 4px; padding-left: 10px"})

case("calc() in font-size mixing em and px",
     ".p { font-size: 20px } .a { font-size: calc(1em + 2px) } .b { font-size: calc(50% + 4px) } .c { font-size: calc(2 * 1.5em) }",
     N("Panel.p", N("Box.a"), N("Box.b"), N("Box.c")),
     ["font-size"], {"0/0": "font-size: 22px", "0/1": "font-size: 14px", "0/2": "font-size: 60px"})

case("calc() results are clamped to the property's range",
     ".a { padding-top: calc(2px - 10px); opacity: calc(2 - 0.5); font-size: calc(5px - 10px) } .b { opacity: calc(0.2 - 1) }",
     N("Panel", N("Box.a"), N("Box.b")),
     ["padding-top", "opacity", "font-size"],
     {"0/0": "padding-top: 0px; opacity: 1; font-size: 0px", "0/1": "opacity: 0"})

case("calc() in opacity and letter-spacing",
     ".a { opacity: calc(0.25 * 2); letter-spacing: calc(1px + 0.5px) } .b { opacity: calc(1 / 4); letter-spacing: calc(-2px * 2) }",
     N("Panel", N("Box.a"), N("Box.b")),
     ["opacity", "letter-spacing"], {"0/0": "opacity: 0.5; letter-spacing: 1.5px", "0/1": "opacity: 0.25; letter-spacing: -4px"})

case("invalid calc() drops the declaration",
     ".a { padding-top: 3px; padding-top: calc(2px + 3); padding-right: 4px; padding-right: calc(2px+3px); padding-bottom: 5px; padding-bottom: calc(2px * 3px) }",
     N("Panel", N("Box.a")),
     PAD, {"0/0": "padding-top: 3px; padding-right: 4px; padding-bottom: 5px"})

case("calc() with fractional results",
     ".a { padding-top: calc(10px / 3 * 3); padding-right: calc(1px / 8); padding-bottom: calc(0.1px + 0.2px); font-size: calc(16px * 1.1) }",
     N("Panel", N("Box.a")),
     ["padding-top", "padding-right", "padding-bottom", "font-size"],
     {"0/0": "padding-top: 10px; padding-right: 0.125px; padding-bottom: 0.3px; font-size: 17.6px"})

# ======================================================================================
topic("colors")


def color_case(name, values, prop="color", check_values=None):
    kids = [N("Box.c%d" % i) for i in range(len(values))]
    css = " ".join(".c%d { %s: %s }" % (i, prop, v) for i, v in enumerate(values))
    chk = {}
    if check_values:
        chk = {"0/%d" % i: "%s: %s" % (prop, cv) for i, cv in enumerate(check_values) if cv}
    case(name, css, N("Panel", *kids), [prop], chk)


color_case("hex notations 3, 4, 6 and 8 digits",
           ["#f00", "#0f08", "#0000ff", "#ff000080", "#FFF", "#AbCdEf", "#12345678", "#0000"],
           check_values=["red", "rgba(0, 255, 0, 0.533)", "blue", "rgba(255, 0, 0, 0.5)",
                         "white", "rgb(171, 205, 239)", "rgba(18, 52, 86, 0.47)", "transparent"])
color_case("rgb() and rgba() comma syntax",
           ["rgb(255, 0, 0)", "rgba(0, 0, 255, 0.5)", "rgb(10,20,30)", "rgba(1, 2, 3, 1)",
            "rgba(255, 255, 0)", "rgb(255, 0, 0, 0.25)"],
           check_values=["red", "rgba(0, 0, 255, 0.5)", "rgb(10, 20, 30)", "rgb(1, 2, 3)",
                         "yellow", "rgba(255, 0, 0, 0.25)"])
color_case("rgb() space syntax with / alpha",
           ["rgb(255 0 0)", "rgb(0 0 255 / 0.5)", "rgba(0 128 0 / 50%)", "rgb(1 2 3 / 1)",
            "rgb(10 20 30/0.2)", "rgb( 40   50 60 )"],
           check_values=["red", "rgba(0, 0, 255, 0.5)", "rgba(0, 128, 0, 0.5)", "rgb(1, 2, 3)",
                         "rgba(10, 20, 30, 0.2)", "rgb(40, 50, 60)"])
color_case("rgb() percentages",
           ["rgb(100%, 0%, 0%)", "rgb(0% 50% 100%)", "rgb(10% 20% 30% / 50%)", "rgba(100%, 100%, 100%, 0.1)",
            "rgb(33.3% 66.6% 99.9%)"],
           check_values=["red", "rgb(0, 128, 255)", "rgba(26, 51, 77, 0.5)", "rgba(255, 255, 255, 0.1)",
                         None])
color_case("rgb() fractional channels round half up",
           ["rgb(10.5, 20.4, 30.6)", "rgb(0.5 1.5 2.5)", "rgb(127.5 127.49 254.5)", "rgba(1.2, 2.7, 3.5, 0.75)"],
           check_values=["rgb(11, 20, 31)", None, None, None])
color_case("hsl() with angle units and plain numbers",
           ["hsl(120 100% 50%)", "hsl(120deg 100% 50%)", "hsl(0.5turn 100% 50%)", "hsl(3.14159rad 100% 50%)",
            "hsl(200grad 100% 50%)", "hsl(240, 100%, 50%)", "hsl(60 100% 50% / 0.5)", "hsl(1rad 100% 50%)"],
           check_values=["lime", "lime", "aqua", "aqua", "aqua", "blue", "rgba(255, 255, 0, 0.5)", None])
color_case("hsl() and hsla() comma and space forms",
           ["hsla(0, 100%, 50%, 0.5)", "hsla(120 100% 25% / 1)", "hsl(0, 0%, 50%)", "hsl(30 100% 50% / 25%)",
            "HSL(0 100% 50%)", "hsla(0, 100%, 50%)"],
           check_values=["rgba(255, 0, 0, 0.5)", "green", "gray", "rgba(255, 128, 0, 0.25)", "red", "red"])
color_case("hsl() hue wrapping and odd values",
           ["hsl(-120 100% 50%)", "hsl(480 100% 50%)", "hsl(720deg 100% 50%)", "hsl(-0.25turn 100% 50%)",
            "hsl(200 40% 33%)", "hsl(10 20 30)", "hsl(75.5 33.3% 66.6%)"],
           check_values=["blue", "lime", "red", "rgb(128, 0, 255)", None, None, None])
color_case("hwb()",
           ["hwb(0 0% 0%)", "hwb(120 20% 30%)", "hwb(240deg 0% 0% / 0.5)", "hwb(0 60% 60%)",
            "hwb(0.5turn 10% 10%)", "hwb(0 100% 0%)", "hwb(90 0 50)"],
           check_values=["red", "rgb(51, 179, 51)", "rgba(0, 0, 255, 0.5)", "rgb(128, 128, 128)",
                         None, "white", None])
color_case("named colors, any case",
           ["DarkGray", "darkgrey", "RebeccaPurple", "LightGoldenRodYellow", "tomato", "NAVY",
            "cornflowerblue", "SlateGray"],
           check_values=["rgb(169, 169, 169)", "rgb(169, 169, 169)", "rgb(102, 51, 153)",
                         "rgb(250, 250, 210)", "rgb(255, 99, 71)", "rgb(0, 0, 128)",
                         "rgb(100, 149, 237)", "rgb(112, 128, 144)"])
color_case("transparent and alpha zero",
           ["transparent", "TRANSPARENT", "rgba(255, 0, 0, 0)", "#ff000000", "hsl(0 100% 50% / 0)"],
           prop="background-color",
           check_values=["transparent", "transparent", "rgba(255, 0, 0, 0)", "rgba(255, 0, 0, 0)",
                         "rgba(255, 0, 0, 0)"])
color_case("out-of-range channels are clamped",
           ["rgb(300, -20, 128)", "rgb(255 0 0 / 1.5)", "rgba(0, 0, 255, -0.5)", "rgb(120% -10% 50%)",
            "hsl(120 150% 50%)", "hsl(0 100% 120%)", "hsla(0, 100%, 50%, 2)"],
           check_values=["rgb(255, 0, 128)", "red", "rgba(0, 0, 255, 0)", "rgb(255, 0, 128)",
                         "lime", "white", "red"])
color_case("alpha serialization precision",
           ["rgba(0, 0, 0, 0.123)", "rgba(0, 0, 0, 0.001)", "#0008", "rgba(0, 0, 0, 0.999)",
            "rgb(0 0 0 / 33%)", "rgba(0, 0, 0, 0.05)"],
           prop="background-color")
color_case("color-mix() in srgb",
           ["color-mix(in srgb, red 30%, blue)", "color-mix(in srgb, red, blue)",
            "color-mix(in srgb, red, blue 25%)", "color-mix(in srgb, red 50%, transparent)",
            "color-mix(in srgb, #ff0000 25%, #0000ff 25%)", "color-mix(in srgb, red 150%, blue 50%)",
            "color-mix(in srgb, rgba(255, 0, 0, 0.5) 50%, blue)", "color-mix(in srgb, white 10%, black)"])
color_case("color-mix() with background-color and named or hex colors",
           ["color-mix(in srgb, #336699, white)", "color-mix(in srgb, Tomato 80%, navy)",
            "color-mix(in srgb, transparent, transparent)", "color-mix(in srgb, red 0%, blue)"],
           prop="background-color")
color_case("none components",
           ["rgb(none 0 0)", "rgb(255 none 0)", "hsl(none 100% 50%)", "rgb(0 0 255 / none)"])
color_case("invalid colors are dropped (earlier value kept: none here, so inherited)",
           ["rgb(255, 0 0)", "#ff000", "rgb(255 0 0 0.5)", "#ggg", "notacolor",
            "rgba(255, 0, 0, 0.5, 1)", "hsl(120deg, 100, 50)"])

case("colors on border-color and background-color",
     ".a { border-color: #0f0; background-color: hsl(240 100% 50% / 50%) } .b { border-color: rgb(0 0 0 / 0.25); background-color: hwb(0 0% 0%) }",
     N("Panel", N("Box.a"), N("Box.b")),
     ["border-top-color", "background-color"],
     {"0/0": "border-top-color: lime; background-color: rgba(0, 0, 255, 0.5)",
      "0/1": "border-top-color: rgba(0, 0, 0, 0.25); background-color: red"})

case("invalid color keeps the earlier declaration",
     ".a { color: red; color: rgb(1, 2); background-color: blue; background-color: #12 } .b { color: green; color: hsl(120 100%) }",
     N("Panel", N("Box.a"), N("Box.b")),
     CB, {"0/0": "color: red; background-color: blue", "0/1": "color: green"})

# ======================================================================================
topic("ranges")

case("opacity is clamped to 0..1",
     ".a { opacity: 1.5 } .b { opacity: -1 } .c { opacity: 99 } .d { opacity: 0.25 } .e { opacity: 0.333333 }",
     N("Panel", N("Box.a"), N("Box.b"), N("Box.c"), N("Box.d"), N("Box.e")),
     ["opacity"], {"0/0": "opacity: 1", "0/1": "opacity: 0", "0/2": "opacity: 1", "0/3": "opacity: 0.25",
                   "0/4": "opacity: 0.333333"})

case("negative padding is invalid: the earlier declaration wins",
     ".a { padding-top: 4px; padding-top: -4px } .a { padding-left: -1px } .b { padding: 2px; padding: 1px -1px }",
     N("Panel", N("Box.a"), N("Box.b")),
     PAD, {"0/0": "padding-top: 4px; padding-left: 0px",
           "0/1": "padding-top: 2px; padding-right: 2px; padding-bottom: 2px; padding-left: 2px"})

case("negative font-size is invalid",
     ".p { font-size: 20px } .a { font-size: -3px } .b { font-size: 12px; font-size: -3px } .c { font-size: -1em }",
     N("Panel.p", N("Box.a"), N("Box.b"), N("Box.c")),
     ["font-size"], {"0/0": "font-size: 20px", "0/1": "font-size: 12px", "0/2": "font-size: 20px"})

case("font-weight range 1..1000",
     ".a { font-weight: 1000 } .b { font-weight: 300; font-weight: 1001 } .c { font-weight: 600; font-weight: 0 } .d { font-weight: 1 } .e { font-weight: 450.5 }",
     N("Panel", N("Box.a"), N("Box.b"), N("Box.c"), N("Box.d"), N("Box.e")),
     ["font-weight"], {"0/0": "font-weight: 1000", "0/1": "font-weight: 300", "0/2": "font-weight: 600",
                       "0/3": "font-weight: 1"})

case("zero values without units",
     ".a { padding: 5px; padding: 0; opacity: 0 } .b { padding-top: 0; letter-spacing: 0; font-size: 0 }",
     N("Panel", N("Box.a"), N("Box.b")),
     ["padding-top", "padding-right", "opacity", "font-size", "letter-spacing"],
     {"0/0": "padding-top: 0px; padding-right: 0px; opacity: 0", "0/1": "padding-top: 0px; font-size: 0px"})

case("negative letter-spacing is valid",
     ".a { letter-spacing: -1px } .b { letter-spacing: -0.5px }",
     N("Panel", N("Box.a"), N("Box.b")),
     ["letter-spacing"], {"0/0": "letter-spacing: -1px", "0/1": "letter-spacing: -0.5px"})

case("fractional lengths",
     ".a { padding: 0.5px 1.25px 2.75px 0.1px; font-size: 13.5px; letter-spacing: 0.25px }",
     N("Panel", N("Box.a")),
     PAD + ["font-size", "letter-spacing"],
     {"0/0": "padding-top: 0.5px; padding-right: 1.25px; padding-bottom: 2.75px; padding-left: 0.1px; font-size: 13.5px; letter-spacing: 0.25px"})

case("very small and large values",
     ".a { font-size: 1px; padding-top: 10000px; opacity: 0.001 } .b { font-size: 500px; padding-top: 0.01px }",
     N("Panel", N("Box.a"), N("Box.b")),
     ["font-size", "padding-top", "opacity"],
     {"0/0": "font-size: 1px; padding-top: 10000px; opacity: 0.001", "0/1": "font-size: 500px; padding-top: 0.01px"})

case("font-size 0 and em of 0",
     ".p { font-size: 0px } .c { font-size: 2em } .d { font-size: 10px }",
     N("Panel.p", N("Box.c"), N("Box.d", N("Item"))),
     ["font-size"], {"0": "font-size: 0px", "0/0": "font-size: 0px", "0/1/0": "font-size: 10px"})

case("scientific notation numbers",
     ".a { padding-top: 1e1px; opacity: 5e-1; font-size: 2.4e1px } .b { padding-top: 1.5E1px }",
     N("Panel", N("Box.a"), N("Box.b")),
     ["padding-top", "opacity", "font-size"],
     {"0/0": "padding-top: 10px; opacity: 0.5; font-size: 24px", "0/1": "padding-top: 15px"})

# ======================================================================================
topic("fonts")

case("font-size in px",
     ".a { font-size: 12px } .b { font-size: 22.5px }",
     N("Panel", N("Box.a", N("Item")), N("Box.b")),
     ["font-size"], {"0": "font-size: 16px", "0/0": "font-size: 12px", "0/0/0": "font-size: 12px",
                     "0/1": "font-size: 22.5px"})

FONT_KW = [("xx-small", "9px"), ("x-small", "10px"), ("small", "13px"), ("medium", "16px"),
           ("large", "18px"), ("x-large", "24px"), ("xx-large", "32px"), ("xxx-large", "48px")]
case("font-size absolute keywords",
     " ".join(".k%d { font-size: %s }" % (i, kw) for i, (kw, _) in enumerate(FONT_KW)),
     N("Panel", *[N("Box.k%d" % i) for i in range(len(FONT_KW))]),
     ["font-size"], {"0/%d" % i: "font-size: %s" % px for i, (_, px) in enumerate(FONT_KW)})

case("font-size keywords do not depend on the parent",
     ".p { font-size: 40px } .a { font-size: small } .b { font-size: Large }",
     N("Panel.p", N("Box.a"), N("Box.b")),
     ["font-size"], {"0/0": "font-size: 13px", "0/1": "font-size: 18px"})

case("font-size in em relative to the parent, compounding",
     ".p { font-size: 10px } .e { font-size: 1.5em } .h { font-size: 0.5em }",
     N("Panel.p", N("Box.e", N("Box.e", N("Box.h"))), N("Box.h")),
     ["font-size"], {"0/0": "font-size: 15px", "0/0/0": "font-size: 22.5px", "0/0/0/0": "font-size: 11.25px",
                     "0/1": "font-size: 5px"})

case("font-size in % relative to the parent",
     ".p { font-size: 20px } .a { font-size: 150% } .b { font-size: 85% } .a > .b { font-size: 50% }",
     N("Panel.p", N("Box.a", N("Item.b")), N("Box.b")),
     ["font-size"], {"0/0": "font-size: 30px", "0/0/0": "font-size: 15px", "0/1": "font-size: 17px"})

case("em of a keyword parent",
     ".p { font-size: small } .a { font-size: 1.5em } .b { font-size: 1.3em }",
     N("Panel.p", N("Box.a"), N("Box.b")),
     ["font-size"], {"0": "font-size: 13px", "0/0": "font-size: 19.5px", "0/1": "font-size: 16.9px"})

case("font-size larger and smaller",
     ".a { font-size: larger } .b { font-size: smaller } .p { font-size: 10px } .p > .a { font-size: larger }",
     N("Panel", N("Box.a"), N("Box.b"), N("Box.p", N("Item.a"))),
     ["font-size"], {"0/0": "font-size: 19.2px", "0/2/0": "font-size: 12px"})

case("font-weight numbers and keywords",
     ".a { font-weight: bold } .b { font-weight: normal } .c { font-weight: 100 } .d { font-weight: 900 } .e { font-weight: 550 } .f { font-weight: BOLD }",
     N("Panel", *[N("Box." + c) for c in "abcdef"]),
     ["font-weight"], rows(6, lambda k: "font-weight: " + ["700", "400", "100", "900", "550", "700"][k - 1]))

case("bolder and lighter relative to the parent",
     " ".join(".w%d { font-weight: %d } .w%d > .b { font-weight: bolder } .w%d > .l { font-weight: lighter }" % (w, w, w, w)
              for w in (100, 300, 400, 500, 600, 700, 800, 900)),
     N("Panel", *[N("Box.w%d" % w, N("Item.b"), N("Item.l")) for w in (100, 300, 400, 500, 600, 700, 800, 900)]),
     ["font-weight"],
     {**{"0/%d/0" % i: "font-weight: %s" % b for i, b in enumerate(["400", "400", "700", "700", "900", "900", "900", "900"])},
      **{"0/%d/1" % i: "font-weight: %s" % l for i, l in enumerate(["100", "100", "100", "100", "400", "400", "700", "700"])}})

case("bolder and lighter chained",
     ".b { font-weight: bolder } .l { font-weight: lighter }",
     N("Panel", N("Box.b", N("Box.b", N("Box.l", N("Box.l"))))),
     ["font-weight"], {"0/0": "font-weight: 700", "0/0/0": "font-weight: 900", "0/0/0/0": "font-weight: 700",
                       "0/0/0/0/0": "font-weight: 400"})

case("font-style italic and normal",
     ".i { font-style: italic } .n { font-style: normal } .u { font-style: ITALIC }",
     N("Panel", N("Box.i", N("Item"), N("Item.n")), N("Box.u")),
     ["font-style"], {"0": "font-style: normal", "0/0": "font-style: italic", "0/0/0": "font-style: italic",
                      "0/0/1": "font-style: normal", "0/1": "font-style: italic"})

case("font-family names, quoted names and generic families",
     ":root { font-family: Georgia, serif } .a { font-family: \"Helvetica Neue\" } .b { font-family: 'Avenir Next', Arial, sans-serif } .c { font-family: Helvetica Neue, monospace } .d { font-family: Menlo, monospace, monospace }",
     N("Panel", N("Box.a"), N("Box.b"), N("Box.c"), N("Box.d", N("Item"))),
     ["font-family"],
     {"0": "font-family: Georgia, serif", "0/0": "font-family: \"Helvetica Neue\"",
      "0/1": "font-family: \"Avenir Next\", Arial, sans-serif",
      "0/2": "font-family: \"Helvetica Neue\", monospace",
      "0/3/0": "font-family: Menlo, monospace, monospace"})

case("font-family with other font longhands",
     ":root { font-family: Arial; font-size: 14px } .a { font-family: Courier, serif; font-weight: 300; font-size: 1.5em }",
     N("Panel", N("Box.a", N("Item"))),
     ["font-family", "font-size", "font-weight"],
     {"0/0/0": "font-family: Courier, serif; font-size: 21px; font-weight: 300"})

case("font-size in em through several levels with keywords",
     ".a { font-size: x-large } .b { font-size: 0.75em } .c { font-size: 125% }",
     N("Panel", N("Box.a", N("Box.b", N("Box.c", N("Item"))))),
     ["font-size"], {"0/0": "font-size: 24px", "0/0/0": "font-size: 18px", "0/0/0/0": "font-size: 22.5px",
                     "0/0/0/0/0": "font-size: 22.5px"})

# ======================================================================================
topic("padding")

case("padding with one to four values",
     ".a { padding: 1px } .b { padding: 1px 2px } .c { padding: 1px 2px 3px } .d { padding: 1px 2px 3px 4px }",
     N("Panel", N("Box.a"), N("Box.b"), N("Box.c"), N("Box.d")),
     PAD, {"0/0": "padding-top: 1px; padding-right: 1px; padding-bottom: 1px; padding-left: 1px",
           "0/1": "padding-top: 1px; padding-right: 2px; padding-bottom: 1px; padding-left: 2px",
           "0/2": "padding-top: 1px; padding-right: 2px; padding-bottom: 3px; padding-left: 2px",
           "0/3": "padding-top: 1px; padding-right: 2px; padding-bottom: 3px; padding-left: 4px"})

case("longhand after shorthand overrides one side",
     ".a { padding: 5px; padding-left: 1px }",
     N("Panel", N("Box.a")),
     PAD, {"0/0": "padding-top: 5px; padding-right: 5px; padding-bottom: 5px; padding-left: 1px"})

case("shorthand after longhand resets it",
     ".a { padding-left: 1px; padding: 5px 6px }",
     N("Panel", N("Box.a")),
     PAD, {"0/0": "padding-top: 5px; padding-right: 6px; padding-bottom: 5px; padding-left: 6px"})

case("shorthand and longhands across rules by specificity",
     ".a.b { padding-top: 9px } .a { padding: 1px 2px 3px 4px } Box { padding-right: 7px }",
     N("Panel", N("Box.a.b"), N("Box.a"), N("Box")),
     PAD, {"0/0": "padding-top: 9px; padding-right: 2px; padding-bottom: 3px; padding-left: 4px",
           "0/1": "padding-top: 1px; padding-right: 2px",
           "0/2": "padding-top: 0px; padding-right: 7px"})

case("invalid padding shorthands are dropped whole",
     ".a { padding: 3px; padding: 1px 2px 3px 4px 5px } .b { padding: 3px; padding: 1px red } .c { padding: 3px; padding: } .d { padding: 3px; padding: 1px, 2px }",
     N("Panel", N("Box.a"), N("Box.b"), N("Box.c"), N("Box.d")),
     PAD, rows(4, lambda k: "padding-top: 3px; padding-right: 3px; padding-bottom: 3px; padding-left: 3px"))

case("padding shorthand with calc() and zero",
     ".a { padding: calc(1px + 1px) 0 calc(3px * 2) }",
     N("Panel", N("Box.a")),
     PAD, {"0/0": "padding-top: 2px; padding-right: 0px; padding-bottom: 6px; padding-left: 0px"})

case("padding longhands set individually",
     ".a { padding-top: 1px; padding-right: 2px; padding-bottom: 3px; padding-left: 4px } .a > .b { padding-bottom: 8px }",
     N("Panel", N("Box.a", N("Item.b"))),
     PAD, {"0/0": "padding-top: 1px; padding-right: 2px; padding-bottom: 3px; padding-left: 4px",
           "0/0/0": "padding-top: 0px; padding-bottom: 8px"})

case("padding shorthand with keywords",
     ".p { padding: 1px 2px } .a { padding: 4px; padding: initial } .b { padding: 4px; padding: unset } .c { padding: inherit; padding-left: 9px }",
     N("Panel.p", N("Box.a"), N("Box.b"), N("Box.c")),
     PAD, {"0/0": "padding-top: 0px; padding-right: 0px", "0/1": "padding-top: 0px; padding-left: 0px",
           "0/2": "padding-top: 1px; padding-right: 2px; padding-bottom: 1px; padding-left: 9px"})

# ======================================================================================
topic("errors")

case("garbage tokens in a value drop that declaration only",
     ".a { color: red } .a { color: red blue; background-color: green; padding-top: 2px 3px; padding-left: 4px }",
     N("Panel", N("Box.a")),
     ["color", "background-color", "padding-top", "padding-left"],
     {"0/0": "color: red; background-color: green; padding-top: 0px; padding-left: 4px"})

case("missing value",
     ".a { color: blue; color: ; background-color: red; background-color: }",
     N("Panel", N("Box.a")),
     CB, {"0/0": "color: blue; background-color: red"})

case("unknown property names are skipped",
     ".a { colr: red; color: blue; text-colour: red; -webkit-bogus: 1; padding-top: 2px }",
     N("Panel", N("Box.a")),
     CP, {"0/0": "color: blue; padding-top: 2px"})

case("missing colon drops the declaration",
     ".a { color red; background-color: blue; padding-top 3px; padding-left: 1px }",
     N("Panel", N("Box.a")),
     ["color", "background-color", "padding-top", "padding-left"],
     {"0/0": "color: black; background-color: blue; padding-top: 0px; padding-left: 1px"})

case("missing semicolon merges two declarations into one invalid one",
     ".a { padding-top: 1px; color: red background-color: blue; padding-left: 2px }",
     N("Panel", N("Box.a")),
     ["color", "background-color", "padding-top", "padding-left"],
     {"0/0": "color: black; background-color: transparent; padding-top: 1px; padding-left: 2px"})

case("bad selector drops the whole rule",
     ".a..b { color: red } Box:bogus-pseudo { color: red } .a { padding-top: 1px } Box::bogus-element { color: red } .a > > .b { color: red } #1x { color: red }",
     N("Panel", N("Box.a", N("Box.b"))),
     CP, {"0/0": "color: black; padding-top: 1px", "0/0/0": "color: black"}, dropped=5)

case("one bad selector in a list drops the whole rule",
     ".a, .b:bogus-pseudo { color: red } .a, , .b { background-color: red } .a, { padding-top: 1px } .b { padding-left: 2px }",
     N("Panel", N("Box.a"), N("Box.b")),
     ["color", "background-color", "padding-top", "padding-left"],
     {"0/0": "color: black; background-color: transparent; padding-top: 0px",
      "0/1": "color: black; padding-left: 2px"}, dropped=3)

case("a stray semicolon after a rule joins the next selector",
     ".x { color: red }; .a { color: blue } .b { color: green }",
     N("Panel", N("Box.a"), N("Box.b")),
     C, {"0/0": "color: black", "0/1": "color: green"}, dropped=1)

case("declarations outside rules swallow the next rule",
     "color: red; .a { color: blue } .b { color: green }",
     N("Panel", N("Box.a"), N("Box.b")),
     C, {"0": "color: black", "0/0": "color: black", "0/1": "color: green"}, dropped=1)

case("an unclosed block is closed at end of file",
     ".b { padding-top: 1px } .a { color: red; padding-left: 2px",
     N("Panel", N("Box.a"), N("Box.b")),
     ["color", "padding-top", "padding-left"],
     {"0/0": "color: red; padding-left: 2px", "0/1": "padding-top: 1px"})

case("unbalanced parenthesis in a value swallows to its closing parenthesis",
     ".a { color: (red; background-color: blue) ; padding-top: 3px } .a { padding-left: 1px }",
     N("Panel", N("Box.a")),
     ["color", "background-color", "padding-top", "padding-left"],
     {"0/0": "color: black; background-color: transparent; padding-top: 3px; padding-left: 1px"})

case("misspelled !important drops the declaration",
     ".a { color: red } .a { color: blue !importnt; padding-top: 2px !imp; padding-left: 3px ! important }",
     N("Panel", N("Box.a")),
     ["color", "padding-top", "padding-left"], {"0/0": "color: red; padding-top: 0px; padding-left: 3px"})

case("unknown at-rules are skipped",
     "@unknown foo bar; .a { color: red } @bogus { .a { color: blue } } .b { color: green } @also-unknown (x) { }",
     N("Panel", N("Box.a"), N("Box.b")),
     C, {"0/0": "color: red", "0/1": "color: green"}, dropped=3)

case("blocks inside a value make it invalid",
     ".a { color: red; color: {blue}; background-color: [green]; padding-top: 2px }",
     N("Panel", N("Box.a")),
     ["color", "background-color", "padding-top"],
     {"0/0": "color: red; background-color: transparent; padding-top: 2px"})

case("comments anywhere",
     "/* a */ .a/* b */.b /* c */ { /* d */ color: /* e */ red /* f */; /* g */ } .a /**/ .c { padding-top: 1px }",
     N("Panel.a", N("Box.a.b"), N("Box.c"), N("Box.a", N("Box.c"))),
     CP, {"0/0": "color: red", "0/1": "padding-top: 1px", "0/2/0": "padding-top: 1px", "0/2": "color: black"})

case("property names are case-insensitive, values keep their meaning",
     ".a { COLOR: red; Background-Color: BLUE; PADDING-top: 2px }",
     N("Panel", N("Box.a")),
     ["color", "background-color", "padding-top"],
     {"0/0": "color: red; background-color: blue; padding-top: 2px"})

case("extra semicolons are harmless",
     ".a { ;; color: red;;; padding-top: 1px ; ; }",
     N("Panel", N("Box.a")),
     CP, {"0/0": "color: red; padding-top: 1px"})

case("an invalid later declaration does not override a valid one",
     ".a { color: red; color: bogus; opacity: 0.5; opacity: half; font-size: 12px; font-size: big }",
     N("Panel", N("Box.a")),
     ["color", "opacity", "font-size"], {"0/0": "color: red; opacity: 0.5; font-size: 12px"})

case("invalid nested rule is dropped, the rest of the block applies",
     ".a { color: red; .b:bogus-pseudo { color: blue } padding-top: 2px; .c { padding-left: 3px } }",
     N("Panel", N("Box.a", N("Box.b.c"))),
     ["color", "padding-top", "padding-left"],
     {"0/0": "color: red; padding-top: 2px", "0/0/0": "color: red; padding-top: 0px; padding-left: 3px"})

case("errors inside one rule do not affect the next rule",
     ".a { color: ; = ! padding-top: 1px; padding-left: 2px } .b { color: blue }",
     N("Panel", N("Box.a"), N("Box.b")),
     ["color", "padding-top", "padding-left"],
     {"0/0": "color: black; padding-top: 0px; padding-left: 2px", "0/1": "color: blue"})

case("an unclosed function and block at end of file are closed",
     ".b { padding-top: 1px } .a { padding-left: 2px; color: rgb(255, 0, 0",
     N("Panel", N("Box.a"), N("Box.b")),
     ["color", "padding-top", "padding-left"],
     {"0/0": "color: red; padding-left: 2px", "0/1": "padding-top: 1px"})

case(":nth-of-type() does not take 'of S': the rule is dropped",
     "Item:nth-of-type(1 of .x) { color: red } Item:nth-of-type(1) { padding-top: 1px }",
     N("Panel", N("Item.x"), N("Item.x")),
     CP, {"0/0": "color: black; padding-top: 1px"}, dropped=1)

case("unitless zero is a valid length",
     ".a { padding-top: 0; padding-left: 0px; letter-spacing: 0 }",
     N("Panel", N("Box.a")),
     ["padding-top", "padding-left"], {"0/0": "padding-top: 0px; padding-left: 0px"})

case("invalid media query prelude makes the block never apply",
     "@media (min-width: foo) { .a { color: red } } @media (min-width: 10px) and { .a { padding-top: 1px } } .a { padding-left: 2px }",
     envelope(N("Panel", N("Box.a"))),
     ["color", "padding-top", "padding-left"],
     {"0/0": "color: black; padding-top: 0px; padding-left: 2px"})

case("bad selector inside nesting and & errors",
     ".a { & .b, & .c:bogus-pseudo { color: red } & .d { color: blue } }",
     N("Panel.a", N("Box.b"), N("Box.c"), N("Box.d")),
     C, {"0/0": "color: black", "0/1": "color: black", "0/2": "color: blue"})

case("declarations starting with stray delimiters are dropped",
     ".a { color: red; % color: blue; padding-top: 1px; * padding-top: 2px; padding-left: 3px }",
     N("Panel", N("Box.a")),
     ["color", "padding-top", "padding-left"], {"0/0": "color: red; padding-top: 1px; padding-left: 3px"})


# ======================================================================================
# Issue 20: what random sheets found that Chromium and SkinKit read differently, one case
# (or a few) per cause, each checked by hand from the specs.
def styled(spec, style, *children):
    """N(spec, children) with an inline style (the tree's "style" string)."""
    node = N(spec, *children)
    node["style"] = style
    return node


topic("colors")

color_case("full precision: color-mix() mixes rgb(), hsl() and hwb() unrounded",
           ["color-mix(in srgb, rgb(100.6 0 0), black)",
            "color-mix(in srgb, hsl(0 100% 19.725%), black)",
            "color-mix(in srgb, hwb(0 0% 60.55%), black)",
            "color-mix(in srgb, rgb(100.6, 0, 0), black)",
            "color-mix(in srgb, color-mix(in srgb, rgb(100.6 0 0), black), white)"],
           check_values=["color(srgb 0.197255 0 0)", "color(srgb 0.19725 0 0)",
                         "color(srgb 0.19725 0 0)", "color(srgb 0.197255 0 0)",
                         "color(srgb 0.598627 0.5 0.5)"])
color_case("exact halves round up",
           ["rgb(178.5 0 0)", "rgb(127.5 0.5 254.5)", "hsl(0 0% 50%)", "rgb(50% 50% 50%)",
            "color-mix(in srgb, rgb(0 0 0 / .3) 50%, rgb(255 0 0 / .7))",
            "color-mix(in srgb, mediumvioletred, #ac38)"],
           check_values=["rgb(179, 0, 0)", "rgb(128, 1, 255)", "rgb(128, 128, 128)",
                         "rgb(128, 128, 128)", "color(srgb 0.7 0 0 / 0.5)", None])
color_case("hsl() saturation and lightness above 100% are not clamped",
           ["hsl(135 107% 65%)", "color-mix(in srgb, hsl(135 107% 65%), black)",
            "color-mix(in srgb, hsl(0 150% 40%) 50%, white)",
            "color-mix(in srgb, hsl(0 100% 150%) 10%, black)", "hsl(0 150% 80%)",
            "hsl(0 200% 110%)"],
           check_values=["rgb(70, 255, 118)", "color(srgb 0.13775 0.51225 0.231375)",
                         "color(srgb 1 0.4 0.4)", "color(srgb 0.1 0.2 0.2)",
                         "rgb(255, 128, 128)", "rgb(230, 255, 255)"])
color_case("hsl() clamps negative saturation and lightness; the comma syntax clamps to 0-100%",
           ["color-mix(in srgb, hsl(0 -50% 40%) 10%, white)", "hsl(0 200% -10%)",
            "color-mix(in srgb, hsl(0, 150%, 40%), white)", "hsl(0, 100%, 150%)",
            "hsl(0, 100%, -10%)"],
           check_values=["color(srgb 0.94 0.94 0.94)", "black", "color(srgb 0.9 0.5 0.5)",
                         "white", "black"])
color_case("hwb() clamps negative whiteness and blackness only",
           ["hwb(0 -20% 30%)", "hwb(0 130% 30%)", "hwb(0 10% 130%)",
            "color-mix(in srgb, hwb(0 50% -20%) 50%, black)"],
           check_values=["rgb(179, 0, 0)", "rgb(207, 207, 207)", "rgb(18, 18, 18)",
                         "color(srgb 0.5 0.25 0.25)"])
color_case("none is a missing channel: color-mix() takes the other color's",
           ["color-mix(in srgb, rgb(none 0 0), rgb(200 0 0))",
            "color-mix(in srgb, rgb(0 0 0 / none), rgb(200 0 0 / 0.5))",
            "color-mix(in srgb, color-mix(in srgb, rgb(none 0 0), rgb(none 0 0)), red)",
            "color-mix(in srgb, hsl(none 100% 50%), rgb(200 0 0))",
            "color-mix(in srgb-linear, rgb(none 0 0), rgb(200 0 0))"],
           check_values=["color(srgb 0.784314 0 0)", "color(srgb 0.392157 0 0 / 0.5)",
                         "color(srgb 1 0 0)", "color(srgb 0.892157 0 0)", None])
color_case("comma-syntax rgba() keeps its alpha in 8 bits, as Chromium stores it",
           ["color-mix(in srgb, rgba(255, 0, 0, 0.5) 50%, blue)",
            "color-mix(in srgb, rgba(0, 0, 0, 0.123), white 0%)",
            "color-mix(in srgb, rgb(0 0 0 / 0.123), white 0%)"],
           check_values=["color(srgb 0.334204 0 0.665796 / 0.75098)",
                         "color(srgb 0 0 0 / 0.121569)", "color(srgb 0 0 0 / 0.123)"])

topic("currentcolor")

case("currentcolor inside color-mix() is the element's color",
     ".c { color: blue; background-color: color-mix(in srgb, currentcolor 50%, red) } "
     ".d { border-color: color-mix(in srgb, currentColor, white) } .e { color: color-mix(in srgb, currentcolor 50%, red) }",
     N("Panel", N("Box.c"), N("Box.d"), N("Box.e")),
     ["color", "background-color", "border-top-color"],
     {"0/0": "background-color: color(srgb 0.5 0 0.5)",
      "0/1": "border-top-color: color(srgb 0.5 0.5 0.5)", "0/2": "color: color(srgb 0.5 0 0)"})

case("color: color-mix(currentcolor …) mixes the parent's color",
     ".p { color: blue } .c { color: color-mix(in srgb, currentcolor 50%, red) } .c > .d { color: color-mix(in srgb, currentcolor, white) }",
     N("Panel.p", N("Box.c", N("Item.d"))),
     ["color", "border-top-color"],
     {"0/0": "color: color(srgb 0.5 0 0.5)", "0/0/0": "color: color(srgb 0.75 0.5 0.75)"})

case("color-mix() of currentcolor is inherited as a function and computed again",
     ".p { color: blue; background-color: color-mix(in srgb, currentcolor, red) } .c { color: lime; background-color: inherit } "
     ".q { color: rgb(0 0 255 / .5); border-color: color-mix(in srgb, currentcolor 50%, transparent) }",
     N("Panel.p", N("Box.c"), N("Box.q")),
     ["color", "background-color", "border-top-color"],
     {"0": "background-color: color(srgb 0.5 0 0.5)", "0/0": "background-color: color(srgb 0.5 0.5 0)",
      "0/1": "border-top-color: color(srgb 0 0 1 / 0.25)"})

case("out-of-gamut and missing channels survive currentcolor",
     ".c { color: hsl(0 150% 40%); background-color: color-mix(in srgb, currentcolor, white) } "
     ".d { color: rgb(none 0 0); background-color: color-mix(in srgb, currentcolor, rgb(200 0 0)) }",
     N("Panel", N("Box.c"), N("Box.d")),
     ["color", "background-color"],
     {"0/0": "color: red; background-color: color(srgb 1 0.4 0.4)",
      "0/1": "background-color: color(srgb 0.784314 0 0)"})

topic("layers")

case("a layer first named inside a false @media takes no place in the order",
     "@media (width < 340px) { @layer theme {} } @layer comp { .c { opacity: 1 } } @layer theme { .c { opacity: .6 } }",
     envelope(N("Page.on", N("Item.c"))),
     ["opacity"], {"0/0": "opacity: 0.6"})

case("a layer statement inside a false @media does not order its layers",
     "@media (max-width: 10px) { @layer b, a; } @layer a { .c { color: red } } @layer b { .c { color: blue } }",
     envelope(N("Panel", N("Box.c"))),
     C, {"0/0": "color: blue"})

case("false and true conditions: the first true mention orders the layer",
     "@media (max-width: 10px) { @layer x { .c { color: green } } } @media (min-width: 10px) { @layer y {} } "
     "@layer x { .c { color: red } } @layer y { .c { color: blue; padding-top: 1px } } @layer x { .c { padding-top: 2px } }",
     envelope(N("Panel", N("Box.c"))),
     CP, {"0/0": "color: red; padding-top: 2px"})

case("a sublayer named in a false @media nested in its layer",
     "@layer a { @media (orientation: portrait) { @layer x {} } @layer y { .c { color: red } } @layer x { .c { color: blue } } }",
     envelope(N("Panel", N("Box.c"))),
     C, {"0/0": "color: blue"})

case("layers in a false @media nested in a style rule",
     ".c { @media (prefers-color-scheme: dark) { @layer late { color: green } } } @layer early { .c { color: red } } @layer late { .c { color: blue } }",
     envelope(N("Panel", N("Box.c"))),
     C, {"0/0": "color: blue"})

topic("revert")

case("revert-layer rolls back to the previous layer",
     "@layer a { .c { color: red } } .c { color: revert-layer } "
     "@layer a { .d { color: red } } @layer b { .d { color: revert-layer } } "
     "@layer a { .e { color: red } .e.e { color: revert-layer } }",
     N("Panel", N("Box.c"), N("Box.d"), N("Box.e")),
     C, {"0/0": "color: red", "0/1": "color: red", "0/2": "color: black"})

case("revert-layer in a layer's own rules rolls back to its sublayers",
     "@layer a { @layer b { .c { color: red } } .c { color: revert-layer } } "
     "@layer a { @layer b { .d { padding-top: 2px } } } @layer a.b { .d { padding-top: revert-layer } }",
     N("Panel", N("Box.c"), N("Box.d")),
     CP, {"0/0": "color: red", "0/1": "padding-top: 0px"})

case("revert-layer with nothing earlier behaves as unset",
     ".p { color: blue; background-color: red } .c { color: revert-layer; background-color: revert-layer }",
     N("Panel.p", N("Box.c")),
     CB, {"0/0": "color: blue; background-color: transparent"})

case("!important revert-layer rolls back past every later layer, both importances",
     "@layer a { .c { color: red } } @layer b { .c { color: revert-layer !important } } @layer c { .c { color: blue !important } } "
     ".c { color: green } "
     "@layer a { .d { color: red } } @layer b { .d { color: green } } @layer c { .d { color: revert-layer !important } } "
     ".e { color: green } @layer a { .e { color: revert-layer !important } }",
     N("Panel", N("Box.c"), N("Box.d"), N("Box.e")),
     C, {"0/0": "color: red", "0/1": "color: green", "0/2": "color: black"})

case("revert rolls back to the previous origin: the browser's defaults here",
     ".p { color: blue } .c { color: red; color: revert; padding-top: 3px } .c { padding-top: revert } "
     "@layer x { .d { background-color: red } } .d { background-color: revert !important }",
     N("Panel.p", N("Box.c"), N("Box.d")),
     ["color", "padding-top", "background-color"],
     {"0/0": "color: blue; padding-top: 0px", "0/1": "background-color: transparent"})

case("revert and revert-layer on shorthands and custom properties",
     "@layer a { .c { padding: 3px 4px; --x: red } } .c { padding: revert-layer; --x: revert-layer; color: var(--x) } "
     ".d { --x: blue } .d { --x: revert; color: var(--x, green) }",
     N("Panel", N("Box.c"), N("Box.d")),
     ["color", "padding-top", "padding-right", "--x"],
     {"0/0": "color: red; padding-top: 3px; padding-right: 4px; --x: red",
      "0/1": "color: green"})

case("revert-layer from var() substitution",
     "@layer a { .c { color: red; padding-top: 3px } } .c { color: var(--missing, revert-layer); padding-top: var(--missing, revert) } "
     "@layer a { .d { --k: red } } @layer b { .d { --k: var(--missing, revert-layer); color: var(--k, blue) } }",
     N("Panel", N("Box.c"), N("Box.d")),
     CP, {"0/0": "color: red; padding-top: 0px", "0/1": "color: red"})

case("an inline style's revert-layer rolls back to the sheet's rules",
     "@layer a { .c { color: red } } .c { color: green; padding-top: 2px !important } "
     "@layer a { .d { color: red } }",
     N("Panel", styled("Box.c", "color: revert-layer; padding-top: revert-layer !important"),
       styled("Box.d", "color: revert-layer !important"),
       styled("Box.e", "color: red; color: revert")),
     CP, {"0/0": "color: green; padding-top: 2px", "0/1": "color: red", "0/2": "color: black"})

topic("nesting")

case("a top-level & matches the root, with no specificity",
     ":root { color: blue } & { color: red; padding-top: 1px } * { padding-top: 2px } "
     "& > .c { padding-left: 3px } .c & { padding-left: 4px }",
     N("Panel", N("Box.c", N("Item.c"))),
     ["color", "padding-top", "padding-left"],
     {"0": "color: blue; padding-top: 2px; padding-left: 0px", "0/0": "padding-left: 3px",
      "0/0/0": "padding-left: 0px"})

case("a top-level &.class and & in a list",
     "&.on { color: red } &.off { color: blue } &, .x { padding-top: 1px } :where(:root) { padding-top: 2px }",
     N("Panel.on", N("Box.x")),
     CP, {"0": "color: red; padding-top: 2px", "0/0": "color: red; padding-top: 1px"})

topic("media")

case("em and rem in media queries are 16px",
     "@media (min-width: 50em) { .t { color: red } } @media (min-width: 50.0625em) { .t { color: blue } } "
     "@media (width <= 50rem) { .t { padding-top: 1px } } @media (37.5em < height <= 37.5rem) { .t { padding-left: 2px } } "
     ":root { font-size: 40px } @media (max-width: 20em) { .t { padding-right: 3px } }",
     envelope(N("Panel", N("Box.t"))),
     ["color", "padding-top", "padding-left", "padding-right"],
     {"0/0": "color: red; padding-top: 1px; padding-left: 0px; padding-right: 0px"})

topic("important")

case("inline !important beats an app sheet's !important",
     ".c { color: red !important } #x { padding-top: 1px !important } "
     "@layer a { .d { color: red !important } } .e { color: red !important }",
     N("Panel", styled("Box#x.c", "color: blue !important; padding-top: 2px !important"),
       styled("Box.d", "color: blue !important"), styled("Box.e", "color: blue")),
     CP, {"0/0": "color: blue; padding-top: 2px", "0/1": "color: blue", "0/2": "color: red"})

topic("custom-properties")

case("a cycle through an inline style invalidates every member, fallbacks too",
     "* { --b: var(--a) } .d { --c: var(--b, green); color: var(--c, blue) }",
     N("Panel", styled("Box", "--a: var(--b, red); color: var(--a, yellow)"),
       styled("Box.d", "--a: var(--b)")),
     ["color", "--a", "--b"],
     {"0/0": "color: yellow; --a: ; --b: ", "0/1": "color: green"})

topic("calc")

case("rem on the root element is the root's own font size (but not in font-size)",
     ":root { font-size: 20px; padding-top: 1.25rem; padding-left: calc(1rem + 1px) } "
     ".c { font-size: 2rem; padding-top: 1rem }",
     N("Panel", N("Box.c")),
     ["font-size", "padding-top", "padding-left"],
     {"0": "font-size: 20px; padding-top: 25px; padding-left: 21px",
      "0/0": "font-size: 40px; padding-top: 20px"})

case("rem in the root element's own font-size is the initial 16px",
     ":root { font-size: 2rem; padding-top: 1rem } .c { padding-top: 1rem; font-size: 1.5rem }",
     N("Panel", N("Box.c")),
     ["font-size", "padding-top"],
     {"0": "font-size: 32px; padding-top: 32px", "0/0": "font-size: 48px; padding-top: 32px"})

topic("color-scheme")

# CSS Color 4 §6.2: `color`'s initial value is CanvasText, which is white in the dark color
# scheme; the root takes it with its own used scheme and its descendants inherit the color.
CS_TREE = N("Panel", N("Box.l", N("Item.d", N("Cell.x"))), N("Box.y"))
CS_PROPS = ["color", "border-top-color", "color-scheme"]

case("a root in the dark scheme: CanvasText is white, inherited whatever the children's scheme",
     "Panel { color-scheme: dark } .l { color-scheme: light } .d { color-scheme: dark }",
     CS_TREE, CS_PROPS,
     {"0": "color: white; border-top-color: white", "0/0": "color: white",
      "0/0/0": "color: white", "0/0/0/0": "color: white", "0/1": "color: white"})

case("a dark subtree under a light root inherits the root's black",
     ".d { color-scheme: dark }", CS_TREE, CS_PROPS,
     {"0": "color: black", "0/0/0": "color: black", "0/0/0/0": "color: black"})

case("color: initial is CanvasText in the node's own scheme",
     ".d { color-scheme: dark; color: red } .x, .y { color: initial } .x { border-top-color: currentcolor }",
     CS_TREE, CS_PROPS,
     {"0/0/0": "color: red", "0/0/0/0": "color: white; border-top-color: white",
      "0/1": "color: black"})

# A root has no parent to inherit from: `inherit` there is the initial color as a document
# without a scheme has it (black), not the root's own CanvasText.
case("inherit on a dark root is black, and its children inherit that; a declared color wins",
     "Panel { color-scheme: dark; color: inherit } .l { color: unset } .d { color: blue }",
     CS_TREE, CS_PROPS,
     {"0": "color: black", "0/0": "color: black", "0/0/0": "color: blue",
      "0/0/0/0": "color: blue", "0/1": "color: black"})

case("initial on a dark root is its own CanvasText; currentcolor there is black, as inherit",
     "Panel { color-scheme: dark; color: initial } .y { color-scheme: dark; color: currentcolor }",
     CS_TREE, CS_PROPS,
     {"0": "color: white", "0/0/0/0": "color: white", "0/1": "color: white"})

case("color: currentcolor on a dark root is black",
     "Panel { color-scheme: dark; color: currentcolor }", CS_TREE, CS_PROPS,
     {"0": "color: black", "0/0/0/0": "color: black"})

case("color-scheme: normal and light on the root keep CanvasText black",
     "Panel { color-scheme: normal } .l { color-scheme: light dark }", CS_TREE, CS_PROPS,
     {"0": "color: black", "0/0": "color: black", "0/0/0/0": "color: black"})

case("only the root's scheme counts: a light root with a dark first child",
     "Panel { color-scheme: light } .l { color-scheme: only dark } .l .x { color: initial }",
     CS_TREE, CS_PROPS,
     {"0/0": "color: black", "0/0/0/0": "color: white"})

topic("property-rules")

# @property (CSS Properties and Values API 1). Custom properties are read as Chromium
# serializes a registered property's computed value.
REG_TREE = N("Panel", N("Box.p", N("Item.k")), N("Box"))

case("a registered <color> that does not inherit: children get the initial value",
     "@property --c { syntax: '<color>'; inherits: false; initial-value: blue; } "
     ".p { --c: red } Box, Item { color: var(--c) }",
     REG_TREE, ["color", "--c"],
     {"0": "--c: rgb(0, 0, 255)", "0/0": "color: red; --c: rgb(255, 0, 0)",
      "0/0/0": "color: blue; --c: rgb(0, 0, 255)", "0/1": "color: blue"})

case("a registered <color> that inherits: children inherit the computed color",
     "@property --c { syntax: '<color>'; inherits: true; initial-value: blue; } "
     ".p { --c: hsl(0 100% 50%) } Item { color: var(--c) }",
     REG_TREE, ["color", "--c"],
     {"0/0": "--c: rgb(255, 0, 0)", "0/0/0": "color: red; --c: rgb(255, 0, 0)"})

case("the initial value applies where nothing sets the property",
     "@property --pad { syntax: '<length>'; inherits: false; initial-value: 7px; } "
     "Box { padding-top: var(--pad) } Item { padding-left: var(--pad, 1px) }",
     REG_TREE, ["padding-top", "padding-left", "--pad"],
     {"0": "--pad: 7px", "0/0": "padding-top: 7px", "0/0/0": "padding-left: 7px"})

case("a value that does not match the syntax is invalid at computed-value time",
     "@property --c { syntax: '<color>'; inherits: true; initial-value: green; } "
     "@property --n { syntax: '<color>'; inherits: false; initial-value: green; } "
     ".p { --c: red; --n: red } .k { --c: 12px; --n: 12px } Item { color: var(--c); background-color: var(--n) }",
     REG_TREE, ["color", "background-color", "--c", "--n"],
     {"0/0/0": "color: red; background-color: green; --c: rgb(255, 0, 0); --n: rgb(0, 128, 0)"})

case("currentcolor in a registered <color> is kept: children inherit the keyword",
     "@property --c { syntax: '<color>'; inherits: true; initial-value: black; } "
     ".p { color: red; --c: currentcolor } .k { color: blue; background-color: var(--c) }",
     REG_TREE, ["color", "background-color", "--c"],
     {"0/0": "--c: currentcolor", "0/0/0": "background-color: blue; --c: currentcolor"})

case("em in a registered <length> computes at the declaring element",
     "@property --l { syntax: '<length>'; inherits: true; initial-value: 0px; } "
     ".p { font-size: 10px; --l: 2em } .k { font-size: 20px; padding-top: var(--l) }",
     REG_TREE, ["font-size", "padding-top", "--l"],
     {"0/0": "--l: 20px", "0/0/0": "padding-top: 20px; --l: 20px"})

case("em and rem in a registered length with var() and calc()",
     "@property --l { syntax: '<length>'; inherits: true; initial-value: 0px; } "
     ":root { font-size: 20px } .p { --f: 5px; font-size: calc(var(--f) * 2); --l: calc(1em + 1rem) } "
     ".k { --m: var(--l); padding-top: var(--m) }",
     REG_TREE, ["font-size", "padding-top", "--l", "--m"],
     {"0/0": "--l: 30px", "0/0/0": "padding-top: 30px; --m: 30px"})

case("registered numbers, integers, percentages and angles",
     "@property --n { syntax: '<number>'; inherits: false; initial-value: 0; } "
     "@property --i { syntax: '<integer>'; inherits: false; initial-value: 0; } "
     "@property --pc { syntax: '<percentage>'; inherits: false; initial-value: 0%; } "
     "@property --a { syntax: '<angle>'; inherits: false; initial-value: 0deg; } "
     ".p { --n: calc(1.5 * 3); --i: calc(5 / 2); --pc: calc(10% * 3); --a: 0.5turn } "
     ".k { --n: 2.25; --i: 7; --pc: 50%; --a: calc(90deg * 2) } "
     "Box:not(.p) { --n: 1e3; --i: calc(-1.5); --pc: 12px; --a: 100grad }",
     REG_TREE, ["--n", "--i", "--pc", "--a"])

case("registered integers reject fractions; lengths reject unitless numbers but 0",
     "@property --i { syntax: '<integer>'; inherits: true; initial-value: 4; } "
     "@property --l { syntax: '<length>'; inherits: true; initial-value: 3px; } "
     ".p { --i: 1.5; --l: 12 } .k { --i: 2; --l: 0 } Box:not(.p) { --l: calc(1px + 2) }",
     REG_TREE, ["--i", "--l"],
     {"0/0": "--i: 4; --l: 3px", "0/0/0": "--i: 2; --l: 0px", "0/1": "--l: 3px"})

case("registered <length-percentage>",
     "@property --lp { syntax: '<length-percentage>'; inherits: true; initial-value: 0px; } "
     ".p { font-size: 10px; --lp: calc(50% + 2em) } .k { --lp: 25% } Box:not(.p) { --lp: calc(10px + 5px) }",
     REG_TREE, ["--lp"])

case("registered <custom-ident>, keywords and alternatives",
     "@property --id { syntax: '<custom-ident>'; inherits: true; initial-value: none; } "
     "@property --mode { syntax: 'auto | <length> | <color>'; inherits: false; initial-value: auto; } "
     ".p { --id: Foo; --mode: 2px } .k { --id: 12px; --mode: red } Box:not(.p) { --id: inherit; --mode: Auto }",
     REG_TREE, ["--id", "--mode"])

case("registered lists: space and comma separated",
     "@property --ls { syntax: '<length>+'; inherits: true; initial-value: 1px; } "
     "@property --cs { syntax: '<color>#'; inherits: true; initial-value: red; } "
     ".p { font-size: 10px; --ls: 1px 2em 3px; --cs: blue, #00ff00 } .k { --ls: 1px, 2px; --cs: blue green }",
     REG_TREE, ["--ls", "--cs"])

case("the universal syntax: any value, inherited or not",
     "@property --u { syntax: '*'; inherits: false; } "
     "@property --v { syntax: '*'; inherits: false; initial-value: a  b; } "
     ".p { --u: red; --v: 2em } .k { color: var(--u, green) } Item { background-color: var(--u, blue) }",
     REG_TREE, ["color", "background-color", "--u", "--v"])

case("the last valid @property of a name wins",
     "@property --c { syntax: '<color>'; inherits: false; initial-value: red; } "
     "@property --c { syntax: '<length>'; inherits: true; initial-value: 4px; } "
     "@property --c { syntax: '<color>'; initial-value: blue; } "
     ".p { --c: 2px } Item { padding-top: var(--c) }",
     REG_TREE, ["padding-top", "--c"],
     {"0": "--c: 4px", "0/0": "--c: 2px", "0/0/0": "padding-top: 2px; --c: 2px"}, dropped=1)

case("invalid @property rules are ignored",
     "@property --a { syntax: '<color>'; initial-value: red; } "
     "@property --b { inherits: false; initial-value: red; } "
     "@property --c { syntax: '<color>'; inherits: false; } "
     "@property --d { syntax: '<length>'; inherits: false; initial-value: 3em; } "
     "@property --e { syntax: '<colour>'; inherits: false; initial-value: red; } "
     "@property --f { syntax: '<color>'; inherits: false; initial-value: 12px; } "
     "@property --g { syntax: <color>; inherits: false; initial-value: red; } "
     "@property --h { syntax: '<length>'; inherits: maybe; initial-value: 1px; } "
     ".p { --a: 1em; --b: 1em; --c: 1em; --d: 1em; --e: 1em; --f: 1em; --g: 1em; --h: 1em }",
     REG_TREE, ["--a", "--b", "--c", "--d", "--e", "--f", "--g", "--h"],
     {"0/0/0": "--a: 1em; --b: 1em; --c: 1em; --d: 1em; --e: 1em; --f: 1em; --g: 1em; --h: 1em"},
     dropped=8)

case("initial values that read the element or the viewport",
     "@property --a { syntax: '<color>'; inherits: false; initial-value: currentcolor; } "
     "@property --b { syntax: '<length>'; inherits: false; initial-value: 10vw; } "
     "@property --c { syntax: '<length>'; inherits: false; initial-value: 1rem; } "
     "@property --d { syntax: '*'; inherits: false; initial-value: var(--x); } "
     "@property --e { syntax: '<color>'; inherits: false; initial-value: light-dark(red, blue); } "
     ".p { --a: 1em; --b: 1em; --c: 1em; --d: 1em; --e: 1em }",
     envelope(REG_TREE), ["--a", "--b", "--c", "--d", "--e"],
     {"0": "--a: currentcolor; --b: 80px; --c: ; --d: ; --e: rgb(255, 0, 0)"}, dropped=2)

case("@property inside @media, @supports, @layer and a style rule",
     "@media (max-width: 10px) { @property --a { syntax: '<length>'; inherits: false; initial-value: 1px; } } "
     "@media (min-width: 10px) { @property --b { syntax: '<length>'; inherits: false; initial-value: 2px; } } "
     "@supports (color: red) { @property --c { syntax: '<length>'; inherits: false; initial-value: 3px; } } "
     "@layer x { @property --d { syntax: '<length>'; inherits: false; initial-value: 4px; } } "
     ".p { @property --e { syntax: '<length>'; inherits: false; initial-value: 5px; } } "
     ".p { --a: 1em; --b: 1em; --c: 1em; --d: 1em; --e: 1em }",
     envelope(REG_TREE), ["--a", "--b", "--c", "--d", "--e"])

case("@property in a layer against an unlayered one",
     "@property --c { syntax: '<length>'; inherits: false; initial-value: 1px; } "
     "@layer x { @property --c { syntax: '<length>'; inherits: false; initial-value: 2px; } } "
     "@layer y { @property --d { syntax: '<length>'; inherits: false; initial-value: 3px; } } "
     "@layer x { @property --d { syntax: '<length>'; inherits: false; initial-value: 4px; } }",
     REG_TREE, ["--c", "--d"])

case("registered colors: alpha, modern spaces and color-mix",
     "@property --a { syntax: '<color>'; inherits: false; initial-value: transparent; } "
     "@property --b { syntax: '<color>'; inherits: false; initial-value: #ff000080; } "
     "@property --c { syntax: '<color>'; inherits: false; initial-value: red; } "
     "@property --d { syntax: '<color>'; inherits: false; initial-value: red; } "
     ".p { --a: rgba(0, 0, 255, 0.3); --c: oklch(0.6 0.1 200); --d: color-mix(in srgb, red, blue) } "
     ".k { --a: #12345678; --c: rgb(10 20 30 / 25%); --d: color-mix(in oklch, red, blue) }",
     REG_TREE, ["--a", "--b", "--c", "--d"])

case("CSS-wide keywords on registered properties",
     "@property --n { syntax: '<length>'; inherits: false; initial-value: 1px; } "
     "@property --h { syntax: '<length>'; inherits: true; initial-value: 2px; } "
     ".p { --n: 5px; --h: 6px } .k { --n: inherit; --h: initial } "
     "Box:not(.p) { --n: unset; --h: unset }",
     REG_TREE, ["--n", "--h"],
     {"0/0/0": "--n: 5px; --h: 2px", "0/1": "--n: 1px; --h: 2px"})

case("a registered length in font-size on its own element",
     "@property --l { syntax: '<length>'; inherits: true; initial-value: 3px; } "
     ".p { font-size: 10px } .k { --l: 2em; font-size: var(--l) }",
     REG_TREE, ["font-size", "--l"])

case("var() of a registered property substitutes its computed value",
     "@property --l { syntax: '<length>'; inherits: true; initial-value: 0px; } "
     "@property --c { syntax: '<color>'; inherits: true; initial-value: black; } "
     ".p { font-size: 8px; --l: 2em; --c: hsl(120 100% 25%); --text: var(--l) var(--c) } .k { font-size: 30px }",
     REG_TREE, ["--text", "--l"],
     {"0/0": "--text: 16px rgb(0, 128, 0)", "0/0/0": "--text: 16px rgb(0, 128, 0); --l: 16px"})

case("registered times and resolutions",
     "@property --t { syntax: '<time>'; inherits: false; initial-value: 0s; } "
     "@property --r { syntax: '<resolution>'; inherits: false; initial-value: 1dppx; } "
     ".p { --t: 250ms; --r: 96dpi } .k { --t: calc(1s / 4); --r: 2x } Box:not(.p) { --t: 3; --r: 1dpcm }",
     REG_TREE, ["--t", "--r"])

case("invalid at computed-value time: the universal syntax has no value, a typed one is unset",
     "@property --a { syntax: '*'; inherits: false; initial-value: red; } "
     "@property --b { syntax: '<color>'; inherits: false; initial-value: red; } "
     "@property --c { syntax: '<color>'; inherits: true; initial-value: red; } "
     "@property --d { syntax: '*'; inherits: true; initial-value: red; } "
     ":root { --c: blue; --d: blue } "
     ".p { --a: var(--a); --b: var(--b); --c: var(--c); --d: var(--d) } "
     ".k { --c: var(--missing); --d: var(--missing) }",
     REG_TREE, ["--a", "--b", "--c", "--d"],
     {"0/0": "--a: ; --b: rgb(255, 0, 0); --c: rgb(0, 0, 255); --d: ",
      "0/0/0": "--a: red; --c: rgb(0, 0, 255); --d: "})

topic("relational")

# :has() (Selectors 4 §4.5) with each combinator a relative selector starts with, inside
# :is()/:not()/:where(), nested, in specificity fights, and invalid arguments dropping the
# rule (the argument list is unforgiving, :has() is invalid inside :has(), and so is a
# pseudo-element).
#   0 Panel; 0/0 Box#a > (0/0/0 Item.x, 0/0/1 Box.p > 0/0/1/0 Item); 0/1 Cell.n; 0/2 Item;
#   0/3 Box.q > 0/3/0 Cell > 0/3/0/0 Item.y
HAS_TREE = N("Panel",
             N("Box#a", N("Item.x", attrs={"title": "a"}), N("Box.p", N("Item"))),
             N("Cell.n"), N("Item"), N("Box.q", N("Cell", N("Item.y"))))

case(":has() with a descendant argument", "Box:has(Item) { color: red }", HAS_TREE, C,
     {"0/0": "color: red", "0/0/1": "color: red", "0/3": "color: red", "0": "color: black"})

case(":has(> …) reaches children only",
     "Box:has(> Item.x) { color: red } Box:has(> Cell) { background-color: blue } "
     "Panel:has(> Item.y) { color: green }",
     HAS_TREE, CB, {"0/0": "color: red", "0/3": "color: black; background-color: blue",
                    "0": "color: black"})

case(":has(+ …) reaches the next sibling",
     ":has(+ .n) { color: red } :has(+ Item) { background-color: blue }", HAS_TREE, CB,
     {"0/0": "color: red", "0/1": "color: black; background-color: blue", "0/2": "color: black"})

case(":has(~ …) reaches every later sibling",
     ":has(~ Box) { color: red } :has(~ .n) { background-color: blue }", HAS_TREE, CB,
     {"0/0": "color: red; background-color: blue", "0/1": "color: red", "0/2": "color: red",
      "0/3": "color: black", "0/0/0": "color: red"})

case(":has() with a complex argument: combinators after the first",
     "*:has(> Box Item) { color: red } *:has(.x + .p) { background-color: blue } "
     "Panel:has(> Box > Cell > Item.y) { border-color: green }",
     HAS_TREE, CB + ["border-top-color"],
     {"0": "color: red; background-color: blue; border-top-color: green",
      "0/0": "color: red; background-color: blue"})

case(":has(~ …) and :has(+ …) followed by descendant combinators",
     ":has(~ Box Item.y) { color: red } :has(+ Item ~ Box > Cell) { background-color: blue } "
     ":has(+ Cell Item) { border-color: green }",
     HAS_TREE, CB + ["border-top-color"],
     {"0/0": "color: red", "0/1": "color: red; background-color: blue", "0/2": "color: red"})

case("an anchor left of a combinator: descendants and siblings of a :has() element",
     "Box:has(.x) Item { color: red } :has(> .n) > Item { background-color: blue } "
     "Box:has(.p) ~ Item { border-color: green } Box:has(.p) + * { padding-top: 3px }",
     HAS_TREE, CB + ["border-top-color", "padding-top"],
     {"0/0/0": "color: red; background-color: rgba(0, 0, 0, 0)", "0/0/1/0": "color: red",
      "0/2": "background-color: blue; padding-top: 0px", "0/1": "padding-top: 3px"})

case(":has() inside :is(), :not() and :where()",
     ":not(:has(*)) { color: red } :is(Box, Cell):has(Item.y) { background-color: blue } "
     "Box:not(:has(> .x)) { border-color: green } :where(:has(> .p)) { padding-top: 2px }",
     HAS_TREE, CB + ["border-top-color", "padding-top"],
     {"0/1": "color: red", "0/3": "background-color: blue", "0/0": "padding-top: 2px"})

case(":has() takes the specificity of its most specific argument",
     "Box:has(> .x, #zz) { color: red } #a { color: blue } "
     "Panel:has(#a) Item { background-color: green } Box Item.x { background-color: blue } "
     "Box:where(:has(.x)) { border-color: green } Box { border-color: blue }",
     HAS_TREE, CB + ["border-top-color"],
     {"0/0": "color: red; border-top-color: blue", "0/0/0": "background-color: green"})

case(":is() holding a :has() counts its most specific argument, whichever matched",
     ":is(Box:has(#a), Item) { color: red } Item.x { color: blue } "
     "Cell:is(:has(.y), .n) { background-color: blue } Cell.n { background-color: green }",
     HAS_TREE, CB, {"0/0/0": "color: red", "0/3/0": "background-color: blue",
                    "0/1": "background-color: green"})

case("structural pseudo-classes and attributes inside :has()",
     "Panel:has(> Item:nth-child(3)) { color: red } Box:has(> :first-child.x) "
     "{ background-color: blue } Box:has([title=a]) { border-color: green } "
     "Cell:has(:empty) { padding-top: 1px }",
     HAS_TREE, CB + ["border-top-color", "padding-top"],
     {"0": "color: red", "0/0": "background-color: blue; border-top-color: green",
      "0/3/0": "padding-top: 1px"})

case(":has() twice in a compound, and :has(*) with its negation",
     "Box:has(.x):has(.p) { color: red } Cell:has(*) { background-color: blue } "
     "Cell:not(:has(*)) { background-color: green } :ROOT:HAS(.y) Cell { padding-top: 4px }",
     HAS_TREE, CB + ["padding-top"],
     {"0/0": "color: red", "0/3/0": "background-color: blue; padding-top: 4px",
      "0/1": "background-color: green; padding-top: 4px"})

case("nested rules with &:has()",
     "Box { &:has(> .x) { color: red } &:has(.y) Item { background-color: blue } "
     ":has(> &) { border-color: green } }",
     HAS_TREE, CB + ["border-top-color"],
     {"0/0": "color: red; border-top-color: green", "0/3/0/0": "background-color: blue",
      "0": "border-top-color: green"}, nested_types=True)

case("an invalid argument makes :has() invalid, and its rule is dropped",
     "Item { color: green } .x, Box:has(.x, :unknown) { color: red } "
     "Box:has() { color: red } Box:has(:has(.x)) { color: red } "
     "Box:has(::before) { color: red } Box:has(:not(:has(.x))) { color: red } "
     "Box:has(.x,) { color: red } Box:has { color: red }",
     HAS_TREE, C, {"0/0": "color: black", "0/0/0": "color: green"}, dropped=7)

case("a forgiving :is() drops a :has() that is invalid and keeps the rest",
     "Box:has(:is(:has(.x), .x)) { color: red } Box:is(:has(::before), #a) "
     "{ background-color: blue } Box:is(:has(.x, :unknown), .q) { border-color: green }",
     HAS_TREE, CB + ["border-top-color"],
     {"0/0": "color: red; background-color: blue", "0/3": "border-top-color: green"})

case("a :has() left with an empty :is() is valid and matches nothing",
     "Box:has(:is(:has(.x))), Cell { color: red } Box:has(:is(::after)), .n "
     "{ background-color: blue }",
     HAS_TREE, CB, {"0/0": "color: black", "0/1": "color: red; background-color: blue"})

case(":has(+ …) and :has(~ …) along a list",
     "Item:has(+ .i3) { color: red } Item:has(~ .i8) { background-color: blue } "
     "Item:has(+ Item + .i8) { border-color: green } .i8:has(~ Item) { color: blue }",
     N("Panel", L8), CB + ["border-top-color"],
     {"0/0/1": "color: red; background-color: blue", "0/0/5": "border-top-color: green",
      "0/0/7": "color: black; background-color: rgba(0, 0, 0, 0)"})

case(":has() with sibling pseudo-classes of types in its argument",
     "Panel:has(> Box:nth-of-type(3)) { color: red } Panel:has(> Cell:only-of-type) "
     "{ background-color: blue } *:has(+ Box:last-of-type) { border-color: green } "
     "Item:has(~ Cell:nth-last-child(3)) { padding-top: 5px }",
     N("Root", LMIX), CB + ["border-top-color", "padding-top"],
     {"0/0": "color: red; background-color: blue", "0/0/0": "padding-top: 5px",
      "0/0/6": "padding-top: 0px; border-top-color: green"})

case(":has() anchors on every level of a deep chain",
     "*:has(> * > * > .deep) { color: red } *:has(.deep) > * { background-color: blue } "
     "*:not(:has(.deep)) { border-color: green }",
     N("Root", N("Box", N("Box", N("Box", N("Box", N("Item.deep"))))), N("Box", N("Item"))),
     CB + ["border-top-color"])

case(":has() with a descendant argument that also needs the anchor's siblings",
     "Box:has(~ Cell Item, > .x) { color: red } Cell:has(Item.y) ~ * { background-color: blue }",
     HAS_TREE, CB)

case(":has() and :empty, :has(> *) and :not(:empty) agree",
     "Box:has(> *) { color: red } Box:not(:empty) { background-color: red } "
     "Cell:not(:has(> *)) { color: blue } Cell:empty { background-color: blue }",
     HAS_TREE, CB,
     {"0/0": "color: red; background-color: red", "0/1": "color: blue; background-color: blue"})

topic("container")

# @container: a widget tree gives no element a size, so SkinKit never applies a container
# query's rules; in Chromium a size query with no size container ancestor is false too. (The
# oracle's custom elements are inline, so no element of these pages is a size container.)
# style() queries, which Chromium evaluates against the parent, are the one difference
# (TheLanguage.md) and are not among these cases.
CQ_TREE = N("Panel.r", N("Box.a", N("Item.i", N("Box.b", N("Item.k")))), N("Box.a", N("Item")))

case("size queries with no size container never apply",
     ".i, .k { background-color: blue } "
     "@container (min-width: 0) { .i { background-color: red } } "
     "@container not (min-width: 100000px) { .k { background-color: red } } "
     "@container (width >= 0) or (height >= 0), (orientation: portrait) { Item { color: red } } "
     "@container card (min-width: 0) { Box { color: red } } "
     "@container card { Box { padding-top: 4px } }",
     CQ_TREE, ["color", "background-color", "padding-top"],
     {"0/0/0": "color: black; background-color: blue", "0/0/0/0/0": "background-color: blue",
      "0/0": "padding-top: 0px"})

case("@container nested in a style rule never applies",
     ".a { padding-top: 2px; @container (min-width: 0) { padding-top: 9px; .i { color: red } } }",
     CQ_TREE, ["color", "padding-top"],
     {"0/0": "padding-top: 2px", "0/0/0": "color: black"})

case("a malformed @container prelude drops the rule; the next rule applies",
     "@container (a) and (b) or (c) { .i { color: red } } .k { color: blue } "
     "@container none (min-width: 0) { .i { color: red } } "
     "@container card wide { .i { color: red } } .i { padding-top: 3px }",
     CQ_TREE, ["color", "padding-top"],
     {"0/0/0": "color: black; padding-top: 3px", "0/0/0/0/0": "color: blue"}, dropped=3)

case("layers named inside @container are declared",
     "@container (min-width: 0) { @layer b { } } "
     "@layer a { .i { background-color: blue } } @layer b { .i { background-color: red } }",
     CQ_TREE, ["background-color"],
     {"0/0/0": "background-color: blue"})

case("@property inside @container registers",
     "@container (min-width: 0) { @property --c { syntax: '<color>'; inherits: false; initial-value: red; } } "
     ".i { background-color: var(--c) }",
     CQ_TREE, ["background-color", "--c"],
     {"0/0/0": "background-color: red"})

topic("scope")

# @scope (CSS Cascade 6 §2.5) as Chromium 156 computes it. The oracle does not rewrite type
# names in an @scope prelude, so preludes use classes; the rules in the block may use types.
SCOPE_TREE = N("Panel.page",
               N("Box.card#c1", N("Item.title#t1"),
                 N("Box.inner", N("Box.card#c2", N("Item.title#t2"),
                                  N("Box.slot#s1", N("Item.title#t3"))))),
               N("Item.title#t0"))
T0, C1, T1, INNER, C2, T2, S1, T3 = ("0/1", "0/0", "0/0/0", "0/0/1", "0/0/1/0", "0/0/1/0/0",
                                     "0/0/1/0/1", "0/0/1/0/1/0")

case("a scoped rule matches in its roots' subtrees, not outside, nor the root itself",
     "@scope (.card) { .title { color: red } .card { background-color: blue } }",
     SCOPE_TREE, CB,
     {T0: "color: black", T1: "color: red", T3: "color: red",
      C1: "background-color: rgba(0, 0, 0, 0)", C2: "background-color: blue"})

case("the nearer scoping root wins a tie of specificity, whatever the order",
     "@scope (.card) { .title { color: red } } @scope (.page) { .title { color: blue } } "
     "@scope (.inner) { Item { background-color: green } } "
     "@scope (.page) { Item { background-color: blue } }",
     SCOPE_TREE, CB,
     {T1: "color: red; background-color: blue", T0: "color: blue",
      T2: "color: red; background-color: green"})

case("specificity, then layers, decide before proximity",
     "@scope (.card) { .title { color: red } } @scope (.page) { .title.title { color: blue } } "
     "@layer a, b; @layer a { @scope (.card) { Item { background-color: red } } } "
     "@layer b { @scope (.page) { Item { background-color: blue } } }",
     SCOPE_TREE, CB, {T1: "color: blue; background-color: blue"})

case("a scoped rule beats an unscoped one of equal specificity, before or after it",
     ".title { color: blue } @scope (.card) { .title { color: red } } "
     "@scope (.card) { Item { background-color: red } } Item { background-color: blue }",
     SCOPE_TREE, CB,
     {T1: "color: red; background-color: red", T0: "color: blue; background-color: blue"})

case("!important does not reverse proximity",
     "@scope (.card) { .title { color: red !important } } "
     "@scope (.page) { .title { color: blue !important } } "
     "@scope (.page) { Item { background-color: blue !important } } "
     "@scope (.card) { Item { background-color: red !important } }",
     SCOPE_TREE, CB, {T1: "color: red; background-color: red", T0: "color: blue"})

case("scoping limits and what is below them are out of scope",
     "@scope (.card) to (.slot) { .title { color: red } .slot { background-color: red } } "
     "@scope (.card) to (.slot, .inner) { Item { padding-top: 3px } }",
     SCOPE_TREE, CB + ["padding-top"],
     {T3: "color: black; padding-top: 0px", T2: "color: red; padding-top: 3px",
      T1: "padding-top: 3px", S1: "background-color: rgba(0, 0, 0, 0)"})

case("a limit is relative to the root: to (:scope) empties the scope, to (.card) limits at "
     "the nested roots alone",
     "@scope (.card) to (:scope) { .title { color: red } :scope { color: red } } "
     "@scope (.card) to (.card) { .title { background-color: blue } } "
     "@scope (.card) to (.page .slot) { Item { padding-top: 2px } } "
     "@scope (.card) to (:scope > .inner) { Item { border-color: green } }",
     SCOPE_TREE, CB + ["padding-top", "border-top-color"],
     {T1: "color: black; background-color: blue; padding-top: 2px", T3: "padding-top: 2px"})

case(":scope is the root with a class's specificity; & is :where(:scope)",
     "@scope (.card) { :scope { color: red } & { background-color: red } } "
     ".card { color: blue; background-color: blue } "
     "@scope (.card) { & > .title { padding-top: 1px } :scope > .title { padding-top: 2px } }",
     SCOPE_TREE, CB + ["padding-top"],
     {C1: "color: red; background-color: blue", T1: "padding-top: 2px", T3: "padding-top: 0px"})

case("selectors are relative to the root: the implied :where(:scope) adds no specificity, and "
     "an ancestor outside the scope matches only through :scope",
     "@scope (.card) { > .title { color: red } .title { color: blue } "
     ".page .title { background-color: red } .page :scope .title { padding-top: 4px } "
     ":not(:scope) { border-color: green } :is(.title, :scope) { padding-left: 1px } }",
     SCOPE_TREE, CB + ["padding-top", "border-top-color", "padding-left"],
     {T1: "color: blue; background-color: rgba(0, 0, 0, 0); padding-top: 4px",
      C1: "border-top-color: black; padding-left: 1px", C2: "border-top-color: green"})

case("a nested @scope's roots are in the outer scope, below its root",
     "@scope (.card) { @scope (.card) { .title { color: red } } } "
     "@scope (.card) to (.slot) { @scope (.slot) { .title { background-color: red } } } "
     "@scope (.page) { @scope (.card) { Item { padding-top: 1px } } "
     "Item { padding-top: 2px } }",
     SCOPE_TREE, CB + ["padding-top"],
     {T1: "color: black; padding-top: 1px", T2: "color: red", T3: "background-color: rgba(0, 0, 0, 0)",
      T0: "padding-top: 2px"})

case("@scope nested in a style rule: its start is relative to the rule, and its bare "
     "declarations style the root with no specificity",
     ".inner { @scope (.card) { .title { color: red } } } "
     ".page { @scope (& > .card) { .title { background-color: blue } } } "
     ".page { @scope (.card) { padding-top: 5px; } } .card { padding-top: 1px } "
     ".page { @scope (.slot) { border-color: green; } }",
     SCOPE_TREE, CB + ["padding-top", "border-top-color"],
     {T1: "color: black; background-color: blue", T2: "color: red", C1: "padding-top: 1px",
      S1: "border-top-color: green"})

case("declarations directly in a top-level @scope are ignored; the rules beside them apply",
     "@scope (.card) { color: red; .title { background-color: blue } padding-top: 3px; }",
     SCOPE_TREE, CB + ["padding-top"],
     {C1: "color: black; padding-top: 0px", T1: "background-color: blue"})

case("an @scope without a start selector never applies",
     "@scope { .title { color: red } } @scope to (.slot) { .title { color: red } } "
     ".card { @scope { .title { color: red } } } .title { background-color: blue }",
     SCOPE_TREE, CB, {T1: "color: black; background-color: blue"})

case("a malformed prelude drops the rule; the next rule applies",
     "@scope (..bad) { .title { color: red } } @scope (.card) foo { .title { color: red } } "
     "@scope (.card) to .slot { .title { color: red } } .title { color: blue }",
     SCOPE_TREE, C, {T1: "color: blue"}, dropped=3)

case(":scope outside @scope is the root",
     ":scope { color: red } :scope > .card { background-color: blue } .card { color: green }",
     SCOPE_TREE, CB, {"0": "color: red", C1: "color: green; background-color: blue",
                      T0: "color: red"})

case("start lists, complex starts and :has() in starts and scoped selectors",
     "@scope (.page > .card, .slot) { .title { color: red } } "
     "@scope (.card:has(.slot)) { Item { background-color: blue } } "
     "@scope (.card) { :scope:has(> .title) { padding-top: 2px } "
     ".title:has(+ .inner) { border-color: green } }",
     SCOPE_TREE, CB + ["padding-top", "border-top-color"],
     {T1: "color: red; background-color: blue; border-top-color: green", T2: "color: red",
      T3: "color: red", C1: "padding-top: 2px"})

case("@media, @layer and nested rules inside @scope, and @scope inside them",
     "@scope (.card) { @media (prefers-color-scheme: light) { .title { color: red } } "
     ".inner { background-color: blue; .title { padding-top: 1px } } } "
     "@layer x { @scope (.inner) { Item { border-color: green } } } "
     "@media (prefers-color-scheme: dark) { @scope (.card) { .title { color: blue } } }",
     envelope(SCOPE_TREE), CB + ["padding-top", "border-top-color"],
     {T1: "color: red; padding-top: 0px", INNER: "background-color: blue",
      T2: "padding-top: 1px; border-top-color: green"})

case("a nested @scope stops at the outer scope's limits too",
     "@scope (.page) to (.inner) { @scope (.card) { .title { color: red } } } "
     "@scope (.page) to (.slot) { @scope (.card) { Item { background-color: blue } } }",
     SCOPE_TREE, CB,
     {T1: "color: red; background-color: blue", T2: "color: black; background-color: blue",
      T3: "background-color: rgba(0, 0, 0, 0)"})

case("in a style rule inside @scope, a nested @scope's start is relative to the outer root "
     "(Chromium 156 skips the style rule's selector there)",
     "@scope (.page) { .inner { @scope (.card) { .title { color: red } } } } "
     "@scope (.page) to (.slot) { .inner { .card { @scope (& .title) "
     "{ :scope { background-color: blue } } } } }",
     SCOPE_TREE, CB,
     {T1: "color: red; background-color: blue", T0: "background-color: blue",
      T3: "background-color: rgba(0, 0, 0, 0)"})

topic("shadows")

# box-shadow and text-shadow lists (CSS Backgrounds 3 §7.1, CSS Text Decoration 3 §4).
# Chromium computes each shadow as `color x y blur spread [inset]` (text: `color x y blur`),
# currentcolor as the element's color; an invalid list drops the declaration.
SHADOWS = ["1px 2px", "1px 2px 3px", "1px 2px 3px 4px", "red 1px 2px", "1px 2px blue",
           "inset 1px 2px 3px 4px red", "1px 2px 3px -4px inset rgba(0, 0, 0, 0.5)",
           "1px 2px, inset 3px 4px 5px blue, 0 0 0 1px #0f08", "none", "0 0",
           "calc(1px + 2px) calc(10px - 12px) calc(1px - 3px)", "1.5px -2.25px 0.5px",
           "1px 2px oklch(0.6 0.2 250)", "1px 2px color-mix(in srgb, currentcolor 50%, red)",
           "2em 1em 0.5em 0.25em", "1px 2px hsl(120 100% 25% / 0.5)", "1px 2px transparent",
           "3px 3px light-dark(red, blue)"]
BAD_SHADOWS = ["1px", "1px 2px -3px", "1px 2px 3px 4px 5px", "1px red 2px", "red blue 1px 2px",
               "inset inset 1px 2px", "1px 2px,", "10% 2px", "1px 2px none", "1px 2px 3px inset 4px"]


def shadow_case(name, prop, values):
    kids = [N("Box.s%d" % i) for i in range(len(values))]
    css = ("Panel { color: rgb(10, 20, 30); font-size: 10px } "
           + " ".join(".s%d { %s: 7px 7px green; %s: %s }" % (i, prop, prop, v)
                      for i, v in enumerate(values)))
    case(name, css, N("Panel", *kids), [prop])


shadow_case("box-shadow lists, lengths and colors", "box-shadow", SHADOWS)
shadow_case("text-shadow lists, lengths and colors", "text-shadow",
            [v for v in SHADOWS if "inset" not in v and v.count("px") < 4 and "em" not in v]
            + ["2em 1em 0.5em"])
shadow_case("invalid box-shadow values drop the declaration", "box-shadow", BAD_SHADOWS)
shadow_case("invalid text-shadow values drop the declaration", "text-shadow",
            BAD_SHADOWS + ["1px 2px 3px 4px", "inset 1px 2px"])

case("text-shadow inherits, and an inherited currentcolor is the child's color",
     ".a { color: red; text-shadow: 1px 1px currentcolor, 2px 2px blue } "
     ".b { color: blue } .c { text-shadow: inherit; color: green } .d { text-shadow: none }",
     N("Panel.a", N("Box.b", N("Item")), N("Box.c"), N("Box.d", N("Item"))),
     ["text-shadow", "box-shadow"])

case("box-shadow does not inherit; inherit and initial take the parent's and none",
     ".a { color: red; box-shadow: 1px 1px currentcolor } .b { color: blue; box-shadow: inherit } "
     ".c { box-shadow: 1px 1px; box-shadow: initial }",
     N("Panel.a", N("Box.b"), N("Box.c"), N("Item")), ["box-shadow"])

case("shadows through var() and a custom property's list",
     ":root { --s: 0 1px 2px rgb(0 0 0 / 20%), 0 4px 8px -2px rgb(0 0 0 / 10%); --c: red } "
     ".a { box-shadow: var(--s) } .b { text-shadow: 1px 1px var(--c) } "
     ".c { box-shadow: var(--missing) } .d { box-shadow: 1px var(--c) }",
     N("Panel", N("Box.a"), N("Box.b"), N("Box.c"), N("Box.d")), ["box-shadow", "text-shadow"])

topic("gradients")

# linear-gradient() and repeating-linear-gradient() in background-image (CSS Images 3 §3.1,
# Images 4 §3.1). Chromium computes angles in degrees (180deg and `to bottom` left out),
# `to` corners horizontal first, stop positions in px (percentages kept), a stop with two
# positions as two stops, and leaves out an interpolation method that is the default for
# the colors (srgb when all are legacy sRGB colors, else oklab).
GRADIENTS = [
    "linear-gradient(red, blue)", "linear-gradient(to right, red, blue)",
    "linear-gradient(to bottom, red, blue)", "linear-gradient(to top left, red, blue)",
    "linear-gradient(to bottom right, red, blue)", "linear-gradient(to top, red, blue)",
    "linear-gradient(45deg, red 10%, blue 90%)", "linear-gradient(0.25turn, red, blue)",
    "linear-gradient(1rad, red, blue)", "linear-gradient(100grad, red, blue)",
    "linear-gradient(180deg, red, blue)", "linear-gradient(0deg, red, blue)",
    "linear-gradient(-45deg, red, blue)", "linear-gradient(400deg, red, blue)",
    "linear-gradient(red 10px, 30%, blue 2em)", "linear-gradient(red 10% 20%, blue 30% 40%)",
    "linear-gradient(in oklch, red, blue)", "linear-gradient(in hsl longer hue, red, blue)",
    "linear-gradient(to right in oklab, red, blue)", "linear-gradient(in srgb, red, blue)",
    "linear-gradient(in oklch 45deg, red, blue)", "linear-gradient(in xyz, red, blue)",
    "linear-gradient(to right in hsl shorter hue, red, blue)",
    "linear-gradient(in oklab, oklch(0.5 0.1 20), blue)",
    "linear-gradient(in srgb, oklch(0.5 0.1 20), blue)",
    "linear-gradient(currentcolor, transparent)", "linear-gradient(red calc(10px + 5%), blue)",
    "linear-gradient(red)", "linear-gradient(red 0, blue 0)",
    "repeating-linear-gradient(red, blue 20px)",
    "repeating-linear-gradient(-30deg in hwb longer hue, red 0 10px, blue 10px 20px)",
    "linear-gradient(red, calc(10px + 1em), blue)", "linear-gradient(90deg, red -10px, blue 110%)",
    "linear-gradient(oklch(0.6 0.2 250), color-mix(in srgb, red, blue))",
    "linear-gradient(light-dark(red, blue), rgb(0 0 0 / 50%))",
    "linear-gradient(rgb(10 20 30 / 50%), hsl(120 50% 50%) 1.5em, 80%, #0f08)",
    "linear-gradient(red 1em 2em, blue calc(100% - 2rem))", "none",
    "linear-gradient(red 0%, 0%, blue 0 100%)",
]
BAD_GRADIENTS = [
    "linear-gradient(red 10%, 20%, 30%, blue)", "linear-gradient(10%, red)",
    "linear-gradient(red, 10%)", "linear-gradient(to right red, blue)",
    "linear-gradient(left top, red, blue)", "linear-gradient(, red, blue)",
    "linear-gradient(in oklab longer hue, red, blue)", "linear-gradient(red 1px 2px 3px, blue)",
    "linear-gradient(to middle, red, blue)", "linear-gradient(45deg)",
    "linear-gradient(45deg 90deg, red, blue)", "linear-gradient(red, bluish)",
]


def gradient_case(name, values):
    kids = [N("Box.g%d" % i) for i in range(len(values))]
    css = ("Panel { color: rgb(10, 20, 30); font-size: 10px } "
           + " ".join(".g%d { background-image: linear-gradient(green, green); "
                      "background-image: %s }" % (i, v) for i, v in enumerate(values)))
    case(name, css, N("Panel", *kids), ["background-image"])


gradient_case("linear gradients: directions, stops, hints and color spaces", GRADIENTS)
gradient_case("invalid linear gradients drop the declaration", BAD_GRADIENTS)

# radial-gradient(), conic-gradient() and their repeating forms (CSS Images 3 §3.2, Images 4
# §3.3). Chromium prints a center as two percentages or lengths (`at 0% 50%`,
# `calc(100% - 10px)`; the center left out), a circle's radius without `circle`, leaves out
# `ellipse` and `farthest-corner`, puts the interpolation method last, computes a conic
# gradient's angles in degrees (`from 0deg` left out) and refuses a radius that sums a
# percentage and a length, a three-value position, and the interpolation method between the
# shape and `at`.
RADIAL_CONIC = [
    "radial-gradient(red, blue)", "radial-gradient(circle, red, blue)",
    "radial-gradient(ellipse farthest-corner, red, blue)", "radial-gradient(circle 10px, red, blue)",
    "radial-gradient(10px 20% ellipse, red, blue)", "radial-gradient(closest-corner circle, red, blue)",
    "radial-gradient(farthest-side, red, blue)", "radial-gradient(circle closest-side, red, blue)",
    "radial-gradient(at top left, red, blue)", "radial-gradient(at bottom 10px right 5%, red, blue)",
    "radial-gradient(at 2em bottom, red, blue)", "radial-gradient(at right 0 bottom 0, red, blue)",
    "radial-gradient(at left 50% top 50%, red, blue)", "radial-gradient(at 10px, red, blue)",
    "radial-gradient(at center left, red, blue)", "radial-gradient(ellipse 10px 20px at 10% 0, red, blue)",
    "radial-gradient(in oklab circle at left, red, blue)", "radial-gradient(at top in hsl, red, blue)",
    "radial-gradient(circle 2em at 1em 1em, red, blue)", "radial-gradient(circle calc(10px - 20px), red, blue)",
    "radial-gradient(circle calc(10px + 1em), red, blue)", "radial-gradient(1em 2em, red, blue)",
    "radial-gradient(at right -10px top calc(5px + 10%), red, blue)",
    "radial-gradient(at right 1.5em bottom -2px, red, blue)",
    "radial-gradient(circle 10px, red 1em, blue calc(100% - 1em))",
    "radial-gradient(in oklab, oklch(0.5 0.1 20), blue)", "radial-gradient(currentcolor, transparent)",
    "radial-gradient(red 0%, blue)",
    "repeating-radial-gradient(circle closest-side at 10% 90%, red 0, currentcolor 1em)",
    "repeating-radial-gradient(in hsl longer hue, red, blue 10px)",
    "conic-gradient(red, blue)", "conic-gradient(from 0deg at center, red, blue)",
    "conic-gradient(from 0.25turn at right 10px top 0%, red, blue)", "conic-gradient(from 0, red, blue)",
    "conic-gradient(red 10deg 20deg, 30%, blue 1rad)", "conic-gradient(from -90deg, red, blue)",
    "conic-gradient(from 400deg at 10px 20%, red 100grad, blue 0.5turn)",
    "conic-gradient(in hsl longer hue from 45deg at 10px 10px, red, blue)",
    "conic-gradient(from 45deg in hsl, red, blue)", "conic-gradient(red 0, blue 0)",
    "conic-gradient(from 10deg in oklab, oklch(0.5 0.1 20), blue)",
    "repeating-conic-gradient(red 0 10deg, blue 10deg calc(5% + 5%))",
    "repeating-conic-gradient(from 10deg at 10% 90%, red 0%, blue 25%)",
]
BAD_RADIAL_CONIC = [
    "radial-gradient(circle 10%, red, blue)", "radial-gradient(10px ellipse, red, blue)",
    "radial-gradient(circle 10px 20px, red, blue)", "radial-gradient(-10px, red, blue)",
    "radial-gradient(calc(10px + 5%) 20px, red, blue)",
    "radial-gradient(ellipse closest-side 10px, red, blue)",
    "radial-gradient(circle in hsl at left, red, blue)", "radial-gradient(at top circle, red, blue)",
    "radial-gradient(at left 10px top, red, blue)", "radial-gradient(at top 10px, red, blue)",
    "radial-gradient(at left left, red, blue)", "radial-gradient(at, red, blue)",
    "radial-gradient(circle)", "radial-gradient(10px 20px 30px, red, blue)",
    "conic-gradient(at 10px 10px from 45deg, red, blue)", "conic-gradient(from 10px, red, blue)",
    "conic-gradient(red 10px, blue)", "conic-gradient(red 10, blue)",
    "conic-gradient(red 10deg 20deg 30deg, blue)", "repeating-conic-gradient(in hsl in hsl, red, blue)",
    "conic-gradient(from, red, blue)",
]

gradient_case("radial and conic gradients: shapes, sizes, centers, angles and color spaces",
              RADIAL_CONIC)
gradient_case("invalid radial and conic gradients drop the declaration", BAD_RADIAL_CONIC)

case("a gradient's currentcolor and em are the element's; background-image does not inherit",
     ".a { color: red; font-size: 20px; background-image: linear-gradient(currentcolor 1em, blue) } "
     ".b { color: blue; font-size: 10px; background-image: inherit } .c { color: green }",
     N("Panel.a", N("Box.b"), N("Box.c")), ["background-image"])

topic("transitions")

# The transition-* longhands (CSS Transitions 1 §2, 2 §3) and the transition shorthand: each
# longhand computes to its list as written (not repeated to transition-property's length),
# times in seconds with six significant digits, easing keywords kept, step-end as steps(1),
# linear() with every input; an invalid list (or shorthand) drops the declaration.
TRANSITION_LONGHANDS = ["transition-property", "transition-duration",
                        "transition-timing-function", "transition-delay", "transition-behavior"]
TRANSITION_VALUES = {
    "transition-property": ["all", "none", "color, opacity", "COLOR, Padding-Top, all", "foo",
                            "--Accent, color", "auto"],
    "transition-duration": ["1s", "250ms", "0s", "1.5S", "0.1s, 2s, 300ms", "1234.5678s",
                            "0.1234567s", "100000ms", "2.5e-7s"],
    "transition-delay": ["-1s", "-0.5ms", "1e6s", "0s, -2s"],
    "transition-timing-function": [
        "linear", "ease", "EASE-IN", "ease-out", "ease-in-out", "step-start", "step-end",
        "steps(3)", "steps(2, start)", "steps(2, end)", "steps(2, jump-start)",
        "steps(2, jump-end)", "steps(2, jump-none)", "steps(3, jump-both)",
        "cubic-bezier(0.25, 0.1, 0.25, 1)", "cubic-bezier(0, 0, 1, 1)",
        "cubic-bezier(0.1, -2, 0.9, 3)", "cubic-bezier(0.333333333, 0.1234567, 0.25, 1)",
        "linear(0, 1)", "linear(1, 0)", "linear(0, 0.25, 1)", "linear(0, 0.5 20% 30%, 1)",
        "linear(0 20%, 1)", "linear(0.5 -10%, 2 200%)", "linear(0 50%, 1 20%, 0.5)",
        "linear(0 0% 50%, 1 10%)", "linear(0, 1 calc(50% + 10%), 1)", "steps(calc(2 + 1))",
        "ease, steps(2), linear(0, 1)"],
    "transition-behavior": ["normal", "allow-discrete", "normal, ALLOW-DISCRETE"],
}
BAD_TRANSITION_VALUES = {
    "transition-property": ["all, none", "none, color", "initial, color", "default", "'color'",
                            "color color", "color,", "1s"],
    "transition-duration": ["-1s", "1", "1px", "1s,", "1s 2s", "ease"],
    "transition-delay": ["1", "1deg", ","],
    "transition-timing-function": [
        "steps(0)", "steps(2.5)", "steps(1, jump-none)", "steps(3, start, end)", "steps(2, up)",
        "cubic-bezier(1.5, 0, 0, 1)", "cubic-bezier(-0.1, 0, 0, 1)", "cubic-bezier(0, 0, 1)",
        "cubic-bezier(0.25 0.1 0.25 1)", "linear()", "linear(0)", "linear(0, 0.3 0.5, 1)",
        "linear(0 10% 20% 30%, 1)", "bounce", "ease ease"],
    "transition-behavior": ["x", "normal allow-discrete", "discrete"],
}
TRANSITION_SHORTHANDS = [
    "color 1s", "color 1s ease-in 2s", "opacity 2s step-end 1s, color 0.5s",
    "1s, 2s color ease-in", "none", "all 0.5s allow-discrete", "padding-top 1s linear(0, 1) -1s",
    "0.3s", "ease-out", "allow-discrete color", "color 100ms, --x 0s -1s, 0.1s -1s"]
BAD_TRANSITION_SHORTHANDS = [
    "none, color 1s", "color 1s 2s 3s", "color opacity 1s", "1s ease ease-in", "color -1s",
    "color 1s,", "normal allow-discrete"]


def transition_case(name, prop, values):
    kids = [N("Box.t%d" % i) for i in range(len(values))]
    css = " ".join(".t%d { %s: %s }" % (i, prop, v) for i, v in enumerate(values))
    case(name, css, N("Panel", *kids), TRANSITION_LONGHANDS)


for prop, values in TRANSITION_VALUES.items():
    transition_case("%s lists compute as written" % prop, prop, values)
for prop, values in BAD_TRANSITION_VALUES.items():
    transition_case("invalid %s values drop the declaration" % prop, prop, values)
transition_case("the transition shorthand sets the five longhands", "transition",
                TRANSITION_SHORTHANDS)
transition_case("invalid transition shorthands drop the declaration", "transition",
                BAD_TRANSITION_SHORTHANDS)

case("the transition-* properties do not inherit",
     ".a { transition: color 1s ease-in 2s allow-discrete } .c { transition-duration: inherit }",
     N("Panel.a", N("Box.b"), N("Box.c")), TRANSITION_LONGHANDS)

topic("animations")

# The animation-* longhands (CSS Animations 1 §3, 2 §3) and the animation shorthand: lists as
# written (names keep their case; a string name prints as an identifier unless it is a
# keyword, `auto` durations as 0s, infinite counts as `infinite`); no @keyframes is involved.
ANIMATION_LONGHANDS = ["animation-name", "animation-duration", "animation-timing-function",
                       "animation-delay", "animation-iteration-count", "animation-direction",
                       "animation-fill-mode", "animation-play-state", "animation-composition"]
ANIMATION_VALUES = {
    "animation-name": ["fade", "Fade, none, slide-in", "'fade'", "\"none\"", "\"a b\"", "ease",
                       "--spin", "auto"],
    "animation-duration": ["1s", "auto", "250ms, auto, 2s", "0s"],
    "animation-timing-function": ["ease-in", "steps(3, jump-both), linear(0, 1)"],
    "animation-delay": ["-1s", "0.5s, -250ms"],
    "animation-iteration-count": ["infinite", "2.5", "0", "INFINITE, 3", "1e3"],
    "animation-direction": ["reverse", "alternate-reverse, normal, alternate"],
    "animation-fill-mode": ["both", "none, forwards, backwards"],
    "animation-play-state": ["paused", "paused, running"],
    "animation-composition": ["add", "accumulate, replace"],
}
BAD_ANIMATION_VALUES = {
    "animation-name": ["initial, fade", "default", "fade slide", "1s", "fade,"],
    "animation-duration": ["-1s", "1", "auto auto"],
    "animation-timing-function": ["steps(0)", "bounce"],
    "animation-delay": ["1"],
    "animation-iteration-count": ["-1", "1s", "infinite 2"],
    "animation-direction": ["backwards", "normal reverse"],
    "animation-fill-mode": ["reverse"],
    "animation-play-state": ["stopped"],
    "animation-composition": ["replace add"],
}
ANIMATION_SHORTHANDS = [
    "fade 1s", "1s ease-in 2s infinite alternate both paused slide", "ease 1s ease-in",
    "none", "none none", "fade 1s, slide 2s linear 3 reverse", "2 fade", "-1s fade",
    "fade auto", "paused forwards reverse infinite",
    "1s steps(2, jump-start) 500ms 2.5 alternate-reverse backwards running \"Spin\""]
BAD_ANIMATION_SHORTHANDS = [
    "fade 1s 2s 3s", "fade slide", "1s ease ease-in linear", "fade -1", "fade 1s,",
    "normal reverse alternate fade"]


def animation_case(name, prop, values):
    kids = [N("Box.t%d" % i) for i in range(len(values))]
    css = " ".join(".t%d { %s: %s }" % (i, prop, v) for i, v in enumerate(values))
    case(name, css, N("Panel", *kids), ANIMATION_LONGHANDS)


for prop, values in ANIMATION_VALUES.items():
    animation_case("%s lists compute as written" % prop, prop, values)
for prop, values in BAD_ANIMATION_VALUES.items():
    animation_case("invalid %s values drop the declaration" % prop, prop, values)
animation_case("the animation shorthand sets eight longhands", "animation", ANIMATION_SHORTHANDS)
animation_case("invalid animation shorthands drop the declaration", "animation",
               BAD_ANIMATION_SHORTHANDS)
