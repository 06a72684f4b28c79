import SkinKitSupport

// A large file parsed in two halves at once, and the halves joined.
extension SheetSyntax {
  /// Parses a file in two halves at once, the second starting at byte `split`, and joins
  /// them: the syntax, diagnostics and comments are those of a parse of the whole file.
  ///
  /// Each half is tokenized and parsed as if it were a file of its own, speculatively; the
  /// join checks that the speculation held. Tokens depend only on where tokenizing starts,
  /// so the halves' tokens are the whole file's when the first half's last token ends
  /// exactly at `split`; and the halves' items are the whole file's when the first half
  /// ends between top-level items (no rule or at-rule ran into its end) and the second
  /// took no `@import` for the file's first rules that the first half had already passed.
  /// When either does not hold, the whole file is parsed in order.
  package static func parse(_ file: SourceFile, splitAt split: Int) -> SheetSyntax {
    // The second half's diagnostics refer to a twin of the file: each thread counts
    // references on a file object of its own (see `SourceFile.twin()`).
    let twin = file.twin()
    var (first, second) = ForkJoin.both(
      { PartParse(file, bytes: 0..<split, reservingFor: file.bytes.count) },
      { PartParse(twin, bytes: split..<twin.bytes.count) })
    let startsToken = split < file.bytes.count && !isWhitespace(file.bytes[split])
    guard startsToken, first.lastToken.map({ $0.kind == .whitespace && $0.end == split }) ?? false,
      first.endsBetweenItems, !(first.seenRule && second.acceptedImportBeforeRule)
    else {
      return parseInOrder(file)
    }
    first.syntax.append(&second.syntax)
    first.syntax.diagnostics =
      first.tokenDiagnostics + second.tokenDiagnostics + first.parserDiagnostics
      + second.parserDiagnostics
    first.syntax.comments = first.comments + second.comments
    return first.syntax
  }

  /// Appends the syntax of the part of the file after this one's, moved out of `later`.
  mutating func append(_ later: inout SheetSyntax) {
    let (nodeShift, tokenShift) = (Int32(nodes.count), Int32(tokens.count))
    let (nameShift, layerShift, importShift) =
      (Int32(names.count), Int32(layerNames.count), Int32(imports.count))
    later.nodes.withUnsafeMutableBufferPointer { later in
      for index in later.indices {
        later[index].end += nodeShift
        let tokens = later[index].tokens
        later[index].tokens = (tokens.lowerBound + tokenShift)..<(tokens.upperBound + tokenShift)
        switch later[index].kind {
        case .declaration, .constant, .keyframes: later[index].detail += nameShift
        case .layer: later[index].detail += layerShift
        case .importRule: later[index].detail += importShift
        case .rule, .media, .extend, .property, .container, .scope: break
        }
      }
    }
    // Nodes hold no references: copied as one block.
    nodes.append(contentsOf: later.nodes)
    later.nodes = []
    tokens.appendMoving(&later.tokens)
    names.appendMoving(&later.names)
    layerNames.appendMoving(&later.layerNames)
    imports.appendMoving(&later.imports)
  }

  /// Where to split a file for ``parse(_:splitAt:)``: the first line at or after its middle
  /// that starts with neither whitespace nor `}` and follows a line ending in `}`, which in
  /// a formatted sheet is the start of a top-level rule; `nil` when no line in the second
  /// half qualifies (a minified sheet on one line).
  package static func splitPoint(in bytes: [UInt8]) -> Int? {
    var offset = bytes.count / 2
    while offset < bytes.count {
      guard bytes[offset] == 0x0A else {
        offset += 1
        continue
      }
      let start = offset + 1
      offset = start
      guard start < bytes.count, bytes[start] != 0x7D, !isWhitespace(bytes[start]) else {
        continue
      }
      var before = start - 1
      while before > 0 && isWhitespace(bytes[before]) { before -= 1 }
      if bytes[before] == 0x7D { return start }
    }
    return nil
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A
  }
}
