#!/usr/bin/env python3
"""Checks the TextMate grammar for .skss (Editors/vscode/syntaxes/skss.tmLanguage.json) with a
TextMate tokenizer written here on Python's `re` (python3 alone, no packages):

1. every pattern keeps to the subset of Oniguruma that Python's `re` reads the same way (below)
   and compiles;
2. every bundled sheet (Stylesheets/, Samples/, Scripts/editors/workspace/) tokenizes without
   an endless loop, and every character but whitespace is matched by a rule (none is skipped
   over; a comment's or a string's text is theirs), has a scope besides `source.skss`, and
   none is `invalid`;
3. Scripts/editors/textmate-fixture.skss gets the scopes its assertion lines state.

Assertion lines follow vscode-tmgrammar-test: a `//` comment line holding `^` marks (under the
characters of the nearest line above that is not an assertion) or `<-` followed by dashes
(from the line's first character, one per `-` after the `<`), then the scopes each of those
characters must have, all of them (in any order, among others); `- scope` after the scopes
lists one it must not have.

The tokenizer does what vscode-textmate does, line by line (each line with its `\\n`): at each
position the current rule's `end` and its patterns (includes expanded: `#name`, `$self`,
`$base`) are searched from that position; the match starting first wins, the `end` first and
then the patterns in order on a tie; a `match` rule scopes its text (`name`, then `captures` by
group number), a `begin` rule pushes its `name` and, between its begin and end, its
`contentName` (`beginCaptures`/`endCaptures`, or `captures` for both); text no rule matches
takes the current scopes. vscode-textmate's three endless-loop guards (a rule pushed and
popped, or the same rule pushed again, or a `match` rule, without advancing) stop a line
there; here they are errors.

The Oniguruma subset the grammar keeps to, so that `re` and Oniguruma agree: no `\\G`, `\\A`,
`\\z`, `\\Z`, `\\K`, `\\R`, `\\X`, `\\h`, `\\H`, `\\p{…}`, `\\x{…}`, POSIX brackets (`[[:alpha:]]`),
named groups or backreferences (in `end` patterns either), atomic groups, possessive
quantifiers, absent operators, and inline flags only as `(?i:…)` groups; lookbehinds of fixed
width; no `while` rules, `applyEndPatternLast`, captures with `patterns`, or includes of other
grammars.

    python3 Scripts/editors/textmate.py            # the checks above (CI runs this)
    python3 Scripts/editors/textmate.py --dump F   # each token of F with its scopes

`--oniguruma` also tokenizes every bundled sheet and the fixture with textmate-grammar-python
(a port of vscode-textmate on the Oniguruma library: `python3 -m venv v && v/bin/pip install
textmate-grammar-python`, then run this script with `v/bin/python`) and compares the scopes
of every character with this tokenizer's (see compare_with_oniguruma for the two places that
port departs from vscode-textmate, which are not compared).
"""
import glob
import json
import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
GRAMMAR = os.path.join(ROOT, "Editors", "vscode", "syntaxes", "skss.tmLanguage.json")
FIXTURE = os.path.join(ROOT, "Scripts", "editors", "textmate-fixture.skss")
SHEETS = ["Stylesheets/*.skss", "Samples/**/*.skss", "Scripts/editors/workspace/*.skss"]

FORBIDDEN = [
    (r"\\[GAzZKRXhH]", "an anchor or escape Python's re reads otherwise (\\G \\A \\z \\Z \\K \\R \\X \\h \\H)"),
    (r"\\[pP]\{", "a Unicode property (\\p{…})"),
    (r"\\x\{", "a code point escape (\\x{…})"),
    (r"\[\[:", "a POSIX bracket ([[:alpha:]])"),
    (r"\(\?<[A-Za-z]|\(\?P?<[A-Za-z]|\\k<", "a named group"),
    (r"\\[1-9]", "a backreference"),
    (r"\(\?>", "an atomic group"),
    (r"(?<!\\)[*+?}]\+", "a possessive quantifier"),
    (r"\(\?~", "an absent operator"),
    (r"\(\?[imx-]+\)", "an inline flag that is not a (?i:…) group"),
]


