import SkinKitProperties
import SkinKitSelectors
import SkinKitSyntax

/// Stylesheets compiled into flat rules — every nested selector made absolute, every `$name`
/// substituted, `@media` and `@layer` turned into conditions and layer names — ready to become
/// a ``StyleCascade`` without parsing anything.
///
/// This is what `skss codegen` writes out as Swift: the generated code builds the same rules
/// with typed selectors and values, and a release build skips parsing altogether.
///
/// ```swift
/// let compiled = PrebuiltCascade.compile(stylesheets: [Stylesheet.parse("Label { color: red }")])
/// compiled.rules[0].selector.description           // "Label"
/// let cascade = StyleCascade(prebuilt: compiled)   // the same cascade as from the stylesheet
/// ```
public struct PrebuiltCascade: Sendable {
  /// The rules (one per selector), in order of appearance (``RuleEntry/order``).
  public var rules: [RuleEntry]
  /// Each origin's layers, in order of first declaration (parents before their sublayers).
  public var layers: [CascadeOrigin: [LayerName]]
  /// Every mention of a layer, in order, for the origins where one sits inside `@media`:
  /// their layer order depends on the environment (see ``LayerMention``).
  public var layerMentions: [CascadeOrigin: [LayerMention]]
  /// What compiling reported (empty for rules built in code).
  public var diagnostics: [Diagnostic]

  /// Rules built in code (by generated code, typically).
  public init(
    rules: [RuleEntry], layers: [CascadeOrigin: [LayerName]] = [:],
    layerMentions: [CascadeOrigin: [LayerMention]] = [:], diagnostics: [Diagnostic] = []
  ) {
    self.rules = rules
    self.layers = layers
    self.layerMentions = layerMentions
    self.diagnostics = diagnostics
  }

  /// Compiles stylesheets exactly as ``StyleCascade/init(stylesheets:defaultStylesheets:constants:properties:)``
  /// does, keeping the rules.
  public static func compile(
    stylesheets: [Stylesheet], defaultStylesheets: [Stylesheet] = [],
    constants: [String: String] = [:], properties: PropertyTable = .builtIn
  ) -> PrebuiltCascade {
    let sheets =
      defaultStylesheets.map { ($0, CascadeOrigin.defaultSkin) }
      + stylesheets.map { ($0, CascadeOrigin.app) }
    let compiled = StylesheetCompiler.compile(sheets, table: properties, injected: constants)
    return PrebuiltCascade(
      rules: compiled.entries, layers: compiled.layers, layerMentions: compiled.layerMentions,
      diagnostics: compiled.diagnostics)
  }
}

extension StyleCascade {
  /// A cascade from rules compiled ahead of time (see ``PrebuiltCascade``): nothing is parsed.
  /// `properties` must be the table the rules' property ids refer to.
  ///
  /// ```swift
  /// let cascade = StyleCascade(prebuilt: Theme.prebuilt(PropertyTable.builtIn))
  /// ```
  public convenience init(
    prebuilt: PrebuiltCascade, properties: PropertyTable = .builtIn
  ) {
    self.init(
      compiled: CompiledSheets(
        entries: prebuilt.rules, layers: prebuilt.layers, layerMentions: prebuilt.layerMentions,
        diagnostics: prebuilt.diagnostics),
      properties: properties)
  }
}

extension PropertyTable {
  /// The id of a property that generated code names. Traps with a message naming the property
  /// when it is not registered (an app property the generated code expects must be registered
  /// before the cascade is built).
  ///
  /// ```swift
  /// PropertyTable.builtIn.prebuiltID("title-color") == PropertyTable.builtIn.definition(named: "title-color")!.id
  /// ```
  public func prebuiltID(_ name: String) -> PropertyID {
    guard let definition = definition(named: name) else {
      preconditionFailure(
        "the prebuilt cascade sets '\(name)', which is not registered: register it first")
    }
    return definition.id
  }
}

extension Stylesheet {
  /// A stylesheet from a syntax tree built elsewhere — by a format reader (UISS JSON, Themify
  /// and SkinKit plists), whose tree points into the original file so that every diagnostic
  /// names a line and column there. Nothing is imported: `@import` rules are ignored.
  ///
  /// ```swift
  /// let tree = StylesheetParser.parse(SourceFile(path: "a.skss", text: "Label { color: red }"))
  /// let sheet = Stylesheet(tree: tree)
  /// ```
  public convenience init(tree: SyntaxTree) {
    self.init(
      syntax: SheetSyntax(tree: tree), imports: [:], diagnostics: tree.diagnostics, tree: tree)
  }
}
