"""The hand-picked cases of animation_oracle.py (Tests/Fixtures/Motion/animations.json).

A case is a sheet: its `@keyframes` rules, then `.x { <base>; animation: <animation>; }`
(and, when the case needs one, a `.parent { … }` rule for the element's parent: inheritance,
`currentcolor`, `em`). The element is a `<div class="x">` inside a `<div class="parent">`
in the browser and a `Label` with class `x` inside a `View` with class `parent` in the
Swift tests. Every property named here is one SkinKit knows and its model widgets take
(View: background-color, opacity, border-color, border-width, border-radius, box-shadow,
padding; Label: color, letter-spacing, text-shadow, font-size, text-align).

`times` are ms since the animation started (the style change that created it): what the
browser's `currentTime` and SkinKit's clock (`advance(to:)` from the clock's time at the
first styling) both count. A case with `paused` has `animation-play-state: paused`: the
browser never sets its currentTime, it waits that long in real time instead.
"""

LINEAR_TIMES = [0, 250, 500, 750, 1000]
EASING_TIMES = [0, 100, 250, 400, 500, 600, 750, 900, 999, 1000]


# The value `.x` declares for the case's property when the case declares none: CSS's
# initial value (inherit for an inherited property). A property no rule sets keeps the
# object's own value in SkinKit (a View's padding is 8, a Label's font 17 points), so every
# case declares the property its samples read, and the value it shows outside its
# animations is the same in both.
UNDERLYING = {"padding-top": "0px", "opacity": "1", "background-color": "transparent",
              "border-radius": "0px", "border-color": "currentcolor", "border-width": "0px",
              "box-shadow": "none", "color": "inherit", "letter-spacing": "inherit",
              "font-size": "inherit", "text-shadow": "inherit", "text-align": "center"}


def case(name, prop, keyframes, animation, base="", parent="", times=None, extra="",
         paused=False):
    """A case animating `prop`; `keyframes` is the text of the @keyframes rules."""
    declared = [prop] + (["border"] if prop in ("border-color", "border-width") else [])
    if not any(f"{n}:" in base + extra for n in declared):
        base = f"{prop}: {UNDERLYING[prop]}; {base}".strip().rstrip(";")
    rules = [keyframes.strip()]
    if extra:
        rules.append(extra.strip())
    if parent:
        rules.append(f".parent {{ {parent} }}")
    declarations = f"{base.strip().rstrip(';')}; " if base.strip() else ""
    rules.append(f".x {{ {declarations}animation: {animation}; }}")
    entry = {"name": name, "property": prop, "css": " ".join(r for r in rules if r),
             "times": times or LINEAR_TIMES}
    if paused:
        entry["playState"] = "paused"
    return entry


def kf(name, body):
    return f"@keyframes {name} {{ {body} }}"