class GrammarError(Exception):
    pass


class Grammar:
    def __init__(self, data):
        self.data = data
        self.scope = data["scopeName"]
        self.root = {"patterns": data["patterns"]}
        self.repository = data.get("repository", {})
        self.compiled = {}

    def regex(self, text):
        if text not in self.compiled:
            self.compiled[text] = re.compile(text)
        return self.compiled[text]

    def patterns(self, rule, seen=None):
        """A rule's patterns with includes expanded, in order."""
        seen = set() if seen is None else seen
        result = []
        for pattern in rule.get("patterns", []):
            include = pattern.get("include")
            if include is None:
                result.append(pattern)
                continue
            if include in ("$self", "$base"):
                target = self.root
            elif include.startswith("#") and include[1:] in self.repository:
                target = self.repository[include[1:]]
            else:
                raise GrammarError("an include of another grammar or of nothing: " + include)
            if id(target) in seen:
                continue
            if "match" in target or "begin" in target:
                result.append(target)
            else:
                result += self.patterns(target, seen | {id(target)})
        return result

    def all_rules(self):
        """Every rule of the grammar (for the pattern checks)."""
        found = []

        def visit(rule):
            found.append(rule)
            for pattern in rule.get("patterns", []):
                visit(pattern)
            for key in ("captures", "beginCaptures", "endCaptures"):
                for capture in rule.get(key, {}).values():
                    if "patterns" in capture:
                        raise GrammarError("a capture with patterns: " + json.dumps(capture))
        visit(self.root)
        for rule in self.repository.values():
            visit(rule)
        return found


def check_patterns(grammar):
    """The patterns keep to the subset and compile; the rules use no unsupported keys."""
    problems = []
    for rule in grammar.all_rules():
        for key in ("while", "applyEndPatternLast", "injections"):
            if key in rule:
                problems.append("a rule with '%s': %s" % (key, json.dumps(rule)[:80]))
        for key in ("match", "begin", "end"):
            if key not in rule:
                continue
            text = rule[key]
            for pattern, what in FORBIDDEN:
                if re.search(pattern, text):
                    problems.append("%s in %s: %s" % (what, key, text))
            try:
                grammar.regex(text)
            except re.error as error:
                problems.append("%s does not compile (%s): %s" % (key, error, text))
    return problems


class Frame:
    def __init__(self, rule, name_scopes, content_scopes, end, enter):
        self.rule = rule
        self.name_scopes = name_scopes
        self.content_scopes = content_scopes
        self.end = end
        self.enter = enter


