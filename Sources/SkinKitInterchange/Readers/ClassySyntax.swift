import SkinKitSyntax

/// A Classy stylesheet (cloudkite/Classy `.cas`) as written: its structure, with every piece's
/// bytes in the file.
///
/// Classy's syntax (`CASLexer.m`, `CASParser.m`) makes `{`, `}`, `:` and `;` optional: a line
/// followed by a more indented line (or by `{`) opens a block, which ends where the
/// indentation does (or at its `}`); a statement ends at the end of its line (or at `;`).
/// `//` and `/* */` are comments. A selector list may continue on the next line after a `,`.
struct ClassySheet {
  /// One statement or block.
  indirect enum Node {
    /// `@import file` (quotes and `;` optional).
    case importRule(path: String, range: Range<Int>)
    /// `$name = value` (top level).
    case variable(name: String, nameRange: Range<Int>, value: String, valueRange: Range<Int>)
    /// `header` followed by an indented block or `{ … }`: selectors, `@media`/`@device`, or a
    /// nested property (`layer @`, `title-text-attributes[state:highlighted] @{ … }`).
    case block(header: String, headerRange: Range<Int>, children: [Node])
    /// `name[arguments] [:] value`.
    case statement(text: String, range: Range<Int>)
  }

  var nodes: [Node]

  static func parse(_ file: SourceFile, reporter: inout ConversionReporter) -> ClassySheet {
    var parser = ClassyParser(file: file, pieces: ClassyLines.pieces(of: file))
    let nodes = parser.block(parentIndent: nil, braced: false)
    reporter.append(parser.diagnostics)
    return ClassySheet(nodes: nodes)
  }
}

/// A file cut into statements and braces: each piece with its line's indentation and
/// whether it starts its line.
enum ClassyLines {
  enum Piece {
    case text(String, range: Range<Int>, indent: Int, startsLine: Bool)
    case open(Range<Int>)
    case close(Range<Int>)
  }

  static func pieces(of file: SourceFile) -> [Piece] {
    let bytes = file.bytes
    var pieces: [Piece] = []
    var index = 0
    var lineStart = true
    var indent = 0
    var pieceStart: Int?
    var depth = 0
    var quote: UInt8?
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 {
      indent += 1
      index += 1
    }
    func finish(_ end: Int) {
      guard let start = pieceStart else { return }
      var high = end
      while high > start, bytes[high - 1] == 0x20 || bytes[high - 1] == 0x09 { high -= 1 }
      if high > start {
        pieces.append(
          .text(
            file.text(in: start..<high), range: start..<high, indent: indent, startsLine: lineStart)
        )
        lineStart = false
      }
      pieceStart = nil
    }
    while index < bytes.count {
      let byte = bytes[index]
      if let open = quote {
        if byte == open || byte == 0x0A { quote = nil }
        if byte == 0x0A {
          finish(index)
          lineStart = true
          indent = 0
          depth = 0
        }
        index += 1
        continue
      }
      switch byte {
      case 0x0A:
        finish(index)
        lineStart = true
        indent = 0
        depth = 0
        index += 1
        // The next line's indentation.
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 {
          indent += 1
          index += 1
        }
        continue
      case 0x2F where index + 1 < bytes.count && bytes[index + 1] == 0x2F:
        finish(index)
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        continue
      case 0x2F where index + 1 < bytes.count && bytes[index + 1] == 0x2A:
        finish(index)
        index += 2
        while index + 1 < bytes.count, !(bytes[index] == 0x2A && bytes[index + 1] == 0x2F) {
          index += 1
        }
        index = min(bytes.count, index + 2)
        continue
      case 0x22, 0x27:
        quote = byte
        if pieceStart == nil { pieceStart = index }
      case 0x28, 0x5B:
        depth += 1
        if pieceStart == nil { pieceStart = index }
      case 0x29, 0x5D:
        depth = max(0, depth - 1)
        if pieceStart == nil { pieceStart = index }
      case 0x7B where depth == 0:
        // `@{` marks a nested property: the `@` stays with the header.
        finish(index)
        pieces.append(.open(index..<index + 1))
      case 0x7D where depth == 0:
        finish(index)
        pieces.append(.close(index..<index + 1))
      case 0x3B where depth == 0:
        finish(index)
      case 0x20, 0x09:
        break
      default:
        if pieceStart == nil { pieceStart = index }
      }
      index += 1
    }
    finish(bytes.count)
    return pieces
  }

}