def keyframe_cases():
    pad = "padding-top"
    return [
        case("from to", pad, kf("a", "from { padding-top: 0px } to { padding-top: 100px }"),
             "a 1000ms linear"),
        case("percentages", pad, kf("a", "0% { padding-top: 0px } 25% { padding-top: 80px } "
                                    "100% { padding-top: 100px }"),
             "a 1000ms linear", times=[0, 100, 250, 400, 625, 1000]),
        case("several selectors per keyframe", pad,
             kf("a", "0%, 100% { padding-top: 10px } 50% { padding-top: 50px }"),
             "a 1000ms linear"),
        case("missing 0% uses the underlying value", pad,
             kf("a", "50% { padding-top: 60px } 100% { padding-top: 100px }"),
             "a 1000ms linear", base="padding-top: 20px"),
        case("missing 100% uses the underlying value", pad,
             kf("a", "0% { padding-top: 100px } 50% { padding-top: 60px }"),
             "a 1000ms linear", base="padding-top: 20px"),
        case("only a middle keyframe", pad, kf("a", "40% { padding-top: 80px }"),
             "a 1000ms linear", base="padding-top: 0px", times=[0, 200, 400, 700, 1000]),
        case("repeated offset: the later declaration wins", pad,
             kf("a", "0% { padding-top: 0px } 50% { padding-top: 40px } "
                     "50% { padding-top: 80px } 100% { padding-top: 100px }"),
             "a 1000ms linear"),
        case("repeated offset: properties merge", pad,
             kf("a", "0% { padding-top: 0px } 50% { padding-top: 40px } "
                     "50% { opacity: 0.5 } 100% { padding-top: 100px }"),
             "a 1000ms linear"),
        case("property absent from a keyframe", "opacity",
             kf("a", "0% { opacity: 0; padding-top: 0px } 50% { padding-top: 50px } "
                     "100% { opacity: 1; padding-top: 100px }"),
             "a 1000ms linear"),
        case("property absent from a keyframe, other property", pad,
             kf("a", "0% { opacity: 0; padding-top: 0px } 50% { padding-top: 50px } "
                     "100% { opacity: 1; padding-top: 100px }"),
             "a 1000ms linear"),
        case("keyframes out of order", pad,
             kf("a", "100% { padding-top: 100px } 0% { padding-top: 0px } "
                     "50% { padding-top: 20px }"),
             "a 1000ms linear"),
        case("offset outside 0-100 ignored", pad,
             kf("a", "0% { padding-top: 0px } 150% { padding-top: 500px } "
                     "100% { padding-top: 100px }"),
             "a 1000ms linear"),
        case("shorthand in keyframes", pad,
             kf("a", "from { padding: 0px } to { padding: 100px 4px }"), "a 1000ms linear"),
        case("fractional offsets", pad,
             kf("a", "0% { padding-top: 0px } 33.3% { padding-top: 90px } "
                     "100% { padding-top: 100px }"),
             "a 1000ms linear", times=[0, 111, 333, 500, 1000]),
        case("keyframes name is case-sensitive", pad,
             kf("Grow", "from { padding-top: 0px } to { padding-top: 100px }"),
             "grow 1000ms linear", base="padding-top: 7px"),
        case("quoted keyframes name", pad,
             kf('"grow"', "from { padding-top: 0px } to { padding-top: 100px }"),
             "grow 1000ms linear"),
    ]


def easing_cases():
    pad = "padding-top"
    frames = kf("a", "from { padding-top: 0px } to { padding-top: 1000px }")
    functions = [
        "linear", "ease", "ease-in", "ease-out", "ease-in-out",
        "cubic-bezier(0.1, 0.7, 1, 0.1)", "cubic-bezier(0.5, -1, 0.5, 2)",
        "steps(4)", "steps(4, jump-start)", "steps(4, jump-none)", "steps(4, jump-both)",
        "steps(2, start)", "step-start", "step-end",
        "linear(0, 0.25, 1)", "linear(0, 0.5 20% 30%, 1)", "linear(0 0%, 1 50%, 0 100%)",
        "linear(0, 1.5 60%, 1)",
    ]
    cases = [case(f"easing {f}", pad, frames, f"a 1000ms {f}", times=EASING_TIMES)
             for f in functions]
    segments = kf("a", "0% { padding-top: 0px; animation-timing-function: ease-in } "
                       "50% { padding-top: 500px; animation-timing-function: steps(2) } "
                       "100% { padding-top: 1000px }")
    cases += [
        case("per-keyframe timing functions", pad, segments, "a 1000ms linear",
             times=[0, 100, 250, 400, 500, 600, 749, 750, 900, 1000]),
        case("per-keyframe timing function, the animation's elsewhere", pad,
             kf("a", "0% { padding-top: 0px } "
                     "50% { padding-top: 500px; animation-timing-function: linear } "
                     "100% { padding-top: 1000px }"),
             "a 1000ms ease-in", times=[0, 250, 500, 750, 1000]),
        case("per-keyframe timing function on the last keyframe is unused", pad,
             kf("a", "0% { padding-top: 0px } "
                     "100% { padding-top: 1000px; animation-timing-function: step-start }"),
             "a 1000ms linear", times=[0, 250, 500, 750, 1000]),
        case("easing per iteration, reversed", pad, frames,
             "a 1000ms ease-in 2 reverse", times=[0, 250, 500, 1250, 1500, 1999]),
        case("steps in the before phase (backwards fill)", pad, frames,
             "a 1000ms steps(2, jump-start) 500ms backwards",
             times=[0, 250, 499, 501, 750, 1000, 1499]),
        # At a positive delay's end exactly, Chromium shows the backwards fill's value (no
        # jump) when the fill mode fills backwards, and the active phase's value (the jump)
        # when it does not; at time 0 without a delay, the jump either way.
        case("steps jump-start at the delay's end, backwards fill", pad, frames,
             "a 1000ms steps(2, jump-start) 500ms backwards", base="padding-top: 7px",
             times=[500]),
        case("steps jump-start at the delay's end, no fill", pad, frames,
             "a 1000ms steps(2, jump-start) 500ms", base="padding-top: 7px", times=[500]),
        case("steps jump-start at time 0 without a delay, backwards fill", pad, frames,
             "a 1000ms steps(2, jump-start) backwards", base="padding-top: 7px", times=[0]),
    ]
    return cases