def tokenize(grammar, text):
    """The text's characters' scopes: a list, per line, of (scopes, consumed) per character
    (the line break included). Raises GrammarError on an endless loop."""
    root = Frame(grammar.root, [grammar.scope], [grammar.scope], None, (-1, -1))
    stack = [root]
    result = []
    for number, line in enumerate(re.split(r"\r\n|\r|\n", text)):
        line += "\n"
        chars = [None] * len(line)
        position = 0

        def paint(start, end, scopes, consumed):
            for index in range(start, end):
                chars[index] = (list(scopes), consumed)

        def paint_captures(match, base, captures):
            for group in sorted(captures, key=int):
                index = int(group)
                if index > (match.re.groups or 0) or match.start(index) < 0:
                    continue
                start, end = match.span(index)
                for at in range(start, end):
                    chars[at][0].append(captures[group]["name"])

        while position < len(line):
            frame = stack[-1]
            candidates = []
            if frame.end is not None:
                candidates.append(("end", frame.end, frame.rule))
            for rule in grammar.patterns(frame.rule):
                candidates.append(("match" if "match" in rule else "begin",
                                   grammar.regex(rule.get("match") or rule["begin"]), rule))
            best = None
            for kind, regex, rule in candidates:
                found = regex.search(line, position)
                if found and (best is None or found.start() < best[0].start()):
                    best = (found, kind, rule)
            if best is None:
                paint(position, len(line), frame.content_scopes, False)
                break
            found, kind, rule = best
            paint(position, found.start(), frame.content_scopes, False)
            advanced = found.end() > position
            if kind == "end":
                paint(found.start(), found.end(), frame.name_scopes, True)
                paint_captures(found, frame.name_scopes,
                               rule.get("endCaptures", rule.get("captures", {})))
                stack.pop()
                if not advanced and frame.enter == (number, position):
                    raise GrammarError("line %d: a rule pushed and popped without advancing: %s"
                                       % (number + 1, rule.get("begin")))
            elif kind == "match":
                if not advanced:
                    raise GrammarError("line %d: a match rule matched nothing: %s"
                                       % (number + 1, rule["match"]))
                scopes = frame.content_scopes + ([rule["name"]] if "name" in rule else [])
                paint(found.start(), found.end(), scopes, True)
                paint_captures(found, scopes, rule.get("captures", {}))
            else:
                names = frame.content_scopes + ([rule["name"]] if "name" in rule else [])
                paint(found.start(), found.end(), names, True)
                paint_captures(found, names, rule.get("beginCaptures", rule.get("captures", {})))
                content = names + ([rule["contentName"]] if "contentName" in rule else [])
                entered = Frame(rule, names, content, grammar.regex(rule["end"]),
                                (number, position))
                if not advanced and any(
                        other.rule is rule and other.enter == (number, position) for other in stack):
                    raise GrammarError("line %d: the same rule pushed again without advancing: %s"
                                       % (number + 1, rule["begin"]))
                stack.append(entered)
            position = max(position, found.end())
        result.append([(scopes, consumed, line[index]) for index, (scopes, consumed) in enumerate(chars)])
    return result


def sheets():
    paths = set()
    for pattern in SHEETS:
        paths.update(glob.glob(os.path.join(ROOT, pattern), recursive=True))
    return sorted(paths)


def check_sheet(grammar, path):
    """Problems in a bundled sheet's tokens, and how many characters were checked."""
    text = open(path, encoding="utf-8").read()
    name = os.path.relpath(path, ROOT)
    try:
        lines = tokenize(grammar, text)
    except GrammarError as error:
        return ["%s: %s" % (name, error)], 0
    problems = []
    checked = 0
    for number, line in enumerate(lines):
        for column, (scopes, consumed, character) in enumerate(line):
            if character.isspace():
                continue
            checked += 1
            where = "%s:%d:%d '%s'" % (name, number + 1, column + 1, character)
            # A comment's or a string's text is theirs; anything else must be matched.
            if not consumed and not scopes[-1].startswith(("comment.", "string.")):
                problems.append(where + ": no rule matched it (scopes %s)" % " ".join(scopes))
            elif len(scopes) < 2:
                problems.append(where + ": no scope but " + grammar.scope)
            elif any(scope.startswith("invalid") for scope in scopes):
                problems.append(where + ": " + " ".join(scopes))
    return problems, checked


ASSERTION = re.compile(r"^\s*//\s*(?:(\^+)|<(-+))\s+(.*)$")


