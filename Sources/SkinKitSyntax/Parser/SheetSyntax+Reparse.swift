// A file parsed again after an edit: only the top-level items around the bytes that
// changed, the rest taken from the syntax of the version before.
extension SheetSyntax {
  /// The syntax of `file`, equal to ``parse(_:)``'s, given `previous`, the syntax of another
  /// version of it (an editor's text before an edit).
  ///
  /// The bytes that changed are found by comparing the two texts (the longest common prefix
  /// and suffix), and only the run of top-level items around them is parsed again, as a
  /// part of the file of its own (as ``parse(_:splitAt:)`` parses halves): the items before
  /// and after it are the previous syntax's, those after shifted to their new offsets. The
  /// part starts where a top-level item started in the previous version and the bytes before
  /// it did not change, after whitespace (so tokenizing starts afresh there), and it ends
  /// before a top-level item of the previous version whose bytes, and a few before them, did
  /// not change, when its parse ended between items exactly there, after whitespace; when it
  /// did not (the edit opened a comment, a string or a block that runs on), the part is
  /// extended over more items, up to the end of the file. Whether an `@import` is taken
  /// depends on what came before it: when the part or the items after it hold one (or a
  /// diagnostic about one), the whole file is parsed. `previous` must be what ``parse(_:)``
  /// (or this) gave for the other version.
  package static func parse(_ file: SourceFile, after previous: SheetSyntax) -> SheetSyntax {
    guard let splice = Splice(old: previous, new: file) else { return parse(file) }
    return splice.syntax
  }

  /// The bytes of `file` that ``parse(_:after:)`` parses again, `nil` when it parses the
  /// whole file.
  package static func partParsed(_ file: SourceFile, after previous: SheetSyntax) -> Range<Int>? {
    guard let splice = Splice(old: previous, new: file),
      splice.start > 0 || splice.oldEnd < previous.file.bytes.count
    else { return nil }
    return splice.start..<(splice.oldEnd + splice.shift)
  }
}

/// What ``SheetSyntax/parse(_:after:)`` parses again, and the syntax it then makes.
private struct Splice {
  let old: SheetSyntax
  let file: SourceFile
  /// Where the part parsed again starts (the same offset in both versions).
  let start: Int
  /// The index, in the old nodes, of the first top-level item of the part.
  let firstNode: Int
  /// Where the items after the part start in the old version (the old file's end when none
  /// follow), and the index of the first of them (the old nodes' count when none).
  let oldEnd: Int
  let endNode: Int
  /// How much later the bytes after the edit are in the new version.
  let shift: Int
  /// The part's parse.
  let part: PartParse

  /// How many bytes on each side of an edit must be unchanged between the part's ends and
  /// the edit: tokenizing looks at most three bytes past a token's start to tell its kind.
  private static let margin = 4

  init?(old: SheetSyntax, new file: SourceFile) {
    let (before, after) = (old.file.bytes, file.bytes)
    guard !before.isEmpty, !after.isEmpty else { return nil }
    let (prefix, suffix) = Self.commonEnds(before, after)
    let shift = after.count - before.count
    let changedEnd = before.count - suffix
    // The top-level items, with where each starts.
    var items: [(node: Int, start: Int)] = []
    for index in old.topLevel { items.append((index, old.nodes[index].bytes.lowerBound)) }
    // Imports are read only before the first rule: an edit up to the last import parses
    // from the start.
    var lastImportEnd = -1
    for item in items where old.nodes[item.node].kind == .importRule {
      lastImportEnd = old.nodes[item.node].bytes.upperBound
    }
    var first = 0
    if prefix > lastImportEnd + Self.margin {
      for (position, item) in items.enumerated().reversed()
      where item.start + Self.margin <= prefix && item.start > lastImportEnd
        && Self.followsWhitespace(before, item.start)
      {
        first = position
        break
      }
    }
    let start = first < items.count && first > 0 ? items[first].start : 0
    // The first candidate end: the first item starting well after the edit.
    var candidate = items.firstIndex { $0.start >= changedEnd + Self.margin } ?? items.count
    var growth = 1
    while true {
      while candidate < items.count && !Self.followsWhitespace(before, items[candidate].start) {
        candidate += 1
      }
      let oldEnd = candidate < items.count ? items[candidate].start : before.count
      let newEnd = oldEnd + shift
      let part = PartParse(file, bytes: start..<newEnd)
      let endsCleanly =
        newEnd == after.count
        || (part.endsBetweenItems
          && part.lastToken.map { $0.kind == .whitespace && $0.end == newEnd } ?? false)
      if endsCleanly {
        self.old = old
        self.file = file
        self.start = start
        firstNode = first < items.count ? items[first].node : old.nodes.count
        self.oldEnd = oldEnd
        endNode = candidate < items.count ? items[candidate].node : old.nodes.count
        self.shift = shift
        self.part = part
        guard start == 0 || !Self.readsImports(part.syntax, part.parserDiagnostics) else {
          return nil
        }
        guard !Self.readsImports(old, from: endNode, diagnosticsFrom: oldEnd) else { return nil }
        return
      }
      // The edit runs on past the candidate (an open comment, string or block): try
      // twice as many items, then more, up to the end of the file.
      candidate = min(items.count, candidate + growth)
      growth *= 2
    }
  }

