import SkinKitProperties
import SkinKitSelectors
import SkinKitSupport
import SkinKitSyntax

/// What compiling stylesheets produces: the rules in order of appearance, the layers in
/// order of first declaration, every mention of a layer for the origins where one sits in
/// `@media` (their order then depends on the environment), the valid `@property` and
/// `@keyframes` rules in order of appearance, and every diagnostic.
package struct CompiledSheets: Sendable {
  package var entries: [RuleEntry]
  package var layers: [CascadeOrigin: [LayerName]]
  package var layerMentions: [CascadeOrigin: [LayerMention]] = [:]
  package var registrations: [PropertyRegistration] = []
  package var keyframes: [KeyframesRule] = []
  package var diagnostics: [Diagnostic]

  package init(
    entries: [RuleEntry], layers: [CascadeOrigin: [LayerName]],
    layerMentions: [CascadeOrigin: [LayerMention]] = [:],
    registrations: [PropertyRegistration] = [], keyframes: [KeyframesRule] = [],
    diagnostics: [Diagnostic]
  ) {
    self.entries = entries
    self.layers = layers
    self.layerMentions = layerMentions
    self.registrations = registrations
    self.keyframes = keyframes
    self.diagnostics = diagnostics
  }

  /// Compiles stylesheets exactly as `StyleCascade(stylesheets:…, typeNames:)` does,
  /// keeping the rules (what a prebuilt skin's data is written from).
  package static func compile(
    stylesheets: [Stylesheet], defaultStylesheets: [Stylesheet] = [],
    constants: [String: String] = [:], properties: PropertyTable = .builtIn,
    typeNames: TypeNameTable
  ) -> CompiledSheets {
    let sheets =
      defaultStylesheets.map { ($0, CascadeOrigin.defaultSkin) }
      + stylesheets.map { ($0, CascadeOrigin.app) }
    return StylesheetCompiler.compile(
      sheets, table: properties, typeNames: typeNames, injected: constants)
  }
}

