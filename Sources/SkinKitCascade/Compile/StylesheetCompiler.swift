import SkinKitProperties
import SkinKitSelectors
import SkinKitSyntax

/// What compiling stylesheets produces: the rules in order of appearance, the layers in
/// order of first declaration, and every diagnostic.
package struct CompiledSheets: Sendable {
  var entries: [RuleEntry]
  var layers: [CascadeOrigin: [LayerName]]
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

  /// The deepest nesting of functions, `()`, `[]` and `{}` in tokens.
  static func nestingDepth<C: Collection<Token>>(_ tokens: C) -> Int {
    var depth = 0
    var deepest = 0
    for token in tokens {
      switch token.kind {
      case .function, .openParen, .openBracket, .openBrace:
        depth += 1
        deepest = max(deepest, depth)
      case .closeParen, .closeBracket, .closeBrace:
        depth = max(0, depth - 1)
      default:
        break
      }
    }
    return deepest
  }

  struct Extension {
    var extender: SelectorList
    var target: SimpleSelector
    var origin: CascadeOrigin
    var range: SourceRange
    var used = false
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
      entries: compiler.entries, layers: compiler.layers, diagnostics: compiler.diagnostics)
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

  // MARK: Two halves at once

  /// Sheets with at least this many top-level items are compiled in two halves at once when
  /// the machine has several cores.
  package static let minimumSplitItems = 2048

  /// Compiles a sheet's top-level items in two halves at once, with the result of compiling
  /// them in order.
  ///
  /// The second half is compiled by a copy of this compiler that starts with no rules,
  /// diagnostics, layers or extensions, and with the constants the first half will have
  /// defined (read ahead from its `$name` items and imports). What the second half depends
  /// on is then checked against what the first half really left: the same constants, and no
  /// anonymous layer numbered on both sides. When the check holds, the second half's rules
  /// follow the first's (their order of appearance shifted by the first's count), its
  /// diagnostics and extensions are appended and its layers merged in order of first
  /// declaration; when it does not, the second half is compiled again, after the first.
  mutating func compileInHalves(_ sheet: Stylesheet, _ context: Context) {
    let items = sheet.outline.items
    let middle = items.count / 2
    var second = self
    second.entries = []
    second.diagnostics = []
    second.layers = [:]
    second.extensions = []
    let nodesBefore =
      items[middle...].lazy.compactMap(\.nodeIndex).first ?? sheet.outline.nodes.count
    second.defineConstants(in: sheet.outline.nodes[..<nodesBefore], sheet: sheet)
    second.diagnostics = []
    let constantsAhead = second.constants
    let start = self
    let ahead = second
    let startAnonymous = anonymousLayers
    let (first, rest) = ForkJoin.both(
      {
        var compiler = start
        compiler.reserveEntries(for: middle)
        compiler.compileOutline(items[..<middle], sheet: sheet, file: sheet.file, context)
        return compiler
      },
      {
        var compiler = ahead
        compiler.reserveEntries(for: items.count - middle)
        // The second half's ranges refer to a twin of the file: each thread counts
        // references on a file object of its own (see `SourceFile.twin()`).
        compiler.compileOutline(items[middle...], sheet: sheet, file: sheet.file.twin(), context)
        return compiler
      })
    self = consume first
    let numbersClash = anonymousLayers != startAnonymous && rest.anonymousLayers != startAnonymous
    guard constants == constantsAhead, !numbersClash,
      entries.count + rest.entries.count <= Self.maximumRuleCount
    else {
      compileOutline(items[middle...], sheet: sheet, file: sheet.file, context)
      return
    }
    append(consume rest)
  }

  /// Defines the constants that compiling `items` would define, in order, through imports
  /// too (diagnostics included: callers discard them).
  mutating func defineConstants(in items: ArraySlice<SyntaxNode>, sheet: Stylesheet) {
    for item in items {
      switch item {
      case .constant(let constant):
        defineConstant(constant)
      case .importRule(let rule):
        guard let child = sheet.imports[rule.range.bytes.lowerBound] else { continue }
        defineConstants(in: child.outline.nodes[...], sheet: child)
      default:
        continue
      }
    }
  }

  /// Appends what another compiler compiled after this one's items (see
  /// ``compileInHalves(_:_:)``).
  mutating func append(_ later: consuming StylesheetCompiler) {
    let shift = entries.count
    for index in later.entries.indices { later.entries[index].order += shift }
    entries.appendMoving(&later.entries)
    diagnostics += later.diagnostics
    for (origin, names) in later.layers {
      var list = layers[origin] ?? []
      for name in names where !list.contains(name) { list.append(name) }
      layers[origin] = list
    }
    extensions += later.extensions
    constants = later.constants
    anonymousLayers = max(anonymousLayers, later.anonymousLayers)
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
          declareLayer(name, origin: context.origin)
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
      for name in layer.names { declareLayer(layerName(name, in: context), origin: context.origin) }
      return
    }
    let name = layer.names.first.map { layerName($0, in: context) } ?? anonymousLayer(in: context)
    declareLayer(name, origin: context.origin)
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

  mutating func declareLayer(_ name: LayerName, origin: CascadeOrigin) {
    var list = layers[origin] ?? []
    // Parents are declared before their sublayers.
    for length in 1...name.components.count {
      let prefix = LayerName(Array(name.components.prefix(length)))
      if !list.contains(prefix) { list.append(prefix) }
    }
    layers[origin] = list
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

  // MARK: Rules

  mutating func compileRule(_ rule: RuleSyntax, sheet: Stylesheet, _ context: Context) {
    guard
      let list = parseRuleSelectors(
        rule.prelude, in: rule.range.file, nested: context.parent != nil)
    else { return }
    let parentWeight = context.parent == nil ? nil : context.parentWeight
    // The weight bounds nested rules: needed when this rule is nested or holds rules (most
    // rules are neither, and skip the walk).
    let holdsRules = rule.items.contains { item in
      if case .declaration = item { false } else { true }
    }
    let weight =
      parentWeight == nil && !holdsRules
      ? 0
      : list.selectors.reduce(0) { $0 + Self.expandedWeight(of: $1, parentWeight: parentWeight) }
    // Only nesting expands a list: a top-level list is as long as it is written (and the
    // cascade's rule limit bounds it).
    guard parentWeight == nil || weight <= Self.maximumSelectorWeight else {
      report(
        .expansionTooLarge,
        "nested under selector lists, the selectors expand to more than \(Self.maximumSelectorWeight) simple selectors; the rule is dropped, and the rules nested in it",
        rule.preludeRange)
      return
    }
    // A top-level rule without `&` anywhere in its prelude has nothing to resolve (most
    // rules: the walk through every selector is skipped).
    let resolved =
      context.parent == nil && !Self.containsNestingToken(rule.prelude)
      ? list : SelectorList(list.selectors.map { resolveNesting($0, parent: context.parent) })
    var inner = context
    inner.parent = resolved
    inner.parentWeight = weight
    inner.parentSource =
      context.parentSource.map { SelectorSource(.nested(rule.prelude, parent: $0)) }
      ?? SelectorSource(.prelude(rule.prelude))
    compileItems(rule.items[...], sheet: sheet, inner)
  }

  /// Compiles a top-level plain rule from its offsets, as ``compileRule(_:sheet:_:)``
  /// compiles its syntax node: the selector list read from the bytes (from tokens when
  /// they do not make a valid plain list, for the diagnostic), each declaration's value made
  /// into tokens alone (most are one token, made without a scanner).
  mutating func compilePlainRule(
    _ rule: SheetOutline.Rule, outline: SheetOutline, file: SourceFile, _ context: Context
  ) {
    // Taken out while in use: a copy left behind would make the first write copy its slots.
    var styleNames = plainStyleNames ?? NameCache()
    plainStyleNames = nil
    let parsed = file.bytes.withUnsafeBufferPointer { bytes in
      SelectorParser.parsePlain(bytes, rule.prelude, names: &styleNames)
    }
    plainStyleNames = styleNames
    guard
      let list = parsed
        ?? parseRuleSelectors(
          Tokenizer.tokenize(file, bytes: rule.prelude).tokens[...], in: file, nested: false)
    else { return }
    var pending: [CompiledDeclaration] = []
    pending.reserveCapacity(rule.declarations.count)
    // Taken out while in use: a copy left behind would make the first write copy its slots.
    var names = plainNames ?? NameCache()
    plainNames = nil
    for index in rule.declarations {
      let declaration = outline.declarations[index]
      // A plain value gives no diagnostic and uses no constant (see `SheetOutline`); most
      // are one token, made without a scanner.
      let name = file.bytes.withUnsafeBufferPointer { bytes in
        valueTokens.removeAll(keepingCapacity: true)
        if let token = Tokenizer.plainToken(bytes, declaration.value, names: &names) {
          valueTokens.append(token)
        } else {
          _ = Tokenizer.tokenize(file, bytes: declaration.value, into: &valueTokens)
        }
        return names.string(bytes, declaration.name)
      }
      compileDeclaration(
        DeclarationParts(
          name: name, value: valueTokens[...], important: false, file: file,
          nameBytes: declaration.name, valueBytes: declaration.value,
          bytes: declaration.name.lowerBound..<declaration.end),
        into: &pending)
    }
    plainNames = names
    guard !pending.isEmpty, let first = rule.declarations.first else { return }
    let block = DeclarationBlock(pending, table: table)
    let start = outline.declarations[first]
    emit(
      list, source: SelectorSource(.plain(file, rule.prelude)), block: block, context,
      range: SourceRange(file: file, bytes: start.name.lowerBound..<start.end))
  }

  /// A rule's selector list from its prelude's tokens; `nil`, with the selector's diagnostic
  /// saying the rule is dropped, when it is invalid.
  mutating func parseRuleSelectors(
    _ prelude: ArraySlice<Token>, in file: SourceFile?, nested: Bool
  ) -> SelectorList? {
    switch SelectorParser.parse(prelude, in: file, nested: nested) {
    case .success(let list):
      return list
    case .failure(let error):
      var diagnostic = error.diagnostic
      diagnostic.message += "; the rule is dropped"
      diagnostics.append(diagnostic)
      return nil
    }
  }

  /// Whether tokens hold a `&` delim (read in place: no token is copied).
  static func containsNestingToken(_ tokens: ArraySlice<Token>) -> Bool {
    // The value read in place and compared with a literal: calling `isDelim` here cost 40
    // times as much on a large sheet (4.3 M instructions against 0.1 M), whether it read a
    // table, the value's byte, or was inlinable with a string parameter.
    for index in tokens.indices where tokens[index].kind == .delim {
      if tokens[index].value == "&" { return true }
    }
    return false
  }

  /// How a nested rule's selector reads in explanations: `Button.primary { &:highlighted }`
  /// reads `Button.primary:highlighted`. Only `&` tokens stand for the parent: the `&` of
  /// `[title="&"]` is text.
  static func nestedText(_ tokens: ArraySlice<Token>, parent: String) -> String {
    let replacement = parent.contains(",") ? ":is(\(parent))" : parent
    guard tokens.contains(where: { $0.isDelim("&") }) else {
      return replacement + " " + TokenPrinter.print(tokens, collapsingWhitespace: true)
    }
    // Each `&` printed as a stand-in spaced as `&` is, which no printed selector holds (the
    // printer escapes control characters), then replaced.
    let marker = Token(kind: .delim, value: "\u{1}")
    let printed = TokenPrinter.print(
      tokens.map { $0.isDelim("&") ? marker : $0 }, collapsingWhitespace: true)
    return printed.split(separator: "\u{1}", omittingEmptySubsequences: false)
      .joined(separator: replacement)
  }

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

  // MARK: Nesting

  /// How many simple selectors a written selector holds once made absolute (a `:is(…)` counts
  /// one plus its list), computed without building it: its own, plus the parent list's
  /// (`parentWeight`, `nil` at top level) for each `&` and for the one implied when it has
  /// none or starts with a combinator. Written selectors are small trees; resolved ones share
  /// their parents, so walking them instead could take time exponential in the nesting.
  static func expandedWeight(of selector: ComplexSelector, parentWeight: Int?) -> Int {
    var nestings = 0
    let own = writtenWeight(of: selector, nestings: &nestings)
    guard let parentWeight else { return own }
    let implied = selector.leadingCombinator != nil || nestings == 0 ? 1 : 0
    return own + (nestings + implied) * parentWeight
  }

  /// The simple selectors of a written selector; counts its `&` into `nestings`.
  static func writtenWeight(of selector: ComplexSelector, nestings: inout Int) -> Int {
    var weight = 0
    for compound in selector.compounds {
      for component in compound.components {
        weight += 1
        if case .nesting = component { nestings += 1 }
        for list in component.nestedLists {
          for inner in list.selectors { weight += writtenWeight(of: inner, nestings: &nestings) }
        }
      }
    }
    return weight
  }

  /// Makes a nested selector absolute (CSS Nesting §3): `&` is `:is(parent)`; a selector
  /// without `&` is `& <selector>` (with its leading combinator, if any). When the parent list
  /// has one selector and `&` starts the selector, the parent is spliced in directly — the
  /// same match and specificity, faster to match.
  func resolveNesting(_ selector: ComplexSelector, parent: SelectorList?) -> ComplexSelector {
    guard let parent else {
      // A top-level `&` is the scoping root: the tree's root.
      return replacingNesting(in: selector, with: .structural(.root))
    }
    if selector.leadingCombinator != nil || !selector.containsNesting {
      let combinator = selector.leadingCombinator ?? .descendant
      // Replace `&` in the written part only: the parent is already resolved (it holds no
      // `&`), and walking it again at every level would take time exponential in the depth
      // of nesting when parents are lists (`:is(:is(…) a, :is(…) b) a`).
      let relative = replacingNesting(
        in: ComplexSelector(compounds: selector.compounds, combinators: selector.combinators),
        with: .is(parent))
      if parent.selectors.count == 1 {
        let base = parent.selectors[0]
        return ComplexSelector(
          compounds: base.compounds + relative.compounds,
          combinators: base.combinators + [combinator] + relative.combinators)
      }
      return ComplexSelector(
        compounds: [CompoundSelector([.is(parent)])] + relative.compounds,
        combinators: [combinator] + relative.combinators)
    }
    // `&` at the start of the first compound, single parent: splice.
    if parent.selectors.count == 1, let first = selector.compounds.first,
      case .nesting = first.components[0],
      !first.components.dropFirst().contains(where: Self.isNestingOrType),
      !selector.compounds.dropFirst().contains(where: \.containsNesting)
    {
      let base = parent.selectors[0]
      let merged = CompoundSelector(base.subject.components + first.components.dropFirst())
      return ComplexSelector(
        compounds: base.compounds.dropLast() + [merged] + selector.compounds.dropFirst(),
        combinators: base.combinators + selector.combinators)
    }
    return replacingNesting(in: selector, with: .is(parent))
  }

  static func isNestingOrType(_ component: SimpleSelector) -> Bool {
    switch component {
    case .nesting, .type, .universal: true
    default: false
    }
  }

  func replacingNesting(in selector: ComplexSelector, with replacement: SimpleSelector)
    -> ComplexSelector
  {
    guard selector.containsNesting else { return selector }
    return ComplexSelector(
      compounds: selector.compounds.map { replacingNesting(in: $0, with: replacement) },
      combinators: selector.combinators, leadingCombinator: selector.leadingCombinator)
  }

  func replacingNesting(in compound: CompoundSelector, with replacement: SimpleSelector)
    -> CompoundSelector
  {
    CompoundSelector(
      compound.components.map { component in
        switch component {
        case .nesting: return replacement
        case .not(let list): return .not(replacingNesting(in: list, with: replacement))
        case .is(let list): return .is(replacingNesting(in: list, with: replacement))
        case .where(let list): return .where(replacingNesting(in: list, with: replacement))
        case .nth(var nth):
          nth.filter = nth.filter.map { replacingNesting(in: $0, with: replacement) }
          return .nth(nth)
        default: return component
        }
      })
  }

  func replacingNesting(in list: SelectorList, with replacement: SimpleSelector) -> SelectorList {
    SelectorList(list.selectors.map { replacingNesting(in: $0, with: replacement) })
  }

  // MARK: Declarations

  /// Compiles one declaration, appending what it sets (a shorthand sets several longhands)
  /// to `pending`; a declaration that cannot be compiled appends nothing and is reported.
  mutating func compileDeclaration(
    _ declaration: DeclarationSyntax, into pending: inout [CompiledDeclaration]
  ) {
    guard let value = substitute(declaration.value, range: declaration.valueRange) else {
      return
    }
    compileDeclaration(
      DeclarationParts(
        name: declaration.name, value: value, important: declaration.important,
        file: declaration.range.file, nameBytes: declaration.nameRange.bytes,
        valueBytes: declaration.valueRange.bytes, bytes: declaration.range.bytes),
      into: &pending)
  }

  /// A declaration as compiling reads it: its name, its value's tokens (constants
  /// substituted) and where they are, as byte offsets in one file (made into ranges only for
  /// what is kept or reported).
  struct DeclarationParts {
    var name: String
    var value: ArraySlice<Token>
    var important: Bool
    var file: SourceFile?
    var nameBytes: Range<Int>
    var valueBytes: Range<Int>
    var bytes: Range<Int>
  }

  mutating func compileDeclaration(
    _ declaration: DeclarationParts, into pending: inout [CompiledDeclaration]
  ) {
    let value = declaration.value
    // Values are read (and `var()` fallbacks substituted) recursively: bound the nesting here,
    // once for every later reader, so hostile input cannot exhaust the stack.
    if Self.nestingDepth(value) > Self.maximumValueDepth {
      report(
        .nestingTooDeep,
        "the value of '\(declaration.name)' nests functions or brackets deeper than \(Self.maximumValueDepth) levels; the declaration is dropped",
        SourceRange(file: declaration.file, bytes: declaration.valueBytes))
      return
    }
    let range = SourceRange(file: declaration.file, bytes: declaration.bytes)
    if declaration.name.startsWithTwoHyphens {
      pending.append(
        CompiledDeclaration(
          target: .custom(declaration.name), value: .unparsed(Array(value), shorthand: nil),
          important: declaration.important, range: range, writtenName: declaration.name)
      )
      return
    }
    do {
      try table.parseDeclaration(name: declaration.name, value: value) { property, parsed in
        pending.append(
          CompiledDeclaration(
            target: .property(property), value: parsed, important: declaration.important,
            range: range, writtenName: declaration.name))
      }
    } catch {
      let at = error.id == .unknownProperty ? declaration.nameBytes : declaration.valueBytes
      let message: String
      switch error.id {
      case .unknownProperty, .emptyValue, .unsupportedValue: message = error.message
      default: message = "invalid value for '\(declaration.name)': \(error.message)"
      }
      report(error.id, message, SourceRange(file: declaration.file, bytes: at))
    }
  }

  // MARK: Constants

  mutating func defineConstant(_ constant: ConstantSyntax) {
    if injected[constant.name] != nil { return }
    let references = Self.constantReferences(constant.value)
    if references.contains(where: { $0.name == constant.name }) && constants[constant.name] == nil {
      report(.constantCycle, "constant '$\(constant.name)' refers to itself", constant.valueRange)
      return
    }
    guard let value = substitute(constant.value, range: constant.valueRange) else { return }
    constants[constant.name] = Array(value)
  }

  /// `$name` references in tokens: a `$` delim directly followed by an ident.
  static func constantReferences(_ tokens: ArraySlice<Token>) -> [(index: Int, name: String)] {
    var result: [(Int, String)] = []
    var index = tokens.startIndex
    while index + 1 < tokens.endIndex {
      if tokens[index].isDelim("$"), tokens[index + 1].kind == .ident,
        tokens[index + 1].start == tokens[index].end
      {
        result.append((index, tokens[index + 1].value))
        index += 2
      } else {
        index += 1
      }
    }
    return result
  }

  /// Replaces `$name` references with their values; `nil` (and a diagnostic) when one is
  /// undefined or the expansion is too large.
  mutating func substitute(_ tokens: ArraySlice<Token>, range: SourceRange) -> ArraySlice<Token>? {
    // Most values use no constant: hand back the slice itself (no copy).
    guard tokens.contains(where: { $0.kind == .delim && $0.value == "$" }) else { return tokens }
    let references = Self.constantReferences(tokens)
    guard !references.isEmpty else { return tokens }
    var result: [Token] = []
    var index = tokens.startIndex
    for reference in references {
      result += tokens[index..<reference.index]
      guard let value = injected[reference.name] ?? constants[reference.name] else {
        let token = tokens[reference.index]
        report(
          .undefinedConstant,
          "constant '$\(reference.name)' is not defined before this use; the declaration is dropped",
          SourceRange(file: range.file, bytes: token.start..<tokens[reference.index + 1].end))
        return nil
      }
      result += value
      if result.count > Self.maximumExpansion {
        report(
          .expansionTooLarge,
          "constants expand to more than \(Self.maximumExpansion) tokens here; the declaration is dropped",
          range)
        return nil
      }
      index = reference.index + 2
    }
    result += tokens[index..<tokens.endIndex]
    return result[...]
  }

  // MARK: @extend

  mutating func addExtension(_ extend: ExtendSyntax, extender: SelectorList, origin: CascadeOrigin)
  {
    let target: SimpleSelector
    switch SelectorParser.parse(extend.selector, in: extend.range.file, nested: false) {
    case .success(let list):
      guard list.selectors.count == 1, list.selectors[0].compounds.count == 1,
        list.selectors[0].compounds[0].components.count == 1
      else {
        report(
          .invalidExtend, "@extend takes one simple selector, such as '.primary' or 'Button'",
          extend.range)
        return
      }
      target = list.selectors[0].compounds[0].components[0]
    case .failure(let error):
      report(.invalidExtend, "@extend: \(error.diagnostic.message)", extend.range)
      return
    }
    extensions.append(
      Extension(extender: extender, target: target, origin: origin, range: extend.range))
  }

  /// Adds, for every rule whose selector uses an extended simple selector, the selector with
  /// the extender in its place (Sass's `@extend`: `.danger { @extend .primary; }` makes
  /// `.danger` match every rule written for `.primary`).
  mutating func applyExtensions() {
    guard !extensions.isEmpty else { return }
    let originalCount = entries.count
    var added: [RuleEntry] = []
    var addedWeight = 0
    var work = 0
    extending: for index in extensions.indices {
      let extensionRule = extensions[index]
      var tooLarge = false
      for entry in entries.prefix(originalCount) + added where entry.origin == extensionRule.origin
      {
        for extender in extensionRule.extender.selectors {
          let extended = Self.extend(
            entry.selector, target: extensionRule.target, with: extender, work: &work)
          if work > Self.maximumExtendWork {
            report(.tooManyRules, "@extend creates too many rules; stopped", extensionRule.range)
            break extending
          }
          for selector in extended {
            extensions[index].used = true
            // Extended selectors share lists with the rules they come from (and `:is()` lists
            // grow at every level), so they are measured, and the large ones dropped.
            let weight = Self.weight(of: selector, limit: Self.maximumSelectorWeight)
            work += weight
            guard weight <= Self.maximumSelectorWeight else {
              tooLarge = true
              continue
            }
            addedWeight += weight
            added.append(
              RuleEntry(
                selector: selector, block: entry.block, origin: entry.origin, layer: entry.layer,
                media: entry.media, order: entry.order, source: SelectorSource(.selector(selector)),
                range: entry.range))
            if added.count > Self.maximumRuleCount || addedWeight > Self.maximumExtendedWeight {
              report(.tooManyRules, "@extend creates too many rules; stopped", extensionRule.range)
              break extending
            }
          }
        }
      }
      if tooLarge {
        report(
          .expansionTooLarge,
          "@extend: a selector extended expands to more than \(Self.maximumSelectorWeight) simple selectors; it is not extended",
          extensionRule.range)
      }
      if !extensions[index].used {
        report(
          .extendTargetNotFound, "@extend: no rule uses '\(extensionRule.target)'",
          extensionRule.range)
      }
    }
    entries += added
    entries.sort { $0.order < $1.order }
  }

  /// How many simple selectors a selector holds (a `:is(…)` counts one plus its list), counted
  /// up to `limit`: past it, `limit + 1`. A selector's lists may be shared many times over,
  /// so the count stops rather than walk all of them.
  static func weight(of selector: ComplexSelector, limit: Int) -> Int {
    var count = 0
    func visit(_ selector: ComplexSelector) -> Bool {
      for compound in selector.compounds {
        for component in compound.components {
          count += 1
          guard count <= limit else { return false }
          for list in component.nestedLists {
            for inner in list.selectors where !visit(inner) { return false }
          }
        }
      }
      return true
    }
    _ = visit(selector)
    return count
  }

  /// The selectors `selector` becomes when `target` is extended by `extender`; adds the
  /// simple selectors it looked at to `work`.
  static func extend(
    _ selector: ComplexSelector, target: SimpleSelector, with extender: ComplexSelector,
    work: inout Int
  ) -> [ComplexSelector] {
    work += selector.compounds.reduce(0) { $0 + $1.components.count }
    var results = extendTopLevel(selector, target: target, with: extender)
    // Inside `:is()`, `:where()` and `:not()` (a rule nested under a selector list is
    // `:is(list)`), the list grows by the extended selectors.
    for (compoundIndex, compound) in selector.compounds.enumerated() {
      for (componentIndex, component) in compound.components.enumerated() {
        let rebuild: (SelectorList) -> SimpleSelector
        let list: SelectorList
        switch component {
        case .is(let inner):
          list = inner
          rebuild = { .is($0) }
        case .where(let inner):
          list = inner
          rebuild = { .where($0) }
        case .not(let inner):
          list = inner
          rebuild = { .not($0) }
        default:
          continue
        }
        let added = list.selectors.flatMap {
          extend($0, target: target, with: extender, work: &work)
        }
        guard !added.isEmpty else { continue }
        var components = compound.components
        components[componentIndex] = rebuild(SelectorList(list.selectors + added))
        var compounds = selector.compounds
        compounds[compoundIndex] = CompoundSelector(components)
        results.append(
          ComplexSelector(
            compounds: compounds, combinators: selector.combinators,
            leadingCombinator: selector.leadingCombinator))
      }
    }
    return results
  }

  /// Extensions of the selector's own compounds (not inside pseudo-classes).
  static func extendTopLevel(
    _ selector: ComplexSelector, target: SimpleSelector, with extender: ComplexSelector
  ) -> [ComplexSelector] {
    var results: [ComplexSelector] = []
    for (position, compound) in selector.compounds.enumerated()
    where compound.components.contains(target) {
      let rest = compound.components.filter { $0 != target }
      guard let merged = merge(extender.subject.components, with: rest) else { continue }
      let before = Array(selector.compounds[..<position])
      let withinBefore = position > 0 ? Array(selector.combinators[..<(position - 1)]) : []
      let joinBefore = position > 0 ? selector.combinators[position - 1] : Combinator.descendant
      let after = Array(selector.compounds[(position + 1)...])
      let afterCombinators = Array(selector.combinators[position...])
      let extenderAncestors = Array(extender.compounds.dropLast())
      let withinExtender = Array(extender.combinators.dropLast())
      let joinExtender = extender.combinators.last ?? .descendant
      // Weave the selector's ancestors and the extender's: each order, joined by descendant.
      var weaves: [(compounds: [CompoundSelector], combinators: [Combinator], join: Combinator)] =
        []
      if extenderAncestors.isEmpty {
        weaves.append((before, withinBefore, joinBefore))
      } else if before.isEmpty {
        weaves.append((extenderAncestors, withinExtender, joinExtender))
      } else {
        weaves.append(
          (before + extenderAncestors, withinBefore + [.descendant] + withinExtender, joinExtender))
        weaves.append(
          (extenderAncestors + before, withinExtender + [.descendant] + withinBefore, joinBefore))
      }
      for weave in weaves {
        let combinators =
          weave.combinators + (weave.compounds.isEmpty ? [] : [weave.join]) + afterCombinators
        results.append(
          ComplexSelector(compounds: weave.compounds + [merged] + after, combinators: combinators))
      }
    }
    return results
  }

  /// Unifies two compounds' simple selectors, or `nil` when they cannot both hold (two
  /// different types).
  static func merge(_ extender: [SimpleSelector], with rest: [SimpleSelector]) -> CompoundSelector?
  {
    var types: [SimpleSelector] = []
    var others: [SimpleSelector] = []
    for component in extender + rest {
      switch component {
      case .type, .universal: types.append(component)
      default: if !others.contains(component) { others.append(component) }
      }
    }
    let concrete = types.filter { if case .universal = $0 { false } else { true } }
    var head: [SimpleSelector] = []
    if let first = concrete.first {
      guard concrete.allSatisfy({ $0 == first }) else { return nil }
      head = [first]
    }
    let components = head + others
    return components.isEmpty ? CompoundSelector([.universal]) : CompoundSelector(components)
  }
}
