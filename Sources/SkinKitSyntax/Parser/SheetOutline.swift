/// A stylesheet's top-level items as the compiler reads them: each *plain* rule as byte
/// offsets, to be read straight from the text, and every other item as a syntax node.
///
/// A plain rule is what most of a large sheet is made of: a selector list written with
/// names, `.classes`, `#ids`, `:pseudo-classes`, `*` and combinators, and a block of
/// `name: value` declarations whose values hold names, numbers, `#hex`, `%`, `,`, `+`, `*`
/// and parentheses — no comment, string, escape, `url(`, `$`, `!`, `&`, `@`, `/`, nested
/// block or non-ASCII byte, and no empty value. Its tokens are found by the byte classes
/// alone, so the offsets are those a full parse gives (the same prelude, declarations and
/// ranges), and reading it cannot produce a syntax diagnostic. Everything between plain
/// rules is tokenized and parsed as it always is, in stretches; a stretch is checked to end
/// between the file's items, and when one does not, the rest of the file is parsed in one.
///
/// Compiling the outline gives what compiling ``SyntaxTree/items`` gives, diagnostics
/// included: the syntax tree itself is built only when asked for.
///
/// ```swift
/// let outline = SheetOutline(SourceFile(path: "a.skss", text: "a { color: red }\n@layer x;"))
/// outline.items          // [.rule(0), .node(0)]
/// outline.rules[0].prelude  // 0..<1
/// ```
package struct SheetOutline: Sendable {
  /// One top-level item.
  package enum Item: Sendable, Equatable {
    /// ``rules``[i].
    case rule(Int)
    /// ``nodes``[i].
    case node(Int)

    /// The node's index, for a node.
    package var nodeIndex: Int? {
      if case .node(let index) = self { index } else { nil }
    }
  }

  /// A plain rule's offsets.
  package struct Rule: Sendable, Equatable {
    /// The selector list, without surrounding whitespace.
    package var prelude: Range<Int>
    /// Where the rule ends, after its `}`.
    package var end: Int
    /// Its declarations in ``SheetOutline/declarations``.
    package var declarations: Range<Int>
  }

  /// A plain declaration's offsets.
  package struct Declaration: Sendable, Equatable {
    /// The name (an identifier, as written).
    package var name: Range<Int>
    /// The value, without surrounding whitespace (never empty).
    package var value: Range<Int>
    /// Where the `;` or `}` after it is: the declaration's range is `name.lowerBound..<end`.
    package var end: Int
  }

  /// The items in source order.
  package private(set) var items: [Item] = []
  package private(set) var rules: [Rule] = []
  package private(set) var declarations: [Declaration] = []
  /// The items that are not plain rules, in source order.
  package private(set) var nodes: [SyntaxNode] = []
  /// What tokenizing and parsing reported, in the order a full parse reports it.
  package private(set) var diagnostics: [Diagnostic] = []
  /// The syntax tree, when the whole file was parsed into nodes (no plain rule came first).
  package private(set) var tree: SyntaxTree?

  /// The longest plain rule, in bytes: no token in one can reach
  /// ``Tokenizer/maximumTokenLength``.
  static let maximumPlainRuleLength = 1 << 16

  /// The outline of a syntax tree built elsewhere: every item a node.
  package init(tree: SyntaxTree) {
    nodes = tree.items
    items = tree.items.indices.map { .node($0) }
    diagnostics = tree.diagnostics
    self.tree = tree
  }

  /// Reads a file's outline.
  package init(_ file: SourceFile) {
    var reader = OutlineReader(file: file)
    file.bytes.withUnsafeBufferPointer { reader.read($0) }
    guard !reader.parsedWhole else {
      self.init(tree: StylesheetParser.parse(file))
      return
    }
    self.init(reader)
  }

  private init(_ reader: OutlineReader) {
    items = reader.items
    rules = reader.rules
    declarations = reader.declarations
    nodes = reader.nodes
    diagnostics = reader.tokenDiagnostics + reader.parserDiagnostics
  }
}

/// Reads a file's top-level items for ``SheetOutline``.
private struct OutlineReader {
  let file: SourceFile
  var items: [SheetOutline.Item] = []
  var rules: [SheetOutline.Rule] = []
  var declarations: [SheetOutline.Declaration] = []
  var nodes: [SyntaxNode] = []
  var tokenDiagnostics: [Diagnostic] = []
  var parserDiagnostics: [Diagnostic] = []
  var seenRule = false
  /// No plain rule came before the first stretch, which ran to the end: the file is parsed
  /// whole instead (in two halves at once when it is large).
  var parsedWhole = false
  /// Bytes parsed in stretches that did not end between items; once they add up to the
  /// file's size, the rest of the file is parsed in one stretch (so no file is parsed more
  /// than twice over).
  var wastedBytes = 0

