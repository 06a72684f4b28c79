import SkinKitCascade
import SkinKitProperties
import SkinKitSelectors
import SkinKitSyntax

// The entry points of the layers below that read selectors as an app writes them: with the
// model widgets' UIKit names (`UIButton` is `Button`). Those layers know no widget; they are
// given the names as data (``BuiltInTypes/typeNames``), here, where the widgets are.

extension StyleCascade {
  /// Compiles app stylesheets (and optionally default-skin ones, which every app rule beats)
  /// with `$name` values injected from code, which override the sheets' own, against the
  /// properties of `registry` (the built-in ones, and an app's keys). A type selector may name
  /// a model widget by its UIKit name (`UIButton` selects ``Button``).
  ///
  /// ```swift
  /// let cascade = StyleCascade(stylesheets: [Stylesheet.parse("UILabel { color: red }")])
  /// cascade.diagnostics.isEmpty   // true
  /// ```
  public convenience init(
    stylesheets: [Stylesheet], defaultStylesheets: [Stylesheet] = [],
    constants: [String: String] = [:], registry: StyleRegistry = .builtIn
  ) {
    self.init(
      stylesheets: stylesheets, defaultStylesheets: defaultStylesheets, constants: constants,
      properties: registry.properties, typeNames: registry.typeNames)
  }
}

extension Stylesheet {
  /// Every problem of the sheet and the sheets it imports, each once, with its id and
  /// `line:column`: syntax and imports (found when it is parsed), selectors and values
  /// (found by compiling it on its own against the built-in properties, when first asked
  /// for). A ``Skin`` reports the same problems in its `diagnostics`, as it compiles the
  /// sheet: against its registry's properties, with its constants and its other sheets (so a
  /// property the app registered, or a `$name` another sheet of the skin defines, is no
  /// problem there).
  ///
  /// ```swift
  /// let sheet = Stylesheet.parse("Button { colr: red } Label:hover { color: blue }")
  /// sheet.diagnostics.map(\.id)   // [.unknownProperty, .unknownPseudoClass]
  /// ```
  public var diagnostics: [Diagnostic] { compiledDiagnostics(typeNames: BuiltInTypes.typeNames) }
}
