import SkinKitProperties
import SkinKitSelectors
import SkinKitSyntax

/// What compiling stylesheets produces: the rules in order of appearance, the layers in
/// order of first declaration, every mention of a layer for the origins where one sits in
/// `@media` (their order then depends on the environment), and every diagnostic.
package struct CompiledSheets: Sendable {
  var entries: [RuleEntry]
  var layers: [CascadeOrigin: [LayerName]]
  var layerMentions: [CascadeOrigin: [LayerMention]] = [:]
  var diagnostics: [Diagnostic]
}

/// Turns parsed stylesheets into flat rules: nested rules get absolute selectors (`&` is the
/// parent's selector list, as CSS Nesting defines it), `$name` constants are substituted,
/// `@media` and `@layer` become conditions and layer names on each rule, imports are
/// expanded in place, and `@extend` adds selectors to the rules it extends.
package struct StylesheetCompiler: Sendable {
  let table: PropertyTable
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
  var anonymousLayers = 0
  /// The tokens of the plain value being compiled (one buffer for all).
  var valueTokens: [Token] = []
  /// The strings of plain rules' property names and values (made when the first plain rule
  /// is compiled: a compiler of an inline style needs none).
  var plainNames: NameCache?
  /// The interned names of plain rules' selectors, by their bytes.
  var plainStyleNames: NameCache?

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

  /// Where a block sits: its parent selectors, layer and media conditions.
  struct Context {
    var origin: CascadeOrigin
    var parent: SelectorList?
    /// How many simple selectors `parent` holds (see ``expandedWeight(of:parentWeight:)``).
    var parentWeight = 0
    var parentSource: SelectorSource?
    var layer: LayerName?
    var media: [MediaQueryList]
  }

  init(table: PropertyTable, injected: [String: String]) {
    self.table = table
    var tokens: [String: [Token]] = [:]
    for (name, text) in injected {
      tokens[name.hasPrefix("$") ? String(name.dropFirst()) : name] = Tokenizer.tokenize(text)
    }
    self.injected = tokens
  }

  /// Compiles sheets in order (`package`: `skss bench` times this stage apart). A sheet with
  /// at least `splitFrom` top-level items is compiled in two halves at once (see
  /// ``compileInHalves(_:_:)``); by default, sheets of ``minimumSplitItems`` when the machine
  /// has several cores.
  package static func compile(
    _ sheets: [(Stylesheet, CascadeOrigin)], table: PropertyTable, injected: [String: String],
    splitFrom minimumItems: Int = ForkJoin.hasSeveralCores ? minimumSplitItems : .max
  ) -> CompiledSheets {
    var compiler = StylesheetCompiler(table: table, injected: injected)
    for (sheet, origin) in sheets {
      compiler.diagnostics += sheet.diagnostics
      let context = Context(origin: origin, parent: nil, parentSource: nil, layer: nil, media: [])
      if sheet.outline.items.count >= max(2, minimumItems) {
        compiler.compileInHalves(sheet, context)
      } else {
        compiler.compile(sheet, context)
      }
    }
    compiler.applyExtensions()
    return CompiledSheets(
      entries: compiler.entries, layers: compiler.layers,
      layerMentions: compiler.layerMentions, diagnostics: compiler.diagnostics)
  }

  mutating func report(_ id: DiagnosticID, _ message: String, _ range: SourceRange) {
    diagnostics.append(Diagnostic(id, message, at: range))
  }

  // MARK: Sheets and items

  mutating func compile(_ sheet: Stylesheet, _ context: Context) {
    reserveEntries(for: sheet.outline.items.count)
    compileOutline(sheet.outline.items[...], sheet: sheet, file: sheet.file, context)
  }

  /// Makes room for a rule per top-level item (most are rules), so that a large sheet's
  /// rules are not copied to a new block at each doubling.
  mutating func reserveEntries(for items: Int) {
    entries.reserveCapacity(min(entries.count + items, Self.maximumRuleCount))
  }

  /// Compiles a sheet's top-level items: plain rules read from `file`'s bytes (the sheet's
  /// file or a twin of it), runs of other items as nodes.
  mutating func compileOutline(
    _ items: ArraySlice<SheetOutline.Item>, sheet: Stylesheet, file: SourceFile,
    _ context: Context
  ) {
    let outline = sheet.outline
    var index = items.startIndex
    while index < items.endIndex {
      switch items[index] {
      case .rule(let rule):
        compilePlainRule(outline.rules[rule], outline: outline, file: file, context)
        index += 1
      case .node(let first):
        var last = first
        index += 1
        while index < items.endIndex, case .node(let next) = items[index], next == last + 1 {
          last = next
          index += 1
        }
        compileItems(outline.nodes[first...last], sheet: sheet, context)
      }
    }
  }

  mutating func compileItems(
    _ items: ArraySlice<SyntaxNode>, sheet: Stylesheet, _ context: Context
  ) {
    var pending: [CompiledDeclaration] = []
    // A rule's block is mostly declarations: one allocation for them, not one per doubling.
    pending.reserveCapacity(min(items.count, 16))
    var pendingStart: SourceRange?
    func flush(_ compiler: inout StylesheetCompiler) {
      guard !pending.isEmpty, let parent = context.parent else {
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
    for item in items {
      switch item {
      case .declaration(let declaration):
        guard context.parent != nil else {
          report(
            .invalidDeclaration, "declaration '\(declaration.name)' is outside any rule; ignored",
            declaration.nameRange)
          continue
        }
        if pendingStart == nil { pendingStart = declaration.range }
        compileDeclaration(declaration, into: &pending)
      case .rule(let rule):
        flush(&self)
        compileRule(rule, sheet: sheet, context)
      case .media(let media):
        flush(&self)
        guard let query = parseMedia(media.query, range: media.queryRange) else { continue }
        var inner = context
        inner.media.append(query)
        compileItems(media.items[...], sheet: sheet, inner)
      case .layer(let layer):
        flush(&self)
        compileLayer(layer, sheet: sheet, context)
      case .importRule(let rule):
        guard let child = sheet.imports[rule.range.bytes.lowerBound] else { continue }
        var inner = context
        if let layer = rule.layer {
          // `layer` alone is an anonymous layer, as `@layer { }` is.
          let name = layer.isEmpty ? anonymousLayer(in: context) : layerName(layer, in: context)
          declareLayer(name, context)
          inner.layer = name
        }
        if !rule.media.isEmpty {
          guard let query = parseMedia(rule.media, range: rule.range) else { continue }
          inner.media.append(query)
        }
        compile(child, inner)
      case .constant(let constant):
        defineConstant(constant)
      case .extend(let extend):
        guard let parent = context.parent else {
          report(.invalidExtend, "@extend must be inside a rule", extend.range)
          continue
        }
        addExtension(extend, extender: parent, origin: context.origin)
      }
    }
    flush(&self)
  }

  mutating func compileLayer(_ layer: LayerRuleSyntax, sheet: Stylesheet, _ context: Context) {
    guard let items = layer.items else {
      for name in layer.names { declareLayer(layerName(name, in: context), context) }
      return
    }
    let name = layer.names.first.map { layerName($0, in: context) } ?? anonymousLayer(in: context)
    declareLayer(name, context)
    var inner = context
    inner.layer = name
    compileItems(items[...], sheet: sheet, inner)
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
    guard entries.count + list.selectors.count <= Self.maximumRuleCount else {
      if entries.count < Self.maximumRuleCount + 1 {
        report(
          .tooManyRules, "more than \(Self.maximumRuleCount) rules; the rest are ignored", range)
        entries.reserveCapacity(0)
      }
      return
    }
    let order = entries.count
    for selector in list.selectors {
      entries.append(
        RuleEntry(
          selector: selector, block: block, origin: context.origin, layer: context.layer,
          media: context.media, order: order, source: source, range: range))
    }
  }
}
