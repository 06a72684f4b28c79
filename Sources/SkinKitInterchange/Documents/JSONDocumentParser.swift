import SkinKitSyntax

/// A JSON parser (RFC 8259) that keeps what Foundation's drops: the order of keys and the
/// position of every key and value, so a UISS file's rules keep their order and its
/// diagnostics point at the right line and column.
///
/// ```swift
/// let document = JSONDocumentParser.parse(SourceFile(path: "uiss.json", text: #"{"UIButton": {}}"#))
/// document.root?.entries?.first?.key   // "UIButton"
/// ```
enum JSONDocumentParser {
  /// How deeply arrays and objects may nest.
  static let maximumDepth = 512

  /// Parses a whole file; a malformed one yields one `invalid-json` error at the offending byte.
  static func parse(_ file: SourceFile) -> ParsedDocument {
    var parser = Parser(bytes: file.bytes)
    do throws(Failure) {
      parser.skipWhitespace()
      // A UTF-8 byte order mark is allowed before the value.
      if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
        parser.position = 3
        parser.skipWhitespace()
      }
      let root = try parser.value(depth: 0)
      parser.skipWhitespace()
      guard parser.position == parser.bytes.count else {
        throw Failure(message: "unexpected text after the JSON value", offset: parser.position)
      }
      return ParsedDocument(file: file, root: root, diagnostics: [], hasPositions: true)
    } catch {
      let offset = min(error.offset, file.bytes.count)
      let diagnostic = Diagnostic(
        .invalidJSON, "invalid JSON: \(error.message)",
        at: SourceRange(file: file, bytes: offset..<min(offset + 1, file.bytes.count)))
      return ParsedDocument(file: file, root: nil, diagnostics: [diagnostic], hasPositions: true)
    }
  }

  struct Failure: Error {
    var message: String
    var offset: Int
  }

  private struct Parser {
    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func skipWhitespace() {
      while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
        position += 1
      }
    }

    func describeCurrent() -> String {
      guard let byte = current else { return "the end of the file" }
      if byte >= 0x21 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
      return "byte 0x\(String(byte, radix: 16))"
    }

    mutating func value(depth: Int) throws(Failure) -> DocumentNode {
      guard depth < JSONDocumentParser.maximumDepth else {
        throw Failure(
          message: "arrays and objects nest more than \(JSONDocumentParser.maximumDepth) deep",
          offset: position)
      }
      let start = position
      switch current {
      case UInt8(ascii: "{"): return try object(depth: depth)
      case UInt8(ascii: "["): return try array(depth: depth)
      case UInt8(ascii: "\""):
        let text = try string()
        return DocumentNode(value: .string(text), range: start..<position)
      case UInt8(ascii: "t"):
        try literal("true")
        return DocumentNode(value: .bool(true), range: start..<position)
      case UInt8(ascii: "f"):
        try literal("false")
        return DocumentNode(value: .bool(false), range: start..<position)
      case UInt8(ascii: "n"):
        try literal("null")
        return DocumentNode(value: .null, range: start..<position)
      case let byte? where byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39):
        let number = try self.number()
        return DocumentNode(value: .number(number), range: start..<position)
      default:
        throw Failure(message: "expected a value, found \(describeCurrent())", offset: position)
      }
    }

    mutating func literal(_ word: String) throws(Failure) {
      let start = position
      for expected in word.utf8 {
        guard current == expected else {
          throw Failure(message: "expected '\(word)'", offset: start)
        }
        position += 1
      }
    }

    mutating func object(depth: Int) throws(Failure) -> DocumentNode {
      let start = position
      position += 1
      var entries: [DocumentEntry] = []
      skipWhitespace()
      if current == UInt8(ascii: "}") {
        position += 1
        return DocumentNode(value: .dictionary([]), range: start..<position)
      }
      while true {
        skipWhitespace()
        guard current == UInt8(ascii: "\"") else {
          throw Failure(
            message: "expected a key in double quotes, found \(describeCurrent())",
            offset: position)
        }
        let keyStart = position
        let key = try string()
        let keyRange = keyStart..<position
        skipWhitespace()
        guard current == UInt8(ascii: ":") else {
          throw Failure(
            message: "expected ':' after the key \"\(key)\", found \(describeCurrent())",
            offset: position)
        }
        position += 1
        skipWhitespace()
        let value = try self.value(depth: depth + 1)
        entries.append(DocumentEntry(key: key, keyRange: keyRange, value: value))
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","):
          position += 1
        case UInt8(ascii: "}"):
          position += 1
          return DocumentNode(value: .dictionary(entries), range: start..<position)
        default:
          throw Failure(
            message: "expected ',' or '}' after a value, found \(describeCurrent())",
            offset: position)
        }
      }
    }

    mutating func array(depth: Int) throws(Failure) -> DocumentNode {
      let start = position
      position += 1
      var elements: [DocumentNode] = []
      skipWhitespace()
      if current == UInt8(ascii: "]") {
        position += 1
        return DocumentNode(value: .array([]), range: start..<position)
      }
      while true {
        skipWhitespace()
        elements.append(try value(depth: depth + 1))
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","):
          position += 1
        case UInt8(ascii: "]"):
          position += 1
          return DocumentNode(value: .array(elements), range: start..<position)
        default:
          throw Failure(
            message: "expected ',' or ']' after a value, found \(describeCurrent())",
            offset: position)
        }
      }
    }

    mutating func string() throws(Failure) -> String {
      let start = position
      position += 1
      var scalars = String.UnicodeScalarView()
      var runStart = position
      func flushRun(_ parser: Parser) {
        if runStart < parser.position {
          scalars.append(
            contentsOf: String(decoding: parser.bytes[runStart..<parser.position], as: UTF8.self)
              .unicodeScalars)
        }
      }
      while true {
        guard let byte = current else {
          throw Failure(message: "a string is not closed", offset: start)
        }
        switch byte {
        case UInt8(ascii: "\""):
          flushRun(self)
          position += 1
          return String(scalars)
        case UInt8(ascii: "\\"):
          flushRun(self)
          position += 1
          scalars.append(try escape())
          runStart = position
        case 0..<0x20:
          throw Failure(
            message: "a control character (a line break?) inside a string", offset: position)
        default:
          position += 1
        }
      }
    }

    mutating func escape() throws(Failure) -> UnicodeScalar {
      let start = position - 1
      guard let byte = current else {
        throw Failure(message: "a string is not closed", offset: start)
      }
      position += 1
      switch byte {
      case UInt8(ascii: "\""): return "\""
      case UInt8(ascii: "\\"): return "\\"
      case UInt8(ascii: "/"): return "/"
      case UInt8(ascii: "b"): return "\u{08}"
      case UInt8(ascii: "f"): return "\u{0C}"
      case UInt8(ascii: "n"): return "\n"
      case UInt8(ascii: "r"): return "\r"
      case UInt8(ascii: "t"): return "\t"
      case UInt8(ascii: "u"):
        let high = try hex4(at: start)
        if (0xD800..<0xDC00).contains(high) {
          guard current == UInt8(ascii: "\\"), position + 1 < bytes.count,
            bytes[position + 1] == UInt8(ascii: "u")
          else { return "\u{FFFD}" }
          position += 2
          let low = try hex4(at: position - 2)
          guard (0xDC00..<0xE000).contains(low) else { return "\u{FFFD}" }
          return UnicodeScalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
        }
        return UnicodeScalar(high) ?? "\u{FFFD}"
      default:
        throw Failure(
          message: "unknown escape '\\\(Character(UnicodeScalar(byte)))'", offset: start)
      }
    }

    mutating func hex4(at start: Int) throws(Failure) -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let byte = current, let digit = UInt32(String(UnicodeScalar(byte)), radix: 16) else {
          throw Failure(message: "'\\u' needs four hex digits", offset: start)
        }
        value = value * 16 + digit
        position += 1
      }
      return value
    }

    mutating func number() throws(Failure) -> Double {
      let start = position
      if current == UInt8(ascii: "-") { position += 1 }
      func digits(_ parser: inout Parser) -> Int {
        var count = 0
        while let byte = parser.current, byte >= 0x30 && byte <= 0x39 {
          parser.position += 1
          count += 1
        }
        return count
      }
      guard let first = current, first >= 0x30 && first <= 0x39 else {
        throw Failure(message: "expected a digit", offset: position)
      }
      if first == 0x30 {
        position += 1
      } else {
        _ = digits(&self)
      }
      if current == UInt8(ascii: ".") {
        position += 1
        guard digits(&self) > 0 else {
          throw Failure(message: "expected a digit after '.'", offset: position)
        }
      }
      if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
        position += 1
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
        guard digits(&self) > 0 else {
          throw Failure(message: "expected a digit in the exponent", offset: position)
        }
      }
      let text = String(decoding: bytes[start..<position], as: UTF8.self)
      guard let value = Double(text), value.isFinite else {
        throw Failure(message: "the number \(text) is out of range", offset: start)
      }
      return value
    }
  }
}