def iteration_cases():
    pad = "padding-top"
    frames = kf("a", "from { padding-top: 0px } to { padding-top: 100px }")
    base = "padding-top: 7px"
    long = [0, 250, 500, 999, 1000, 1250, 1500, 1999, 2000, 2250, 2500, 2750, 3000]
    cases = [
        case("iteration count 0", pad, frames, "a 1000ms linear 0", base=base,
             times=[0, 500, 1000]),
        case("iteration count 0 forwards", pad, frames, "a 1000ms linear 0 forwards",
             base=base, times=[0, 500, 1000]),
        case("iteration count 1", pad, frames, "a 1000ms linear 1", base=base,
             times=[0, 500, 999, 1000, 1500]),
        case("iteration count 2.5", pad, frames, "a 1000ms linear 2.5", base=base, times=long),
        case("iteration count 2.5 forwards", pad, frames, "a 1000ms linear 2.5 forwards",
             base=base, times=long),
        case("iteration count infinite", pad, frames, "a 1000ms linear infinite", base=base,
             times=long + [10250, 100500]),
        case("iteration count 0.5 forwards", pad, frames, "a 1000ms linear 0.5 forwards",
             base=base, times=[0, 250, 499, 500, 1000]),
    ]
    for direction in ["normal", "reverse", "alternate", "alternate-reverse"]:
        cases.append(case(f"direction {direction} 2.5 forwards", pad, frames,
                          f"a 1000ms linear 2.5 {direction} forwards", base=base, times=long))
    cases.append(case("direction alternate 2 forwards ends on from", pad, frames,
                      "a 1000ms linear 2 alternate forwards", base=base,
                      times=[0, 500, 1000, 1500, 1999, 2000, 2500]))
    cases.append(case("direction alternate-reverse ease-in", pad, frames,
                      "a 1000ms ease-in 3 alternate-reverse", base=base,
                      times=[0, 250, 1250, 2250, 2999, 3000]))
    return cases