private struct ClassyParser {
  let file: SourceFile
  let pieces: [ClassyLines.Piece]
  var index = 0
  var diagnostics: [Diagnostic] = []

  init(file: SourceFile, pieces: [ClassyLines.Piece]) {
    self.file = file
    self.pieces = pieces
  }

  mutating func report(_ id: DiagnosticID, _ message: String, _ range: Range<Int>) {
    diagnostics.append(Diagnostic(id, message, at: SourceRange(file: file, bytes: range)))
  }

  /// The items of a block: up to its `}` when `braced`, else up to the first line indented
  /// no deeper than `parentIndent` (the end of the file at the top).
  mutating func block(parentIndent: Int?, braced: Bool) -> [ClassySheet.Node] {
    var nodes: [ClassySheet.Node] = []
    while index < pieces.count {
      switch pieces[index] {
      case .close(let range):
        if braced {
          index += 1
          return nodes
        }
        if parentIndent != nil { return nodes }
        report(.unexpectedToken, "unexpected '}'", range)
        index += 1
      case .open:
        // A block without a header: its items belong to this block.
        index += 1
        nodes += block(parentIndent: nil, braced: true)
      case .text(var text, var range, let indent, let startsLine):
        if !braced, let parentIndent, startsLine, indent <= parentIndent { return nodes }
        index += 1
        // A selector list continues on the next line after a `,`.
        while text.hasSuffix(","), index < pieces.count,
          case .text(let more, let moreRange, _, _) = pieces[index]
        {
          text += " " + more
          range = range.lowerBound..<moreRange.upperBound
          index += 1
        }
        if index < pieces.count, case .open = pieces[index] {
          index += 1
          nodes.append(
            .block(
              header: text, headerRange: range, children: block(parentIndent: nil, braced: true)))
        } else if index < pieces.count,
          case .text(_, _, let nextIndent, let nextStartsLine) = pieces[index], nextStartsLine,
          nextIndent > indent, !isStatementOnly(text)
        {
          nodes.append(
            .block(
              header: text, headerRange: range,
              children: block(parentIndent: indent, braced: false)))
        } else {
          nodes.append(statement(text, range))
        }
      }
    }
    return nodes
  }

  /// Whether a line is an `@import` or a variable, which never open a block.
  func isStatementOnly(_ text: String) -> Bool {
    text.hasPrefix("@import") || Self.variable(text) != nil
  }

  /// `$name = value` (or `name = value`): the name's length and the value's offset.
  static func variable(_ text: String) -> (name: String, valueOffset: Int)? {
    let utf8 = Array(text.utf8)
    var position = 0
    if position < utf8.count, utf8[position] == 0x24 { position += 1 }
    let nameStart = position
    while position < utf8.count,
      utf8[position] == 0x2D || utf8[position] == 0x5F
        || (utf8[position] >= 0x30 && utf8[position] <= 0x39)
        || (utf8[position] | 0x20 >= 0x61 && utf8[position] | 0x20 <= 0x7A)
    {
      position += 1
    }
    guard position > nameStart else { return nil }
    let nameEnd = position
    while position < utf8.count, utf8[position] == 0x20 || utf8[position] == 0x09 { position += 1 }
    guard position < utf8.count, utf8[position] == 0x3D,
      position + 1 >= utf8.count || utf8[position + 1] != 0x3D
    else { return nil }
    position += 1
    while position < utf8.count, utf8[position] == 0x20 || utf8[position] == 0x09 { position += 1 }
    return (String(decoding: utf8[0..<nameEnd], as: UTF8.self), position)
  }

  func statement(_ text: String, _ range: Range<Int>) -> ClassySheet.Node {
    if text.hasPrefix("@import") {
      var path = String(text.dropFirst("@import".count)).trimmingSpaces
      if path.count >= 2, let first = path.first, first == "\"" || first == "'", path.last == first
      {
        path = String(path.dropFirst().dropLast())
      }
      return .importRule(path: path, range: range)
    }
    if let (name, offset) = Self.variable(text) {
      let nameBytes = name.utf8.count
      return .variable(
        name: name, nameRange: range.lowerBound..<range.lowerBound + nameBytes,
        value: String(decoding: Array(text.utf8)[offset...], as: UTF8.self),
        valueRange: range.lowerBound + offset..<range.upperBound)
    }
    return .statement(text: text, range: range)
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    var scalars = Substring(self)
    while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
    return String(scalars)
  }
}
