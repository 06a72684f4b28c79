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

  /// What a declared value depends on; a value with `var()` is read from its tokens and
  /// `custom`, what the custom properties' values may bring.
  init(_ value: DeclaredValue, custom: EnvironmentDependence) {
    switch value {
    case .value(let value): self.init(value)
    case .unparsed(let tokens, _):
      self = Self(tokens: tokens)
      if tokens.contains(where: { $0.kind == .function && $0.value.asciiLowercased == "var" }) {
        formUnion(custom)
      }
    default: self = []
    }
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

  /// What tokens may depend on: viewport units, and the text style functions.
  init(tokens: [Token]) {
    self = []
    for token in tokens {
      switch token.kind {
      case .dimension where NumericParser.isViewportUnit(token.value): insert(.viewport)
      case .function:
        let name = token.value.asciiLowercased
        if name == "text-style" || name == "text-scale" { insert(.contentSize) }
      default: break
      }
    }
  }
}