def fill_cases():
    pad = "padding-top"
    frames = kf("a", "from { padding-top: 0px } to { padding-top: 100px }")
    base = "padding-top: 7px"
    delayed = [0, 250, 499, 500, 1000, 1499, 1500, 2000]
    cases = [case(f"fill {mode} with delay", pad, frames,
                  f"a 1000ms linear 500ms {mode}", base=base, times=delayed)
             for mode in ["none", "forwards", "backwards", "both"]]
    cases += [
        case("fill backwards reverse with delay", pad, frames,
             "a 1000ms linear 500ms reverse backwards", base=base, times=delayed),
        case("fill both alternate 2 with delay", pad, frames,
             "a 1000ms linear 500ms 2 alternate both", base=base,
             times=[0, 499, 500, 1500, 2000, 2499, 2500, 3000]),
        case("negative delay", pad, frames, "a 1000ms linear -300ms", base=base,
             times=[0, 200, 699, 700, 1000]),
        case("negative delay forwards", pad, frames, "a 1000ms linear -300ms forwards",
             base=base, times=[0, 200, 699, 700, 1000]),
        case("negative delay past the end", pad, frames, "a 1000ms linear -1500ms forwards",
             base=base, times=[0, 500]),
        case("negative delay past the end, no fill", pad, frames, "a 1000ms linear -1500ms",
             base=base, times=[0, 500]),
        case("duration 0", pad, frames, "a 0s linear", base=base, times=[0, 100]),
        case("duration 0 forwards", pad, frames, "a 0s linear forwards", base=base,
             times=[0, 100]),
        case("duration 0 backwards with delay", pad, frames, "a 0s linear 500ms backwards",
             base=base, times=[0, 499, 500, 600]),
        case("duration 0 both, 3 iterations reversed", pad, frames,
             "a 0s linear 3 alternate both", base=base, times=[0, 100]),
        case("duration 0, 2.5 iterations forwards", pad, frames,
             "a 0s linear 2.5 forwards", base=base, times=[0, 100]),
    ]
    return cases


def cascade_cases():
    pad = "padding-top"
    grow = kf("grow", "from { padding-top: 0px } to { padding-top: 100px }")
    shrink = kf("shrink", "from { padding-top: 200px } to { padding-top: 100px }")
    base = "padding-top: 7px"
    return [
        case("two animations, the later in the list wins", pad, grow + " " + shrink,
             "grow 1000ms linear, shrink 1000ms linear", base=base),
        case("two animations, the later wins only while it applies", pad,
             grow + " " + shrink, "grow 1000ms linear forwards, shrink 500ms linear 250ms",
             base=base, times=[0, 200, 250, 500, 749, 750, 1000, 1200]),
        case("two animations on different properties", "opacity",
             grow + " " + kf("fade", "from { opacity: 0 } to { opacity: 1 }"),
             "grow 1000ms linear, fade 500ms linear", times=[0, 250, 499, 500, 750]),
        case("the same keyframes twice", pad, grow,
             "grow 1000ms linear, grow 500ms linear 250ms", base=base,
             times=[0, 250, 500, 750, 1000]),
        case("a name that matches no @keyframes", pad, grow, "nothing 1000ms linear",
             base=base, times=[0, 500]),
        case("a missing name before a real one", pad, grow,
             "nothing 1000ms linear, grow 1000ms linear", base=base),
        case("animation-name none", pad, grow, "none 1000ms linear", base=base,
             times=[0, 500]),
        case("the last @keyframes of a name wins", pad,
             grow + " " + kf("grow", "from { padding-top: 50px } to { padding-top: 60px }"),
             "grow 1000ms linear"),
        case("the last @keyframes wins even without the property", pad,
             grow + " " + kf("grow", "from { opacity: 0 } to { opacity: 1 }"),
             "grow 1000ms linear", base=base),
        case("@keyframes in a matching @media", pad,
             "@media all { " + grow + " }", "grow 1000ms linear", base=base),
        case("@keyframes in a @media that does not match", pad,
             "@media not all { " + grow + " }", "grow 1000ms linear", base=base,
             times=[0, 500]),
        case("@keyframes in a @media that does not match after one outside", pad,
             grow + " @media not all { " + shrink.replace("shrink", "grow") + " }",
             "grow 1000ms linear"),
        case("!important in a keyframe is ignored", pad,
             kf("a", "from { padding-top: 0px } 50% { padding-top: 90px !important } "
                     "to { padding-top: 100px }"),
             "a 1000ms linear"),
        case("an !important declaration beats the animation", pad, grow,
             "grow 1000ms linear", base="padding-top: 7px !important", times=[0, 500]),
        case("a normal declaration loses to the animation", pad, grow,
             "grow 1000ms linear", extra=".x { padding-top: 3px; }"),
        case("animation-play-state paused", pad, grow, "grow 1000ms linear paused",
             base=base, times=[0, 300], paused=True),
        case("animation-play-state paused with delay backwards", pad, grow,
             "grow 1000ms linear 200ms paused backwards", base=base, times=[0, 300],
             paused=True),
        case("animation-play-state paused with negative delay", pad, grow,
             "grow 1000ms linear -250ms paused", base=base, times=[0, 300], paused=True),
    ]


