import SkinKitSupport
import SkinKitSyntax

/// Where a resolver's context applies in a sheet: its tokens' `:root` block, under a selector
/// and, for an environment condition, in `@media`.
struct DesignTokenCondition: Equatable, Sendable {
  /// The `@media` query, or `nil` when the context does not depend on the environment.
  var media: String?
  /// `:root`, or `:root:where([brand="b"])` for a context an app chooses on its root.
  var selector = ":root"

  static let always = DesignTokenCondition(media: nil)
}

/// How a modifier's contexts become conditions a sheet can switch on.
///
/// A context whose name (split into words at capitals, `-`, `_` and spaces) names values of the
/// environment — `light`, `dark`, `highContrast`, `dark_hc`, Apple's `light_ax` (its Increase
/// Contrast colors) — applies through `@media`: each context matches the features it names
/// and, for the other features its modifier's contexts name, none of their values, so that
/// exactly one context of the modifier applies in any environment. One context naming no
/// environment value (`standard` beside `highContrast`) is the rest: none of the others'
/// values. A modifier's `$extensions` can give a context's query outright:
/// `{"org.skinkit": {"media": {"compact": "(width < 600px)"}}}`.
///
/// Every other modifier (a brand, a density) is chosen on the root, as a resolver's input
/// is: its context `c` applies where the root's attribute named after the modifier is `c`
/// (`:root:where([brand="b"])`), its default context also where the root has no such attribute.
/// `:where()` keeps every block's specificity that of `:root`, so the order of the blocks — the
/// resolution order — decides, as the spec says: later wins.
enum DesignTokenContexts {
  /// An environment feature a context's name can name, and the words that name its values.
  struct Feature {
    var name: String
    /// Each value, and the word groups that name it (every word of a group must be there).
    var values: [(value: String, words: [Set<String>])]
  }

  /// The environment features context names map to: the one table of those words.
  static let features: [Feature] = [
    Feature(
      name: "prefers-color-scheme", values: [("light", [["light"]]), ("dark", [["dark"]])]),
    Feature(
      name: "prefers-contrast",
      values: [
        (
          "more",
          [
            ["high", "contrast"], ["more", "contrast"], ["increased", "contrast"], ["hc"], ["ax"],
          ]
        ),
        ("less", [["low", "contrast"], ["less", "contrast"]]),
      ]),
  ]

  /// The name of a context that applies where each feature has the value given (feature name
  /// → value), made from the first words ``features`` gives each value, so that
  /// ``environment(of:)`` reads it back: `dark` and `more` → `darkHighContrast`; no value →
  /// `default` (the rest). ``DesignTokenResolverWriter`` names the contexts it writes so.
  static func contextName(_ values: [String: String]) -> String {
    var words: [String] = []
    for feature in features {
      guard let value = values[feature.name],
        let group = feature.values.first(where: { $0.value == value })?.words.first
      else { continue }
      // The group's words in the order the table writes them (`high contrast`).
      words += Self.orderedWords(group)
    }
    return words.isEmpty ? "default" : words.joined(separator: "-").camelCased
  }

  /// A word group's words in a fixed order: the table's groups are sets, so they are sorted,
  /// except that the contrast value (`high`, `more`, `low`…) comes before `contrast`.
  private static func orderedWords(_ group: Set<String>) -> [String] {
    group.sorted { left, right in
      left == "contrast" ? false : right == "contrast" ? true : left < right
    }
  }

  /// The name of a modifier whose contexts switch on `names` (feature names, in the table's
  /// order): `color-scheme`, `contrast`, `color-scheme-contrast`.
  static func modifierName(_ names: [String]) -> String {
    names.map { $0.hasPrefix("prefers-") ? String($0.dropFirst("prefers-".count)) : $0 }
      .joined(separator: "-")
  }

  /// Words a context name may hold besides environment values (`darkMode`, `light-theme`).
  static let fillerWords: Set<String> = ["mode", "theme", "scheme"]

  /// The words of a name: `lightHighContrast` → light, high, contrast; `dark_ax` → dark, ax.
  static func words(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previousIsLower = false
    for character in name {
      if character == "-" || character == "_" || character == " " || character == "." {
        if !current.isEmpty { words.append(current) }
        current = ""
        previousIsLower = false
        continue
      }
      if character.isUppercase && previousIsLower && !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.append(contentsOf: character.lowercased())
      previousIsLower = character.isLowercase || character.isNumber
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// The environment values a context name names (feature name → value), or `nil` when it
  /// holds a word that names none.
  static func environment(of name: String) -> [String: String]? {
    let words = Set(Self.words(name))
    var used = Set<String>()
    var result: [String: String] = [:]
    for feature in features {
      for (value, groups) in feature.values {
        if let group = groups.first(where: { $0.isSubset(of: words) }) {
          result[feature.name] = value
          used.formUnion(group)
          break
        }
      }
    }
    return words.subtracting(used).subtracting(fillerWords).isEmpty ? result : nil
  }

  /// The condition of each context of a modifier, in the order given.
  static func conditions(
    modifier: String, contexts: [String], default defaultContext: String?,
    media explicit: [String: String] = [:]
  ) -> [String: DesignTokenCondition] {
    let inferred = contexts.filter { explicit[$0] == nil }
    if let media = environmentQueries(inferred) {
      var result = media.mapValues { DesignTokenCondition(media: $0) }
      for (context, query) in explicit { result[context] = DesignTokenCondition(media: query) }
      return result
    }
    var result: [String: DesignTokenCondition] = [:]
    let attribute = DesignToken.nameSegment(modifier)
    for context in contexts {
      if let query = explicit[context] {
        result[context] = DesignTokenCondition(media: query)
        continue
      }
      let value = TokenPrinter.quote(context)
      let match = "[\(attribute)=\(value)]"
      let selector =
        context == defaultContext ? ":not([\(attribute)]), \(match)" : match
      result[context] = DesignTokenCondition(media: nil, selector: ":root:where(\(selector))")
    }
    return result
  }

  /// Each context's `@media` query when the contexts name environment values (all of them,
  /// or all but one, the rest), each a different combination; `nil` otherwise.
  static func environmentQueries(_ contexts: [String]) -> [String: String]? {
    var named: [String: [String: String]] = [:]
    var rest: [String] = []
    for context in contexts {
      if let values = environment(of: context), !values.isEmpty {
        named[context] = values
      } else {
        rest.append(context)
      }
    }
    guard !named.isEmpty, rest.count <= 1 else { return nil }
    guard
      Set(named.values.map { $0.sorted(by: { $0.key < $1.key }).description }).count
        == named.count
    else { return nil }
    var result: [String: String] = [:]
    for context in contexts {
      let values = named[context] ?? [:]
      var parts: [String] = []
      for feature in features {
        let others = feature.values.map(\.value).filter { value in
          named.values.contains { $0[feature.name] == value }
        }
        guard !others.isEmpty else { continue }
        if let value = values[feature.name] {
          parts.append("(\(feature.name): \(value))")
        } else {
          let alternatives = others.map { "(\(feature.name): \($0))" }
          parts.append(
            "not "
              + (alternatives.count == 1
                ? alternatives[0] : "(\(alternatives.joined(separator: " or ")))"))
        }
      }
      result[context] =
        parts.count == 1
        ? parts[0] : parts.map { $0.hasPrefix("not ") ? "(\($0))" : $0 }.joined(separator: " and ")
    }
    return result
  }
}
