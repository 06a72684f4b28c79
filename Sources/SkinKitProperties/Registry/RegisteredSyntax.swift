import SkinKitSyntax

/// The `syntax` descriptor of an `@property` rule (CSS Properties and Values API 1 §5): the
/// universal syntax `*`, or alternatives separated by `|`, each a data type name (`<color>`)
/// or a keyword (`auto`), optionally followed by `+` (a space-separated list) or `#` (a
/// comma-separated list).
///
/// ```swift
/// let syntax = try RegisteredSyntax.parse("<length> | auto")
/// syntax.description   // "<length> | auto"
/// ```
package struct RegisteredSyntax: Sendable, Hashable, CustomStringConvertible {
  /// The data types a syntax may name (CSS Properties and Values API 1 §5.1).
  package enum DataType: String, Sendable, Hashable, CaseIterable {
    case angle, color, image, integer, length, number, percentage, resolution, string, time, url
    case customIdent = "custom-ident"
    case lengthPercentage = "length-percentage"
    case transformFunction = "transform-function"
    case transformList = "transform-list"

    /// Whether SkinKit reads and computes values of this type. The others are valid CSS,
    /// but a rule that names one is reported and ignored rather than read wrongly.
    package var isSupported: Bool {
      switch self {
      case .angle, .color, .customIdent, .integer, .length, .lengthPercentage, .number,
        .percentage, .resolution, .string, .time:
        true
      case .image, .transformFunction, .transformList, .url:
        false
      }
    }
  }

  /// What a component reads: a value of a data type, or one keyword (matched exactly).
  package enum Kind: Sendable, Hashable {
    case type(DataType)
    case keyword(String)
  }

  /// How many values a component takes.
  package enum Multiplier: Sendable, Hashable {
    case one
    /// `+`: one or more, separated by whitespace.
    case spaceList
    /// `#`: one or more, separated by commas.
    case commaList
  }

  /// One alternative.
  package struct Component: Sendable, Hashable, CustomStringConvertible {
    package var kind: Kind
    package var multiplier: Multiplier

    package var description: String {
      let base: String
      switch kind {
      case .type(let type): base = "<\(type.rawValue)>"
      case .keyword(let word): base = word
      }
      switch multiplier {
      case .one: return base
      case .spaceList: return base + "+"
      case .commaList: return base + "#"
      }
    }
  }

  /// The alternatives, in order (the first that matches a value is the one it is read as);
  /// empty for the universal syntax `*`.
  package let components: [Component]

  /// The universal syntax: any value, kept as its tokens.
  package static let universal = RegisteredSyntax(components: [])

  package init(components: [Component]) { self.components = components }

  /// Whether this is `*`.
  package var isUniversal: Bool { components.isEmpty }

  /// Whether some alternative reads lengths (`<length>`, `<length-percentage>`).
  package var readsLengths: Bool {
    components.contains { $0.kind == .type(.length) || $0.kind == .type(.lengthPercentage) }
  }

  /// The data types the syntax names that SkinKit does not read (none for `*`).
  package var unsupportedTypes: [DataType] {
    components.compactMap {
      if case .type(let type) = $0.kind, !type.isSupported { return type }
      return nil
    }
  }

  package var description: String {
    isUniversal ? "*" : components.map(\.description).joined(separator: " | ")
  }

  /// Why a syntax string is not one.
  package struct SyntaxError: Error, Equatable {
    package let message: String
  }

  /// Parses the descriptor's string (CSS Properties and Values API 1 §5.4: "consume a syntax
  /// definition"). Whitespace may surround the string and each `|`; a multiplier follows its
  /// component directly; keywords are identifiers other than the CSS-wide keywords and
  /// `default`.
  package static func parse(_ text: String) throws(SyntaxError) -> RegisteredSyntax {
    var scalars = Array(text.unicodeScalars)[...]
    func skipWhitespace() {
      while let first = scalars.first, [" ", "\t", "\n", "\r", "\u{0C}"].contains(first) {
        scalars.removeFirst()
      }
    }
    skipWhitespace()
    guard !scalars.isEmpty else { throw SyntaxError(message: "the syntax is empty") }
    if scalars.first == "*" {
      scalars.removeFirst()
      skipWhitespace()
      guard scalars.isEmpty else {
        throw SyntaxError(message: "'*' must be the whole syntax")
      }
      return .universal
    }
    var components: [Component] = []
    while true {
      skipWhitespace()
      let kind: Kind
      if scalars.first == "<" {
        scalars.removeFirst()
        let name = Self.string(scalars.prefix { $0 != ">" })
        scalars = scalars.dropFirst(name.unicodeScalars.count)
        guard scalars.first == ">" else {
          throw SyntaxError(message: "'<\(name)' is not closed by '>'")
        }
        scalars.removeFirst()
        guard let type = DataType(rawValue: name) else {
          throw SyntaxError(message: "'<\(name)>' is not a data type @property accepts")
        }
        kind = .type(type)
      } else {
        let word = Self.string(scalars.prefix { isNameScalar($0) })
        guard !word.isEmpty, isIdentifier(word) else {
          let rest = Self.string(scalars.prefix { $0 != "|" })
          throw SyntaxError(
            message: "expected a data type like '<length>' or a keyword, found '\(rest)'")
        }
        guard DeclaredValue(cssWideKeyword: word.asciiLowercased) == nil,
          word.asciiLowercased != "default"
        else {
          throw SyntaxError(message: "'\(word)' cannot be a keyword of a syntax")
        }
        scalars = scalars.dropFirst(word.unicodeScalars.count)
        kind = .keyword(word)
      }
      var multiplier = Multiplier.one
      if scalars.first == "+" || scalars.first == "#" {
        if case .type(.transformList) = kind {
          throw SyntaxError(message: "'<transform-list>' takes no multiplier")
        }
        multiplier = scalars.first == "+" ? .spaceList : .commaList
        scalars.removeFirst()
      }
      components.append(Component(kind: kind, multiplier: multiplier))
      skipWhitespace()
      guard let next = scalars.first else { break }
      guard next == "|" else {
        throw SyntaxError(
          message: "expected '|' between the alternatives, found '\(Character(next))'")
      }
      scalars.removeFirst()
    }
    return RegisteredSyntax(components: components)
  }

  private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    return text
  }

  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-"
      || scalar == "_" || scalar.value >= 0x80
  }

  /// Whether `word` starts as a CSS identifier does (not with a digit, nor `-` and a digit).
  private static func isIdentifier(_ word: String) -> Bool {
    let tokens = Tokenizer.tokenize(word)
    return tokens.count == 1 && tokens[0].kind == .ident
  }
}
