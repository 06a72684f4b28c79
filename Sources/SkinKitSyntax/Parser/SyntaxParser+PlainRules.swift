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
    var found = 0
    let reader = PlainRuleReader(bytes: bytes, classes: scanner.classes)
    let start = reader.skip(from: scanner.position, over: .whitespace)
    guard start < bytes.count,
      let rule = reader.rule(at: start, into: &plainDeclarations, found: &found)
    else {
      return false
    }
    dropWindow()
    let prelude = keepTokens(rule.prelude)
    let node = append(.rule, tokens: prelude, bytes: 0..<0, partBytes: rule.prelude)
    // By index: iterating a slice of the buffer would retain and release it.
    for index in 0..<found {
      let declaration = plainDeclarations[index]
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
    scanner.appendPlainTokens(to: &syntax.tokens, upTo: bytes.upperBound)
    return start..<Int32(syntax.tokens.count)
  }
}

/// Finds plain rules (see ``SyntaxParser/readPlainRule()``) by their bytes.
struct PlainRuleReader {
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

  let bytes: UnsafeBufferPointer<UInt8>
  /// ``ByteClass/table``'s entries.
  let classes: UnsafePointer<UInt8>

  /// Whether `byte` is in a class of `mask`.
  @inline(__always)
  func `is`(_ byte: UInt8, _ mask: ByteClass.Mask) -> Bool {
    classes[Int(byte)] & mask.bits != 0
  }

  /// The offset of the first byte from `start` on that is not in `mask`'s classes (the
  /// buffer's end when there is none).
  @inline(__always)
  func skip(from start: Int, over mask: ByteClass.Mask) -> Int {
    guard let base = bytes.baseAddress else { return start }
    let end = base + bytes.count
    var byte = base + start
    // Four bytes a round while four remain (one comparison with the end for four), then
    // one at a time.
    while end - byte >= 4 {
      if classes[Int(byte[0])] & mask.bits == 0 { return byte - base }
      if classes[Int(byte[1])] & mask.bits == 0 { return byte + 1 - base }
      if classes[Int(byte[2])] & mask.bits == 0 { return byte + 2 - base }
      if classes[Int(byte[3])] & mask.bits == 0 { return byte + 3 - base }
      byte += 4
    }
    while byte < end && classes[Int(byte.pointee)] & mask.bits != 0 { byte += 1 }
    return byte - base
  }

  /// The plain rule starting at `start`, its declarations in `declarations[..<found]` (one
  /// buffer for every rule, grown when a rule has more; the rest is left as it was);
  /// `nil` when what starts there is not one.
  func rule(
    at start: Int, into declarations: inout [Declaration], found: inout Int
  ) -> Rule? {
    let count = bytes.count
    guard startsSelector(at: start) else { return nil }
    var position = skip(from: start, over: .prelude)
    guard position < count, bytes[position] == UInt8(ascii: "{") else { return nil }
    var preludeEnd = position
    while self.is(bytes[preludeEnd - 1], .whitespace) { preludeEnd -= 1 }
    position += 1
    found = 0
    while true {
      while position < count
        && (self.is(bytes[position], .whitespace) || bytes[position] == UInt8(ascii: ";"))
      {
        position += 1
      }
      guard position < count else { return nil }
      if bytes[position] == UInt8(ascii: "}") {
        position += 1
        guard position - start <= Self.maximumLength else { return nil }
        return Rule(prelude: start..<preludeEnd, end: position)
      }
      guard let declaration = self.declaration(at: &position) else { return nil }
      if found < declarations.count {
        declarations[found] = declaration
      } else {
        declarations.append(declaration)
      }
      found += 1
    }
  }

  /// `name: value` up to (not including) its `;` or `}`.
  @inline(__always)
  func declaration(at position: inout Int) -> Declaration? {
    let count = bytes.count
    guard startsIdentifier(at: position, allowingTwoHyphens: true) else { return nil }
    let nameStart = position
    let nameEnd = skip(from: position, over: .name)
    position = skip(from: nameEnd, over: .whitespace)
    guard position < count, bytes[position] == UInt8(ascii: ":") else { return nil }
    position = skip(from: position + 1, over: .whitespace)
    let valueStart = position
    var depth = 0
    while true {
      // Runs of value bytes other than parentheses, then the byte that ends the run.
      position = skip(from: position, over: .valueRun)
      guard position < count else { return nil }
      let byte = bytes[position]
      if byte == UInt8(ascii: "(") {
        // `url(` starts a url token, which may hold `;` and `}`.
        guard !endsWithURL(valueStart..<position) else { return nil }
        depth += 1
      } else if byte == UInt8(ascii: ")") {
        guard depth > 0 else { return nil }
        depth -= 1
      } else if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "}") {
        break
      } else {
        return nil
      }
      position += 1
    }
    guard depth == 0 else { return nil }
    var valueEnd = position
    while valueEnd > valueStart && self.is(bytes[valueEnd - 1], .whitespace) {
      valueEnd -= 1
    }
    guard valueEnd > valueStart else { return nil }
    return Declaration(name: nameStart..<nameEnd, value: valueStart..<valueEnd, end: position)
  }

  /// Whether the name characters just before `range`'s end spell `url` in any case.
  func endsWithURL(_ range: Range<Int>) -> Bool {
    var start = range.upperBound
    while start > range.lowerBound && self.is(bytes[start - 1], .name) { start -= 1 }
    guard range.upperBound - start == 3 else { return false }
    return bytes[start] | 0x20 == UInt8(ascii: "u") && bytes[start + 1] | 0x20 == UInt8(ascii: "r")
      && bytes[start + 2] | 0x20 == UInt8(ascii: "l")
  }

  /// Whether an identifier starts at `position`: a letter or `_`, or `-` before one (or
  /// before another `-` when `allowingTwoHyphens`, as custom property names start).
  func startsIdentifier(at position: Int, allowingTwoHyphens: Bool) -> Bool {
    guard position < bytes.count else { return false }
    if self.is(bytes[position], .nameStart) { return true }
    guard bytes[position] == UInt8(ascii: "-"), position + 1 < bytes.count else { return false }
    let next = bytes[position + 1]
    return self.is(next, .nameStart) || (allowingTwoHyphens && next == UInt8(ascii: "-"))
  }

  /// Whether a plain selector list may start at `position` (an identifier, `.`, `#`, `:` or
  /// `*`; never `-->`, which the parser skips at the top level).
  func startsSelector(at position: Int) -> Bool {
    switch bytes[position] {
    case UInt8(ascii: "."), UInt8(ascii: "#"), UInt8(ascii: ":"), UInt8(ascii: "*"): true
    default: startsIdentifier(at: position, allowingTwoHyphens: false)
    }
  }
}
