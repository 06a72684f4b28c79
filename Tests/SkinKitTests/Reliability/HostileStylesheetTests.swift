import Foundation
import SkinKit
import Testing

/// Stylesheets built to hurt: each limit SkinKit sets is reported with its id at the right
/// line and column, in bounded time and memory, and the valid rest of the sheet applies.
@Suite("Hostile stylesheets", .timeLimit(.minutes(2)))
struct HostileStylesheetTests {
  /// `:not(:is(…))` 17 pairs deep is 34 levels: the selector parser's limit is 32. Inside the
  /// forgiving `:is()` the error was swallowed, `:is()` became empty and the rule silently
  /// matched every label; now the rule is dropped with the diagnostic.
  @Test func selectorsNestedTooDeeplyAreReported() {
    let deep =
      "Label" + String(repeating: ":not(:is(", count: 17) + ".x"
      + String(repeating: "))", count: 17) + " { color: red }\nLabel { tint-color: blue }"
    let outcome = Hostile(deep)
    // Reported at the 33rd list: the `:is(` of the 17th pair.
    #expect(outcome.reported == ["nesting-too-deep 1:155"])
    #expect(outcome.value("plain", "color") == nil)
    #expect(outcome.value("x", "color") == nil)
    #expect(outcome.value("plain", "tint-color") == "#0000ffff")
    // 16 pairs (32 levels) is allowed, and means what it says: 16 negations of `.x` are `.x`.
    let allowed =
      "Label" + String(repeating: ":not(:is(", count: 16) + ".x"
      + String(repeating: "))", count: 16) + " { color: red }"
    let fine = Hostile(allowed)
    #expect(fine.reported == [])
    #expect(fine.value("x", "color") == "#ff0000ff")
    #expect(fine.value("plain", "color") == nil)
  }

