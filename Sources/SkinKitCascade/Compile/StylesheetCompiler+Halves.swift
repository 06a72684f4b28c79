import SkinKitSupport
import SkinKitSyntax

// Compiling a large sheet's top-level items in two halves at once, and joining them.
extension StylesheetCompiler {
  /// Sheets with at least this many top-level items are compiled in two halves at once when
  /// the machine has several cores.
  package static let minimumSplitItems = 512

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
  mutating func compileInHalves(_ input: SheetInput, items: [Int], _ context: Context) {
    let middle = items.count / 2
    // The halves' nodes: the top-level items before the middle one and their own items,
    // then the rest.
    let split = items[middle]
    let nodeCount = input.syntax.nodes.count
    var second = self
    second.entries = []
    second.diagnostics = []
    second.layers = [:]
    second.layerMentions = [:]
    second.extensions = []
    second.registrations = []
    second.keyframeRules = []
    second.defineConstants(in: 0..<split, of: input)
    second.diagnostics = []
    let constantsAhead = second.constants
    let start = self
    let ahead = second
    let startAnonymous = anonymousLayers
    let (first, rest) = ForkJoin.both(
      {
        var compiler = start
        compiler.reserveEntries(for: middle)
        compiler.compileItems(0..<split, of: input, context)
        return compiler
      },
      {
        var compiler = ahead
        compiler.reserveEntries(for: items.count - middle)
        // The second half's ranges refer to a twin of the file: each thread counts
        // references on a file object of its own (see `SourceFile.twin()`).
        let twinned = SheetInput(input.sheet, file: input.file.twin())
        compiler.compileItems(split..<nodeCount, of: twinned, context)
        return compiler
      })
    self = consume first
    let numbersClash = anonymousLayers != startAnonymous && rest.anonymousLayers != startAnonymous
    guard constants == constantsAhead, !numbersClash,
      entries.count + rest.entries.count <= Self.maximumRuleCount
    else {
      compileItems(split..<nodeCount, of: input, context)
      return
    }
    append(consume rest)
  }

  /// Defines the constants that compiling the top-level items among `nodes` would define,
  /// in order, through imports too (diagnostics included: callers discard them).
  mutating func defineConstants(in nodes: Range<Int>, of input: SheetInput) {
    let (syntax, file) = (input.syntax, input.file)
    for index in syntax.items(from: nodes.lowerBound, to: nodes.upperBound) {
      let node = syntax.nodes[index]
      switch node.kind {
      case .constant:
        defineConstant(
          syntax.name(of: node), value: syntax.tokens(of: node),
          valueRange: SourceRange(file: file, bytes: node.partBytes))
      case .importRule:
        guard let child = input.sheet.imports[node.bytes.lowerBound],
          SupportsCondition.importCondition(
            syntax.tokens(of: node), table: table, typeNames: typeNames)?.holds ?? true
        else { continue }
        let imported = SheetInput(child)
        defineConstants(in: 0..<imported.syntax.nodes.count, of: imported)
      default:
        continue
      }
    }
  }

  /// Appends what another compiler compiled after this one's items (see
  /// ``compileInHalves(_:items:_:)``).
  mutating func append(_ later: consuming StylesheetCompiler) {
    let shift = entries.count
    for index in later.entries.indices { later.entries[index].order += shift }
    entries.appendMoving(&later.entries)
    diagnostics += later.diagnostics
    for origin in later.layerMentions.keys where layerMentions[origin] == nil {
      layerMentions[origin] = Self.unconditionalMentions(layers[origin] ?? [])
    }
    for (origin, mentions) in layerMentions {
      layerMentions[origin] =
        mentions
        + (later.layerMentions[origin] ?? Self.unconditionalMentions(later.layers[origin] ?? []))
    }
    for (origin, names) in later.layers {
      var list = layers[origin] ?? []
      for name in names where !list.contains(name) { list.append(name) }
      layers[origin] = list
    }
    extensions += later.extensions
    registrations += later.registrations
    keyframeRules += later.keyframeRules
    constants = later.constants
    anonymousLayers = max(anonymousLayers, later.anonymousLayers)
  }
}
