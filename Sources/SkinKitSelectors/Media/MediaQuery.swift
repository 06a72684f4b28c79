import SkinKitSyntax

/// A parsed `@media` query list, evaluated against a ``StyleEnvironment`` whenever styles
/// are resolved (never fixed at load).
///
/// Supports Media Queries Level 4's syntax for SkinKit's features: `idiom`, `orientation`,
/// `prefers-color-scheme`/`color-scheme`, `horizontal-size-class`, `vertical-size-class`,
/// `width`/`height` (with `min-`/`max-` and range syntax), `content-size` (with `min-`/`max-`),
/// `layout-direction`, the accessibility settings (`prefers-contrast`, `prefers-reduced-motion`,
/// `prefers-reduced-transparency`, `inverted-colors`, `legibility-weight`); `and`, `or`,
/// `not`, commas; and bare words (`pad`, `dark and landscape`).
///
/// ```swift
/// let query = try MediaQueryList.parse("pad and (min-width: 700)")
/// query.matches(StyleEnvironment(idiom: .pad, width: 1024, height: 768))  // true
/// ```
package struct MediaQueryList: Sendable, Hashable, CustomStringConvertible {
  /// The comma-separated queries; the list matches when any does. Empty matches always.
  public var queries: [MediaCondition]

  public init(_ queries: [MediaCondition]) { self.queries = queries }

  /// A list that always matches.
  public static let all = MediaQueryList([])

  /// How deeply parentheses may nest in a query; deeper is `nesting-too-deep`.
  public static let maximumDepth = 32

  /// Whether the environment satisfies the list.
  public func matches(_ environment: StyleEnvironment) -> Bool {
    queries.isEmpty || queries.contains { $0.evaluate(environment) }
  }

  public var description: String { queries.map(\.description).joined(separator: ", ") }

  /// Parses text.
  public static func parse(_ text: String) throws(MediaQueryError) -> MediaQueryList {
    let file = SourceFile(path: "<media>", text: text)
    let tokens = Tokenizer.tokenize(file).tokens
    return try parse(tokens[...], in: file)
  }

  /// Parses a query's tokens.
  public static func parse(_ tokens: ArraySlice<Token>, in file: SourceFile?)
    throws(MediaQueryError)
    -> MediaQueryList
  {
    var parser = MediaQueryParser(tokens: tokens.filter { !$0.isWhitespace }, file: file)
    return try parser.parseList()
  }
}

/// A malformed query: a diagnostic (`invalid-media-query`, or `nesting-too-deep` for
/// parentheses nested deeper than ``MediaQueryList/maximumDepth``) at the offending token.
package struct MediaQueryError: SkinKitError {
  public var diagnostic: Diagnostic
  public var message: String { diagnostic.message }
  public var location: ErrorLocation? { ErrorLocation(diagnostic.range) }
  public var description: String { diagnostic.description }
}

/// A media condition tree.
package indirect enum MediaCondition: Sendable, Hashable, CustomStringConvertible {
  case feature(MediaFeature)
  case keyword(EnvironmentPseudoClass)
  /// `all`/`screen` (true) or another media type such as `print` (false).
  case constant(Bool, String)
  case not(MediaCondition)
  case and([MediaCondition])
  case or([MediaCondition])

  public func evaluate(_ environment: StyleEnvironment) -> Bool {
    switch self {
    case .feature(let feature): feature.evaluate(environment)
    case .keyword(let keyword): keyword.matches(environment)
    case .constant(let value, _): value
    case .not(let condition): !condition.evaluate(environment)
    case .and(let conditions): conditions.allSatisfy { $0.evaluate(environment) }
    case .or(let conditions): conditions.contains { $0.evaluate(environment) }
    }
  }

  public var description: String {
    switch self {
    case .feature(let feature): "(\(feature))"
    case .keyword(let keyword): keyword.name
    case .constant(_, let name): name
    case .not(let condition): "not \(condition)"
    case .and(let conditions): conditions.map(\.description).joined(separator: " and ")
    case .or(let conditions): "(" + conditions.map(\.description).joined(separator: " or ") + ")"
    }
  }
}

