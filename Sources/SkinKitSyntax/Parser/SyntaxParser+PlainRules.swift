// Plain rules: the nodes of a top-level rule whose bytes leave no doubt where its prelude
// and declarations are, found without scanning its braces, colons and semicolons.
extension SyntaxParser {
  /// Reads the plain rule that starts at the scanner's position (after whitespace), when
  /// one does, into the same nodes and tokens ``consumeQualifiedRule(nested:depth:)`` reads
  /// from the scanner's tokens: the scanner reads its prelude and values, and nothing else.
  ///
  /// A plain rule is what most of a large sheet is made of: a selector list written with
  /// names, `.classes`, `#ids`, `:pseudo-classes`, `*` and combinators, and a block of
  /// `name: value` declarations whose values hold names, numbers, `#hex`, `%`, `,`, `+`, `*`
  /// and parentheses — no comment, string, escape, `url(`, `$`, `!`, `&`, `@`, `/`, nested
  /// block or non-ASCII byte, and no empty value. Nothing in such bytes can hide a brace,
  /// colon or semicolon from a reader of bytes, and nothing in them is reported. The tests
  /// and the fuzzer parse with and without this shortcut and demand the same syntax.
  mutating func readPlainRule() -> Bool {
    let bytes = scanner.bytes
    let start = PlainRuleReader.skipWhitespace(bytes, from: scanner.position)
    guard start < bytes.count,
      let rule = PlainRuleReader.rule(bytes, at: start, into: &plainDeclarations)
    else {
      return false
    }
    dropWindow()
    let prelude = keepTokens(rule.prelude)
    let node = append(.rule, tokens: prelude, bytes: 0..<0, partBytes: rule.prelude)
    for declaration in plainDeclarations {
      let value = keepTokens(declaration.value)
      append(
        .declaration, tokens: value, bytes: declaration.name.lowerBound..<declaration.end,
        partBytes: declaration.value, nameBytes: declaration.name,
        detail: name(scanner.name(declaration.name)))
    }
    close(node, bytes: rule.prelude.lowerBound..<rule.end)
    scanner.position = rule.end
    droppedEnd = rule.end
    lastToken = Token(kind: .closeBrace, start: rule.end - 1, end: rule.end)
    return true
  }

  /// Keeps the scanner's tokens of `bytes` (where tokens start and end) in
  /// ``SheetSyntax/tokens``; their range there.
  private mutating func keepTokens(_ bytes: Range<Int>) -> Range<Int32> {
    let start = Int32(syntax.tokens.count)
    scanner.position = bytes.lowerBound
    scanner.appendTokens(to: &syntax.tokens, upTo: bytes.upperBound)
    return start..<Int32(syntax.tokens.count)
  }
}

/// Finds plain rules (see ``SyntaxParser/readPlainRule()``) by their bytes.
enum PlainRuleReader {
  /// A plain rule's prelude and end, as byte offsets.
  struct Rule {
    /// The selector list, without surrounding whitespace.
    var prelude: Range<Int>
    /// Where the rule ends, after its `}`.
    var end: Int
  }

  /// A plain declaration's parts, as byte offsets.
  struct Declaration {
    /// The name (an identifier, as written).
    var name: Range<Int>
    /// The value, without surrounding whitespace (never empty).
    var value: Range<Int>
    /// Where the `;` or `}` after it is: the declaration's range is `name.lowerBound..<end`.
    var end: Int
  }

  /// The longest plain rule, in bytes: no token in one can reach
  /// ``Tokenizer/maximumTokenLength``.
  static let maximumLength = 1 << 16

