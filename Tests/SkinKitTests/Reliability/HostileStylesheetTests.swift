import Foundation
import SkinKit
import Testing

/// Stylesheets built to hurt: each limit SkinKit sets is reported with its id at the right
/// line and column, in bounded time and memory, and the valid rest of the sheet applies.
@Suite("Hostile stylesheets")
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
}
