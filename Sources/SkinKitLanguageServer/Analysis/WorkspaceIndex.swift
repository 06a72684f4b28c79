import Foundation
import SkinKit

/// What workspace-wide requests need of one file: its text (for positions), the names it
/// writes (``Occurrence``) and its outline (``WorkspaceSymbols``). Made from a syntax tree
/// once; the tree is not kept.
final class FileSymbols {
  let path: String
  let text: SourceText
  let occurrences: [Occurrence]
  let outline: [WorkspaceSymbols.Entry]

  init(tree: SyntaxTree, text: SourceText) {
    path = DocumentURI.standardized(tree.file.path)
    self.text = text
    occurrences = Occurrence.all(in: tree)
    outline = WorkspaceSymbols.entries(in: tree.items)
  }
}

/// The `.skss` files of the workspace folders (and any other file a request names), each
/// parsed when first needed and again only when it changes on disk: a workspace-wide
/// request reads the folders' listing and each file's size and modification time, and
/// parses nothing it parsed before. Open documents are not read from disk: the caller has
/// them (their analyses).
final class WorkspaceIndex {
  /// The most sheets listed in the folders, and the most entries looked at to find them (a
  /// folder holding a whole disk is not read whole, at every request).
  static let maximumFiles = 5_000
  static let maximumEntries = 100_000
  /// Folders never looked into (besides hidden ones): build products and packages.
  static let skippedFolders: Set<String> = [".build", "node_modules", "DerivedData"]

  private var entries: [String: (signature: FileSignature?, symbols: FileSymbols)] = [:]
  /// How many files were parsed, in all (for `skss/statistics`).
  private(set) var parsedFiles = 0

  /// The symbols of the `.skss` files in `folders` and of `extra` paths, less the `open` ones.
  func files(in folders: [String], extra: Set<String>, excluding open: Set<String>)
    -> [FileSymbols]
  {
    var paths = extra
    for folder in folders { paths.formUnion(Self.sheets(in: folder)) }
    paths.subtract(open)
    var result: [FileSymbols] = []
    var kept: [String: (signature: FileSignature?, symbols: FileSymbols)] = [:]
    for path in paths.sorted() {
      let signature = FileSignature.of(path)
      if let entry = entries[path], entry.signature == signature {
        kept[path] = entry
        result.append(entry.symbols)
        continue
      }
      guard let data = FileManager.default.contents(atPath: path) else { continue }
      let bytes = [UInt8](data)
      let tree = StylesheetParser.parse(SourceFile(path: path, utf8: bytes))
      let symbols = FileSymbols(tree: tree, text: SourceText(EditorText(bytes: bytes)))
      parsedFiles += 1
      kept[path] = (signature, symbols)
      result.append(symbols)
    }
    entries = kept
    return result
  }

  /// The standardized paths of the `.skss` files under a folder, hidden and skipped folders
  /// left out, at most ``maximumFiles`` of the first ``maximumEntries`` entries.
  static func sheets(in folder: String) -> Set<String> {
    let root = URL(fileURLWithPath: folder, isDirectory: true)
    guard
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    else { return [] }
    var found: Set<String> = []
    var visited = 0
    for case let url as URL in enumerator {
      visited += 1
      if visited > maximumEntries { break }
      let name = url.lastPathComponent
      if skippedFolders.contains(name) {
        enumerator.skipDescendants()
        continue
      }
      guard url.pathExtension == "skss" else { continue }
      found.insert(DocumentURI.standardized(url.path))
      if found.count >= maximumFiles { break }
    }
    return found
  }
}