def check_fixture(grammar, path):
    text = open(path, encoding="utf-8").read()
    lines = tokenize(grammar, text)
    source_lines = re.split(r"\r\n|\r|\n", text)
    problems = []
    assertions = 0
    target = None
    for number, line in enumerate(source_lines):
        found = ASSERTION.match(line)
        if not found:
            target = number
            continue
        if target is None:
            problems.append("line %d: an assertion with no line above it" % (number + 1))
            continue
        if found.group(1):
            start = line.index("^")
            columns = range(start, start + len(found.group(1)))
        else:
            columns = range(0, len(found.group(2)))
        wanted, unwanted = [], []
        words = iter(found.group(3).split())
        for word in words:
            if word == "-":
                unwanted.append(next(words, ""))
            else:
                wanted.append(word)
        for column in columns:
            assertions += 1
            if column >= len(lines[target]):
                problems.append("line %d: column %d is past the line's end" % (number + 1, column + 1))
                continue
            scopes = lines[target][column][0]
            missing = [scope for scope in wanted if scope not in scopes]
            present = [scope for scope in unwanted if scope in scopes]
            if missing or present:
                problems.append(
                    "%s:%d:%d '%s' has %s; %s" % (
                        os.path.relpath(path, ROOT), target + 1, column + 1,
                        lines[target][column][2], " ".join(scopes),
                        ("missing " + " ".join(missing)) if missing else
                        ("has " + " ".join(present))))
    return problems, assertions


def compare_with_oniguruma(grammar, paths):
    """Differences between this tokenizer and textmate-grammar-python's, per character, less
    the two places where that port departs from vscode-textmate: it gives a begin/end rule
    with a `contentName` that name alone (never its `name`), and leaves the character right
    after a nested begin/end rule's end unmatched (`f(g(x), y)`: the comma)."""
    from textmate_grammar.parsers.base import LanguageParser
    parser = LanguageParser(grammar.data)
    named_twice = {rule["name"] for rule in grammar.all_rules()
                   if "name" in rule and "contentName" in rule}
    problems = []
    for path in paths:
        text = open(path, encoding="utf-8").read()
        ours = tokenize(grammar, text)
        element = parser.parse_string(text)
        theirs = {}
        for (line, column), token, scopes in element.flatten() if element else []:
            for offset in range(len(token)):
                theirs[(line, column + offset)] = [s for s in scopes if s != grammar.scope]
        for number, line in enumerate(ours):
            for column, (scopes, _, character) in enumerate(line):
                if character.isspace():
                    continue
                mine = [s for s in scopes if s != grammar.scope and s not in named_twice]
                other = theirs.get((number, column))
                if other is None or other == mine:
                    continue
                after_end = column > 0 and line[column - 1][2] == ")" and other == mine[:-1]
                if not after_end:
                    problems.append("%s:%d:%d '%s': here %s, Oniguruma %s" % (
                        os.path.relpath(path, ROOT), number + 1, column + 1, character,
                        " ".join(mine), " ".join(other)))
    return problems


def dump(grammar, path):
    for number, line in enumerate(tokenize(grammar, open(path, encoding="utf-8").read())):
        column = 0
        while column < len(line) - 1:
            scopes = line[column][0]
            end = column
            while end < len(line) - 1 and line[end][0] == scopes:
                end += 1
            text = "".join(character for _, _, character in line[column:end])
            print("%d:%d %r %s" % (number + 1, column + 1, text, " ".join(scopes[1:])))
            column = end


def main(arguments):
    grammar = Grammar(json.load(open(GRAMMAR, encoding="utf-8")))
    if arguments[:1] == ["--dump"]:
        dump(grammar, arguments[1])
        return 0
    problems = check_patterns(grammar)
    if problems:
        print("\n".join(problems))
        print("textmate: %d problems in the grammar's patterns" % len(problems))
        return 1
    checked = 0
    paths = sheets()
    for path in paths:
        found, count = check_sheet(grammar, path)
        problems += found
        checked += count
    fixture_problems, assertions = check_fixture(grammar, FIXTURE)
    problems += fixture_problems
    if "--oniguruma" in arguments:
        problems += compare_with_oniguruma(grammar, paths + [FIXTURE])
    for problem in problems[:50]:
        print(problem)
    if len(problems) > 50:
        print("… and %d more" % (len(problems) - 50))
    print("textmate: %d sheets, %d characters scoped, %d fixture assertions: %s" % (
        len(paths), checked, assertions,
        "%d problems" % len(problems) if problems else "every one as expected"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
