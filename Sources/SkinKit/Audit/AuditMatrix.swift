import SkinKitCascade
import SkinKitSelectors

/// The environments an audit checks: every combination of the values of its dimensions,
/// each dimension an environment key (`color-scheme`) and the values it takes.
///
/// The standard matrix is light and dark, × contrast `no-preference` and `more`, × the
/// smallest, the default and the largest content sizes, × each idiom the sheets tell apart
/// (the tree's idiom, and every other idiom under which some `@media` condition or
/// environment pseudo-class of the sheets evaluates otherwise: a sheet with no idiom rule is
/// audited on the tree's idiom alone). Keys pinned by the caller (`--env`) are left out.
///
/// ```swift
/// let matrix = AuditMatrix.standard(for: cascade, base: environment)
/// try matrix.environments(base: environment).count   // 12 for a sheet with no idiom rule
/// ```
package struct AuditMatrix: Sendable {
  /// One key and the values it takes, in order.
  package struct Dimension: Sendable, Hashable {
    package var key: String
    package var values: [String]

    package init(key: String, values: [String]) {
      self.key = key
      self.values = values
    }
  }

  /// The dimensions, in the order environments vary (the last fastest).
  package var dimensions: [Dimension]

  package init(dimensions: [Dimension]) { self.dimensions = dimensions }

  /// The content sizes of the standard matrix: the smallest, the default, the largest.
  package static let standardContentSizes: [StyleEnvironment.ContentSize] = [
    .extraSmall, .large, .accessibilityExtraExtraExtraLarge,
  ]

  /// The standard matrix for `cascade` over environments like `base`, without the keys in
  /// `pinned`.
  package static func standard(
    for cascade: StyleCascade, base: StyleEnvironment, pinned: Set<String> = []
  ) -> AuditMatrix {
    var dimensions = [
      Dimension(key: "color-scheme", values: ["light", "dark"]),
      Dimension(key: "prefers-contrast", values: ["no-preference", "more"]),
      Dimension(key: "content-size", values: standardContentSizes.map(\.rawValue)),
      Dimension(key: "idiom", values: distinguishedIdioms(by: cascade, base: base).map(\.rawValue)),
    ]
    dimensions.removeAll { pinned.contains($0.key) }
    return AuditMatrix(dimensions: dimensions)
  }

  /// The idioms the cascade tells apart, the base environment's first: an idiom counts when
  /// switching to it from each idiom already counted changes the result of some rule's
  /// `@media` condition or environment pseudo-class.
  package static func distinguishedIdioms(by cascade: StyleCascade, base: StyleEnvironment)
    -> [StyleEnvironment.Idiom]
  {
    let map = InvalidationMap(cascade: cascade)
    var chosen = [base.idiom]
    func environment(_ idiom: StyleEnvironment.Idiom) -> StyleEnvironment {
      var environment = base
      environment.idiom = idiom
      return environment
    }
    for idiom in StyleEnvironment.Idiom.allCases where !chosen.contains(idiom) {
      let differs = chosen.allSatisfy {
        !map.environmentChange(from: environment($0), to: environment(idiom)).isEmpty
      }
      if differs { chosen.append(idiom) }
    }
    return chosen
  }

  /// Every environment of the matrix over `base`, each with its name: the matrix's keys and
  /// values as `--env` spells them (`color-scheme=dark,content-size=large`), or `base` alone
  /// (named by the empty string) when the matrix has no dimension.
  package func environments(base: StyleEnvironment) throws(EnvironmentError) -> [(
    name: String, environment: StyleEnvironment
  )] {
    var result: [(name: String, environment: StyleEnvironment)] = [("", base)]
    for dimension in dimensions {
      var next: [(name: String, environment: StyleEnvironment)] = []
      for (name, environment) in result {
        for value in dimension.values {
          var changed = environment
          try changed.set(dimension.key, to: value)
          next.append(
            ((name.isEmpty ? "" : name + ",") + "\(dimension.key)=\(value)", changed))
        }
      }
      result = next
    }
    return result
  }

  /// Some of the matrix's environments (named as ``environments(base:)`` names them) in
  /// few words: `the environment given` (a matrix of no dimension), `every environment`, `every environment with color-scheme=dark and
  /// content-size=large|extra-small` when they are all the combinations of some values, else
  /// each name, separated by `; `.
  package func summary(of names: [String]) -> String {
    let rows = names.map { name in
      name.split(separator: ",").map { String($0.split(separator: "=", maxSplits: 1).last ?? "") }
    }
    if dimensions.isEmpty { return "the environment given" }
    guard rows.allSatisfy({ $0.count == dimensions.count }) else {
      return names.joined(separator: "; ")
    }
    var taken: [[String]] = []
    for (position, dimension) in dimensions.enumerated() {
      let present = Set(rows.map { $0[position] })
      taken.append(dimension.values.filter(present.contains))
    }
    guard taken.map(\.count).reduce(1, *) == Set(names).count else {
      return names.joined(separator: "; ")
    }
    let parts = zip(dimensions, taken).compactMap { dimension, values in
      values.count == dimension.values.count
        ? nil : "\(dimension.key)=\(values.joined(separator: "|"))"
    }
    return parts.isEmpty
      ? "every environment" : "every environment with " + parts.joined(separator: " and ")
  }
}
