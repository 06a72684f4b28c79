import SkinKitProperties
import SkinKitSupport
import SkinKitSyntax

// Hints for sheets written for other systems (NUI, Pixate, InterfaCSS, UIKit's names): what
// a property they spell otherwise is called here, a `;` that is missing, and color names
// that mean other colors in CSS than in UIKit.
extension StylesheetCompiler {
  /// The properties of the systems SkinKit replaces that `.skss` spells otherwise (NUI's
  /// names are in `NUIVocabulary` too): their `.skss` names (a fix-it for each), and what the
  /// message says of them.
  static let peerPropertyNames: [String: (names: [String], hint: String)] = [
    "font-color": (
      ["color", "title-color"],
      "'color' (a button's or bar's title: 'title-color'; NUI's font-color)"
    ),
    "font-name": (
      ["font-family", "title-font"],
      "'font-family' (a button's or bar's title: 'title-font'; NUI's font-name)"
    ),
    "text-alpha": (["opacity"], "'opacity' (NUI's text-alpha)"),
    "text-line-clamp": (["number-of-lines"], "'number-of-lines' (NUI's text-line-clamp)"),
    "background-tint-color": (["tint-color"], "'tint-color' (NUI's background-tint-color)"),
    "foreground-color": (["color", "title-color"], "'color' (a title's: 'title-color')"),
  ]

  /// What to add to an unknown property's message — the `.skss` name of another system's
  /// property, or a known name close to it (`colr`: 'color') — and the names it suggests,
  /// for fix-its (a peer's name may mean two: NUI's `font-color` is a label's `color` and a
  /// button's `title-color`); `nil` when none is close.
  func unknownPropertySuggestion(_ name: String) -> (hint: String, names: [String])? {
    let lowered = name.asciiLowercased
    if let peer = Self.peerPropertyNames[lowered] {
      return ("; did you mean \(peer.hint)?", peer.names)
    }
    // Two edits at most, against names at least four long (`colr`, `backgroud-color`).
    guard lowered.count >= 4 else { return nil }
    var best: (name: String, distance: Int)?
    for definition in table.definitions {
      for candidate in [definition.name] + definition.aliases {
        let distance = NearestName.editDistance(lowered, candidate, limit: 2)
        if distance <= 2, distance < (best?.distance ?? 3) { best = (definition.name, distance) }
      }
    }
    return best.map { ("; did you mean '\($0.name)'?", [$0.name]) }
  }

  /// A hint when a value holds `name:` — the start of the next declaration, its `;` missing
  /// (`colr: red background-color: #12`): "a ';' missing before 'background-color'?", and
  /// where the `;` goes (after the token before that name, when the value's own text holds
  /// it: `bytes`); `nil` when the value holds no such name.
  static func missingSemicolon(_ value: ArraySlice<Token>, bytes: Range<Int>)
    -> (hint: String, offset: Int?)?
  {
    var previous: Token?
    var beforePrevious: Token?
    var depth = 0
    for token in value {
      switch token.kind {
      case .function, .openParen, .openBracket, .openBrace: depth += 1
      case .closeParen, .closeBracket, .closeBrace: depth = max(0, depth - 1)
      case .colon where depth == 0:
        if let previous, previous.kind == .ident {
          let offset = beforePrevious.map(\.end).flatMap {
            bytes.contains($0 - 1) && previous.end <= bytes.upperBound ? $0 : nil
          }
          return ("a ';' missing before '\(SourceExcerpt.clipped(previous.value))'?", offset)
        }
      default: break
      }
      if token.kind != .whitespace {
        beforePrevious = previous
        previous = token
      }
    }
    return nil
  }

  /// CSS's color names that UIKit's color of the same name contradicts (`lightgray` is
  /// `#d3d3d3`, `lightGrayColor` `#aaaaaa`): lowercased name → the UIKit name and both values.
  static let contradictedColorNames: [String: (uikit: String, css: UInt32, uikitRGBA: UInt32)] = {
    var result: [String: (String, UInt32, UInt32)] = [:]
    for (name, rgb) in NamedColors.css {
      let uikitKey = name.replacingGrey + "color"
      guard
        let uikit = NamedColors.uikit.first(where: { $0.name.asciiLowercased == uikitKey }),
        uikit.rgba >> 8 != rgb
      else { continue }
      result[name] = (uikit.name, rgb, uikit.rgba)
    }
    return result
  }()

  /// Warns about each CSS color name in a declaration's value that UIKit's color of the same
  /// name contradicts, saying how to write UIKit's — where the name is written as UIKit
  /// writes it, with a capital (`lightGray`, `DarkGray`): in lowercase (`lightgray`,
  /// `green`) it is the CSS name a CSS author means.
  mutating func warnAboutContradictedColorNames(_ declaration: DeclarationParts) {
    // Tokens are read in place, and only an ident is copied: a value's tokens are mostly
    // not idents (`#hex`, `var(`, numbers).
    for index in declaration.value.indices where declaration.value[index].kind == .ident {
      // Values' keywords are lowercase: most idents are passed over without a lookup, and
      // without a copy of their token.
      guard declaration.value[index].value.containsASCIIUppercase else { continue }
      let token = declaration.value[index]
      guard let contradicted = Self.contradictedColorNames[token.value.asciiLowercased]
      else { continue }
      let css = "#" + Self.hex(contradicted.css, digits: 6)
      let uikit = "#" + Self.hex(contradicted.uikitRGBA >> 8, digits: 6)
      let range = SourceRange(file: declaration.file, bytes: token.start..<token.end)
      // The word as written, when the declaration's own text holds it (not a constant's).
      let written = declaration.valueBytes.contains(token.start)
      report(
        .ambiguousColorName,
        "'\(token.value)' is CSS's \(css); UIKit's \(contradicted.uikit.dropLast(5)) is \(uikit) (write \(contradicted.uikit) for it)",
        range,
        fixIts: written
          ? [
            FixIt(
              "write \(contradicted.uikit) for UIKit's \(uikit)",
              replacing: range, with: contradicted.uikit),
            FixIt(
              "write \(token.value.asciiLowercased) for CSS's \(css)",
              replacing: range, with: token.value.asciiLowercased),
          ] : [])
    }
  }

  private static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}

extension String {
  /// CSS's `grey` spellings as UIKit's `gray` (`lightgrey` is `lightGrayColor`'s name).
  fileprivate var replacingGrey: String {
    var text = self
    while let range = text.range(of: "grey") { text.replaceSubrange(range, with: "gray") }
    return text
  }
}