/// One feature test: `(min-width: 600)`, `(width >= 600)`, `(idiom: pad)`.
package struct MediaFeature: Sendable, Hashable, CustomStringConvertible {
  /// A feature name: the names of ``StyleEnvironment/table``, in its order.
  package enum Name: String, Sendable, Hashable, CaseIterable {
    case idiom
    case orientation
    case colorScheme = "color-scheme"
    case horizontalSizeClass = "horizontal-size-class"
    case verticalSizeClass = "vertical-size-class"
    case width
    case height
    case contentSize = "content-size"
    case layoutDirection = "layout-direction"
    case contrast = "prefers-contrast"
    case reducedMotion = "prefers-reduced-motion"
    case reducedTransparency = "prefers-reduced-transparency"
    case invertedColors = "inverted-colors"
    case legibilityWeight = "legibility-weight"

    /// The environment's key of that name.
    var key: StyleEnvironment.Key {
      guard let key = StyleEnvironment.key(named: rawValue) else {
        preconditionFailure("media feature \(rawValue) is not in StyleEnvironment.table")
      }
      return key
    }

    var isRange: Bool { key.isRange }
  }

  /// How the environment's value compares with the query's ``MediaFeature/Value``.
  package enum Comparison: String, Sendable, Hashable {
    case equal = "="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="

    func holds(_ left: Double, _ right: Double) -> Bool {
      switch self {
      case .equal: left == right
      case .less: left < right
      case .lessOrEqual: left <= right
      case .greater: left > right
      case .greaterOrEqual: left >= right
      }
    }
  }

  /// A value: a keyword or a number (points, or a content-size rank).
  package enum Value: Sendable, Hashable, CustomStringConvertible {
    case keyword(String)
    case number(Double)

    public var description: String {
      switch self {
      case .keyword(let word): word
      case .number(let number): TokenPrinter.formatNumber(number)
      }
    }
  }

  public var name: Name
  /// The comparisons; empty for a boolean test `(width)`.
  public var tests: [(Comparison, Value)] {
    get { storedTests.map { ($0.comparison, $0.value) } }
    set { storedTests = newValue.map { Test(comparison: $0.0, value: $0.1) } }
  }
  private var storedTests: [Test]

  private struct Test: Sendable, Hashable {
    var comparison: Comparison
    var value: Value
  }

  public init(name: Name, tests: [(Comparison, Value)]) {
    self.name = name
    self.storedTests = tests.map { Test(comparison: $0.0, value: $0.1) }
  }

  public static func == (lhs: MediaFeature, rhs: MediaFeature) -> Bool {
    lhs.name == rhs.name && lhs.storedTests == rhs.storedTests
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(storedTests)
  }

  func environmentValue(_ environment: StyleEnvironment) -> Value? {
    switch name {
    case .orientation: .keyword(environment.effectiveOrientation.rawValue)
    case .width: environment.width.map(Value.number)
    case .height: environment.height.map(Value.number)
    case .contentSize: .number(Double(environment.contentSize.rank))
    default: environment.text(of: name.rawValue).map(Value.keyword)
    }
  }

  public func evaluate(_ environment: StyleEnvironment) -> Bool {
    guard let actual = environmentValue(environment) else { return false }
    if storedTests.isEmpty {
      switch actual {
      case .number(let number): return number != 0
      case .keyword(let word): return word != name.key.falseValue
      }
    }
    for test in storedTests {
      switch (actual, test.value) {
      case (.number(let left), .number(let right)):
        if !test.comparison.holds(left, right) { return false }
      case (.keyword(let left), .keyword(let right)):
        if test.comparison != .equal || left != right { return false }
      default:
        return false
      }
    }
    return true
  }

  public var description: String {
    if storedTests.isEmpty { return name.rawValue }
    return storedTests.map { test in
      let value = name == .contentSize ? contentSizeName(test.value) : test.value.description
      return test.comparison == .equal
        ? "\(name.rawValue): \(value)" : "\(name.rawValue) \(test.comparison.rawValue) \(value)"
    }.joined(separator: ") and (")
  }

  private func contentSizeName(_ value: Value) -> String {
    if case .number(let rank) = value, Int(rank) < StyleEnvironment.ContentSize.allCases.count,
      rank >= 0
    {
      return StyleEnvironment.ContentSize.allCases[Int(rank)].rawValue
    }
    return value.description
  }
}
