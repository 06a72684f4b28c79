import SkinKitProperties
import SkinKitSelectors
import SkinKitSyntax

/// Which environment sizes a declared value depends on: the width and height (viewport
/// units) and the content size (text styles). A change of either restyles the subjects of
/// the rules whose values depend on it, though no `@media` condition flips.
struct EnvironmentDependence: OptionSet, Sendable {
  let rawValue: UInt8
  init(rawValue: UInt8) { self.rawValue = rawValue }

  static let viewport = EnvironmentDependence(rawValue: 1)
  static let contentSize = EnvironmentDependence(rawValue: 2)

  /// What changes from `old` to `new`.
  init(changeFrom old: StyleEnvironment, to new: StyleEnvironment) {
    self = []
    if old.width != new.width || old.height != new.height { insert(.viewport) }
    if old.contentSize != new.contentSize { insert(.contentSize) }
  }

  init(_ value: StyleValue) {
    switch value {
    case .relativeLength(let length):
      self = []
      if length.dependsOnViewport { insert(.viewport) }
      if length.dependsOnContentSize { insert(.contentSize) }
    case .font(let font):
      self = []
      if font.relativeSize?.dependsOnViewport == true { insert(.viewport) }
      if font.relativeSize?.dependsOnContentSize == true { insert(.contentSize) }
    default: self = []
    }
  }

  /// What tokens may depend on: viewport units, the text style functions and, when they
  /// hold `var()`, what `variables` brings (the custom properties' values).
  init(tokens: [Token], variables: EnvironmentDependence = []) {
    let (own, holdsVariables) = Self.parts(of: tokens)
    self = holdsVariables ? own.union(variables) : own
  }

  /// What a declared value depends on by itself, and whether it holds `var()` (then it also
  /// depends on what the custom properties' values bring).
  static func parts(of value: DeclaredValue) -> (EnvironmentDependence, holdsVariables: Bool) {
    switch value {
    case .value(let value): (EnvironmentDependence(value), false)
    case .unparsed(let tokens, _): parts(of: tokens)
    default: ([], false)
    }
  }

  /// What tokens depend on by themselves (viewport units, the text style functions), and
  /// whether they hold `var()`.
  static func parts(of tokens: [Token]) -> (EnvironmentDependence, holdsVariables: Bool) {
    var result: EnvironmentDependence = []
    var holdsVariables = false
    // One pass, tokens read in place, names compared only when their length fits (a sheet
    // of tokens has a `var(` in nearly every value).
    for index in tokens.indices {
      switch tokens[index].kind {
      case .dimension where NumericParser.isViewportUnit(tokens[index].value):
        result.insert(.viewport)
      case .function:
        switch tokens[index].value.utf8.count {
        case 3:
          // `==` first: inlined, it settles `var` as nearly always written.
          if !holdsVariables,
            tokens[index].value == "var" || tokens[index].value.asciiCaseInsensitiveEquals("var")
          {
            holdsVariables = true
          }
        case 10:
          if tokens[index].value.asciiCaseInsensitiveEquals("text-style")
            || tokens[index].value.asciiCaseInsensitiveEquals("text-scale")
          {
            result.insert(.contentSize)
          }
        default: break
        }
      default: break
      }
    }
    return (result, holdsVariables)
  }
}
