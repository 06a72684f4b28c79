import SkinKitSyntax

extension StyleEnvironment {
  /// One key of the environment as text spells it. The one table of them, ``table``, is what
  /// tree files and `--env` are read with, what `@media` features and their values are checked
  /// against, and what the studio's choices and the language server's completions list.
  package struct Key: Sendable {
    /// The name (`prefers-contrast`).
    package let name: String
    /// Another name accepted for it (`prefers-color-scheme`), if any.
    package let alias: String?
    /// The keyword values in order; empty for a number of points.
    package let values: [String]
    /// The value that makes a boolean query false (`(prefers-contrast)` is false for
    /// `no-preference`, as Media Queries 5 says); nil when every value is true.
    package let falseValue: String?
    /// Whether `min-`/`max-` and the range syntax compare it (points, or content sizes in
    /// UIKit's order).
    package let isRange: Bool
    /// What the key does, for the language server's completions.
    package let summary: String
    fileprivate let access: Access

    fileprivate enum Access: Sendable {
      /// The index of the value in ``Key/values`` (nil when unset), and how to set it.
      case keyword(
        read: @Sendable (StyleEnvironment) -> Int?,
        write: @Sendable (inout StyleEnvironment, Int) -> Void)
      case number(any WritableKeyPath<StyleEnvironment, Double?> & Sendable)
    }

    /// Whether `name` names this key.
    package func isNamed(_ name: String) -> Bool { name == self.name || name == alias }
  }

  /// Every key, in the documented order.
  package static let table: [Key] = [
    choice("idiom", \.idiom, summary: "the device family"),
    Key(
      name: "orientation", alias: nil, values: Orientation.allCases.map(\.rawValue),
      falseValue: nil, isRange: false,
      summary: "portrait or landscape (from width and height when not given)",
      access: .keyword(
        read: { $0.orientation.flatMap(Orientation.allCases.firstIndex(of:)) },
        write: { $0.orientation = Orientation.allCases[$1] })),
    choice(
      "color-scheme", \.colorScheme, alias: "prefers-color-scheme",
      summary: "light or dark appearance"),
    choice(
      "horizontal-size-class", \.horizontalSizeClass, summary: "UIKit's horizontal size class"),
    choice("vertical-size-class", \.verticalSizeClass, summary: "UIKit's vertical size class"),
    Key(
      name: "width", alias: nil, values: [], falseValue: nil, isRange: true,
      summary: "the width in points", access: .number(\.width)),
    Key(
      name: "height", alias: nil, values: [], falseValue: nil, isRange: true,
      summary: "the height in points", access: .number(\.height)),
    choice(
      "content-size", \.contentSize, isRange: true,
      summary: "the Dynamic Type category, compared in UIKit's order"),
    choice("layout-direction", \.layoutDirection, summary: "left-to-right or right-to-left"),
    choice(
      "prefers-contrast", \.contrast, falseValue: Contrast.noPreference.rawValue,
      summary: "the contrast asked for (Increase Contrast is more)"),
    flag(
      "prefers-reduced-motion", \.reduceMotion, values: ("no-preference", "reduce"),
      summary: "Reduce Motion"),
    flag(
      "prefers-reduced-transparency", \.reduceTransparency, values: ("no-preference", "reduce"),
      summary: "Reduce Transparency"),
    flag("inverted-colors", \.invertColors, values: ("none", "inverted"), summary: "Invert Colors"),
    flag(
      "legibility-weight", \.boldText, values: ("regular", "bold"),
      summary: "Bold Text (UIKit's legibilityWeight)"),
  ]

  /// The environment keys a tree file or `--env` may set, in the documented order.
  public static let keys = table.map(\.name)

  /// The key named `name` (or its alias).
  package static func key(named name: String) -> Key? { table.first { $0.isNamed(name) } }

  private static func choice<T: RawRepresentable & CaseIterable & Equatable & Sendable>(
    _ name: String, _ path: any WritableKeyPath<StyleEnvironment, T> & Sendable,
    alias: String? = nil, falseValue: String? = nil, isRange: Bool = false, summary: String
  ) -> Key where T.RawValue == String, T.AllCases.Index == Int {
    Key(
      name: name, alias: alias, values: T.allCases.map(\.rawValue), falseValue: falseValue,
      isRange: isRange, summary: summary,
      access: .keyword(
        read: { T.allCases.firstIndex(of: $0[keyPath: path]) },
        write: { $0[keyPath: path] = T.allCases[$1] }))
  }

  private static func flag(
    _ name: String, _ path: any WritableKeyPath<StyleEnvironment, Bool> & Sendable,
    values: (off: String, on: String), summary: String
  ) -> Key {
    Key(
      name: name, alias: nil, values: [values.off, values.on], falseValue: values.off,
      isRange: false, summary: summary,
      access: .keyword(
        read: { $0[keyPath: path] ? 1 : 0 }, write: { $0[keyPath: path] = $1 == 1 }))
  }

  /// The value of `key` as tree files spell it, or nil when it is unset (a width not given)
  /// or unknown.
  package func text(of key: String) -> String? {
    guard let entry = Self.key(named: key) else { return nil }
    switch entry.access {
    case .keyword(let read, _): return read(self).map { entry.values[$0] }
    case .number(let path): return self[keyPath: path].map(TokenPrinter.formatNumber)
    }
  }

  /// Sets one key from text (`"idiom"`, `"pad"`), as tree files and `--env` spell them.
  /// Throws a message naming the allowed values when the key or value is unknown.
  package mutating func set(_ key: String, to value: String) throws(EnvironmentError) {
    guard let entry = Self.key(named: key) else {
      throw EnvironmentError(
        message: "unknown environment key '\(key)' (expected \(Self.keys.joined(separator: ", ")))")
    }
    switch entry.access {
    case .keyword(_, let write):
      guard let index = entry.values.firstIndex(of: value) else {
        throw EnvironmentError(
          message:
            "unknown \(key) '\(value)' (expected \(entry.values.joined(separator: ", ")))")
      }
      write(&self, index)
    case .number(let path):
      var text = value
      for unit in ["px", "pt"] where text.hasSuffix(unit) { text.removeLast(2) }
      guard let number = Double(text), number.isFinite, number >= 0 else {
        throw EnvironmentError(message: "\(key) must be a number of points, not '\(value)'")
      }
      self[keyPath: path] = number
    }
  }
}
