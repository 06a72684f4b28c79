import SkinKitSyntax

/// JSON text (RFC 8259, strictly: no trailing commas, no comments) read into a flat list of
/// values that remember where they were written: SkinKit's one JSON reader, for tree files,
/// UISS stylesheets and design tokens alike. Locations come from the ``SourceFile`` the text
/// was read into, so a diagnostic's line and column are computed the way every other one is.
///
/// Values refer to their members by index, so neither reading nor releasing a value recurses:
/// a file may nest as deeply as it likes (``node(_:)`` builds a tree of at most
/// ``maximumNodeDepth`` levels). Numbers keep the text they were written with (an attribute
/// `"count": 1` is the string `1`, never a boolean).
///
/// ```swift
/// let json = try JSONDocument.parse(SourceFile(path: "t.json", text: #"{"type": "Button"}"#))
/// json.values[json.root].members[0].key   // "type"
/// ```
package struct JSONDocument: Sendable {
  package enum Kind: Equatable, Sendable {
    case object, array, string, number, bool, null
  }

  package struct Member: Sendable {
    /// The key, for an object's members (`nil` in arrays).
    package var key: String?
    /// Where the key starts (its opening quote).
    package var keyOffset: Int
    /// The byte after the key's closing quote.
    package var keyEnd: Int
    /// The value's index in ``JSONDocument/values``.
    package var value: Int
  }

  package struct Value: Sendable {
    package var kind: Kind
    /// The first byte of the value.
    package var offset: Int
    /// The byte after its last one.
    package var end = 0
    /// A string's contents, a number as written, `true` or `false`.
    package var text = ""
    /// An object's or array's members, in the order written.
    package var members: [Member] = []
  }

  /// Why the text is not JSON, and the byte where that became clear.
  package struct SyntaxError: Error, Sendable {
    package var message: String
    package var offset: Int
  }

  /// What a key given twice in one object is.
  package enum DuplicateKeys: Sendable {
    /// A syntax error naming where the key was first written.
    case rejected
    /// Kept, in order (the later entry wins where a key is looked up): what
    /// `NSJSONSerialization` reads, so the UISS files written for it come over as they were.
    case kept
  }

  /// The file the text was read from; offsets point into its bytes.
  package let file: SourceFile
  private let duplicateKeys: DuplicateKeys
  package private(set) var values: [Value] = []
  /// The index of the top-level value.
  package private(set) var root = 0

  /// Reads a whole file (one value between whitespace; `SourceFile` has dropped a byte
  /// order mark).
  package static func parse(_ file: SourceFile, duplicateKeys: DuplicateKeys = .rejected)
    throws(SyntaxError) -> JSONDocument
  {
    var json = JSONDocument(file: file, duplicateKeys: duplicateKeys)
    try json.parseDocument()
    return json
  }

  private init(file: SourceFile, duplicateKeys: DuplicateKeys) {
    self.file = file
    self.bytes = file.bytes
    self.duplicateKeys = duplicateKeys
  }

  /// The 1-based line and column of a byte offset.
  package func location(of offset: Int) -> SourceLocation { file.location(at: offset) }

  /// A value's kind for messages: `a string`, `an array`, `null`…
  package func describe(_ index: Int) -> String {
    let value = values[index]
    switch value.kind {
    case .object: return "an object"
    case .array: return "an array"
    case .string: return "the string \"\(value.text)\""
    case .number: return "the number \(value.text)"
    case .bool: return value.text
    case .null: return "null"
    }
  }

  // MARK: Parsing

  private let bytes: [UInt8]
  private var position = 0

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  private mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      position += 1
    }
  }

  private func found() -> String {
    guard let byte = current else { return "the end of the file" }
    if byte == UInt8(ascii: "'") { return "\"'\" (JSON strings are in double quotes)" }
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
    if byte < 0x80 { return "a control character" }
    return "'\(String(decoding: bytes[position...].prefix(4), as: UTF8.self).prefix(1))'"
  }

  private func opened(_ container: Int) -> String {
    "the \(values[container].kind == .object ? "object" : "array") opened at "
      + location(of: values[container].offset).description
  }

  private mutating func parseDocument() throws(SyntaxError) {
    skipWhitespace()
    guard current != nil else { throw SyntaxError(message: "the file is empty", offset: 0) }
    // Open objects and arrays, innermost last; for each object with many keys, where each
    // key was written (small objects are searched instead).
    var stack: [Int] = []
    var keyOffsets: [[String: Int]?] = []
    var pendingKey: (key: String, start: Int, end: Int)?
    while true {
      // A value is expected here.
      skipWhitespace()
      let index = values.count
      let start = position
      switch current {
      case UInt8(ascii: "{"):
        position += 1
        values.append(Value(kind: .object, offset: start))
      case UInt8(ascii: "["):
        position += 1
        values.append(Value(kind: .array, offset: start))
      case UInt8(ascii: "\""):
        values.append(Value(kind: .string, offset: start, text: try string()))
      case let byte? where byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39):
        values.append(Value(kind: .number, offset: start, text: try number()))
      case nil:
        throw SyntaxError(
          message: "unexpected end of file"
            + (stack.last.map { ": \(opened($0)) is not closed" } ?? ""),
          offset: position)
      case let byte? where Self.isWordByte(byte):
        let word = self.word()
        switch word {
        case "true", "false": values.append(Value(kind: .bool, offset: start, text: word))
        case "null": values.append(Value(kind: .null, offset: start))
        default:
          throw SyntaxError(
            message: "expected a value, found '\(word)' (JSON strings are in double quotes)",
            offset: start)
        }
      default:
        throw SyntaxError(
          message: "expected a value, found \(found())",
          offset: position)
      }
      values[index].end = position
      if let parent = stack.last {
        values[parent].members.append(
          Member(
            key: pendingKey?.key, keyOffset: pendingKey?.start ?? start,
            keyEnd: pendingKey?.end ?? start, value: index))
        pendingKey = nil
      } else {
        root = index
      }
      var afterValue = true
      if values[index].kind == .object || values[index].kind == .array {
        stack.append(index)
        keyOffsets.append(nil)
        skipWhitespace()
        let close = UInt8(ascii: values[index].kind == .object ? "}" : "]")
        if current == close {
          position += 1
          values[index].end = position
          stack.removeLast()
          keyOffsets.removeLast()
        } else {
          afterValue = false
        }
      }
      // After a value: a comma, the end of the enclosing container(s), or the end of the file.
      while afterValue {
        skipWhitespace()
        guard let container = stack.last else {
          guard current == nil else {
            throw SyntaxError(
              message: "unexpected \(found()) after the JSON value", offset: position)
          }
          return
        }
        let isObject = values[container].kind == .object
        let close = UInt8(ascii: isObject ? "}" : "]")
        if current == close {
          position += 1
          values[container].end = position
          stack.removeLast()
          keyOffsets.removeLast()
          continue
        }
        guard current == UInt8(ascii: ",") else {
          let expected = isObject ? "',' or '}'" : "',' or ']'"
          throw SyntaxError(
            message: current == nil
              ? "unexpected end of file: \(opened(container)) is not closed"
              : "expected \(expected), found \(found()) (in \(opened(container)))",
            offset: position)
        }
        let comma = position
        position += 1
        skipWhitespace()
        if current == close {
          throw SyntaxError(
            message:
              "a comma before '\(Character(UnicodeScalar(close)))' (JSON allows no trailing comma)",
            offset: comma)
        }
        afterValue = false
      }
      // Inside an object, a key and a colon come first.
      if let container = stack.last, values[container].kind == .object {
        skipWhitespace()
        guard current == UInt8(ascii: "\"") else {
          throw SyntaxError(
            message: current == nil
              ? "unexpected end of file: \(opened(container)) is not closed"
              : "expected a key in double quotes, found \(found())",
            offset: position)
        }
        let keyOffset = position
        let key = try string()
        let keyEnd = position
        if duplicateKeys == .rejected,
          let duplicate = firstOffset(
            of: key, at: keyOffset, in: container, &keyOffsets[keyOffsets.count - 1])
        {
          throw SyntaxError(
            message: "duplicate key \"\(key)\" (first at \(location(of: duplicate)))",
            offset: keyOffset)
        }
        skipWhitespace()
        guard current == UInt8(ascii: ":") else {
          throw SyntaxError(
            message: "expected ':' after the key \"\(key)\", found \(found())", offset: position)
        }
        position += 1
        pendingKey = (key, keyOffset, keyEnd)
      }
    }
  }

  /// Where `key` was first written in an object, if it was; remembers it otherwise. An
  /// object's first keys are searched; past 16, they are looked up in `index` (built then),
  /// so that an object with a million keys is read in linear time.
  private func firstOffset(
    of key: String, at offset: Int, in object: Int, _ index: inout [String: Int]?
  ) -> Int? {
    let members = values[object].members
    if index == nil {
      guard members.count >= 16 else {
        return members.first(where: { $0.key == key })?.keyOffset
      }
      var built: [String: Int] = [:]
      for member in members { built[member.key ?? ""] = member.keyOffset }
      index = built
    }
    if let offset = index![key] { return offset }
    // The member is appended once its value is read; its key is indexed now.
    index![key] = offset
    return nil
  }

  /// Letters, digits and underscores from here.
  private mutating func word() -> String {
    let start = position
    while let byte = current, Self.isWordByte(byte) { position += 1 }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F
  }

  private mutating func number() throws(SyntaxError) -> String {
    let start = position
    while let byte = current,
      (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
        || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    {
      position += 1
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard Self.isNumber(Array(bytes[start..<position])) else {
      throw SyntaxError(
        message: "'\(text)' is not a JSON number (such as 12, -0.5 or 1e3)", offset: start)
    }
    guard let value = Double(text), value.isFinite else {
      throw SyntaxError(message: "the number \(text) is out of range", offset: start)
    }
    return text
  }

  /// RFC 8259's number grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  static func isNumber(_ text: [UInt8]) -> Bool {
    var index = 0
    func digits() -> Int {
      let start = index
      while index < text.count, text[index] >= 0x30, text[index] <= 0x39 { index += 1 }
      return index - start
    }
    if index < text.count, text[index] == UInt8(ascii: "-") { index += 1 }
    guard index < text.count else { return false }
    if text[index] == UInt8(ascii: "0") {
      index += 1
    } else if digits() == 0 {
      return false
    }
    if index < text.count, text[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return false }
    }
    if index < text.count, text[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < text.count, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard digits() > 0 else { return false }
    }
    return index == text.count
  }

  private mutating func string() throws(SyntaxError) -> String {
    let start = position
    position += 1
    // The text as UTF-8: runs of bytes copied as they are (once validated), escapes encoded.
    var utf8: [UInt8] = []
    var runStart = position
    func flush(_ end: Int) throws(SyntaxError) {
      guard runStart < end else { return }
      guard String(validating: bytes[runStart..<end], as: UTF8.self) != nil else {
        throw SyntaxError(message: "the string is not valid UTF-8", offset: start)
      }
      utf8.append(contentsOf: bytes[runStart..<end])
    }
    func append(_ scalar: Unicode.Scalar) {
      UTF8.encode(scalar) { utf8.append($0) }
    }
    while true {
      guard let byte = current else {
        throw SyntaxError(message: "unexpected end of file in a string", offset: start)
      }
      switch byte {
      case UInt8(ascii: "\""):
        // A string without escapes (the usual case) is one validated run.
        if runStart == start + 1,
          let run = String(validating: bytes[runStart..<position], as: UTF8.self)
        {
          position += 1
          return run
        }
        try flush(position)
        position += 1
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try flush(position)
        let escape = position
        position += 1
        guard let next = current else {
          throw SyntaxError(message: "unexpected end of file in a string", offset: start)
        }
        position += 1
        switch next {
        case UInt8(ascii: "\""): append("\"")
        case UInt8(ascii: "\\"): append("\\")
        case UInt8(ascii: "/"): append("/")
        case UInt8(ascii: "b"): append("\u{08}")
        case UInt8(ascii: "f"): append("\u{0C}")
        case UInt8(ascii: "n"): append("\n")
        case UInt8(ascii: "r"): append("\r")
        case UInt8(ascii: "t"): append("\t")
        case UInt8(ascii: "u"):
          var code = try hex4(escape)
          if (0xD800..<0xDC00).contains(code) {
            guard current == UInt8(ascii: "\\"), position + 1 < bytes.count,
              bytes[position + 1] == UInt8(ascii: "u")
            else {
              throw SyntaxError(message: "\\u escape of an unpaired surrogate", offset: escape)
            }
            position += 2
            let low = try hex4(escape)
            guard (0xDC00..<0xE000).contains(low) else {
              throw SyntaxError(message: "\\u escape of an unpaired surrogate", offset: escape)
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else {
            throw SyntaxError(message: "\\u escape of an unpaired surrogate", offset: escape)
          }
          append(scalar)
        default:
          throw SyntaxError(
            message: "unknown escape '\\\(Character(UnicodeScalar(next)))' in a string",
            offset: escape)
        }
        runStart = position
      case 0..<0x20:
        throw SyntaxError(
          message: "a control character in a string (write it as an escape, such as \\n)",
          offset: position)
      default:
        position += 1
      }
    }
  }

  private mutating func hex4(_ escape: Int) throws(SyntaxError) -> UInt32 {
    guard position + 4 <= bytes.count,
      let code = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16),
      bytes[position..<position + 4].allSatisfy({
        $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-")
      })
    else {
      throw SyntaxError(message: "\\u must be followed by 4 hexadecimal digits", offset: escape)
    }
    position += 4
    return code
  }
}
