"""The cases of motion_oracle.py, by topic (one fixture file each).

A case transitions one property of a <div class="x"> from `from` (rule `.x`) to `to` (rule
`.x.to`) under a `transition` declaration, and samples it at `times` (ms). `syntax` names
the SkinKit property whose syntax reads `from` and `to` in the Swift tests (the CSS property
itself when SkinKit has it). Everything else in `css` is what the browser needs.
"""

DURATION = 1000
QUARTERS = [0, 250, 500, 750, 1000]
EASING_TIMES = [0, 100, 250, 400, 500, 600, 750, 900, 999, 1000]

# A registered number: what the easing cases transition, so the value read is the progress.
NUMBER_PROPERTY = "@property --p { syntax: '<number>'; inherits: false; initial-value: 0; }"


def case(name, prop, start, end, easing="linear", delay=0, times=QUARTERS, extra="",
         behavior="", syntax=None, interrupt=None, transition=None, parent_to=False):
    transition = transition or f"{prop} {DURATION}ms {easing} {delay}ms {behavior}".strip()
    css = (f"{extra} .x {{ {prop}: {start}; transition: {transition}; }} "
           f".x.to {{ {prop}: {end}; }}").strip()
    entry = {"name": name, "property": prop, "css": css, "duration": DURATION, "times": times,
             "from": start, "to": end, "easing": easing, "delay": delay}
    if syntax:
        entry["syntax"] = syntax
    if interrupt:
        entry["interrupt"] = interrupt
    if parent_to:
        entry["parent_to"] = True
    return entry


def easing_cases():
    functions = [
        "linear", "ease", "ease-in", "ease-out", "ease-in-out",
        "cubic-bezier(0.1, 0.7, 1, 0.1)", "cubic-bezier(0.5, -1, 0.5, 2)",
        "cubic-bezier(0, 0, 1, 1)", "cubic-bezier(1, 0, 0, 1)", "cubic-bezier(0.3, 1.5, 0.7, -0.5)",
        "steps(4)", "steps(4, jump-start)", "steps(4, jump-none)", "steps(4, jump-both)",
        "steps(2, start)", "steps(2, end)", "step-start", "step-end", "steps(1, jump-both)",
        "linear(0, 1)", "linear(0, 0.25, 1)", "linear(0, 0.5 20% 30%, 1)",
        "linear(0 0%, 1 50%, 0 100%)", "linear(0, 1.5 60%, 1)", "linear(1, 0)",
        "linear(0 50%, 1 20%, 0.5)", "linear(-0.5, 2)",
    ]
    cases = [case(f"easing {f}", "--p", "0", "1", easing=f, times=EASING_TIMES,
                  extra=NUMBER_PROPERTY, syntax="number") for f in functions]
    # The before phase of a delayed transition: CSS Easing's before flag.
    for f in ["steps(2, jump-start)", "steps(2, jump-both)", "cubic-bezier(0.5, -1, 0.5, 2)"]:
        cases.append(case(f"easing {f} delayed", "--p", "0", "1", easing=f, delay=500,
                          times=[0, 250, 499, 500, 750, 1000, 1250, 1499, 1500],
                          extra=NUMBER_PROPERTY, syntax="number"))
    cases.append(case("easing steps(4) negative delay", "--p", "0", "1", easing="steps(4)",
                      delay=-300, times=[0, 100, 200, 449, 450, 699],
                      extra=NUMBER_PROPERTY, syntax="number"))
    return cases