  /// Numbers too large for a `Double`, and lengths that overflow in `calc()` (they used to
  /// become infinite, or NaN, and were printed as 1e+308 and 0): `number-out-of-range`, the
  /// declaration dropped. Relative lengths that overflow when computed are clamped (CSS Values
  /// 4 clamps infinities), so computed values stay finite.
  @Test func numbersThatOverflowAreReported() {
    let outcome = Hostile(
      """
      Label {
        padding-top: 1e400;
        padding-left: calc(1e200px * 1e200);
        padding-right: calc(1e200px * 1e200 - 1e200px * 1e200);
        opacity: calc(1e308 * 10);
        letter-spacing: 99999999999999999999999px;
      }
      @media (width >= 1e999) { Label { color: red } }
      Window { font-size: 1e300px }
      #x { font-size: 1e300em; padding-bottom: 2em; }
      Label { tint-color: blue }
      """)
    #expect(
      outcome.reported == [
        "number-out-of-range 2:16", "number-out-of-range 3:17", "number-out-of-range 4:18",
        "number-out-of-range 5:12", "invalid-media-query 8:9",
      ])
    #expect(outcome.value("plain", "padding-top") == nil)
    #expect(outcome.value("plain", "padding-left") == nil)
    #expect(outcome.value("plain", "padding-right") == nil)
    #expect(outcome.value("plain", "opacity") == nil)
    #expect(outcome.value("plain", "letter-spacing") == "1e+23")
    #expect(outcome.value("plain", "color") == nil)
    #expect(outcome.value("x", "font-size") == "1.7976931348623157e+308")
    #expect(outcome.value("x", "padding-bottom") == "1.7976931348623157e+308")
    #expect(outcome.value("plain", "tint-color") == "#0000ffff")
  }

  /// A 10 MB stylesheet on one line: a rule, ten million characters of comment, a bad
  /// declaration and two more rules. Everything after the comment still applies, and the
  /// bad declaration is reported at its column ten million characters along.
  @Test func aTenMegabyteLineIsReadToItsEnd() {
    let comment = "/*" + String(repeating: "x", count: 10_000_000) + "*/"
    let text =
      "#plain { color: red } " + comment
      + " #x { colr: blue; tint-color: green } Button { opacity: 0.5 }"
    let outcome = Hostile(text)
    // 22 characters, then the comment (10,000,004), then " #x { " (6): the bad name's column.
    #expect(outcome.reported == ["unknown-property 1:10000033"])
    #expect(outcome.value("plain", "color") == "#ff0000ff")
    #expect(outcome.value("x", "tint-color") == "#008000ff")
    #expect(outcome.value("button", "opacity") == "0.5")
  }

  /// Rules nested under selector lists: every `&`, written or implied, stands for the whole
  /// parent list, so each level of `a, b { … }` doubled the selectors' size, and building a
  /// skin's invalidation map walked all of it (24 levels: tens of millions of simple
  /// selectors; the fuzzer found it as a 10-second timeout). Past 10,000 simple selectors the
  /// rule is dropped with `expansion-too-large`, and the rules nested in it.
  @Test func selectorsNestedUnderListsStopExpanding() {
    let levels = 24
    var text = ""
    for level in 0..<levels {
      text += "Label.l\(level), Button.l\(level) { padding-top: \(level);\n"
    }
    text += String(repeating: "}\n", count: levels) + "Label { tint-color: blue }"
    let outcome = Hostile(text)
    // Level k holds 2^(k+3) - 4 simple selectors: level 11 (line 12) is the first past 10,000.
    #expect(outcome.reported == ["expansion-too-large 12:1"])
    #expect(outcome.cascade.rules.count == 2 * 11 + 1)
    #expect(outcome.value("plain", "tint-color") == "#0000ffff")
    // Reached through `&` as well: `& &` doubles too.
    let ampersands =
      "Label {\n" + String(repeating: "& &, & {\n", count: 16) + "color: red;\n"
      + String(repeating: "}\n", count: 17)
    #expect(Hostile(ampersands).reported.map { $0.prefix(19) } == ["expansion-too-large"])
  }

  /// `@extend` of a class the parent lists use: every rule nested under them gets copies
  /// whose `:is()` lists grow at every level, and each extension copies the copies too (the
  /// fuzzer's input took 60 seconds to build a skin; 24 extensions of 11 levels, forever).
  /// An extended selector past 10,000 simple selectors is not made (`expansion-too-large`),
  /// and `@extend` stops once it has added 100,000 or looked at a million
  /// (`too-many-rules`).
  @Test func extensionsOfNestedListsStopGrowing() {
    var text = ""
    for level in 0..<10 { text += ".card, Label.l\(level) {\n" }
    text += "color: red;\n" + String(repeating: "}\n", count: 10)
    for number in 0..<20 { text += ".x\(number) { @extend .card; }\n" }
    text += "Label { tint-color: blue }"
    let outcome = Hostile(text)
    let ids = Set(outcome.reported.map { $0.split(separator: " ")[0] })
    #expect(ids == ["expansion-too-large", "too-many-rules"])
    #expect(outcome.value("plain", "tint-color") == "#0000ffff")
  }

  /// Explanations print a nested rule's selector with its parent's text in place of `&`: of
  /// the `&` tokens only, not of an `&` in a string, which printed the parent inside the
  /// string (`[title="Window"]`), and under nested rules multiplied the text at every level.
  @Test func onlyAmpersandTokensStandForTheParent() {
    let outcome = Hostile(
      #"Window { [title="&"] { color: red } & Label:not([title="&&"]) { opacity: 0.5 } }"#)
    #expect(
      outcome.cascade.rules.map(\.selectorText) == [
        #"Window [title="&"]"#, #"Window Label:not([title="&&"])"#,
      ])
    var text = "Window {\n"
    for level in 0..<20 { text += #"[title="&&&&&&&&"].l\#(level) {"# + "\n" }
    text += "color: red;\n" + String(repeating: "}\n", count: 21)
    let deep = Hostile(text)
    #expect(deep.reported == [])
    #expect(deep.cascade.rules.first.map { $0.selectorText.utf8.count < 1_000 } == true)
  }
}