def value_cases():
    def two(name, prop, start, end, base="", parent="", times=None, anim="a 1000ms linear"):
        return case(name, prop, kf("a", f"from {{ {prop}: {start} }} to {{ {prop}: {end} }}"),
                    anim, base=base, parent=parent, times=times)
    border = "border: 0px solid rgb(0, 0, 0)"
    return [
        two("color legacy", "color", "red", "blue"),
        two("color legacy alpha", "background-color", "rgba(255, 0, 0, 0.2)", "rgb(0, 0, 255)"),
        two("color transparent", "background-color", "transparent", "rgb(0, 128, 0)"),
        two("color hsl legacy", "color", "hsl(120 100% 25%)", "rgb(200, 100, 50)"),
        two("color oklch", "color", "oklch(0.7 0.15 30)", "oklch(0.5 0.2 250)"),
        two("color legacy to oklch", "background-color", "red", "oklch(0.5 0.2 250)"),
        two("color lab alpha", "background-color", "lab(50 40 30 / 0.5)", "rgb(0, 0, 255)"),
        two("border-color", "border-color", "rgb(255, 0, 0)", "rgb(0, 0, 255)", base=border),
        case("color three keyframes", "color",
             kf("a", "0% { color: red } 50% { color: lime } 100% { color: blue }"),
             "a 1000ms linear", times=[0, 250, 500, 750, 1000]),
        two("opacity", "opacity", "0", "1"),
        two("opacity overshoot", "opacity", "0.2", "0.8",
            anim="a 1000ms cubic-bezier(0.5, -1, 0.5, 2)", times=[0, 100, 250, 500, 900, 1000]),
        # Chromium floors a border width of 1px or more to whole pixels: 0 → 8px keeps
        # the quarters whole.
        two("border-width", "border-width", "0px", "8px", base=border),
        two("border-radius", "border-radius", "0px", "20px"),
        two("letter-spacing", "letter-spacing", "normal", "10px"),
        two("letter-spacing negative", "letter-spacing", "2px", "-3px"),
        two("font-size", "font-size", "10px", "21px"),
        two("font-size inherited by keyframes", "font-size", "inherit", "30px",
            parent="font-size: 10px"),
        two("padding em", "padding-top", "10px", "2em", base="font-size: 10px"),
        # em in a keyframe is resolved with the animated font-size at each sample: at 25%,
        # 12.5px × 1em → 12.5px × 3em gives 18.75px (with each keyframe's own font-size it
        # would be 22.5px, with the element's 16px 24px).
        case("em in keyframes follows an animated font-size", "padding-top",
             kf("a", "from { font-size: 10px; padding-top: 1em } "
                     "to { font-size: 20px; padding-top: 3em }"),
             "a 1000ms linear"),
        case("em of a declaration follows an animated font-size", "padding-top",
             kf("a", "from { font-size: 10px } to { font-size: 20px }"),
             "a 1000ms linear", base="padding-top: 2em"),
        two("box-shadow", "box-shadow", "0px 0px 0px 0px red", "10px 20px 30px 5px blue"),
        two("box-shadow none", "box-shadow", "none", "10px 10px 10px 2px rgba(0, 0, 0, 0.5)"),
        two("box-shadow lists", "box-shadow", "2px 2px red", "4px 4px blue, 8px 8px 8px green"),
        two("box-shadow inset mismatch (discrete)", "box-shadow", "2px 2px red",
            "inset 4px 4px blue", times=[0, 250, 499, 500, 750, 1000]),
        two("text-shadow", "text-shadow", "1px 1px 2px red", "3px 5px 6px blue"),
        # The base value is center (UNDERLYING): Chromium prints the initial value as
        # `start`, SkinKit `natural`.
        two("discrete text-align", "text-align", "left", "right",
            times=[0, 250, 499, 500, 750, 1000]),
        two("discrete text-align overshoot", "text-align", "left", "right",
            anim="a 1000ms cubic-bezier(0.5, -1, 0.5, 2)", times=[0, 100, 250, 500, 900, 1000]),
        case("discrete text-align three keyframes", "text-align",
             kf("a", "0% { text-align: left } 40% { text-align: center } "
                     "100% { text-align: right }"),
             "a 1000ms linear", times=[0, 199, 200, 400, 699, 700, 1000]),
        two("currentcolor in keyframes", "background-color", "currentcolor", "rgb(0, 0, 255)",
            base="color: rgb(255, 0, 0)"),
        # currentcolor in a keyframe is the animated color at each sample, not the color
        # of the keyframe that names it.
        case("currentcolor follows an animated color", "background-color",
             kf("a", "from { color: rgb(255, 0, 0); background-color: currentcolor } "
                     "to { color: rgb(0, 0, 255); background-color: rgb(0, 255, 0) }"),
             "a 1000ms linear"),
        two("currentcolor from the parent's color", "border-color", "currentcolor",
            "rgb(0, 0, 255)", base="border: 0px solid; color: inherit",
            parent="color: rgb(0, 128, 0)"),
        two("var() in keyframes", "background-color", "var(--c)", "rgb(0, 0, 255)",
            base="--c: rgb(255, 0, 0)"),
        two("var() length in keyframes", "padding-top", "var(--p)", "calc(var(--p) * 3)",
            base="--p: 10px"),
        two("var() missing in a keyframe", "padding-top", "var(--missing)", "100px",
            base="padding-top: 7px"),
        two("inherit in keyframes", "color", "inherit", "rgb(0, 0, 255)",
            parent="color: rgb(255, 0, 0)"),
    ]