/// Turns parsed stylesheets into flat rules: nested rules get absolute selectors (`&` is the
/// parent's selector list, as CSS Nesting defines it), `$name` constants are substituted,
/// `@media` and `@layer` become conditions and layer names on each rule, imports are
/// expanded in place, `@extend` adds selectors to the rules it extends, `@property`
/// rules register custom properties, and `@keyframes` rules are kept for animations.
///
/// What it knows of properties and of type names is given, as values: the `PropertyTable`
/// declarations are read against, and the ``TypeNameTable`` selectors read type names
/// through (the model widgets' UIKit names, from the layer that owns the widgets).
package struct StylesheetCompiler: Sendable {
  let table: PropertyTable
  /// The declaration names already looked up in ``table``.
  var propertyNames = PropertyNameCache()
  /// Other names of types, for the selector parser (`UIButton` for `Button`).
  let typeNames: TypeNameTable
  /// Values injected from code; they override the sheets' own definitions.
  let injected: [String: [Token]]
  var constants: [String: [Token]] = [:]
  var entries: [RuleEntry] = []
  var diagnostics: [Diagnostic] = []
  var layers: [CascadeOrigin: [LayerName]] = [:]
  /// Every mention of a layer, in order, with its conditions — kept for an origin from its
  /// first mention inside `@media` on (the mentions before it are ``layers`` as it was then).
  var layerMentions: [CascadeOrigin: [LayerMention]] = [:]
  var extensions: [Extension] = []
  /// The valid `@property` rules, in order of appearance.
  var registrations: [PropertyRegistration] = []
  /// The valid `@keyframes` rules, in order of appearance.
  var keyframeRules: [KeyframesRule] = []
  var anonymousLayers = 0

  /// The most tokens one value may expand to through `$name` constants.
  static let maximumExpansion = 65_536
  /// The most rules (selector × block) the cascade accepts.
  static let maximumRuleCount = 1_000_000
  /// How deeply functions and brackets may nest in one declaration's value (after `$name`
  /// substitution): `var(--a, var(--b, …))`, `lighten(mix(…))`, `calc((…))`.
  static let maximumValueDepth = 32
  /// The most simple selectors a rule's selector list may hold once nested rules are made
  /// absolute. Each `&` (written or implied) stands for the whole parent list, so rules
  /// nested under lists double in size at every level: 20 levels of `a, b { … }` would be a
  /// million, which matching, invalidation and explanations walk.
  static let maximumSelectorWeight = 10_000
  /// The most simple selectors `@extend` may add in all. Each extension copies the rules that
  /// use its target (those it added before too), so a few dozen can double the rules as
  /// many times.
  static let maximumExtendedWeight = 100_000
  /// The most simple selectors `@extend` may look at in all (each extension looks at every
  /// rule of its origin, those added before included, and measures what it makes).
  static let maximumExtendWork = 1_000_000

  /// The sheet whose items are being compiled: its syntax, read once and handed down (each
  /// `sheet.syntax` would copy, and retain, all its arrays), and the file ranges are made
  /// in — the sheet's, or a twin of it (see `SourceFile.twin()`). Passed as an argument, it
  /// is borrowed: kept in ``Context``, which every block copies, it would be retained.
  struct SheetInput {
    let sheet: Stylesheet
    let syntax: SheetSyntax
    let file: SourceFile

    init(_ sheet: Stylesheet, file: SourceFile? = nil) {
      self.sheet = sheet
      syntax = sheet.syntax
      self.file = file ?? sheet.file
    }
  }

  /// Where a block sits: its parent selectors, layer and media conditions.
  struct Context {
    var origin: CascadeOrigin
    var parent: SelectorList?
    /// How many simple selectors `parent` holds (see ``expandedWeight(of:parentWeight:)``).
    var parentWeight = 0
    var parentSource: SelectorSource?
    var layer: LayerName?
    var media: [MediaQueryList]
    /// Inside `@container`: rules and `@extend` are read (and their mistakes reported) but
    /// never apply; layers and `@property` rules count, as in Chromium.
    var inert = false
    /// The `@scope` the block is in (its rules' selectors are relative to its root).
    var scope: ScopeCondition?
    /// Whether declarations directly in the block apply to the scoping root (`@scope` nested
    /// in a style rule; Chromium ignores them in a top-level `@scope`).
    var declarationsApplyToScopeRoot = false
  }

  init(table: PropertyTable, typeNames: TypeNameTable, injected: [String: String]) {
    self.table = table
    self.typeNames = typeNames
    var tokens: [String: [Token]] = [:]
    for (name, text) in injected {
      tokens[name.hasPrefix("$") ? String(name.dropFirst()) : name] = Tokenizer.tokenize(text)
    }
    self.injected = tokens
  }

  /// Compiles sheets in order (`package`: `skss bench` times this stage apart). A sheet with
  /// at least `splitFrom` top-level items is compiled in two halves at once (see
  /// ``compileInHalves(_:items:_:)``); by default, sheets of ``minimumSplitItems`` when the machine
  /// has several cores.
  package static func compile(
    _ sheets: [(Stylesheet, CascadeOrigin)], table: PropertyTable, typeNames: TypeNameTable,
    injected: [String: String],
    splitFrom minimumItems: Int = ForkJoin.hasSeveralCores ? minimumSplitItems : .max
  ) -> CompiledSheets {
    var compiler = StylesheetCompiler(table: table, typeNames: typeNames, injected: injected)
    for (sheet, origin) in sheets {
      compiler.diagnostics += sheet.parseDiagnostics
      let context = Context(origin: origin, parent: nil, parentSource: nil, layer: nil, media: [])
      compiler.compile(sheet, context, splitFrom: minimumItems)
    }
    compiler.applyExtensions()
    return CompiledSheets(
      entries: compiler.entries, layers: compiler.layers,
      layerMentions: compiler.layerMentions, registrations: compiler.registrations,
      keyframes: compiler.keyframeRules, diagnostics: compiler.diagnostics)
  }

  mutating func report(
    _ id: DiagnosticID, _ message: String, _ range: SourceRange, fixIts: [FixIt] = []
  ) {
    diagnostics.append(Diagnostic(id, message, at: range, fixIts: fixIts))
  }

  // MARK: Sheets and items

  /// Compiles a sheet's items; in two halves at once when it has `splitFrom` top-level items
  /// or more.
  mutating func compile(_ sheet: Stylesheet, _ context: Context, splitFrom: Int = .max) {
    let input = SheetInput(sheet)
    let items = Array(input.syntax.topLevel)
    if items.count >= max(2, splitFrom) {
      compileInHalves(input, items: items, context)
      return
    }
    reserveEntries(for: items.count)
    compileItems(0..<input.syntax.nodes.count, of: input, context)
  }

  /// Makes room for a rule per top-level item (most are rules), so that a large sheet's
  /// rules are not copied to a new block at each doubling.
  mutating func reserveEntries(for items: Int) {
    entries.reserveCapacity(min(entries.count + items, Self.maximumRuleCount))
  }

  /// Compiles the items of a block (or of the sheet) that are among the sheet's `nodes`.
  mutating func compileItems(_ nodes: Range<Int>, of input: SheetInput, _ context: Context) {
    let (syntax, file) = (input.syntax, input.file)
    var pending: [CompiledDeclaration] = []
    // A rule's block is mostly declarations: one allocation for them, not one per doubling.
    pending.reserveCapacity(min(nodes.count, 16))
    var pendingStart: SourceRange?
    func flush(_ compiler: inout StylesheetCompiler) {
      guard !pending.isEmpty,
        let parent = context.parent
          ?? (context.declarationsApplyToScopeRoot ? Self.scopeRootList : nil)
      else {
        pending = []
        return
      }
      // The block is made before `emit` takes the compiler for writing: made inside the
      // call, reading `compiler.table` would copy the whole table for every rule.
      let block = DeclarationBlock(pending, table: compiler.table)
      compiler.emit(
        parent, source: context.parentSource ?? SelectorSource(.text(parent.description)),
        block: block, context, range: pendingStart ?? .none)
      pending = []
      pendingStart = nil
    }
    var index = nodes.lowerBound
    while index < nodes.upperBound {
      let node = syntax.nodes[index]
      let items = (index + 1)..<Int(node.end)
      defer { index = items.upperBound }
      switch node.kind {
      case .declaration:
        guard context.parent != nil || context.declarationsApplyToScopeRoot else {
          report(
            .invalidDeclaration,
            context.scope == nil
              ? "declaration '\(syntax.name(of: node))' is outside any rule; ignored"
              : "declaration '\(syntax.name(of: node))' directly in a top-level @scope is ignored, as Chromium ignores it; write it in ':scope { … }'",
            SourceRange(file: file, bytes: node.nameBytes))
          continue
        }
        if pendingStart == nil { pendingStart = SourceRange(file: file, bytes: node.bytes) }
        compileDeclaration(node, of: syntax, file: file, into: &pending)
      case .rule:
        flush(&self)
        compileRule(index, of: input, context)
      case .media where node.flag:
        flush(&self)
        // `@supports`: decided now, against what SkinKit itself reads.
        if SupportsCondition.holds(syntax.tokens(of: node), table: table, typeNames: typeNames) {
          compileItems(items, of: input, context)
        }
      case .scope:
        flush(&self)
        guard let scope = readScope(syntax.tokens(of: node), file: file, node: node, context)
        else { continue }
        var inner = context
        inner.scope = scope
        inner.parent = nil
        inner.parentWeight = 0
        inner.parentSource = nil
        inner.declarationsApplyToScopeRoot = context.parent != nil
        compileItems(items, of: input, inner)
      case .container:
        flush(&self)
        guard checkContainer(syntax.tokens(of: node), file: file, node: node) else { continue }
        var inner = context
        inner.inert = true
        compileItems(items, of: input, inner)
      case .media:
        flush(&self)
        let range = SourceRange(file: file, bytes: node.partBytes)
        guard let query = parseMedia(syntax.tokens(of: node), range: range) else { continue }
        var inner = context
        inner.media.append(query)
        compileItems(items, of: input, inner)
      case .layer:
        flush(&self)
        let names = syntax.layerNames[Int(node.detail)]
        guard node.flag else {
          for name in names { declareLayer(layerName(name, in: context), context) }
          continue
        }
        let name = names.first.map { layerName($0, in: context) } ?? anonymousLayer(in: context)
        declareLayer(name, context)
        var inner = context
        inner.layer = name
        compileItems(items, of: input, inner)
      case .importRule:
        guard let child = input.sheet.imports[node.bytes.lowerBound] else { continue }
        var media = syntax.tokens(of: node)
        if let supports = SupportsCondition.importCondition(
          media, table: table, typeNames: typeNames)
        {
          // A false condition: the sheet is not imported, nor its layer declared.
          guard supports.holds else { continue }
          media = supports.media
        }
        var inner = context
        if let layer = syntax.imports[Int(node.detail)].layer {
          // `layer` alone is an anonymous layer, as `@layer { }` is.
          let name = layer.isEmpty ? anonymousLayer(in: context) : layerName(layer, in: context)
          declareLayer(name, context)
          inner.layer = name
        }
        if !media.isEmpty {
          let range = SourceRange(file: file, bytes: node.bytes)
          guard let query = parseMedia(media, range: range) else { continue }
          inner.media.append(query)
        }
        compile(child, inner)
      case .constant:
        defineConstant(
          syntax.name(of: node), value: syntax.tokens(of: node),
          valueRange: SourceRange(file: file, bytes: node.partBytes))
      case .property:
        flush(&self)
        compileProperty(index, of: input, context)
      case .keyframes:
        flush(&self)
        compileKeyframes(index, of: input, context)
      case .extend:
        let range = SourceRange(file: file, bytes: node.bytes)
        guard let parent = context.parent else {
          report(.invalidExtend, "@extend must be inside a rule", range)
          continue
        }
        guard !context.inert else { continue }
        addExtension(
          syntax.tokens(of: node), range: range, extender: parent, origin: context.origin)
      }
    }
    flush(&self)
  }

  /// A fresh layer no author can name (CSS Cascade 5: each anonymous layer is unique).
  mutating func anonymousLayer(in context: Context) -> LayerName {
    anonymousLayers += 1
    return layerName(["<anonymous-\(anonymousLayers)>"], in: context)
  }

  func layerName(_ components: [String], in context: Context) -> LayerName {
    LayerName((context.layer?.components ?? []) + components)
  }

  /// Declares a layer where `context` mentions it: in the order of first declaration, and,
  /// once the origin has a mention inside `@media`, as a mention with its conditions.
  mutating func declareLayer(_ name: LayerName, _ context: Context) {
    let origin = context.origin
    if layerMentions[origin] == nil, !context.media.isEmpty {
      layerMentions[origin] = Self.unconditionalMentions(layers[origin] ?? [])
    }
    layerMentions[origin]?.append(LayerMention(name: name, media: context.media))
    var list = layers[origin] ?? []
    // Parents are declared before their sublayers.
    for length in 1...name.components.count {
      let prefix = LayerName(Array(name.components.prefix(length)))
      if !list.contains(prefix) { list.append(prefix) }
    }
    layers[origin] = list
  }

  /// Layers declared in this order, as mentions that always count.
  static func unconditionalMentions(_ layers: [LayerName]) -> [LayerMention] {
    layers.map { LayerMention(name: $0, media: []) }
  }

  /// Whether an `@container` prelude is valid CSS, reporting why its block does not apply:
  /// `invalid-container-query` when it is malformed (the rule is dropped, as CSS drops it),
  /// else `container-never-applies`.
  mutating func checkContainer(
    _ tokens: ArraySlice<Token>, file: SourceFile, node: SheetSyntax.Node
  ) -> Bool {
    switch ContainerCondition.read(tokens) {
    case .failure(let malformed):
      let bytes =
        malformed.tokens.isEmpty
        ? node.partBytes
        : malformed.tokens.first!.start..<malformed.tokens.last!.end
      report(
        .invalidContainerQuery, malformed.message + "; the rule is dropped",
        SourceRange(file: file, bytes: bytes))
      return false
    case .success(let reading):
      report(
        .containerNeverApplies,
        "the rules in @container never apply: a widget tree gives no element a size, as a page without a size container"
          + (reading.hasStyleQuery
            ? " (style() queries, which Chromium evaluates against the parent's custom properties, are not evaluated either)"
            : ""),
        SourceRange(file: file, bytes: node.partBytes.isEmpty ? node.bytes : node.partBytes))
      return true
    }
  }

  mutating func parseMedia(_ tokens: ArraySlice<Token>, range: SourceRange) -> MediaQueryList? {
    guard let substituted = substitute(tokens, range: range) else { return nil }
    do {
      return try MediaQueryList.parse(substituted, in: range.file)
    } catch {
      diagnostics.append(error.diagnostic)
      return nil
    }
  }

  // MARK: Output

  mutating func emit(
    _ list: SelectorList, source: SelectorSource, block: DeclarationBlock, _ context: Context,
    range: SourceRange
  ) {
    guard !context.inert else { return }
    guard entries.count + list.selectors.count <= Self.maximumRuleCount else {
      if entries.count < Self.maximumRuleCount + 1 {
        report(
          .tooManyRules, "more than \(Self.maximumRuleCount) rules; the rest are ignored", range)
        entries.reserveCapacity(0)
      }
      return
    }
    let order = entries.count
    // A selector with a pseudo-element or `:host` matches no element: not indexed at all.
    for selector in list.selectors where !selector.neverMatches {
      entries.append(
        RuleEntry(
          selector: selector, block: block, origin: context.origin, layer: context.layer,
          media: context.media, order: order, source: source, range: range, scope: context.scope))
    }
  }
}
