import SkinKitSyntax

// `$name` constants: defined at the top level, substituted into values and queries.
extension StylesheetCompiler {
  /// Defines `$name` (unless code injected it), its value's own constants substituted.
  mutating func defineConstant(
    _ name: String, value written: ArraySlice<Token>, valueRange: SourceRange
  ) {
    if injected[name] != nil { return }
    let references = Self.constantReferences(written)
    if references.contains(where: { $0.name == name }) && constants[name] == nil {
      report(.constantCycle, "constant '$\(name)' refers to itself", valueRange)
      return
    }
    guard let value = substitute(written, range: valueRange) else { return }
    constants[name] = Array(value)
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
    // Most values use no constant: hand back the slice itself (no copy). Each token is read
    // in place: a copy would retain its string.
    var usesConstant = false
    for index in tokens.indices where tokens[index].kind == .delim {
      if tokens[index].delimByte == UInt8(ascii: "$") {
        usesConstant = true
        break
      }
    }
    guard usesConstant else { return tokens }
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
}