  /// The plain rule starting at `start`, its declarations in `declarations` (one buffer
  /// for every rule); `nil` when what starts there is not one.
  static func rule(
    _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, into declarations: inout [Declaration]
  ) -> Rule? {
    let count = bytes.count
    guard startsSelector(bytes, at: start) else { return nil }
    var position = start
    while position < count && ByteClass.is(bytes[position], .prelude) { position += 1 }
    guard position < count, bytes[position] == UInt8(ascii: "{") else { return nil }
    var preludeEnd = position
    while ByteClass.is(bytes[preludeEnd - 1], .whitespace) { preludeEnd -= 1 }
    position += 1
    declarations.removeAll(keepingCapacity: true)
    while true {
      while position < count
        && (ByteClass.is(bytes[position], .whitespace) || bytes[position] == UInt8(ascii: ";"))
      {
        position += 1
      }
      guard position < count else { return nil }
      if bytes[position] == UInt8(ascii: "}") {
        position += 1
        guard position - start <= maximumLength else { return nil }
        return Rule(prelude: start..<preludeEnd, end: position)
      }
      guard let declaration = self.declaration(bytes, at: &position) else { return nil }
      declarations.append(declaration)
    }
  }

  /// `name: value` up to (not including) its `;` or `}`.
  static func declaration(_ bytes: UnsafeBufferPointer<UInt8>, at position: inout Int)
    -> Declaration?
  {
    let count = bytes.count
    guard startsIdentifier(bytes, at: position, allowingTwoHyphens: true) else { return nil }
    let nameStart = position
    while position < count && ByteClass.is(bytes[position], .name) { position += 1 }
    let nameEnd = position
    position = skipWhitespace(bytes, from: position)
    guard position < count, bytes[position] == UInt8(ascii: ":") else { return nil }
    position = skipWhitespace(bytes, from: position + 1)
    let valueStart = position
    var depth = 0
    while position < count {
      let byte = bytes[position]
      if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "}") { break }
      guard ByteClass.is(byte, .value) else { return nil }
      if byte == UInt8(ascii: "(") {
        // `url(` starts a url token, which may hold `;` and `}`.
        guard !endsWithURL(bytes, valueStart..<position) else { return nil }
        depth += 1
      } else if byte == UInt8(ascii: ")") {
        guard depth > 0 else { return nil }
        depth -= 1
      }
      position += 1
    }
    guard position < count, depth == 0 else { return nil }
    var valueEnd = position
    while valueEnd > valueStart && ByteClass.is(bytes[valueEnd - 1], .whitespace) {
      valueEnd -= 1
    }
    guard valueEnd > valueStart else { return nil }
    return Declaration(name: nameStart..<nameEnd, value: valueStart..<valueEnd, end: position)
  }

  /// Whether the name characters just before `range`'s end spell `url` in any case.
  static func endsWithURL(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    var start = range.upperBound
    while start > range.lowerBound && ByteClass.is(bytes[start - 1], .name) { start -= 1 }
    guard range.upperBound - start == 3 else { return false }
    return bytes[start] | 0x20 == UInt8(ascii: "u") && bytes[start + 1] | 0x20 == UInt8(ascii: "r")
      && bytes[start + 2] | 0x20 == UInt8(ascii: "l")
  }

  static func skipWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var position = start
    while position < bytes.count && ByteClass.is(bytes[position], .whitespace) { position += 1 }
    return position
  }

  /// Whether an identifier starts at `position`: a letter or `_`, or `-` before one (or
  /// before another `-` when `allowingTwoHyphens`, as custom property names start).
  static func startsIdentifier(
    _ bytes: UnsafeBufferPointer<UInt8>, at position: Int, allowingTwoHyphens: Bool
  ) -> Bool {
    guard position < bytes.count else { return false }
    if ByteClass.is(bytes[position], .nameStart) { return true }
    guard bytes[position] == UInt8(ascii: "-"), position + 1 < bytes.count else { return false }
    let next = bytes[position + 1]
    return ByteClass.is(next, .nameStart) || (allowingTwoHyphens && next == UInt8(ascii: "-"))
  }

  /// Whether a plain selector list may start at `position` (an identifier, `.`, `#`, `:` or
  /// `*`; never `-->`, which the parser skips at the top level).
  static func startsSelector(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
    switch bytes[position] {
    case UInt8(ascii: "."), UInt8(ascii: "#"), UInt8(ascii: ":"), UInt8(ascii: "*"): true
    default: startsIdentifier(bytes, at: position, allowingTwoHyphens: false)
    }
  }
}