  init(file: SourceFile) { self.file = file }

  mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) {
    // A large sheet is mostly rules of 50 to 150 bytes with a few declarations each.
    rules.reserveCapacity(bytes.count / 96)
    items.reserveCapacity(bytes.count / 96)
    declarations.reserveCapacity(bytes.count / 32)
    var position = 0
    var stretchStart: Int?
    while true {
      position = ByteClass.skipWhitespace(bytes, from: position)
      guard position < bytes.count else { break }
      let declarationCount = declarations.count
      if let rule = readPlainRule(bytes, at: position) {
        if let start = stretchStart {
          let stretch = StylesheetParser.parseStretch(
            file, bytes: start..<position, seenRule: seenRule)
          guard stretch.endsCleanly else {
            // The stretch cut an item short: read on to the next plain rule, unless too much
            // has been parsed for nothing already.
            declarations.removeSubrange(declarationCount...)
            wastedBytes += position - start
            if wastedBytes >= bytes.count { break }
            position = Self.skipItem(bytes, from: position)
            continue
          }
          take(stretch)
          stretchStart = nil
        }
        items.append(.rule(rules.count))
        rules.append(rule)
        seenRule = true
        position = rule.end
        continue
      }
      if stretchStart == nil { stretchStart = position }
      position = Self.skipItem(bytes, from: position)
    }
    guard let start = stretchStart else { return }
    if start == 0 {
      parsedWhole = true
      return
    }
    take(StylesheetParser.parseStretch(file, bytes: start..<bytes.count, seenRule: seenRule))
  }

  mutating func take(_ stretch: StylesheetParser.Stretch) {
    for node in stretch.items {
      items.append(.node(nodes.count))
      nodes.append(node)
    }
    tokenDiagnostics += stretch.tokenDiagnostics
    parserDiagnostics += stretch.parserDiagnostics
    seenRule = stretch.seenRule
  }

  // MARK: Plain rules

  /// The plain rule starting at `start`, its declarations appended to ``declarations``; `nil`
  /// (and nothing appended) when what starts there is not one.
  mutating func readPlainRule(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int)
    -> SheetOutline.Rule?
  {
    let count = bytes.count
    guard ByteClass.startsSelector(bytes, at: start) else { return nil }
    var position = start
    while position < count && ByteClass.is(bytes[position], .prelude) { position += 1 }
    guard position < count, bytes[position] == UInt8(ascii: "{") else { return nil }
    var preludeEnd = position
    while ByteClass.is(bytes[preludeEnd - 1], .whitespace) { preludeEnd -= 1 }
    position += 1
    let firstDeclaration = declarations.count
    while true {
      while position < count
        && (ByteClass.is(bytes[position], .whitespace) || bytes[position] == UInt8(ascii: ";"))
      {
        position += 1
      }
      guard position < count else { break }
      if bytes[position] == UInt8(ascii: "}") {
        position += 1
        guard position - start <= SheetOutline.maximumPlainRuleLength else { break }
        return SheetOutline.Rule(
          prelude: start..<preludeEnd, end: position,
          declarations: firstDeclaration..<declarations.count)
      }
      guard let declaration = Self.readDeclaration(bytes, at: &position) else { break }
      declarations.append(declaration)
    }
    declarations.removeSubrange(firstDeclaration...)
    return nil
  }

  /// `name: value` up to (not including) its `;` or `}`.
  static func readDeclaration(_ bytes: UnsafeBufferPointer<UInt8>, at position: inout Int)
    -> SheetOutline.Declaration?
  {
    let count = bytes.count
    guard ByteClass.startsIdentifier(bytes, at: position, allowingTwoHyphens: true) else {
      return nil
    }
    let nameStart = position
    while position < count && ByteClass.is(bytes[position], .name) { position += 1 }
    let nameEnd = position
    position = ByteClass.skipWhitespace(bytes, from: position)
    guard position < count, bytes[position] == UInt8(ascii: ":") else { return nil }
    position = ByteClass.skipWhitespace(bytes, from: position + 1)
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
    return SheetOutline.Declaration(
      name: nameStart..<nameEnd, value: valueStart..<valueEnd, end: position)
  }

  /// Whether the name characters just before `range`'s end spell `url` in any case.
  static func endsWithURL(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    var start = range.upperBound
    while start > range.lowerBound && ByteClass.is(bytes[start - 1], .name) { start -= 1 }
    guard range.upperBound - start == 3 else { return false }
    return bytes[start] | 0x20 == UInt8(ascii: "u") && bytes[start + 1] | 0x20 == UInt8(ascii: "r")
      && bytes[start + 2] | 0x20 == UInt8(ascii: "l")
  }

  // MARK: Other items

  /// Where the top-level item starting at `start` seems to end: after a `;` outside blocks,
  /// or after the `}` closing its first block. Strings, comments and escapes are stepped
  /// over; a guess (what the parser reads is checked), so that a stretch of items that are
  /// not plain rules ends where a plain rule may start.
  static func skipItem(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    let count = bytes.count
    var position = start
    var depth = 0
    while position < count {
      switch bytes[position] {
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        let quote = bytes[position]
        position += 1
        while position < count && bytes[position] != quote && bytes[position] != 0x0A {
          position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
        }
      case UInt8(ascii: "/") where position + 1 < count && bytes[position + 1] == 0x2A:
        position += 2
        while position + 1 < count && !(bytes[position] == 0x2A && bytes[position + 1] == 0x2F) {
          position += 1
        }
        position += 1
      case UInt8(ascii: "/") where position + 1 < count && bytes[position + 1] == 0x2F:
        while position < count && bytes[position] != 0x0A { position += 1 }
      case UInt8(ascii: "\\"):
        position += 1
      case UInt8(ascii: "{"):
        depth += 1
      case UInt8(ascii: "}"):
        if depth <= 1 { return position + 1 }
        depth -= 1
      case UInt8(ascii: ";") where depth == 0:
        return position + 1
      default:
        break
      }
      position += 1
    }
    return count
  }
}

