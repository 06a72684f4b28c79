import Foundation
import SkinKit

/// `textDocument/definition`: `$name` → where it is defined; `var(--x)` (or `--x`) → every
/// declaration of `--x`; `@import "…"` → the file; `@extend S` → the rules written with `S`.
/// In the document or any file it imports.
enum Definition {
  static func locations(at position: Position, in analysis: DocumentAnalysis, table: PropertyTable)
    -> JSONValue
  {
    let offset = analysis.text.sourceOffset(of: position)
    guard let reference = Reference.find(at: offset, in: analysis.tree, table: table) else {
      return .null
    }
    let symbols = analysis.symbols
    var ranges: [SourceRange] = []
    switch reference {
    case .constant(let name, _):
      ranges = symbols.definitions(ofConstant: name).map(\.range)
    case .customProperty(let name, _):
      ranges = (symbols.customProperties[name] ?? []).map(\.declaration.range)
    case .extend(let extend):
      guard
        case .success(let list) = SelectorParser.parse(
          extend.selector, in: extend.range.file, nested: false,
          typeNames: BuiltInTypes.typeNames),
        list.selectors.count == 1, list.selectors[0].compounds.count == 1,
        list.selectors[0].compounds[0].components.count == 1
      else { return .null }
      ranges = symbols.rules(using: list.selectors[0].compounds[0].components[0])
        .map(\.preludeRange)
    case .importRule(let rule):
      guard let path = importedPath(rule, in: analysis) else { return .null }
      let start = Position(line: 0, character: 0)
      return [
        [
          "uri": .string(analysis.uriOf(path: path)),
          "range": TextRange(start: start, end: start).json,
        ]
      ]
    case .property, .typeName, .color:
      return .null
    }
    let locations = ranges.compactMap(analysis.location)
    return locations.isEmpty ? .null : .array(locations)
  }

  /// The path an `@import` reads (relative to the importing file), if it was read or exists.
  static func importedPath(_ rule: ImportRuleSyntax, in analysis: DocumentAnalysis) -> String? {
    guard let importing = rule.range.file?.path else { return nil }
    let directory = (importing as NSString).deletingLastPathComponent
    let path = DocumentURI.standardized(
      rule.path.hasPrefix("/") ? rule.path : (directory.isEmpty ? "." : directory) + "/" + rule.path
    )
    let read = analysis.files.keys.contains { DocumentURI.standardized($0) == path }
    return read || FileManager.default.fileExists(atPath: path) ? path : nil
  }
}
