import Foundation
import SkinKitInterchange
import SkinKitProperties
import SkinKitSelectors
import SkinKitSupport
import SkinKitSyntax

/// An app's own vocabulary for the tools (`skss lsp`): the types its views have, with their
/// supertypes, the properties it registers from Swift, and a sample widget tree — read from a
/// JSON project file, `.skss-project.json`, the role a custom data provider plays for CSS
/// editors.
///
/// ```json
/// {
///   "types": {"Card": "View", "PrimaryCard": "Card"},
///   "properties": [
///     {"name": "glow-radius", "syntax": "<length [0,∞]>", "inherited": false, "initial": "0",
///      "description": "Glow around the view, in points."}
///   ],
///   "sampleTree": "Trees/home.json"
/// }
/// ```
/// `types` is a tree file's (`{"Card": "View"}`); each property needs `name`, `syntax` (see
/// ``PropertySyntaxDescriptor``) and `initial` (a value of that syntax), and may give
/// `inherited` (`false` when left out) and `description`; `sampleTree` is a tree file's path,
/// relative to the project file. A file with a mistake is not used: ``parse(_:)`` returns
/// one `invalid-project-file` diagnostic at the first mistake.
///
/// ```swift
/// let file = SourceFile(path: "p.json", text: #"{"types": {"Card": "View"}}"#)
/// if case .valid(let project) = ProjectFile.parse(file) {
///   project.types["Card"]?.lineageDescription   // "Card ← View"
/// }
/// ```
package struct ProjectFile: Sendable {
  /// The name looked for in a document's folder and the folders above it.
  package static let fileName = ".skss-project.json"

  /// The file's path.
  package let path: String
  /// The app's types by name (their supertypes included).
  package let types: [String: StyleType]
  /// The app's properties, numbered (the same definition read again keeps its id).
  package let properties: [PropertyDefinition]
  /// The sample tree's path (absolute), if the file names one.
  package let sampleTree: String?

  /// `base` with the app's properties.
  package func table(extending base: PropertyTable = PropertyTable.builtIn) -> PropertyTable {
    base.adding(properties)
  }

  /// The project file that applies to files in `directory`: the nearest `.skss-project.json`
  /// in it or a folder above it.
  package static func find(from directory: String) -> String? {
    var folder = URL(fileURLWithPath: directory).standardizedFileURL
    while true {
      let candidate = folder.appendingPathComponent(fileName).path
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        return candidate
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }

  /// A project file checked: the project, or the diagnostic at its first mistake.
  package enum Checked: Sendable {
    case valid(ProjectFile)
    case invalid(Diagnostic)
  }

  /// Reads and checks a project file: the file as read (its bytes, for positions; empty when
  /// it cannot be read) and the outcome.
  package static func load(contentsOf path: String) -> (file: SourceFile, checked: Checked) {
    guard let data = FileManager.default.contents(atPath: path) else {
      let file = SourceFile(path: path, utf8: [])
      return (
        file,
        .invalid(
          Diagnostic(
            .invalidProjectFile, "cannot read the project file",
            at: SourceRange(file: file, bytes: 0..<0)))
      )
    }
    let file = SourceFile(path: path, utf8: [UInt8](data))
    return (file, parse(file))
  }

  /// Checks a project file's text; the project, or a diagnostic at its first mistake.
  package static func parse(_ file: SourceFile) -> Checked {
    let json: JSONDocument
    do {
      json = try JSONDocument.parse(file)
    } catch {
      return .invalid(
        Diagnostic(
          .invalidProjectFile, "invalid JSON: \(error.message)",
          at: SourceRange(
            file: file, bytes: error.offset..<min(error.offset + 1, file.bytes.count))))
    }
    var reader = ProjectFileReader(json: json)
    do throws(ProjectFileMistake) {
      return .valid(try reader.read())
    } catch {
      return .invalid(error.diagnostic)
    }
  }
}

/// The first mistake in a project file.
private struct ProjectFileMistake: Error {
  var diagnostic: Diagnostic
}

/// Reads a project file's JSON, stopping at the first mistake.
private struct ProjectFileReader {
  let json: JSONDocument
  var file: SourceFile { json.file }

  static let topKeys = ["$schema", "types", "properties", "sampleTree"]
  static let propertyKeys = ["name", "syntax", "inherited", "initial", "description"]

  func value(_ index: Int) -> JSONDocument.Value { json.values[index] }

  func fail(_ location: String, at bytes: Range<Int>, _ message: String) -> ProjectFileMistake {
    ProjectFileMistake(
      diagnostic: Diagnostic(
        .invalidProjectFile, "\(location): \(message)", at: SourceRange(file: file, bytes: bytes)))
  }

  func fail(_ location: String, _ index: Int, _ message: String) -> ProjectFileMistake {
    fail(location, at: value(index).offset..<value(index).end, message)
  }

  mutating func read() throws(ProjectFileMistake) -> ProjectFile {
    let top = json.root
    guard value(top).kind == .object else {
      throw fail(
        "$", top,
        "a project file is a JSON object with types, properties and sampleTree; not "
          + json.describe(top))
    }
    var types: [String: StyleType] = [:]
    var properties: [PropertyDefinition] = []
    var sampleTree: String?
    for member in value(top).members {
      let key = member.key ?? ""
      switch key {
      case "types":
        types = try self.types(member.value)
      case "properties":
        properties = try self.properties(member.value)
      case "sampleTree":
        sampleTree = try self.sampleTree(member.value)
      case "$schema":
        break
      default:
        throw fail(
          TreeBuilder.member("$", key), at: member.keyOffset..<member.keyEnd,
          "unknown key '\(key)' (a project file has types, properties and sampleTree)")
      }
    }
    return ProjectFile(
      path: file.path, types: types, properties: properties, sampleTree: sampleTree)
  }

  /// `{"Card": "View"}`, checked as a tree file's `types` are.
  func types(_ index: Int) throws(ProjectFileMistake) -> [String: StyleType] {
    var builder = TreeBuilder(path: file.path, json: json)
    do {
      try builder.declareTypes(index)
    } catch {
      let start = offset(line: error.line ?? 1, column: error.column ?? 1)
      let end = json.values.first { $0.offset == start }?.end ?? start + 1
      throw fail(error.jsonPath ?? "$.types", at: start..<end, error.message)
    }
    return builder.types
  }

  func properties(_ index: Int) throws(ProjectFileMistake) -> [PropertyDefinition] {
    guard value(index).kind == .array else {
      throw fail(
        "$.properties", index,
        "\"properties\" is an array of {\"name\", \"syntax\", \"initial\", …}; not "
          + json.describe(index))
    }
    var result: [PropertyDefinition] = []
    var seen: Set<String> = []
    for (position, member) in value(index).members.enumerated() {
      let location = "$.properties[\(position)]"
      let definition = try property(member.value, at: location)
      guard seen.insert(definition.name).inserted else {
        throw fail(location, member.value, "'\(definition.name)' is declared twice")
      }
      result.append(definition)
    }
    return result
  }

  func property(_ index: Int, at location: String) throws(ProjectFileMistake) -> PropertyDefinition
  {
    guard value(index).kind == .object else {
      throw fail(
        location, index,
        "a property is an object such as {\"name\": \"glow-radius\", \"syntax\": \"<length>\", "
          + "\"initial\": \"0\"}; not \(json.describe(index))")
    }
    var fields: [String: Int] = [:]
    for member in value(index).members {
      let key = member.key ?? ""
      guard Self.propertyKeys.contains(key) else {
        throw fail(
          TreeBuilder.member(location, key), at: member.keyOffset..<member.keyEnd,
          "unknown key '\(key)' (a property has name, syntax, inherited, initial and description)")
      }
      fields[key] = member.value
    }
    let name = try string("name", of: index, in: fields, at: location)
    try check(name: name, at: TreeBuilder.member(location, "name"), fields["name"]!)
    let syntaxText = try string("syntax", of: index, in: fields, at: location)
    let syntax: ValueSyntax
    switch PropertySyntaxDescriptor.parse(syntaxText) {
    case .success(let parsed): syntax = parsed
    case .failure(let error):
      throw fail(TreeBuilder.member(location, "syntax"), fields["syntax"]!, error.message)
    }
    let initialText = try string("initial", of: index, in: fields, at: location)
    let initial: StyleValue
    do {
      let tokens = Tokenizer.tokenize(initialText).trimmingWhitespace()
      initial = try syntax.parse(tokens)
    } catch {
      throw fail(
        TreeBuilder.member(location, "initial"), fields["initial"]!,
        "'\(initialText)' is not a value of \(syntaxText): \(error.message)")
    }
    var inherited = false
    if let flag = fields["inherited"] {
      guard value(flag).kind == .bool else {
        throw fail(
          TreeBuilder.member(location, "inherited"), flag,
          "\"inherited\" is true or false, not \(json.describe(flag))")
      }
      inherited = value(flag).text == "true"
    }
    var summary = ""
    if fields["description"] != nil {
      summary = try string("description", of: index, in: fields, at: location)
    }
    return ProjectProperties.declare(
      PropertyDefinition(
        id: 0, name: name, syntax: syntax, initial: initial, inherited: inherited,
        summary: summary),
      signature: [name, syntaxText, initialText, "\(inherited)", summary])
  }

  /// A property's name: lowercase words joined by hyphens, not a built-in property's.
  func check(name: String, at location: String, _ index: Int) throws(ProjectFileMistake) {
    let words = name.split(separator: "-", omittingEmptySubsequences: false)
    let isKebab =
      !words.isEmpty
      && words.allSatisfy { word in
        !word.isEmpty
          && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
      } && !("0"..."9").contains(name.unicodeScalars.first!)
    guard isKebab else {
      throw fail(
        location, index,
        "'\(name)' is not a property name: lowercase words joined by hyphens, such as glow-radius"
          + (name.hasPrefix("--") ? " (custom properties need no declaration)" : ""))
    }
    let table = PropertyTable.builtIn
    if let builtIn = table.definition(named: name)?.name ?? table.shorthand(named: name)?.name {
      throw fail(
        location, index,
        "'\(name)' is a built-in property\(builtIn == name ? "" : " (\(builtIn))");"
          + " it cannot be redeclared")
    }
  }

  func string(_ key: String, of index: Int, in fields: [String: Int], at location: String)
    throws(ProjectFileMistake) -> String
  {
    guard let field = fields[key] else {
      throw fail(location, index, "missing \"\(key)\"")
    }
    guard value(field).kind == .string else {
      throw fail(
        TreeBuilder.member(location, key), field,
        "\"\(key)\" is a string, not \(json.describe(field))")
    }
    return value(field).text
  }

  func sampleTree(_ index: Int) throws(ProjectFileMistake) -> String {
    guard value(index).kind == .string, !value(index).text.isEmpty else {
      throw fail(
        "$.sampleTree", index, "\"sampleTree\" is a tree file's path, not \(json.describe(index))")
    }
    let written = value(index).text
    let directory = (file.path as NSString).deletingLastPathComponent
    let path =
      written.hasPrefix("/")
      ? written : URL(fileURLWithPath: directory).appendingPathComponent(written).path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else {
      throw fail(
        "$.sampleTree", index, "no tree file at '\(written)' (relative to the project file)")
    }
    return URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// The byte offset of a 1-based line and column (columns count Unicode scalars).
  func offset(line: Int, column: Int) -> Int {
    let bytes = file.bytes
    var index = 0
    var currentLine = 1
    while currentLine < line, index < bytes.count {
      if bytes[index] == 0x0A { currentLine += 1 }
      index += 1
    }
    var currentColumn = 1
    while currentColumn < column, index < bytes.count {
      index += 1
      while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
      currentColumn += 1
    }
    return index
  }
}

/// The app properties project files declared, by everything that defines them: reading a
/// file again gives each unchanged property the id it had (ids are the process's, given once:
/// ``PropertyCatalog``), so an edited project file does not leave a new property per save.
private enum ProjectProperties {
  private static let declared = Locked<[[String]: PropertyDefinition]>([:])

  static func declare(_ definition: PropertyDefinition, signature: [String]) -> PropertyDefinition {
    declared.withLock { all in
      if let known = all[signature] { return known }
      let numbered = PropertyCatalog.declare(definition)
      all[signature] = numbered
      return numbered
    }
  }
}

extension Array where Element == Token {
  /// The tokens without whitespace at either end.
  fileprivate func trimmingWhitespace() -> ArraySlice<Token> {
    var slice = self[...]
    while slice.first?.isWhitespace == true { slice.removeFirst() }
    while slice.last?.isWhitespace == true { slice.removeLast() }
    return slice
  }
}
