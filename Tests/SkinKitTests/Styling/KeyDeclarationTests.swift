import SkinKit
import Testing

/// An app's property declared once, as built-ins are (issue 35 item 2): its syntax inferred
/// from its Swift type, named `\.tileElevation` through an extension of `StyleKeys`, the
/// same property however often it is declared.
enum TileElevation: String, StyleValueConvertible, CaseIterable {
  case flat, raised, floating
}

extension StyleKeys {
  /// Declared in a computed property: every read gives the same key.
  var tileElevation: StyleKey<TileElevation> { StyleKey("tile-elevation", initial: .flat) }
  var tileGlow: StyleKey<StyleColor> { StyleKey("tile-glow", initial: .clear, inherited: true) }
  var tileCorner: StyleKey<Double> { StyleKey("tile-corner", initial: 4) }
}

/// A class binding app keys by key path, as it binds built-in ones.
final class ElevatedTile: View {
  var elevation = TileElevation.flat
  var glow = StyleColor.clear
  var corner = 0.0
  override class var styleBindings: [StyleBinding] {
    super.styleBindings + [
      .bind(\.tileElevation, to: \ElevatedTile.elevation),
      .bind(\.tileGlow, to: \ElevatedTile.glow),
      .bind(\.tileCorner, to: \ElevatedTile.corner),
    ]
  }
}

@Suite("Declaring an app's keys")
struct KeyDeclarationTests {
  static let keys = StyleKeys.builtIn

  @Test("a key's syntax follows from its type, and sheets set it as a built-in")
  func inferredSyntax() throws {
    let registry = try StyleRegistry(
      keys: [
        Self.keys.tileElevation.erased, Self.keys.tileGlow.erased, Self.keys.tileCorner.erased,
      ])
    let sheet = Stylesheet.parse(
      """
      Window { tile-glow: #102030; }
      ElevatedTile { tile-elevation: raised; tile-corner: 12pt; }
      ElevatedTile.bad { tile-elevation: sideways; tile-corner: red; }
      """, path: "tiles.skss")
    let skin = Skin(name: "Tiles", stylesheets: [sheet], registry: registry)
    #expect(
      skin.diagnostics.map {
        "\($0.location.map { "\($0.line):\($0.column)" } ?? "?") \($0.id.rawValue) \($0.message)"
      } == [
        "3:36 invalid-value invalid value for 'tile-elevation': expected one of flat, raised, floating, found 'sideways'",
        "3:59 invalid-value invalid value for 'tile-corner': expected a length, found 'red'",
      ])
    let window = Window()
    let tile = ElevatedTile()
    window.addSubview(tile)
    window.style(with: skin)
    #expect(tile.elevation == .raised)
    #expect(tile.corner == 12)
    #expect(tile.glow == StyleColor(hex: "#102030"))  // inherited, as declared
    let style = CascadingStyle()
    style.tileElevation = .floating
    style.apply(to: tile)
    #expect(tile.elevation == .floating)
  }

  @Test("declaring a key again gives the same property; a type with no syntax says so")
  func identity() {
    #expect(Self.keys.tileElevation == Self.keys.tileElevation)
    #expect(StyleKey<Double>("tile-corner", initial: 4) == Self.keys.tileCorner)
    struct Opaque: StyleValueConvertible {
      init?(styleValue: StyleValue) { nil }
      init() {}
      func styleValue(for syntax: ValueSyntax) -> StyleValue { .none }
    }
    #expect(
      StyleKey<Opaque>("tile-opaque", initial: Opaque()).declarationError?.message
        == "'tile-opaque': no syntax follows from Opaque; declare the key with syntax:")
  }
}
