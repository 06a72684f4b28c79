import Foundation
import SkinKit

/// Runs hostile stylesheets through the whole pipeline and reads what survived.
struct Hostile {
  /// A window with two labels (one `.x`) and a button, each with an id.
  static let treeJSON = #"""
    {"type": "Window", "id": "window", "children": [
      {"type": "Label", "id": "plain"},
      {"type": "Label", "id": "x", "classes": ["x"]},
      {"type": "Button", "id": "button"}]}
    """#

  let sheet: Stylesheet
  let cascade: StyleCascade
  let resolution: TreeResolution
  /// Every diagnostic: the sheet's, the compiler's and the resolver's.
  let diagnostics: [Diagnostic]

  /// Parses `text` (as the file `hostile.skss`, imports read by `reader`), compiles it and
  /// resolves ``treeJSON`` (or `tree`).
  init(_ text: String, reader: FileReader? = nil, tree: String = Hostile.treeJSON) {
    self.init(bytes: Array(text.utf8), reader: reader, tree: tree)
  }

  init(bytes: [UInt8], reader: FileReader? = nil, tree: String = Hostile.treeJSON) {
    let files =
      reader
      ?? FileReader { path throws(StylesheetError) in
        guard path.hasSuffix("hostile.skss") else {
          throw StylesheetError(path: path, message: "no such file")
        }
        return bytes
      }
    // `load` is what apps and the CLI use for files; the reader serves the bytes.
    sheet =
      (try? Stylesheet.load(contentsOf: "hostile.skss", reader: files)) ?? Stylesheet.parse("")
    cascade = StyleCascade(stylesheets: [sheet])
    let document = try! TreeDocument.parse(tree)
    resolution = document.resolve(with: cascade)
    diagnostics = cascade.diagnostics + resolution.diagnostics
  }

  /// The value a declaration gave `property` on the node with `id` (directly or inherited),
  /// as `skss resolve` prints it; `nil` when no declaration gave it one.
  func value(_ id: String, _ property: String) -> String? {
    guard let index = resolution.nodes.firstIndex(where: { $0.styleIdentifier?.string == id }),
      let definition = cascade.table.definition(named: property)
    else { return nil }
    let style = resolution.styles[index]
    guard style.isDeclared(definition.id) else { return nil }
    return style.value(definition.id).description
  }

  /// `id line:column` of every diagnostic, in order (`nesting-too-deep 1:171`).
  var reported: [String] {
    diagnostics.map { diagnostic in
      "\(diagnostic.id.rawValue) \(diagnostic.location.map(\.description) ?? "-")"
    }
  }
}
