import SkinKitSelectors
import SkinKitSyntax

// Plain rules (see `SheetOutline`) compiled from their bytes.
extension StylesheetCompiler {
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
}
