import SkinKitSyntax

/// A value read from a JSON file or a property list, with where it was written, so that every
/// diagnostic about it can name a line and column in the original file.
///
/// Dictionaries keep their keys in the order of the file (the order of a stylesheet's rules
/// matters), each with the range of the key itself.
struct DocumentNode: Sendable {
  /// The value.
  var value: DocumentValue
  /// Its bytes in the file (empty ranges at 0 when the format has no positions, such as a
  /// binary property list).
  var range: Range<Int>

  /// The string, if this is one.
  var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  /// The number, if this is one (a property list's numeric strings are not numbers here).
  var number: Double? {
    if case .number(let number) = value { return number }
    return nil
  }

  /// The entries, if this is a dictionary.
  var entries: [DocumentEntry]? {
    if case .dictionary(let entries) = value { return entries }
    return nil
  }

  /// The elements, if this is an array.
  var elements: [DocumentNode]? {
    if case .array(let elements) = value { return elements }
    return nil
  }

  /// The value of the last entry with this key, if this is a dictionary that has one.
  subscript(key: String) -> DocumentNode? {
    entries?.last { $0.key == key }?.value
  }

  /// What the value is, for messages (`a string`, `an array`…).
  var kindDescription: String {
    switch value {
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    case .array: "an array"
    case .dictionary: "a dictionary"
    case .data: "data"
    case .date: "a date"
    }
  }
}

/// One key and value of a dictionary.
struct DocumentEntry: Sendable {
  var key: String
  /// The key's bytes in the file (including its quotes or `<key>` element).
  var keyRange: Range<Int>
  var value: DocumentNode
}

/// The values JSON and property lists share.
enum DocumentValue: Sendable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case null
  indirect case array([DocumentNode])
  indirect case dictionary([DocumentEntry])
  /// Property-list `<data>` (base64 text, kept as written).
  case data(String)
  /// Property-list `<date>` (as written).
  case date(String)
}

/// A file read into ``DocumentNode``s, or the reason it could not be.
struct ParsedDocument: Sendable {
  /// The file the ranges point into.
  var file: SourceFile
  /// The top-level value, or `nil` when the file is not well-formed.
  var root: DocumentNode?
  /// Why the file could not be read.
  var diagnostics: [Diagnostic]
  /// Whether ranges point into the file (`false` for binary property lists, whose
  /// diagnostics name key paths instead).
  var hasPositions: Bool
}