def cases():
    return (keyframe_cases() + easing_cases() + iteration_cases() + fill_cases()
            + cascade_cases() + value_cases())


# Random cases (animation_oracle.py --random SEEDS): one property, one or two animations of
# random keyframes and settings, sampled at random times. Durations and delays are whole
# multiples of 50 ms and keyframe offsets multiples of 5%, so every boundary (a phase, an
# iteration, a keyframe, a step) falls on a whole or simple fractional ms; the sample times
# after 0 fall 0.37 ms past a whole ms, never on one, where float rounding could put a
# value either side of a step.
RANDOM_PROPERTIES = ["padding-top", "opacity", "color", "background-color", "border-radius",
                     "letter-spacing", "font-size", "box-shadow", "text-align"]
RANDOM_EASINGS = ["linear", "ease", "ease-in", "ease-out", "ease-in-out", "step-start",
                  "step-end"]
STEP_POSITIONS = ["", ", jump-start", ", jump-end", ", jump-none", ", jump-both", ", start",
                  ", end"]


def random_value(rng, prop):
    def rgb():
        channels = ", ".join(str(rng.randint(0, 255)) for _ in range(3))
        if rng.random() < 0.2:
            return f"rgba({channels}, {rng.choice(['0', '0.25', '0.5', '0.8'])})"
        return f"rgb({channels})"
    if prop == "opacity":
        return f"{rng.randint(0, 100) / 100:g}"
    if prop in ("color", "background-color"):
        return rgb()
    if prop == "padding-top" or prop == "border-radius":
        return f"{rng.randint(0, 200)}px"
    if prop == "letter-spacing":
        return f"{rng.randint(-20, 20)}px"
    if prop == "font-size":
        return f"{rng.randint(4, 60)}px"
    if prop == "box-shadow":
        return (f"{rng.randint(-20, 20)}px {rng.randint(-20, 20)}px {rng.randint(0, 20)}px "
                f"{rng.randint(-5, 10)}px {rgb()}")
    return rng.choice(["left", "right", "center"])


