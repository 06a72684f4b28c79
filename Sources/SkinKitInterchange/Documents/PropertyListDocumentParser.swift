import Foundation
import SkinKitSyntax

/// Reads property lists into ``DocumentNode``s. XML property lists are parsed here, keeping
/// the order of keys and the position of every element, so diagnostics name a line and column;
/// binary (and OpenStep) property lists are read with Foundation's `PropertyListSerialization`,
/// which keeps neither: their dictionaries are sorted by key and their diagnostics name key
/// paths instead.
///
/// ```swift
/// let document = PropertyListDocumentParser.parse(file, bytes: bytes)
/// document.root?["SKSkinDataSource"]?["baseTintColor"]
/// ```
enum PropertyListDocumentParser {
  /// How deeply arrays and dictionaries may nest.
  static let maximumDepth = 512

  /// Whether the bytes are a binary property list.
  static func isBinary(_ bytes: [UInt8]) -> Bool { bytes.starts(with: Array("bplist".utf8)) }

  /// Parses a property list. `bytes` are the file's raw bytes (binary lists are not text);
  /// `file` is what diagnostics point into.
  static func parse(_ file: SourceFile, bytes: [UInt8]) -> ParsedDocument {
    if isBinary(bytes) || !looksLikeXML(file.bytes) {
      return parseWithFoundation(file, bytes: bytes)
    }
    var parser = XMLParser(bytes: file.bytes)
    do throws(Failure) {
      let root = try parser.document()
      return ParsedDocument(file: file, root: root, diagnostics: [], hasPositions: true)
    } catch {
      let offset = min(error.offset, file.bytes.count)
      let diagnostic = Diagnostic(
        .invalidPlist, "invalid property list: \(error.message)",
        at: SourceRange(file: file, bytes: offset..<min(offset + 1, file.bytes.count)))
      return ParsedDocument(file: file, root: nil, diagnostics: [diagnostic], hasPositions: true)
    }
  }

