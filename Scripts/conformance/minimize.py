"""Shrinks a failing random case to a small one that still fails.

A case is (sheet AST of random_cases, tree root dict). `variants(case)` lists the cases one
step smaller — an item of any body removed, an @media/@layer block unwrapped, a selector
list cut to one selector, a simple selector or a leading compound removed, a declaration's
!important dropped, a node removed (or its classes, id, attributes, inline declarations) —
biggest steps first. `minimize(case, fails, evaluate)` applies steps greedily: each round
evaluates every variant at once (one Chromium page), then tries all the successful steps
together before falling back to the first.
"""
import copy

import random_cases as rc


# ------------------------------------------------------------------------------ selectors
def split_selector(text):
    """Top-level parts of a complex selector: simple selectors and combinators, in order.
    A combinator is (' ', '>', '+', '~'); a part is a string like '.a', ':is(...)', 'Box'."""
    parts, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c in " >+~":
            j = i
            comb = " "
            while j < n and text[j] in " >+~":
                if text[j] != " ":
                    comb = text[j]
                j += 1
            if parts:                       # a leading combinator (relative selector) too
                parts.append(("comb", comb))
            else:
                parts.append(("lead", comb))
            i = j
            continue
        j, depth = i + 1, 0
        if c in "[(":
            depth = 1
        while j < n and (depth > 0 or text[j] not in " >+~.#[:&"):
            if text[j] in "([":
                depth += 1
            elif text[j] in ")]":
                depth -= 1
            j += 1
        if c == ":" and j < n and text[j] == ":":
            j += 1
        parts.append(("simple", text[i:j]))
        i = j
    return parts


def join_selector(parts):
    out = ""
    for kind, text in parts:
        if kind == "simple":
            out += text
        elif kind == "lead":
            out += text.strip() + " "
        else:
            out += " " if text == " " else " %s " % text
    return out.strip()


def selector_variants(text):
    parts = split_selector(text)
    out = []
    combs = [i for i, p in enumerate(parts) if p[0] == "comb"]
    if combs:                                   # drop the leading compound(s)
        out.append(join_selector(parts[combs[0] + 1:]))
        out.append(join_selector(parts[:combs[-1]]))
    if parts and parts[0][0] == "lead":
        out.append(join_selector(parts[1:]))
    for i, (kind, simple) in enumerate(parts):
        if kind != "simple":
            continue
        rest = parts[:i] + parts[i + 1:]
        left = i == 0 or parts[i - 1][0] != "simple"
        right = i + 1 >= len(parts) or parts[i + 1][0] != "simple"
        if left and right:
            if simple in ("*", "&"):
                continue
            rest = parts[:i] + [("simple", "*")] + parts[i + 1:]
        out.append(join_selector(rest))
        if simple.startswith(":") and "(" in simple:   # :is(A, B) -> A / :is(A)
            inner = simple[simple.index("(") + 1:-1]
            name = simple[1:simple.index("(")]
            if name in ("is", "where", "not"):
                for piece in inner.split(","):
                    out.append(join_selector(parts[:i] + [("simple", ":%s(%s)" % (
                        name, piece.strip()))] + parts[i + 1:]))
    return [v for v in dict.fromkeys(out) if v and v != text]


# ------------------------------------------------------------------------------ sheets
def bodies(items, path=()):
    """Every body list in the AST with its path (tuple of indices into bodies)."""
    yield path, items
    for i, item in enumerate(items):
        if isinstance(item, (rc.Rule, rc.Block)):
            yield from bodies(item.body, path + (i,))


def at(items, path):
    for i in path:
        items = items[i].body
    return items


def sheet_variants(sheet):
    out = []
    for path, body in list(bodies(sheet)):
        n = len(body)
        for size in (n // 2, n // 4):            # big chunks first
            if size >= 2:
                for start in range(0, n, size):
                    s = copy.deepcopy(sheet)
                    del at(s, path)[start:start + size]
                    out.append(s)
        for i, item in enumerate(body):
            s = copy.deepcopy(sheet)
            del at(s, path)[i]
            out.append(s)
            if isinstance(item, rc.Block) or (isinstance(item, rc.Rule) and path == ()):
                # unwrap: the block's body in its place (a top-level rule's nested rules
                # stay nested, so only blocks)
                if isinstance(item, rc.Block):
                    s = copy.deepcopy(sheet)
                    container = at(s, path)
                    container[i:i + 1] = container[i].body
                    out.append(s)
            if isinstance(item, rc.Rule):
                if len(item.selectors) > 1:
                    for k in range(len(item.selectors)):
                        s = copy.deepcopy(sheet)
                        at(s, path)[i].selectors = [item.selectors[k]]
                        out.append(s)
                for k, sel in enumerate(item.selectors):
                    for simpler in selector_variants(sel):
                        s = copy.deepcopy(sheet)
                        at(s, path)[i].selectors[k] = simpler
                        out.append(s)
            if isinstance(item, rc.Decl) and item.important:
                s = copy.deepcopy(sheet)
                at(s, path)[i].important = False
                out.append(s)
    return out


# ------------------------------------------------------------------------------ trees
def nodes(root, path=()):
    yield path, root
    for i, child in enumerate(root.get("children", [])):
        yield from nodes(child, path + (i,))


def node_at(root, path):
    for i in path:
        root = root["children"][i]
    return root


def tree_variants(root):
    out = []
    for path, node in list(nodes(root)):
        if path:
            t = copy.deepcopy(root)
            parent = node_at(t, path[:-1])
            del parent["children"][path[-1]]
            if not parent["children"]:
                del parent["children"]
            out.append(t)
        for key in ("classes", "id", "attributes", "style"):
            if node.get(key):
                t = copy.deepcopy(root)
                del node_at(t, path)[key]
                out.append(t)
        for key in ("classes",):
            if len(node.get(key, [])) > 1:
                for k in range(len(node[key])):
                    t = copy.deepcopy(root)
                    del node_at(t, path)[key][k]
                    out.append(t)
        if node.get("attributes") and len(node["attributes"]) > 1:
            for name in node["attributes"]:
                t = copy.deepcopy(root)
                del node_at(t, path)["attributes"][name]
                out.append(t)
        if node.get("style") and ";" in node["style"]:
            decls = [d.strip() for d in node["style"].split(";") if d.strip()]
            for k in range(len(decls)):
                t = copy.deepcopy(root)
                node_at(t, path)["style"] = "; ".join(decls[:k] + decls[k + 1:])
                out.append(t)
    return out


def size(case):
    sheet, root = case
    return len(rc.render_sheet(sheet)) + len(str(root))


def variants(case):
    sheet, root = case
    return [(s, root) for s in sheet_variants(sheet)] + [(sheet, t) for t in tree_variants(root)]


def combine(case, winners):
    """All the winning single steps applied together is not well defined for ASTs, so the
    combination tried is the smallest winner: cheap and usually the biggest step."""
    return min(winners, key=size)


def minimize(case, still_fails, max_rounds=200):
    """The smallest case reached by greedy steps; `still_fails(list of cases)` returns, for
    each, whether it still shows the disagreement."""
    current = case
    for _ in range(max_rounds):
        candidates = [v for v in variants(current) if size(v) < size(current)]
        if not candidates:
            break
        results = still_fails(candidates)
        winners = [c for c, ok in zip(candidates, results) if ok]
        if not winners:
            break
        current = combine(current, winners)
    return current