/// The byte classes plain rules are read by, each a set of ASCII bytes held in two words
/// (tested with a shift: no table to load, nothing to initialize).
package enum ByteClass {
  /// A set of ASCII bytes: bit `b` of `low` for `b < 64`, bit `b - 64` of `high` above.
  package struct Flags: Sendable {
    @usableFromInline let low: UInt64
    @usableFromInline let high: UInt64

    @inlinable init(low: UInt64, high: UInt64) {
      self.low = low
      self.high = high
    }

    /// Space, tab and line feed.
    @inlinable package static var whitespace: Flags { Flags(low: 0x0000_0001_0000_0600, high: 0) }
    /// ASCII letters and `_`.
    @inlinable package static var nameStart: Flags {
      Flags(low: 0, high: 0x07FF_FFFE_87FF_FFFE)
    }
    /// ASCII letters, digits, `-` and `_`.
    @inlinable package static var name: Flags {
      Flags(low: 0x03FF_2000_0000_0000, high: 0x07FF_FFFE_87FF_FFFE)
    }
    /// What a plain selector list is made of: names, whitespace and `.#:*>+~,`.
    @inlinable package static var prelude: Flags {
      Flags(low: 0x47FF_7C09_0000_0600, high: 0x47FF_FFFE_87FF_FFFE)
    }
    /// What a plain value is made of: names, whitespace and `.#%,+*()`.
    @inlinable package static var value: Flags {
      Flags(low: 0x03FF_7F29_0000_0600, high: 0x07FF_FFFE_87FF_FFFE)
    }
  }

  /// Whether `byte` is in the class.
  @inlinable @inline(__always)
  package static func `is`(_ byte: UInt8, _ flags: Flags) -> Bool {
    if byte < 64 { return (flags.low >> UInt64(byte)) & 1 != 0 }
    return byte < 128 && (flags.high >> UInt64(byte &- 64)) & 1 != 0
  }

  package static func skipWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var position = start
    while position < bytes.count && `is`(bytes[position], .whitespace) { position += 1 }
    return position
  }

  /// Whether an identifier starts at `position`: a letter or `_`, or `-` before one (or
  /// before another `-` when `allowingTwoHyphens`, as custom property names start).
  package static func startsIdentifier(
    _ bytes: UnsafeBufferPointer<UInt8>, at position: Int, allowingTwoHyphens: Bool
  ) -> Bool {
    guard position < bytes.count else { return false }
    if `is`(bytes[position], .nameStart) { return true }
    guard bytes[position] == UInt8(ascii: "-"), position + 1 < bytes.count else { return false }
    let next = bytes[position + 1]
    return `is`(next, .nameStart) || (allowingTwoHyphens && next == UInt8(ascii: "-"))
  }

  /// Whether a plain selector list may start at `position` (an identifier, `.`, `#`, `:` or
  /// `*`; never `-->`, which the parser skips at the top level).
  package static func startsSelector(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool
  {
    switch bytes[position] {
    case UInt8(ascii: "."), UInt8(ascii: "#"), UInt8(ascii: ":"), UInt8(ascii: "*"): true
    default: startsIdentifier(bytes, at: position, allowingTwoHyphens: false)
    }
  }
}