  /// Whether the text starts (after whitespace and a byte order mark) with `<`.
  static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    return index < bytes.count && bytes[index] == UInt8(ascii: "<")
  }

  // MARK: Foundation (binary and OpenStep lists)

  static func parseWithFoundation(_ file: SourceFile, bytes: [UInt8]) -> ParsedDocument {
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(
        from: Data(bytes), options: [], format: nil)
    } catch {
      let reason =
        (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        ?? "the file is not a property list"
      let diagnostic = Diagnostic(
        .invalidPlist, "invalid property list: \(reason)",
        at: SourceRange(file: file, bytes: 0..<0))
      return ParsedDocument(file: file, root: nil, diagnostics: [diagnostic], hasPositions: false)
    }
    return ParsedDocument(
      file: file, root: node(from: object, depth: 0), diagnostics: [], hasPositions: false)
  }

  static func node(from object: Any, depth: Int) -> DocumentNode {
    let empty = 0..<0
    guard depth < maximumDepth else { return DocumentNode(value: .null, range: empty) }
    switch object {
    case let dictionary as [String: Any]:
      let entries = dictionary.keys.sorted().map { key in
        DocumentEntry(
          key: key, keyRange: empty, value: node(from: dictionary[key]!, depth: depth + 1))
      }
      return DocumentNode(value: .dictionary(entries), range: empty)
    case let array as [Any]:
      return DocumentNode(
        value: .array(array.map { node(from: $0, depth: depth + 1) }), range: empty)
    case let string as String:
      return DocumentNode(value: .string(string), range: empty)
    case let number as NSNumber:
      // Booleans come back as NSNumbers too (or bridge to them); their type is `char`.
      if String(cString: number.objCType) == "c" {
        return DocumentNode(value: .bool(number.boolValue), range: empty)
      }
      return DocumentNode(value: .number(number.doubleValue), range: empty)
    case let data as Data:
      return DocumentNode(value: .data(data.base64EncodedString()), range: empty)
    case let date as Date:
      return DocumentNode(value: .date(ISO8601DateFormatter().string(from: date)), range: empty)
    default:
      return DocumentNode(value: .null, range: empty)
    }
  }

  // MARK: XML

  struct Failure: Error {
    var message: String
    var offset: Int
  }

  /// A tag: its name, whether it closes (`</x>`) or is empty (`<x/>`), and where it is.
  struct Tag {
    var name: String
    var closing: Bool
    var empty: Bool
    var range: Range<Int>
  }

  private struct XMLParser {
    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    func starts(with text: String, at offset: Int) -> Bool {
      let pattern = Array(text.utf8)
      guard offset + pattern.count <= bytes.count else { return false }
      return Array(bytes[offset..<(offset + pattern.count)]) == pattern
    }

    mutating func skipWhitespace() {
      while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
        position += 1
      }
    }

    /// Skips whitespace, comments, processing instructions and `<!DOCTYPE …>`.
    mutating func skipMisc() throws(Failure) {
      while true {
        skipWhitespace()
        if starts(with: "<!--", at: position) {
          try skip(past: "-->", what: "comment")
        } else if starts(with: "<?", at: position) {
          try skip(past: "?>", what: "processing instruction")
        } else if starts(with: "<!DOCTYPE", at: position) {
          try skip(past: ">", what: "<!DOCTYPE")
        } else {
          return
        }
      }
    }

    mutating func skip(past terminator: String, what: String) throws(Failure) {
      let start = position
      while position < bytes.count {
        if starts(with: terminator, at: position) {
          position += terminator.utf8.count
          return
        }
        position += 1
      }
      throw Failure(message: "the \(what) is not closed", offset: start)
    }

    mutating func document() throws(Failure) -> DocumentNode {
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
      try skipMisc()
      let open = try tag()
      guard open.name == "plist", !open.closing else {
        throw Failure(
          message: "expected <plist>, found <\(open.name)>", offset: open.range.lowerBound)
      }
      guard !open.empty else {
        throw Failure(message: "the <plist> element is empty", offset: open.range.lowerBound)
      }
      try skipMisc()
      let root = try value(depth: 0)
      try skipMisc()
      let close = try tag()
      guard close.name == "plist", close.closing else {
        throw Failure(
          message: "expected </plist> after the top-level value", offset: close.range.lowerBound)
      }
      try skipMisc()
      guard position == bytes.count else {
        throw Failure(message: "unexpected text after </plist>", offset: position)
      }
      return root
    }

    /// Reads one tag at the current position.
    mutating func tag() throws(Failure) -> Tag {
      let start = position
      guard current == UInt8(ascii: "<") else {
        throw Failure(message: "expected an element, found text", offset: position)
      }
      position += 1
      var closing = false
      if current == UInt8(ascii: "/") {
        closing = true
        position += 1
      }
      let nameStart = position
      while let byte = current, byte != UInt8(ascii: ">"), byte != UInt8(ascii: "/"),
        byte != 0x20, byte != 0x0A, byte != 0x09, byte != 0x0D
      {
        position += 1
      }
      let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
      // Attributes (such as `version="1.0"`) are skipped, quoted values included.
      var quote: UInt8?
      while let byte = current {
        if let open = quote {
          if byte == open { quote = nil }
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          quote = byte
        } else if byte == UInt8(ascii: ">") {
          break
        }
        position += 1
      }
      guard current == UInt8(ascii: ">") else {
        throw Failure(message: "the tag <\(name)> is not closed", offset: start)
      }
      let empty = position > start && bytes[position - 1] == UInt8(ascii: "/")
      position += 1
      guard !name.isEmpty else { throw Failure(message: "a tag has no name", offset: start) }
      return Tag(name: name, closing: closing, empty: empty, range: start..<position)
    }

    /// The text up to `</name>`, with entities decoded, and the end of the closing tag.
    mutating func text(until name: String, openedAt start: Int) throws(Failure) -> String {
      var out: [UInt8] = []
      while true {
        guard let byte = current else {
          throw Failure(message: "<\(name)> is not closed", offset: start)
        }
        if byte == UInt8(ascii: "<") {
          if starts(with: "<![CDATA[", at: position) {
            let contentStart = position + 9
            try skip(past: "]]>", what: "CDATA section")
            out += bytes[contentStart..<(position - 3)]
            continue
          }
          if starts(with: "<!--", at: position) {
            try skip(past: "-->", what: "comment")
            continue
          }
          let close = try tag()
          guard close.closing, close.name == name else {
            throw Failure(
              message:
                "<\(name)> holds text only; found <\(close.closing ? "/" : "")\(close.name)>",
              offset: close.range.lowerBound)
          }
          return String(decoding: out, as: UTF8.self)
        }
        if byte == UInt8(ascii: "&") {
          out += Array(try entity().utf8)
          continue
        }
        out.append(byte)
        position += 1
      }
    }

    mutating func entity() throws(Failure) -> String {
      let start = position
      guard let end = bytes[position...].firstIndex(of: UInt8(ascii: ";")), end - start <= 12
      else {
        throw Failure(message: "'&' must start an entity such as &amp;", offset: start)
      }
      let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
      position = end + 1
      switch name {
      case "lt": return "<"
      case "gt": return ">"
      case "amp": return "&"
      case "quot": return "\""
      case "apos": return "'"
      default:
        var code: UInt32?
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
          code = UInt32(name.dropFirst(2), radix: 16)
        } else if name.hasPrefix("#") {
          code = UInt32(name.dropFirst())
        }
        guard let code, let scalar = UnicodeScalar(code) else {
          throw Failure(message: "unknown entity '&\(name);'", offset: start)
        }
        return String(Character(scalar))
      }
    }

    mutating func value(depth: Int) throws(Failure) -> DocumentNode {
      guard depth < PropertyListDocumentParser.maximumDepth else {
        throw Failure(
          message:
            "arrays and dictionaries nest more than \(PropertyListDocumentParser.maximumDepth) deep",
          offset: position)
      }
      let open = try tag()
      let start = open.range.lowerBound
      guard !open.closing else {
        throw Failure(message: "unexpected </\(open.name)>", offset: start)
      }
      switch open.name {
      case "dict":
        var entries: [DocumentEntry] = []
        if open.empty { return DocumentNode(value: .dictionary([]), range: open.range) }
        while true {
          try skipMisc()
          let keyTag = try tag()
          if keyTag.closing && keyTag.name == "dict" {
            return DocumentNode(value: .dictionary(entries), range: start..<position)
          }
          guard keyTag.name == "key", !keyTag.closing else {
            throw Failure(
              message: "expected <key> in <dict>, found <\(keyTag.name)>",
              offset: keyTag.range.lowerBound)
          }
          let key =
            keyTag.empty ? "" : try text(until: "key", openedAt: keyTag.range.lowerBound)
          let keyRange = keyTag.range.lowerBound..<position
          try skipMisc()
          guard current == UInt8(ascii: "<"), !starts(with: "</dict", at: position) else {
            throw Failure(message: "the key '\(key)' has no value", offset: keyRange.lowerBound)
          }
          entries.append(
            DocumentEntry(key: key, keyRange: keyRange, value: try value(depth: depth + 1)))
        }
      case "array":
        var elements: [DocumentNode] = []
        if open.empty { return DocumentNode(value: .array([]), range: open.range) }
        while true {
          try skipMisc()
          if starts(with: "</array", at: position) {
            _ = try tag()
            return DocumentNode(value: .array(elements), range: start..<position)
          }
          elements.append(try value(depth: depth + 1))
        }
      case "true", "false":
        if !open.empty {
          let close = try tag()
          guard close.closing, close.name == open.name else {
            throw Failure(message: "<\(open.name)> must be empty", offset: close.range.lowerBound)
          }
        }
        return DocumentNode(value: .bool(open.name == "true"), range: start..<position)
      case "string", "real", "integer", "date", "data":
        let content = open.empty ? "" : try text(until: open.name, openedAt: start)
        let range = start..<position
        switch open.name {
        case "string":
          return DocumentNode(value: .string(content), range: range)
        case "date":
          return DocumentNode(value: .date(content), range: range)
        case "data":
          return DocumentNode(value: .data(content), range: range)
        default:
          let trimmed = content.trimmingCharacters(in: .whitespacesAndNewlines)
          guard let number = Double(trimmed), number.isFinite else {
            throw Failure(message: "'\(trimmed)' is not a number", offset: start)
          }
          return DocumentNode(value: .number(number), range: range)
        }
      default:
        throw Failure(message: "unknown element <\(open.name)>", offset: start)
      }
    }
  }
}
