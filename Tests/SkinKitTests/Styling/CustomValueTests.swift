import SkinKit
import Testing

/// A value of the app's own type, read by a parser of the app's (`ValueSyntax.custom`) from
/// the text of the declaration.
private struct Halo: Hashable, Sendable, CustomStringConvertible, StyleValueConvertible {
  var radius: Double
  var soft: Bool
  var description: String { soft ? "halo \(radius) soft" : "halo \(radius)" }

  init(radius: Double, soft: Bool) {
    self.radius = radius
    self.soft = soft
  }

  init?(styleValue: StyleValue) {
    guard case .custom(let custom) = styleValue, let halo = custom.value(as: Halo.self) else {
      return nil
    }
    self = halo
  }

  func styleValue(for syntax: ValueSyntax) -> StyleValue { .custom(CustomStyleValue(self)) }
}

private struct HaloError: Error, CustomStringConvertible { var description: String }

private final class HaloBadge: View {
  var halo = Halo(radius: 0, soft: false)
  override class var styleBindings: [StyleBinding] {
    super.styleBindings + [.bind(haloKey, to: \HaloBadge.halo)]
  }
}

private let haloSyntax = ValueSyntax.custom { text in
  let words = text.split(separator: " ")
  guard let first = words.first, let radius = Double(first), words.count <= 2,
    words.count == 1 || words[1] == "soft"
  else { throw HaloError(description: "expected a radius and 'soft', found '\(text)'") }
  return .custom(CustomStyleValue(Halo(radius: radius, soft: words.count == 2)))
}

private let haloKey = StyleKey<Halo>(
  "halo-test", syntax: haloSyntax, initial: Halo(radius: 0, soft: false))

@Suite("Values of an app's own type")
struct CustomValueTests {
  @Test(
    "a custom syntax gets the value's text, whitespace collapsed; what it refuses is an invalid-value diagnostic"
  )
  func customSyntax() throws {
    let registry = try StyleRegistry(keys: [haloKey.erased])
    let sheet = Stylesheet.parse(
      ".a { halo-test: 4   soft; }\n.b { halo-test: wide; }", path: "halo.skss")
    let skin = Skin(name: "halo", stylesheets: [sheet], registry: registry)
    let root = View()
    let soft = HaloBadge(classes: ["a"])
    let refused = HaloBadge(classes: ["b"])
    root.addSubview(soft)
    root.addSubview(refused)
    root.style(with: skin)
    #expect(soft.halo == Halo(radius: 4, soft: true))
    #expect(refused.halo == Halo(radius: 0, soft: false))
    let diagnostics = skin.diagnostics.map {
      "\($0.id.rawValue) \($0.location.map(\.description) ?? "-") \($0.message)"
    }
    #expect(
      diagnostics == [
        "invalid-value 2:17 invalid value for 'halo-test': expected a radius and 'soft', found 'wide'"
      ])
  }
}
