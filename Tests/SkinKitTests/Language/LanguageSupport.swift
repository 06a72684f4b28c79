import Foundation
import SkinKit
import Testing

/// Helpers the language tests share: parsing one value, compiling a sheet, resolving a sheet
/// over a small tree, and reading a diagnostic's `line:column`.
enum Language {
  /// The typed value a declaration `property: text` gives each longhand it sets, by the
  /// longhand's canonical name. Throws the value parser's error.
  static func declare(_ property: String, _ text: String) throws(ValueError) -> [String:
    DeclaredValue]
  {
    let table = PropertyTable.builtIn
    let parsed = try table.parseDeclaration(name: property, value: Tokenizer.tokenize(text)[...])
    var result: [String: DeclaredValue] = [:]
    for (id, value) in parsed.values { result[table[id].name] = value }
    return result
  }

  /// The typed value of a longhand declaration, or `nil` if the value is rejected.
  static func value(_ property: String, _ text: String) -> StyleValue? {
    guard let values = try? declare(property, text), values.count == 1,
      case .value(let value) = values.first?.value
    else { return nil }
    return value
  }

  /// The error a rejected declaration gives, or `nil` if it is accepted.
  static func rejection(_ property: String, _ text: String) -> ValueError? {
    do {
      _ = try declare(property, text)
      return nil
    } catch {
      return error
    }
  }

  /// A color as written, in canonical `#rrggbbaa` (or `currentcolor`, or a color function
  /// of it); `nil` if rejected.
  static func color(_ text: String) -> String? {
    switch try? ColorParser.parse(Tokenizer.tokenize(text)[...]) {
    case .color(let color): color.hex
    case .currentColor: "currentcolor"
    case .derived(let derived): derived.description
    case nil: nil
    }
  }

  /// Every diagnostic a sheet gives when parsed and compiled (no tree involved).
  static func diagnostics(_ text: String, path: String = "test.skss") -> [Diagnostic] {
    StyleCascade(stylesheets: [Stylesheet.parse(text, path: path)]).diagnostics
  }

  /// The one-line form `id@line:column` of a diagnostic, for exact comparisons.
  static func summary(_ diagnostic: Diagnostic) -> String {
    let location = diagnostic.location.map { "\($0.line):\($0.column)" } ?? "?"
    return "\(diagnostic.id.rawValue)@\(location)"
  }

  /// A resolved tree: each node's canonical values by node id (`#id` in the tree JSON).
  struct Resolved {
    let resolution: TreeResolution
    let cascade: StyleCascade

    /// The canonical text of a property's computed value on the node with `id`.
    func value(_ property: String, of id: String) -> String? {
      guard let index = resolution.nodes.firstIndex(where: { $0.styleIdentifier?.string == id })
      else { return nil }
      return resolution.styles[index].value(named: property)?.description
    }

    /// Whether a property's value on the node came from a declaration (here or inherited).
    func isDeclared(_ property: String, of id: String) -> Bool {
      guard let index = resolution.nodes.firstIndex(where: { $0.styleIdentifier?.string == id }),
        let definition = cascade.table.definition(named: property)
      else { return false }
      return resolution.styles[index].isDeclared(definition.id)
    }

    /// Compilation and resolution diagnostics together.
    var diagnostics: [Diagnostic] { cascade.diagnostics + resolution.diagnostics }
  }

  /// The tree most tests resolve against: a window with a panel holding a label and two
  /// buttons (ids `window`, `panel`, `label`, `save`, `cancel`).
  static let standardTree = """
    {"type": "Window", "id": "window", "children": [
      {"type": "View", "id": "panel", "classes": ["panel"], "children": [
        {"type": "Label", "id": "label", "classes": ["title"]},
        {"type": "Button", "id": "save", "classes": ["primary"], "attributes": {"title": "Save"}},
        {"type": "Button", "id": "cancel", "state": ["disabled"]}
      ]}
    ]}
    """

  /// Compiles sheets (in order) and resolves `tree` with them.
  static func resolve(
    _ sheets: [Stylesheet], tree: String = standardTree, constants: [String: String] = [:]
  ) throws -> Resolved {
    let cascade = StyleCascade(stylesheets: sheets, constants: constants)
    let document = try TreeDocument.parse(tree)
    return Resolved(resolution: document.resolve(with: cascade), cascade: cascade)
  }

  /// Parses one sheet's text and resolves `tree` with it.
  static func resolve(
    _ text: String, tree: String = standardTree, constants: [String: String] = [:]
  ) throws -> Resolved {
    try resolve([Stylesheet.parse(text, path: "test.skss")], tree: tree, constants: constants)
  }

  /// A directory under the system's temporary directory, unique to the call, removed by
  /// ``remove()``.
  struct TemporaryDirectory {
    let url: URL

    init() throws {
      url = FileManager.default.temporaryDirectory
        .appendingPathComponent("skinkit-language-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The absolute path of a file inside the directory.
    func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    /// Writes a file (creating its directories) and returns its path.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
      try write(relative, bytes: Array(text.utf8))
    }

    /// Writes raw bytes (creating directories) and returns the path.
    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) throws -> String {
      let target = url.appendingPathComponent(relative)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: target)
      return target.path
    }

    /// The text of a file inside the directory.
    func read(_ relative: String) -> String? {
      try? String(contentsOf: url.appendingPathComponent(relative), encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
  }
}