  /// The lengths of the longest common prefix and suffix of two texts (not overlapping).
  private static func commonEnds(_ a: [UInt8], _ b: [UInt8]) -> (Int, Int) {
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        let limit = min(a.count, b.count)
        var prefix = 0
        while prefix < limit && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < limit - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
          suffix += 1
        }
        return (prefix, suffix)
      }
    }
  }

  /// Whether the byte before `offset` is whitespace: an item starting there follows a
  /// whitespace token, after which tokenizing starts afresh.
  private static func followsWhitespace(_ bytes: [UInt8], _ offset: Int) -> Bool {
    guard offset > 0 else { return true }
    let byte = bytes[offset - 1]
    return byte == 0x20 || byte == 0x09 || byte == 0x0A
  }

  /// Whether a parse's items include an `@import`, or its diagnostics one about an
  /// `@import`: what depends on whether a rule came before.
  private static func readsImports(_ syntax: SheetSyntax, _ diagnostics: [Diagnostic]) -> Bool {
    syntax.nodes.contains { $0.kind == .importRule }
      || diagnostics.contains { $0.id == .invalidImport || $0.id == .importNotFirst }
  }

  /// ``readsImports(_:_:)`` for the items from `node` on and the diagnostics from `offset` on.
  private static func readsImports(
    _ syntax: SheetSyntax, from node: Int, diagnosticsFrom offset: Int
  ) -> Bool {
    syntax.nodes[node...].contains { $0.kind == .importRule }
      || syntax.diagnostics.contains {
        ($0.id == .invalidImport || $0.id == .importNotFirst) && $0.range.bytes.lowerBound >= offset
      }
  }

  /// The new version's syntax: the old items before the part, the part's, and the old
  /// items after it, moved.
  var syntax: SheetSyntax {
    var syntax = SheetSyntax(file: file)
    let middle = part.syntax
    // Where the items after the part start in each of the old arrays.
    let tokensBefore = tokenStart(of: firstNode)
    let tokensAfter = tokenStart(of: endNode)
    let names = (
      Self.firstDetail(old, from: firstNode, Self.namedKinds) ?? old.names.count,
      Self.firstDetail(old, from: endNode, Self.namedKinds) ?? old.names.count
    )
    let layers = (
      Self.firstDetail(old, from: firstNode, [.layer]) ?? old.layerNames.count,
      Self.firstDetail(old, from: endNode, [.layer]) ?? old.layerNames.count
    )
    let imports = (
      Self.firstDetail(old, from: firstNode, [.importRule]) ?? old.imports.count,
      Self.firstDetail(old, from: endNode, [.importRule]) ?? old.imports.count
    )
    let nodeShift = Int32(firstNode + middle.nodes.count - endNode)
    let tokenShift = Int32(tokensBefore + middle.tokens.count - tokensAfter)
    let nameShift = Int32(names.0 + middle.names.count - names.1)
    let layerShift = Int32(layers.0 + middle.layerNames.count - layers.1)
    let importShift = Int32(imports.0 + middle.imports.count - imports.1)

    syntax.nodes.reserveCapacity(old.nodes.count + Int(nodeShift))
    syntax.nodes.append(contentsOf: old.nodes[..<firstNode])
    // The items after the part are copied as one block, then moved in place.
    // The part was parsed as a file of its own: its indices start at 0.
    let (partNodes, partTokens) = (Int32(firstNode), Int32(tokensBefore))
    for var node in middle.nodes {
      node.end += partNodes
      node.tokens = (node.tokens.lowerBound + partTokens)..<(node.tokens.upperBound + partTokens)
      switch node.kind {
      case .declaration, .constant, .keyframes: node.detail += Int32(names.0)
      case .layer: node.detail += Int32(layers.0)
      case .importRule: node.detail += Int32(imports.0)
      case .rule, .media, .extend, .property, .container, .scope: break
      }
      syntax.nodes.append(node)
    }
    let suffixNodes = syntax.nodes.count
    syntax.nodes.append(contentsOf: old.nodes[endNode...])
    syntax.nodes.withUnsafeMutableBufferPointer { nodes in
      for index in suffixNodes..<nodes.count {
        nodes[index].end += nodeShift
        let tokens = nodes[index].tokens
        nodes[index].tokens = (tokens.lowerBound + tokenShift)..<(tokens.upperBound + tokenShift)
        switch nodes[index].kind {
        case .declaration, .constant, .keyframes: nodes[index].detail += nameShift
        case .layer: nodes[index].detail += layerShift
        case .importRule: nodes[index].detail += importShift
        case .rule, .media, .extend, .property, .container, .scope: break
        }
        nodes[index].bytes = moved(nodes[index].bytes)
        nodes[index].partBytes = moved(nodes[index].partBytes)
        nodes[index].nameBytes = moved(nodes[index].nameBytes)
      }
    }

    syntax.tokens.reserveCapacity(old.tokens.count + Int(tokenShift))
    syntax.tokens.append(contentsOf: old.tokens[..<tokensBefore])
    syntax.tokens.append(contentsOf: middle.tokens)
    let suffixTokens = syntax.tokens.count
    syntax.tokens.append(contentsOf: old.tokens[tokensAfter...])
    if shift != 0 {
      syntax.tokens.withUnsafeMutableBufferPointer { tokens in
        for index in suffixTokens..<tokens.count {
          tokens[index].start += shift
          tokens[index].end += shift
        }
      }
    }
    syntax.names = Self.joined(old.names, names, middle.names)
    syntax.layerNames = Self.joined(old.layerNames, layers, middle.layerNames)
    syntax.imports = Self.joined(old.imports, imports, middle.imports)

    // The tokenizer's diagnostics come first, then the parser's, each in the order found.
    var tokenDiagnostics: [Diagnostic] = []
    var parserDiagnostics: [Diagnostic] = []
    for diagnostic in old.diagnostics where diagnostic.range.bytes.lowerBound < start {
      if TokenScanner.reportedIDs.contains(diagnostic.id) {
        tokenDiagnostics.append(moved(diagnostic))
      } else {
        parserDiagnostics.append(moved(diagnostic))
      }
    }
    tokenDiagnostics += part.tokenDiagnostics
    parserDiagnostics += part.parserDiagnostics
    for diagnostic in old.diagnostics where diagnostic.range.bytes.lowerBound >= oldEnd {
      if TokenScanner.reportedIDs.contains(diagnostic.id) {
        tokenDiagnostics.append(moved(diagnostic))
      } else {
        parserDiagnostics.append(moved(diagnostic))
      }
    }
    syntax.diagnostics = tokenDiagnostics + parserDiagnostics
    syntax.comments =
      old.comments.filter { $0.lowerBound < start } + part.comments
      + old.comments.filter { $0.lowerBound >= oldEnd }.map(moved)
    return syntax
  }

  /// The kinds of nodes whose detail is a name's index.
  private static let namedKinds: [SheetSyntax.Node.Kind] = [.declaration, .constant, .keyframes]

  /// The old elements before the part (up to `bounds.0`), the part's, and the old ones
  /// after it (from `bounds.1`).
  private static func joined<Element>(
    _ old: [Element], _ bounds: (Int, Int), _ middle: [Element]
  ) -> [Element] {
    var joined: [Element] = []
    joined.reserveCapacity(bounds.0 + middle.count + old.count - bounds.1)
    joined.append(contentsOf: old[..<bounds.0])
    joined.append(contentsOf: middle)
    joined.append(contentsOf: old[bounds.1...])
    return joined
  }

  /// Where the tokens of the node at `index`, and of those after it, start in the old
  /// tokens (their count when `index` is the nodes' count).
  private func tokenStart(of index: Int) -> Int {
    index < old.nodes.count ? Int(old.nodes[index].tokens.lowerBound) : old.tokens.count
  }

  /// The detail of the first node from `index` on whose kind is one of `kinds`: where the
  /// items from there on start in the array those kinds' details index.
  private static func firstDetail(
    _ syntax: SheetSyntax, from index: Int, _ kinds: [SheetSyntax.Node.Kind]
  ) -> Int? {
    syntax.nodes[index...].first { kinds.contains($0.kind) }.map { Int($0.detail) }
  }

  /// An old range at its offset in the new version (one after the part moves; one before it
  /// does not). The empty range at 0 is a node's "none" and stays.
  private func moved(_ range: Range<Int>) -> Range<Int> {
    guard range.lowerBound >= oldEnd, range != 0..<0 else { return range }
    return (range.lowerBound + shift)..<(range.upperBound + shift)
  }

  /// An old diagnostic in the new file, moved.
  private func moved(_ diagnostic: Diagnostic) -> Diagnostic {
    var diagnostic = diagnostic
    diagnostic.range = moved(diagnostic.range)
    for index in diagnostic.fixIts.indices {
      diagnostic.fixIts[index].range = moved(diagnostic.fixIts[index].range)
    }
    return diagnostic
  }

  private func moved(_ range: SourceRange) -> SourceRange {
    SourceRange(file: range.file == old.file ? file : range.file, bytes: moved(range.bytes))
  }
}