def random_easing(rng):
    kind = rng.random()
    if kind < 0.35:
        return rng.choice(RANDOM_EASINGS)
    if kind < 0.6:
        x1, x2 = (rng.randint(0, 100) / 100 for _ in range(2))
        y1, y2 = (rng.randint(-100, 200) / 100 for _ in range(2))
        return f"cubic-bezier({x1:g}, {y1:g}, {x2:g}, {y2:g})"
    if kind < 0.85:
        position = rng.choice(STEP_POSITIONS)
        low = 2 if position == ", jump-none" else 1
        return f"steps({rng.randint(low, 5)}{position})"
    stops = ["0"] + [f"{rng.randint(-50, 150) / 100:g}" for _ in range(rng.randint(1, 3))] + ["1"]
    if rng.random() < 0.5:
        at = sorted(rng.randint(1, 99) for _ in range(len(stops) - 2))
        stops = [stops[0]] + [f"{s} {p}%" for s, p in zip(stops[1:-1], at)] + [stops[-1]]
    return f"linear({', '.join(stops)})"


def random_keyframes(rng, name, prop):
    offsets = set(rng.sample(range(5, 100, 5), rng.randint(0, 3)))
    if rng.random() < 0.85:
        offsets.add(0)
    if rng.random() < 0.85:
        offsets.add(100)
    if not offsets:
        offsets.add(50)
    frames = []
    for offset in sorted(offsets, key=lambda _: rng.random()):
        body = f"{prop}: {random_value(rng, prop)}"
        if rng.random() < 0.2:
            body += f"; animation-timing-function: {random_easing(rng)}"
        frames.append(f"{offset}% {{ {body} }}")
    return kf(name, " ".join(frames))


def random_animation(rng, name):
    duration = 0 if rng.random() < 0.05 else rng.randint(2, 40) * 50
    delay = 0 if rng.random() < 0.4 else rng.randint(-30, 30) * 50
    count = "0" if rng.random() < 0.04 else rng.choice(
        ["0.5", "1", "1", "1.5", "2", "2.5", "3", "infinite"])
    direction = rng.choice(["normal", "reverse", "alternate", "alternate-reverse"])
    fill = rng.choice(["none", "forwards", "backwards", "both"])
    text = f"{name} {duration}ms {random_easing(rng)} {delay}ms {count} {direction} {fill}"
    iterations = 3 if count == "infinite" else float(count)
    return text, delay, delay + duration * iterations


def random_case(seed):
    import random
    rng = random.Random(seed)
    prop = rng.choice(RANDOM_PROPERTIES)
    names = ["a", "b"] if rng.random() < 0.2 else ["a"]
    keyframes = " ".join(random_keyframes(rng, name, prop) for name in names)
    animations = [random_animation(rng, name) for name in names]
    base = f"{prop}: {random_value(rng, prop)}" if rng.random() < 0.7 else ""
    last = max([end for _, _, end in animations] + [delay for _, delay, _ in animations])
    # Most samples while some animation runs, one or two after.
    end = int(max(last, 0))
    times = sorted({rng.randint(0, end if end > 200 and rng.random() < 0.8 else end + 500)
                    + 0.37 for _ in range(rng.randint(5, 9))})
    if min(delay for _, delay, _ in animations) >= 0:
        times = [0] + times
    entry = case(f"random {seed}", prop, keyframes, ", ".join(a for a, _, _ in animations),
                 base=base, times=times)
    entry["seed"] = seed
    return entry