def value_cases():
    overshoot = "cubic-bezier(0.5, -1, 0.5, 2)"
    wide = [0, 100, 250, 500, 750, 900, 1000]
    return [
        # Colors: legacy pairs in sRGB, anything else in Oklab; premultiplied alpha.
        case("color legacy", "color", "red", "blue"),
        case("color legacy alpha", "background-color", "rgba(255, 0, 0, 0.2)", "rgb(0, 0, 255)"),
        case("color transparent", "background-color", "transparent", "rgb(0, 128, 0)"),
        case("color hsl legacy", "color", "hsl(120 100% 25%)", "rgb(200, 100, 50)"),
        case("color overshoot", "color", "rgb(100, 100, 100)", "rgb(200, 50, 150)",
             easing=overshoot, times=wide),
        case("color oklch", "color", "oklch(0.7 0.15 30)", "oklch(0.5 0.2 250)"),
        case("color legacy to oklch", "color", "red", "oklch(0.5 0.2 250)"),
        case("color lab alpha", "background-color", "lab(50 40 30 / 0.5)", "rgb(0, 0, 255)"),
        case("color display-p3", "color", "color(display-p3 1 0 0)", "rgb(0, 0, 255)"),
        case("color currentcolor", "background-color", "currentcolor", "rgb(0, 0, 255)",
             extra=".x { color: rgb(255, 0, 0); }"),
        # Numbers, lengths, integers.
        case("opacity", "opacity", "0", "1"),
        case("opacity overshoot", "opacity", "0.2", "0.8", easing=overshoot, times=wide),
        case("padding px", "padding-top", "10px", "30px"),
        case("padding overshoot", "padding-top", "10px", "30px", easing=overshoot, times=wide),
        case("padding em", "padding-top", "10px", "2em", extra=".x { font-size: 10px; }"),
        # text-indent keeps percentages in getComputedStyle (padding resolves them): what
        # shows the calc() a length and a percentage interpolate to.
        case("percent", "text-indent", "10%", "30%", syntax="padding-top"),
        case("px to percent", "text-indent", "10px", "50%", syntax="padding-top"),
        case("calc to px", "text-indent", "calc(10% + 4px)", "20px", syntax="padding-top"),
        case("font-size", "font-size", "10px", "21px"),
        case("font-weight", "font-weight", "100", "900"),
        case("font-weight overshoot", "font-weight", "100", "900", easing=overshoot, times=wide),
        case("letter-spacing normal", "letter-spacing", "normal", "10px"),
        case("letter-spacing negative", "letter-spacing", "2px", "-3px"),
        case("border-radius", "border-top-left-radius", "0px", "20px", syntax="border-radius"),
        case("z-index", "z-index", "1", "10", extra=".x { position: relative; }",
             syntax="integer"),
        case("z-index negative", "z-index", "-2", "3", extra=".x { position: relative; }",
             syntax="integer"),
        # Shadows: matching lists, padding with transparent zero shadows, inset mismatch.
        case("box-shadow", "box-shadow", "0px 0px 0px 0px red", "10px 20px 30px 5px blue"),
        case("box-shadow inset", "box-shadow", "inset 2px 2px 4px red", "inset 6px 6px 8px blue"),
        case("box-shadow none", "box-shadow", "none", "10px 10px 10px 2px rgba(0, 0, 0, 0.5)"),
        case("box-shadow lists", "box-shadow", "2px 2px red", "4px 4px blue, 8px 8px 8px green"),
        case("box-shadow inset mismatch", "box-shadow", "2px 2px red", "inset 4px 4px blue",
             behavior="allow-discrete"),
        case("box-shadow inset mismatch normal", "box-shadow", "2px 2px red",
             "inset 4px 4px blue"),
        case("text-shadow", "text-shadow", "1px 1px 2px red", "3px 5px 6px blue"),
        case("text-shadow none", "text-shadow", "none", "4px 4px 4px blue"),
        # Gradients.
        case("gradient same stops", "background-image", "linear-gradient(red, blue)",
             "linear-gradient(blue, green)"),
        case("gradient same stops discrete", "background-image", "linear-gradient(red, blue)",
             "linear-gradient(blue, green)", behavior="allow-discrete"),
        case("gradient other stops", "background-image", "linear-gradient(red, blue)",
             "linear-gradient(blue, green, red)", behavior="allow-discrete"),
        # Discrete values: flip at 50% with allow-discrete, no transition without.
        case("discrete text-align", "text-align", "left", "right", behavior="allow-discrete"),
        case("discrete text-align normal", "text-align", "left", "right"),
        case("discrete font-style", "font-style", "normal", "italic",
             behavior="allow-discrete"),
        case("discrete overshoot", "text-align", "left", "right", behavior="allow-discrete",
             easing=overshoot, times=wide),
    ]


def rule_cases():
    prop = "padding-top"
    back = lambda at: {"at": at, "class": "back", "fractions": [0, 0.25, 0.5, 0.75, 1]}
    return [
        case("reverse linear at 25%", prop, "0px", "100px", interrupt=back(250)),
        case("reverse linear at 75%", prop, "0px", "100px", interrupt=back(750)),
        case("reverse ease at 50%", prop, "0px", "100px", easing="ease", interrupt=back(500)),
        case("reverse with delay", prop, "0px", "100px", delay=200, interrupt=back(700),
             times=[0, 200, 450, 700, 950, 1200]),
        case("reverse with negative delay", prop, "0px", "100px", delay=-200,
             interrupt=back(300)),
        case("reverse at 60%", prop, "0px", "100px",
             interrupt={"at": 600, "class": "back", "fractions": [0, 0.5, 1]}),
        case("interrupt elsewhere", prop, "0px", "100px",
             extra=".x.next { padding-top: 20px; }",
             interrupt={"at": 500, "class": "next", "fractions": [0, 0.25, 0.5, 0.75, 1]}),
        case("zero duration", prop, "0px", "100px",
             transition=f"{prop} 0s linear"),
        case("zero duration negative delay", prop, "0px", "100px",
             transition=f"{prop} 0s linear -1s"),
        case("negative delay", prop, "0px", "100px",
             transition=f"{prop} 1000ms linear -400ms", times=[0, 100, 300, 599]),
        case("property not listed", prop, "0px", "100px", transition="color 1s"),
        case("list repeats", prop, "0px", "100px",
             transition="color 2s, padding-top 1000ms linear, opacity 3s"),
        case("all", prop, "0px", "100px", transition="all 1000ms linear"),
        case("a shorthand names its longhands", prop, "0px", "100px",
             transition="padding 1000ms linear"),
        case("none", prop, "0px", "100px", transition="none"),
        case("last of a property wins", prop, "0px", "100px",
             transition="padding-top 3s ease-in, padding-top 1000ms linear"),
    ]


def topics():
    return {"easing": easing_cases(), "values": value_cases(), "rules": rule_cases()}
